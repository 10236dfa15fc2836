import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

/**
 * The HTML the server renders for `page` at `path`, in a data router as React Router's own
 * (forms, navigation state). With `rootData`, the page sits under a "root" route whose loader
 * gives that data (what useSite() and other root readers need); `wrap` puts providers around the
 * whole, as entry.server.tsx does.
 */
export async function renderedHtml(
  path: string,
  page: () => ReactNode,
  rootData?: unknown,
  wrap: (tree: ReactNode) => ReactNode = (tree) => tree,
): Promise<string> {
  const handler = createStaticHandler(
    rootData === undefined
      ? [{ path, Component: page }]
      : [
          {
            id: "root",
            path,
            loader: () => rootData,
            children: [{ index: true, Component: page }],
          },
        ],
  );
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    wrap(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    ),
  );
}

/**
 * What a visitor reads of `page` as the server renders it at `path`: its text, without tags or
 * scripts, spaces collapsed. `rootData` as for renderedHtml.
 */
export async function renderedText(
  path: string,
  page: () => ReactNode,
  rootData?: unknown,
): Promise<string> {
  const html = await renderedHtml(path, page, rootData);
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}
