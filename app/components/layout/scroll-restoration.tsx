import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * The key React Router keeps scroll positions under in sessionStorage (its
 * SCROLL_RESTORATION_STORAGE_KEY, not exported).
 */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * What React Router's <ScrollRestoration> inlines, minified (issue 35: lighter HTML): it gives a
 * fresh history entry its key and, on a reload or a return, scrolls to the position stored for
 * it, before the first paint. The stock component writes the function's source with its
 * indentation, 640 bytes of every page; this is the same code in about 300.
 */
export const restoreScrollScript =
  `(()=>{let h=history,k=${JSON.stringify(scrollPositionsKey)};` +
  `if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");` +
  `try{let y=JSON.parse(sessionStorage.getItem(k)||"{}")[h.state.key];` +
  `if(typeof y=="number")scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})()`;

/**
 * React Router's <ScrollRestoration> (no `getKey`, the default storage key): the same hook
 * keeps positions during client-side navigations, and the same script restores them on a
 * document load.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({});
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: restoreScrollScript }}
    />
  );
}
