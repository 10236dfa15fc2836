import {
  createContext,
  createElement,
  useContext,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * Renders `children` to HTML once for each `key` and keeps it (entry.server.tsx). Only the
 * server provides one: the browser renders and hydrates every element as usual.
 */
export type MarkupRenderer = (key: string, children: ReactNode) => string;

const ServerMarkupContext = createContext<MarkupRenderer | null>(null);

export const ServerMarkupProvider = ServerMarkupContext.Provider;

/**
 * A part of every page that is the same for every visitor, such as the header and the footer
 * (issue 35, render cost): on the server, the contents of `element` are rendered once for each
 * `cacheKey` and the element carries that HTML, instead of React rendering the same hundred
 * elements on every request. The markup is exactly what React renders for them (the same
 * renderer, with the same text separators), so the browser hydrates it as it would the
 * rendered children, with their event handlers and refs, which HTML does not carry anyway.
 *
 * `cacheKey` must name everything the contents depend on: two renders with the same key share
 * their HTML. The contents must not read React context (the router's, a nonce), as they are
 * rendered outside the page's providers, nor call useId, whose ids follow the element's place
 * in the page's tree (a form's fields do: they cannot be kept this way).
 * layout/shared-markup.test.tsx holds the header and footer to all three.
 */
export function ServerMemo({
  cacheKey,
  children: element,
}: {
  /** null: rendered anew, as any element (a form showing a visitor's values and errors). */
  cacheKey: string | null;
  children: ReactElement<HTMLAttributes<HTMLElement>, string>;
}) {
  const render = useContext(ServerMarkupContext);
  if (!render || cacheKey === null) return element;
  const { children, ...props } = element.props;
  return createElement(element.type, {
    ...props,
    dangerouslySetInnerHTML: { __html: render(cacheKey, children) },
  });
}
