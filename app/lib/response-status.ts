import { createContext, useContext } from "react";

// The server renders every page inside this context with the status it answers with. An error
// page shows it: a loader that met a database fault answers 503, which the error alone does not
// say (the browser only gets a sanitized copy of it). Absent in the browser.
const ResponseStatusContext = createContext<number | undefined>(undefined);

export const ResponseStatusProvider = ResponseStatusContext.Provider;

export function useResponseStatus(): number | undefined {
  return useContext(ResponseStatusContext);
}
