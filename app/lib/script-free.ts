import { useMatches } from "react-router";

/**
 * A route's `handle` for pages that are complete as server HTML (the about and policy pages):
 * their document loads no JavaScript at all. Links and the phone menu (a <details> element)
 * work without it.
 */
export const scriptFreeHandle = { scriptFree: true } as const;

function isScriptFree(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "scriptFree" in handle;
}

/**
 * Whether this document is sent without scripts. Decided on the server only: once the app runs
 * in a browser it keeps its scripts, even when it navigates to a script-free page.
 */
export function useScriptFreeDocument(): boolean {
  const matches = useMatches();
  return typeof document === "undefined" && matches.some((match) => isScriptFree(match.handle));
}
