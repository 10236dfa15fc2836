import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing ahead of time: the browser's scripts and styles. */
const compressible = /\.(?:js|css|svg|json)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of
 * the client build. The server sends these as they are (server/precompressed.ts): the
 * strongest compression costs seconds once at build, not on every request.
 */
export function precompress(): Plugin {
  return {
    name: "staffing-spotlight:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.entries(bundle)
          .filter(([fileName]) => compressible.test(fileName))
          .map(async ([fileName, output]) => {
            const source = output.type === "chunk" ? output.code : output.source;
            const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
            const file = path.join(dir, fileName);
            await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }).then((compressed) => writeFile(`${file}.br`, compressed)),
              gzipAsync(bytes, { level: 9 }).then((compressed) =>
                writeFile(`${file}.gz`, compressed),
              ),
            ]);
          }),
      );
    },
  };
}
