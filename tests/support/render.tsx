import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

/**
 * What a visitor reads of `page` as the server renders it at `path`: its text, without tags or
 * scripts, spaces collapsed. With `rootData`, the page sits under a "root" route whose loader
 * gives that data (what useSite() and other root readers need).
 */
export async function renderedText(
  path: string,
  page: () => ReactNode,
  rootData?: unknown,
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
  const html = renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}
