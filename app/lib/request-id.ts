import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";

// The server renders every page inside this context, so that an error page can name its
// request even when the root loader's data is missing (the root loader itself failed).
const RequestIdContext = createContext<string | undefined>(undefined);

export const RequestIdProvider = RequestIdContext.Provider;

/**
 * The id of the request that this page answers, for the error page to show. It comes with the
 * root loader's data, which is loaded again on each navigation, so that after a navigation it
 * is the id of the request that failed, not of the first page's.
 */
export function useRequestId(): string | undefined {
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  const fromServer = useContext(RequestIdContext);
  return root?.requestId ?? fromServer;
}
