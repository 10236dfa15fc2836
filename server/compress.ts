import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";

export type Encoding = "br" | "gzip" | "identity";

/** Bodies smaller than this gain less from compression than the header costs. */
const minimumBytes = 1024;

/** Types worth compressing: text of every kind, and the JSON, JavaScript, XML and SVG the
 * site sends. PDFs, PNGs and the hashed assets (compressed at build time) are left alone. */
const compressibleType =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json|ld\+json|jwk-set\+json)|image\/svg\+xml)/i;

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli when the client takes it, else
 * gzip, else none. A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * `body` in `encoding`, compressed in one call. A page rendered for one request is compressed
 * `fast`: Brotli 1, the cheapest option whose extra bytes cost a phone less than 10 ms (decision
 * 0044, from the bench's compression part: the home page in 0.28 ms against 0.48 ms at Brotli 3,
 * 0.9 KB larger, 6.5 ms at Lighthouse's 1.6 Mbit/s); gzip-only clients get gzip 3, as cheap as
 * gzip 1 and smaller. A page kept for many (server/page-cache.ts) is compressed once, `small`.
 * The window is sized to the body.
 */
export function encode(
  body: Buffer,
  encoding: Encoding,
  effort: "fast" | "small" = "fast",
): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 1 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (encoding === "gzip") return gzipSync(body, { level: effort === "fast" ? 3 : 6 });
  return body;
}

/** A chunk given to `res.write` or `res.end`, as bytes. */
export function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(String(chunk), encoding);
}

/** Adds `Accept-Encoding` to the response's `Vary`, once. */
export function varyOnEncoding(res: Response): void {
  const vary = String(res.getHeader("Vary") ?? "");
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
}

/**
 * Whether a finished body should be compressed: a type worth it, big enough, not already
 * encoded, and not marked `no-transform`.
 */
function worthCompressing(res: Response, body: Buffer): boolean {
  if (body.length < minimumBytes) return false;
  if (res.getHeader("Content-Encoding")) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return compressibleType.test(String(res.getHeader("Content-Type") ?? ""));
}

/**
 * Compression for everything the app answers (the hashed assets are served before, compressed
 * at build time). Every answer is complete before it is sent (pages are rendered whole, see
 * app/entry.server.tsx), so the body is gathered and compressed in one synchronous call, and
 * sent with its Content-Length. The `compression` package compresses as a stream instead:
 * for a 50 KB page its stream, its thread-pool round trips and its partial flushes cost about
 * 5 ms, five times the compression itself.
 */
export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // A head already written (writeHead, then a stream) cannot change any more: pass through.
    const passThrough = () => res.headersSent;

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (passThrough()) return write(chunk as never, encoding as never, callback as never);
      if (chunk !== undefined && chunk !== null) {
        chunks.push(
          toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined),
        );
      }
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    }) as Response["write"];

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk === "function") {
        callback = chunk;
        chunk = undefined;
      } else if (typeof encoding === "function") {
        callback = encoding;
        encoding = undefined;
      }
      if (passThrough()) {
        if (chunks.length) write(Buffer.concat(chunks));
        return end(chunk as never, encoding as never, callback as never);
      }
      if (chunk !== undefined && chunk !== null) {
        chunks.push(
          toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined),
        );
      }
      let body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const bodyless = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
      if (!bodyless && worthCompressing(res, body)) {
        varyOnEncoding(res);
        const encoding = chooseEncoding(req.headers["accept-encoding"]);
        if (encoding !== "identity") {
          body = encode(body, encoding);
          res.setHeader("Content-Encoding", encoding);
        }
      }
      if (!bodyless) res.setHeader("Content-Length", body.length);
      return end(bodyless ? undefined : body, callback as never);
    }) as Response["end"];
    next();
  };
}
