/**
 * How a page made for one person is cached: not at all. `private` keeps shared caches (a CDN,
 * a company proxy) from storing it and handing it to the next visitor; `no-store` keeps it off
 * the disk of a shared computer and out of the browser's back/forward cache.
 *
 * It goes on every page that shows a candidate's or a moderator's data: the assessment (one
 * address for the welcome, a candidate's questions, results and certificate), the moderators'
 * pages and the CSV export (their route `headers`); and, whatever the route, on every answer
 * made for one visitor (`isPersonalAnswer`, applied in entry.server.tsx). A certificate's
 * public page, /verify/<reference>, is the same for everyone who opens it, and may be cached.
 */
export const privateNoStore = "private, no-store";

interface AnswerHeaders {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}

/**
 * Route `headers` for a page with a limited form or look-up: the answer's Retry-After (set with
 * a 429 by lib/submission.server.ts), which React Router sends only when a route passes it on.
 */
export function formPageHeaders({
  actionHeaders,
  loaderHeaders,
}: AnswerHeaders): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** Route `headers` for the pages that show a candidate's, a moderator's or a company's data. */
export const privatePageHeaders = (answer: AnswerHeaders): Record<string, string> => ({
  "Cache-Control": privateNoStore,
  ...formPageHeaders(answer),
});

/**
 * An answer made for one visitor, whatever its route: an action's answer (a refused form is
 * sent back with what was typed, e-mail address included) and any answer that sets a cookie
 * (a message shown once, an attempt just started).
 */
export function isPersonalAnswer(request: Request, headers: Headers): boolean {
  return (request.method !== "GET" && request.method !== "HEAD") || headers.has("Set-Cookie");
}
