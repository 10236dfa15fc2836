import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "react-router";
import { bootModuleSource, bootSetup, parseBootPath } from "../app/components/layout/boot-module";
import { chooseEncoding, type Encoding } from "./compress";

/** Boot modules kept per process: one per set of routes a page has, a few dozen in all. */
const keptModules = 200;

type Bodies = Record<Encoding, Buffer>;

/**
 * A module's bytes in each encoding, compressed once per process. At Brotli 5, not the build's
 * 11: an address is anybody's to make up, and each new one is compressed, so one must cost less
 * than a page does (under a millisecond for 4 KB, against 25 ms at 11, for 8 % more bytes).
 */
function bodiesOf(source: string): Bodies {
  const identity = Buffer.from(source, "utf8");
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/**
 * GET /_boot/{version}/{routes}.js: a page's boot module (app/components/layout/boot-module.ts),
 * made from the build's route manifest and served like the hashed files under /assets/: its
 * address names the build, so it is cached for good; compressed once per process; with the few
 * headers a script needs, not a page's. An address of another build, or naming no route, is a 404: a page
 * of an old build then stays the server's HTML, whose links and forms work without script.
 */
export function serveBootModules(manifest: AssetsManifest): RequestHandler {
  const kept = new Map<string, Bodies>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let bodies = kept.get(req.path);
    if (bodies === undefined) {
      const routes = parseBootPath(manifest, req.path);
      if (!routes) {
        res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found\n");
        return;
      }
      bodies = bodiesOf(bootModuleSource(bootSetup(manifest, routes)));
      if (kept.size >= keptModules) kept.clear();
      kept.set(req.path, bodies);
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res
      .status(200)
      .type("text/javascript")
      .set("Cache-Control", "public, max-age=31536000, immutable")
      .send(bodies[encoding]);
  };
}
