import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "~db/faults";
import { isPersonalAnswer, privateNoStore } from "~/lib/cache-control";
import { logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { RequestIdProvider } from "~/lib/request-id";
import { ResponseStatusProvider } from "~/lib/response-status";
import { ServerMarkupProvider } from "~/lib/server-markup";
import { sharedMarkupRenderer } from "~/lib/server-markup.server";

export const streamTimeout = 5_000;

/** The header's and footer's HTML, rendered once (app/lib/server-markup.tsx: ServerMemo). */
const renderSharedMarkup = sharedMarkupRenderer();

/** Logs an error met while answering `request`, with what identifies it. */
function logError(error: unknown, request: Request, requestId: string | undefined, msg: string) {
  const url = new URL(request.url);
  // The logger adds the id of the request being handled; it is named here too, in case the
  // error surfaces outside that request's scope.
  logger.error(
    {
      err: error,
      method: request.method,
      url: url.pathname + url.search,
      ...(requestId ? { reqId: requestId } : {}),
    },
    msg,
  );
}

/**
 * Requests whose loader or action met a database fault. React Router shows handleError each
 * error before it replaces it with a sanitized copy for the page, so it is noted here.
 */
const metDatabaseFault = new WeakSet<Request>();

/**
 * React Router calls this for each error a loader or action throws, and for a render error
 * before the page's first bytes are sent. A visitor who left (an aborted request) and a thrown
 * 4xx answer (a page not found, a method a route does not take) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) && "error" in error ? error.error : error;
  if (isDatabaseUnavailable(cause)) metDatabaseFault.add(request);
  logError(
    cause,
    request,
    (context as Partial<AppLoadContext> | undefined)?.requestId,
    "route error",
  );
};

/** The data of a client-side navigation or form post (`.data`) follows the same caching rule
 * as a document (see handleRequest and app/lib/cache-control.ts). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (isPersonalAnswer(request, response.headers)) {
    response.headers.set("Cache-Control", privateNoStore);
  }
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // An answer made for one visitor is never cached, whatever its route says.
  if (isPersonalAnswer(request, responseHeaders)) {
    responseHeaders.set("Cache-Control", privateNoStore);
  }
  // A page whose data could not be read because the database is away is unavailable for now,
  // not broken: 503 tells crawlers and monitors to come back, and when.
  if (responseStatusCode === 500 && metDatabaseFault.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The Content Security Policy allows only scripts that carry this request's nonce,
  // so React Router's inline hydration scripts must carry it too.
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The whole document is rendered before the first byte is sent, and sent as one piece. No
    // page defers data (nothing to stream), and one piece is compressed once: React's many
    // small chunks, each sent through the compressor on its own, cost more than the render.
    // It also lets the page cache (server/page-cache.ts) keep what it sends.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId}>
          <ResponseStatusProvider value={responseStatusCode}>
            <ServerMarkupProvider value={renderSharedMarkup}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerMarkupProvider>
          </ResponseStatusProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach handleError through React Router.
          if (shellRendered && !request.signal.aborted) {
            logError(error, request, loadContext.requestId, "render error");
          }
        },
      },
    );
  });
}
