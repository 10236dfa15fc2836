import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { MarkupRenderer } from "./server-markup";

/**
 * The server's ServerMemo renderer (server-markup.tsx): each key's HTML rendered once with
 * React's own renderer and kept. The site has about 17 keys (the header for each of its current
 * links, the footer for each year and form, the home page's sections, the review form);
 * `limit` only keeps a mistaken key, one that names something per request, from growing the map
 * without end.
 */
export function sharedMarkupRenderer(limit = 100): MarkupRenderer & { size: () => number } {
  const kept = new Map<string, string>();
  const render = (key: string, children: ReactNode) => {
    let html = kept.get(key);
    if (html === undefined) {
      html = renderToString(<>{children}</>);
      if (kept.size >= limit) kept.clear();
      kept.set(key, html);
    }
    return html;
  };
  return Object.assign(render, { size: () => kept.size });
}
