import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

type Encoding = "br" | "gzip";
const extensionOf: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The encodings a request accepts, best first, ignoring any with q=0. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (["br", "gzip"] as const).filter((encoding) => accepted.has(encoding));
}

/**
 * Serves the Brotli or gzip copy that the build wrote beside a file (vite's precompress
 * plugin), when the browser accepts it; otherwise hands over to the plain static files. The
 * copies are listed once at start, so a request never reaches the disk for a name that is
 * not there, and no path from a request is ever joined onto the folder unchecked.
 */
export function servePrecompressed(dir: string, cacheControl: string): RequestHandler {
  const available = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !available.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = acceptedEncodings(req.headers["accept-encoding"]).find((candidate) =>
      available.has(name + extensionOf[candidate]),
    );
    if (!encoding) return next();
    res.type(path.extname(name));
    res.set({ "Content-Encoding": encoding, "Cache-Control": cacheControl });
    res.sendFile(
      path.join(dir, name + extensionOf[encoding]),
      { cacheControl: false, etag: false, lastModified: false, acceptRanges: false },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
