import { createServer, STATUS_CODES, type RequestListener, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { allowedMethods, type BadRequestReason } from "./bad-requests";
import { inTurn } from "./turns";

/**
 * How long a client may take, and how many connections there may be at once. Node's defaults
 * let a client that stops sending hold its connection for 5.5 minutes, and take connections
 * until the process runs out of file descriptors.
 */
export const connectionLimits = {
  /** The request line and headers must arrive within 10 s (Node: 60 s). A browser sends them
   * in one packet; a "slow loris" that sends a header every few seconds is cut off. */
  headersTimeout: 10_000,
  /** The whole request, body included, within 30 s (Node: 300 s). Bodies are at most 64 KB
   * (body-limit.ts), a few seconds even on a poor mobile connection; a body that stalls no
   * longer holds a connection for minutes. */
  requestTimeout: 30_000,
  /** How often the two limits above are checked (Node: every 30 s, which let a stalled body
   * hold its connection for 330 s). */
  connectionsCheckingInterval: 1_000,
  /** An idle kept-alive connection is closed after 5 s (Node's default, stated here). A proxy
   * that keeps connections to the app open must close idle ones sooner (nginx: `keepalive_timeout
   * 4s` in the upstream block), or it may send a request on a connection the app is closing.
   * It is no longer than the shutdown's default drain, so that by the end of a drain every
   * kept-alive connection has been closed. */
  keepAliveTimeout: 5_000,
  /** At most 1000 connections at once; the next is closed at once. That is far more than one
   * process serves usefully (behind a proxy it needs a few dozen), and it keeps a flood of
   * connections from taking the memory and file descriptors (1024 by default on many systems)
   * that the database and the requests being answered need. */
  maxConnections: 1_000,
};

export type ConnectionLimits = typeof connectionLimits;

/** A complete, minimal answer written straight to a connection that has no response object. */
function rawAnswer(status: number, extraHeaders = ""): string {
  const body = `${STATUS_CODES[status]}\n`;
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n${extraHeaders}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const clientErrorAnswers: Record<string, { status: number; reason: BadRequestReason }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "too_large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "timeout" },
};

/**
 * The HTTP server with the limits above. What Node.js refuses before the app sees a request
 * (an unparsable request, headers over 16 KB, a request not complete in time, CONNECT) is
 * answered as Node.js would, and reported to `onRefused` so that it is logged. A request
 * without Host reaches the app, which answers it with a page (bad-requests.ts). Requests reach
 * the app in the order they arrived, a turn of the event loop at a time (turns.ts).
 */
export function createHttpServer(
  app: RequestListener,
  onRefused: (reason: BadRequestReason) => void,
  limits: ConnectionLimits = connectionLimits,
) {
  const { maxConnections, ...timeouts } = limits;
  const server = createServer({ ...timeouts, requireHostHeader: false }, inTurn(app));
  server.maxConnections = maxConnections;

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const { status, reason } = clientErrorAnswers[error.code ?? ""] ?? {
      status: 400,
      reason: "malformed",
    };
    // A connection that never sent a byte (a browser's speculative preconnect) times out
    // quietly; a client that went away is not refused.
    if (error.code !== "ECONNRESET" && (socket as Socket).bytesRead > 0) onRefused(reason);
    // As Node.js does by default: answer unless a response is already under way.
    const response = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !response?.headersSent) socket.write(rawAnswer(status));
    socket.destroy();
  });

  // CONNECT asks a proxy for a tunnel; without a listener Node.js drops the connection unanswered.
  server.on("connect", (_req, socket: Duplex) => {
    onRefused("method");
    socket.end(rawAnswer(405, `Allow: ${allowedMethods}\r\n`));
  });
  return server;
}
