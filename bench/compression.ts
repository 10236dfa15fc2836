// Issue 35, compression that pays: for a page rendered for one visitor, each Brotli quality and
// gzip level's bytes and CPU time on the real HTML, what the extra bytes cost a phone's largest
// contentful paint, and which one the server chose.
import http from "node:http";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
  type BrotliOptions,
} from "node:zlib";

/**
 * The bench's phone (bench/lighthouse.ts runs Lighthouse with its default mobile settings):
 * simulated slow 4G, 150 ms round trips and 1.6 Mbps down (1.6 x 1024 Kbps, which Lighthouse's
 * simulator counts as x 1024 bits per second).
 */
export const phone = { rttMs: 150, throughputKbps: 1.6 * 1024 };
const bitsPerMs = (phone.throughputKbps * 1024) / 1000;

/** The issue's targets: the chosen option's extra bytes under 10 ms of a phone's LCP, and no
 * option within that costing less CPU by more than 0.05 ms. */
export const compressionGoals = { lcpMs: 10, cpuSlackMs: 0.05 };

type Coding = "br" | "gzip";
interface CompressionOption {
  coding: Coding;
  level: number;
}

/** The table's options: Brotli qualities 1 to 4, gzip levels 1, 3 and 6. */
const tableOptions: CompressionOption[] = [
  ...[1, 2, 3, 4].map((level) => ({ coding: "br" as const, level })),
  ...[1, 3, 6].map((level) => ({ coding: "gzip" as const, level })),
];

const optionLabel = (option: CompressionOption) =>
  `${option.coding === "br" ? "Brotli" : "gzip"} ${option.level}`;

/** As server/compress.ts compresses: text mode and the body's size as the hint. */
function brotliParams(body: Buffer, quality: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

function compress(body: Buffer, option: CompressionOption): Buffer {
  return option.coding === "br"
    ? brotliCompressSync(body, brotliParams(body, option.level))
    : gzipSync(body, { level: option.level });
}

export interface OptionRow {
  label: string;
  bytes: number;
  /** Median milliseconds per compression in the bench's process. */
  cpuMs: number;
  /** The extra bytes over the smallest option, as milliseconds of a phone's download. */
  lcpCostMs: number;
  /** The server's choice for this page. */
  chosen: boolean;
  /** Not one of the table's options: the server's choice, added to compare it. */
  extra: boolean;
}

export interface CompressionPage {
  path: string;
  html: number;
  rows: OptionRow[];
  /** The server's choice for a browser (Accept-Encoding: gzip, deflate, br), as identified. */
  chosen?: string;
  /** The same for a client that takes gzip only. */
  chosenGzip?: string;
  /** Of the options within the LCP goal, the one with the least CPU. */
  cheapest?: string;
  pass: boolean;
}

export interface CompressionResult {
  samples: number;
  pages: CompressionPage[];
  pass: boolean;
}

/** The body exactly as sent (fetch would decompress it), with its Content-Encoding. */
function getRaw(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Which option made `sent`: its body decompressed, compressed again with each quality or level
 * until the bytes are identical (Brotli and gzip are deterministic for the same settings).
 */
function identify(sent: Buffer, encoding: string): CompressionOption | string {
  if (encoding === "br") {
    const body = brotliDecompressSync(sent);
    for (let level = 0; level <= 11; level++) {
      if (brotliCompressSync(body, brotliParams(body, level)).equals(sent)) {
        return { coding: "br", level };
      }
    }
    for (let level = 0; level <= 11; level++) {
      const plain = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: level },
      });
      if (plain.equals(sent)) return { coding: "br", level };
    }
    return "Brotli (unknown settings)";
  }
  if (encoding === "gzip") {
    const body = gunzipSync(sent);
    for (let level = 1; level <= 9; level++) {
      if (gzipSync(body, { level }).equals(sent)) return { coding: "gzip", level };
    }
    return "gzip (unknown settings)";
  }
  return encoding;
}

/**
 * For each page: its HTML as the server renders it for one visitor (the server runs with
 * PAGE_CACHE=off, so each page is compressed `fast`, as a one-off page is), fetched uncompressed;
 * each option's size and median CPU time over `samples` rounds (the options taking turns, after
 * 20 warm-up rounds); and the server's choice, identified from what it sends a browser.
 */
export async function runCompression(
  origin: string,
  paths: string[],
  samples: number,
  log: (line: string) => void,
): Promise<CompressionResult> {
  const pages: CompressionPage[] = [];
  for (const path of paths) {
    const plain = await getRaw(origin + path, "identity");
    if (plain.status !== 200 || plain.encoding !== "identity") {
      throw new Error(`${path} answered ${plain.status} (${plain.encoding}) uncompressed`);
    }
    const html = plain.body;
    const browser = await getRaw(origin + path, "gzip, deflate, br");
    const gzipOnly = await getRaw(origin + path, "gzip");
    const chosen = identify(browser.body, browser.encoding);
    const chosenGzip = identify(gzipOnly.body, gzipOnly.encoding);
    const options = [...tableOptions];
    const extra =
      typeof chosen === "object" &&
      !options.some((o) => o.coding === chosen.coding && o.level === chosen.level);
    if (typeof chosen === "object" && extra) options.push(chosen);

    const times = options.map(() => [] as number[]);
    for (let round = 0; round < samples + 20; round++) {
      for (const [index, option] of options.entries()) {
        const start = performance.now();
        compress(html, option);
        if (round >= 20) times[index]!.push(performance.now() - start);
      }
    }
    const sizes = options.map((option) => compress(html, option).length);
    const smallest = Math.min(...sizes);
    const rows: OptionRow[] = options.map((option, index) => {
      const sorted = times[index]!.sort((a, b) => a - b);
      return {
        label: optionLabel(option),
        bytes: sizes[index]!,
        cpuMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        lcpCostMs: ((sizes[index]! - smallest) * 8) / bitsPerMs,
        chosen:
          typeof chosen === "object" &&
          chosen.coding === option.coding &&
          chosen.level === option.level,
        extra: extra && index === options.length - 1,
      };
    });
    const within = rows.filter((row) => row.lcpCostMs < compressionGoals.lcpMs);
    const cheapest = [...within].sort((a, b) => a.cpuMs - b.cpuMs)[0];
    const picked = rows.find((row) => row.chosen);
    const pass =
      picked !== undefined &&
      cheapest !== undefined &&
      picked.lcpCostMs < compressionGoals.lcpMs &&
      picked.cpuMs <= cheapest.cpuMs + compressionGoals.cpuSlackMs;
    const page: CompressionPage = {
      path,
      html: html.length,
      rows,
      chosen: typeof chosen === "object" ? optionLabel(chosen) : chosen,
      chosenGzip: typeof chosenGzip === "object" ? optionLabel(chosenGzip) : chosenGzip,
      cheapest: cheapest?.label,
      pass,
    };
    pages.push(page);
    log(
      `  ${path} (${html.length.toLocaleString("en-US")} bytes): ${rows.map((row) => `${row.label} ${row.bytes.toLocaleString("en-US")} B ${row.cpuMs.toFixed(2)} ms +${row.lcpCostMs.toFixed(1)} ms`).join("; ")}`,
    );
    log(
      `    server's choice: ${page.chosen} (gzip only: ${page.chosenGzip}); cheapest within ${compressionGoals.lcpMs} ms of LCP: ${page.cheapest ?? "none"}: ${pass ? "pass" : "FAIL"}`,
    );
  }
  return { samples, pages, pass: pages.every((page) => page.pass) };
}
