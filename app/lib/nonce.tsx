import { createContext, useContext } from "react";

// The nonce reaches the document's <Scripts> through context: it is known only on the
// server (browsers hide nonce attributes from scripts), so the client renders it empty.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
