import { chromium, type Browser } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import type { SeededIds } from "./seed";

/** Compressed JavaScript allowed on any route's first load; 1 KB = 1,000 bytes (the stricter reading). */
export const jsBudgetBytes = 120_000;

/** Pages that need no script: they must send none, and their menu must work without it. */
export const scriptFreePaths = ["/about", "/disclaimer", "/posting-policy", "/website-policies"];

export const chromiumPath = "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const phone = { width: 390, height: 844 };

type Kind = "html" | "css" | "js" | "other";

export interface RouteWeight {
  path: string;
  note?: string;
  status: number;
  /** Compressed body bytes (what came over the wire, without headers) by kind. */
  bytes: Record<Kind, number>;
  /** Body plus response headers, all kinds. */
  transfer: number;
  requests: number;
  jsRequests: number;
  /** Every script loaded (path and compressed bytes), biggest first, for explaining a miss. */
  scripts: { url: string; bytes: number }[];
  mainTextLength: number;
  error?: string;
  scriptFree?: ScriptFreeCheck;
  pass: boolean;
}

export interface ScriptFreeCheck {
  /** `<script>` elements that would run (anything but a JSON data block). */
  executableScripts: number;
  /** JSON-LD and other JSON data blocks: not script, reported for completeness. */
  dataBlocks: number;
  modulePreloads: number;
  /** Script requests made with JavaScript disabled. */
  jsRequestsWithoutJs: number;
  menuOpens: boolean;
  menuLinks: number;
  /** The main content's text without JavaScript, as a share of it with JavaScript. */
  textWithoutJs: number;
  pass: boolean;
}

export interface PageWeightResult {
  routes: RouteWeight[];
  skipped: string[];
}

/** Every public path in app/routes.ts, with seeded ids for the detail pages. */
export function publicPaths(ids: SeededIds): {
  paths: { path: string; note?: string }[];
  skipped: string[];
} {
  const values: Record<string, { value: string; note?: string }> = {
    "movements/:id": { value: `movements/${ids.movementId}`, note: "a seeded movement" },
    "company/:id": { value: `company/${ids.companyId}`, note: "a seeded company" },
    // No certificate exists in the bench data: this is the page an unknown reference gets.
    "verify/:reference": {
      value: "verify/SS-2026-11-BENCH-ABC123",
      note: "unknown reference: the 404 page",
    },
  };
  const paths: { path: string; note?: string }[] = [];
  const skipped: string[] = [];
  const visit = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = [prefix, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.children) visit(entry.children, full);
      if (!entry.index && !entry.path) continue;
      // Pages only: not the files and data that resource routes serve (a feed, the key set, the
      // issuer profile, a certificate's credential or PDF).
      if (
        full.startsWith("admin") ||
        full === "*" ||
        full === "issuer" ||
        full.endsWith("/credential") ||
        /\.(xml|txt|csv|json|pdf)$/.test(full)
      )
        continue;
      if (full.includes(":")) {
        const known = values[full];
        if (known) paths.push({ path: `/${known.value}`, note: known.note });
        else skipped.push(`/${full} (no sample value for its parameter)`);
        continue;
      }
      paths.push({ path: `/${full}` });
    }
  };
  visit(routes, "");
  return { paths, skipped };
}

function kindOf(resourceType: string | undefined, mimeType: string): Kind {
  if (resourceType === "Script" || mimeType.includes("javascript")) return "js";
  if (resourceType === "Stylesheet" || mimeType === "text/css") return "css";
  if (resourceType === "Document") return "html";
  return "other";
}

/** One cold first load (fresh context, empty cache) at a phone's size, counted through CDP. */
async function measureRoute(
  browser: Browser,
  origin: string,
  path: string,
  note: string | undefined,
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  interface Entry {
    url: string;
    kind: Kind;
    status: number;
    headerBytes: number;
    totalBytes: number;
    failure?: string;
  }
  const entries = new Map<string, Entry>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!event.request.url.startsWith("http")) return;
    entries.set(event.requestId, {
      url: event.request.url,
      kind: kindOf(event.type, ""),
      status: 0,
      headerBytes: 0,
      totalBytes: 0,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    entry.kind = kindOf(event.type, event.response.mimeType);
    entry.status = event.response.status;
    // At this point the only bytes received are the response headers.
    entry.headerBytes = event.response.encodedDataLength;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = entries.get(event.requestId);
    if (entry) entry.totalBytes = event.encodedDataLength;
  });
  cdp.on("Network.loadingFailed", (event) => {
    const entry = entries.get(event.requestId);
    // A cancelled request (e.g. a prefetch the page no longer needs) is not a fault.
    if (entry && !event.canceled) entry.failure = event.errorText;
  });

  const result: RouteWeight = {
    path,
    note,
    status: 0,
    bytes: { html: 0, css: 0, js: 0, other: 0 },
    transfer: 0,
    requests: 0,
    jsRequests: 0,
    scripts: [],
    mainTextLength: 0,
    pass: false,
  };
  try {
    const response = await page.goto(origin + path, { waitUntil: "networkidle", timeout: 30_000 });
    result.status = response?.status() ?? 0;
    result.mainTextLength = (await page.locator("main").innerText()).trim().length;
  } catch (error) {
    result.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
  } finally {
    await context.close();
  }
  // A missing script or stylesheet would make a page look lighter than it is: it is an error.
  const broken = [...entries.values()].filter(
    (entry) => entry.kind !== "html" && (entry.failure || entry.status >= 400),
  );
  if (broken.length && !result.error) {
    result.error = `${broken.length} failed requests, e.g. ${new URL(broken[0]?.url ?? origin).pathname} ${broken[0]?.failure ?? broken[0]?.status}`;
  }
  for (const entry of entries.values()) {
    if (!entry.totalBytes) continue;
    const body = Math.max(0, entry.totalBytes - entry.headerBytes);
    result.bytes[entry.kind] += body;
    result.transfer += entry.totalBytes;
    result.requests += 1;
    if (entry.kind === "js") {
      result.jsRequests += 1;
      result.scripts.push({ url: new URL(entry.url).pathname, bytes: body });
    }
  }
  result.scripts.sort((a, b) => b.bytes - a.bytes);
  return result;
}

/**
 * With JavaScript disabled at a phone's size: no script element or script request, the page
 * as complete as with JavaScript, and the header's <details> menu opens and shows its links.
 */
async function checkScriptFree(
  browser: Browser,
  origin: string,
  weight: RouteWeight,
): Promise<ScriptFreeCheck> {
  const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  const page = await context.newPage();
  let jsRequestsWithoutJs = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") jsRequestsWithoutJs += 1;
  });
  try {
    await page.goto(origin + weight.path, { waitUntil: "load", timeout: 30_000 });
    const types = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("type") ?? ""));
    const dataBlocks = types.filter((type) => /json$/i.test(type.trim())).length;
    const modulePreloads = await page.locator('link[rel="modulepreload"]').count();
    const mainText = (await page.locator("main").innerText()).trim().length;

    let menuOpens = false;
    let menuLinks = 0;
    const toggle = page.locator("header details > summary");
    if ((await toggle.count()) === 1 && (await toggle.isVisible())) {
      await toggle.click();
      // The toggle opens (its <details> is open) and shows the header's list of links, which
      // follows it (issue 35: one list for every width, shown below xl while the toggle is open).
      const open = (await page.locator("header details[open]").count()) === 1;
      const links = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link");
      menuLinks = await links.count();
      menuOpens = open && menuLinks > 0 && (await links.first().isVisible());
    }
    const textWithoutJs = weight.mainTextLength ? mainText / weight.mainTextLength : 0;
    const check = {
      executableScripts: types.length - dataBlocks,
      dataBlocks,
      modulePreloads,
      jsRequestsWithoutJs,
      menuOpens,
      menuLinks,
      textWithoutJs,
    };
    return {
      ...check,
      pass:
        check.executableScripts === 0 &&
        modulePreloads === 0 &&
        jsRequestsWithoutJs === 0 &&
        weight.jsRequests === 0 &&
        weight.bytes.js === 0 &&
        menuOpens &&
        textWithoutJs >= 0.98,
    };
  } finally {
    await context.close();
  }
}

export async function measurePageWeight(
  origin: string,
  ids: SeededIds,
  log: (line: string) => void,
): Promise<PageWeightResult> {
  const { paths, skipped } = publicPaths(ids);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: RouteWeight[] = [];
  try {
    for (const { path, note } of paths) {
      const weight = await measureRoute(browser, origin, path, note);
      weight.pass = !weight.error && weight.bytes.js <= jsBudgetBytes;
      if (scriptFreePaths.includes(path) && !weight.error) {
        weight.scriptFree = await checkScriptFree(browser, origin, weight);
        weight.pass &&= weight.scriptFree.pass;
      }
      log(
        `  ${path.padEnd(32)} JS ${kb(weight.bytes.js).padStart(7)}  CSS ${kb(weight.bytes.css).padStart(6)}  HTML ${kb(weight.bytes.html).padStart(6)}  ${weight.pass ? "pass" : "FAIL"}${weight.error ? `  (${weight.error})` : ""}`,
      );
      results.push(weight);
    }
  } finally {
    await browser.close();
  }
  return { routes: results, skipped };
}

/** Bytes as KB (1,000 bytes) with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
