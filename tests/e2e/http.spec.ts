import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { tools } from "../../app/content/tools";
import { contentPages } from "./pages";
import { serverDb } from "./support";
import { elementOf, textOf } from "../support/html";

/** An attribute of the first `tag` whose attributes include `match` (e.g. 'rel="canonical"'). */
function attributeOf(html: string, tag: string, match: string, name: string): string | null {
  const element = new RegExp(`<${tag}\\b[^>]*${match}[^>]*>`).exec(html)?.[0] ?? "";
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? null : textOf(value);
}

test("responses are compressed with brotli or gzip", async ({ request }) => {
  const brotli = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("hashed assets are cached for a year and immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("scripts and styles go out precompressed, and as they are to a client that asks for no encoding", async () => {
  const html = await (await fetch(`${baseURL}/`)).text();
  // The page names its stylesheet, and its boot module (decision 0046), which names its scripts.
  const boot = /\/_boot\/[\w.-]+\/[\w.-]+\.js/.exec(html)?.[0];
  expect(boot).toBeDefined();
  const bootSource = await (await fetch(`${baseURL}${boot}`)).text();
  const assets = [...(html + bootSource).matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(
    ([path]) => path,
  );
  expect(assets.filter((asset) => asset.endsWith(".css")).length).toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(1);
  for (const asset of [boot!, ...new Set(assets)].slice(0, 6)) {
    const plain = await get(`${baseURL}${asset}`, "identity");
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await get(`${baseURL}${asset}`, encoding);
      expect(response.status, asset).toBe(200);
      expect(response.headers["content-encoding"], asset).toBe(encoding);
      expect(response.headers["vary"], asset).toMatch(/Accept-Encoding/i);
      expect(response.headers["content-type"], asset).toMatch(/^text\/(javascript|css)/);
      expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(decode(response.body).equals(plain.body), asset).toBe(true);
      expect(response.body.length, asset).toBeLessThan(plain.body.length);
    }
  }
});

/** A GET with exactly this Accept-Encoding, the body as sent (not decoded). */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      httpGet(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    },
  );
}

test("GET /healthz answers 200 with a small JSON body", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ status: "ok", database: "sqlite" });
});

test("robots.txt allows the site and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("security.txt says where to report a problem, and stays current", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const fields = new Map(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );
  expect(fields.get("Contact")).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  expect(fields.get("Canonical")).toBe(`${baseURL}/.well-known/security.txt`);
  expect(fields.get("Policy")).toBe(`${baseURL}/website-policies`);
  const expires = Date.parse(fields.get("Expires") ?? "");
  expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
  expect(expires - Date.now()).toBeLessThan(366 * 24 * 60 * 60 * 1000);
});

test("sitemap.xml lists every public page with absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const pages = locs.filter((loc) => !/\/(company|movements)\/\d+$/.test(loc ?? ""));
  expect(pages.sort()).toEqual(contentPages.map((page) => new URL(page.path, baseURL).href).sort());
  for (const loc of locs) expect(loc).toMatch(new RegExp(`^${baseURL}/`));
});

// The head's tags and structured data are in the server's HTML: read from the response, as a
// search engine or a link preview reads them, without a browser.
test("every page has its own canonical URL, Open Graph and Twitter tags", async ({ request }) => {
  const titles = new Set<string>();
  for (const { path, title } of contentPages) {
    const html = await (await request.get(path)).text();
    const url = new URL(path, baseURL).href;
    expect(attributeOf(html, "link", 'rel="canonical"', "href"), path).toBe(url);
    expect(attributeOf(html, "meta", 'property="og:url"', "content"), path).toBe(url);
    expect(attributeOf(html, "meta", 'property="og:title"', "content"), path).toBe(title);
    expect(attributeOf(html, "meta", 'property="og:description"', "content"), path).toMatch(/.+/);
    expect(attributeOf(html, "meta", 'property="og:image"', "content"), path).toBe(
      `${baseURL}/og-image.png`,
    );
    expect(attributeOf(html, "meta", 'name="twitter:card"', "content"), path).toBe(
      "summary_large_image",
    );
    titles.add(textOf(elementOf(html, "title") ?? ""));
  }
  expect(titles.size).toBe(contentPages.length);
  const image = await request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("the home page describes the organisation in JSON-LD", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const data = JSON.parse(
    elementOf(html, "script", 'type="application/ld\\+json"') ?? "{}",
  ) as Record<string, unknown>;
  expect(data["@type"]).toBe("Organization");
  expect(data.name).toBe("Staffing Spotlight");
  expect(data.url).toBe(`${baseURL}/`);
  expect(data.sameAs).toEqual([expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)]);
});

test("an oversized form post gets a clear 413 page and nothing is stored", async ({ request }) => {
  const name = `Oversized ${Date.now()}`;
  const response = await request.post("/submit", {
    form: { name, newRole: "Recruiter", company: "Acme", description: "x".repeat(70 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("That was too much to send");
  const db = serverDb();
  expect(
    db.prepare("select count(*) as n from movement_submissions where name = ?").get(name),
  ).toEqual({ n: 0 });
  db.close();
});

test("a form post from another site is refused with a clear 403 page and nothing is stored", async ({
  request,
}) => {
  const name = `Cross site ${Date.now()}`;
  const form = {
    name,
    newRole: "Recruiter",
    company: "Acme Staffing",
    description: "Joined Acme Staffing as a recruiter this spring.",
  };
  for (const origin of ["https://attacker.example", "null"]) {
    const response = await request.post("/submit", { form, headers: { Origin: origin } });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This form was sent from another site");
  }
  const db = serverDb();
  expect(
    db.prepare("select count(*) as n from movement_submissions where name = ?").get(name),
  ).toEqual({ n: 0 });
  db.close();
  // The same post from the site itself goes through.
  const own = await request.post("/submit", {
    form,
    headers: { Origin: baseURL, "X-Forwarded-For": "10.250.250.250" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(302);
});

test("an address that cannot be decoded gets a clear 400 page", async ({ request }) => {
  for (const path of ["/movements/%", "/company/%E0%A4%A", "/%"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    expect(await response.text(), path).toContain("This address is not valid");
  }
});

test("a form post of unknown length is refused with 411", async () => {
  const response = await fetch(`${baseURL}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=a"));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(411);
});

test("every tool page carries FAQPage structured data matching its visible questions", async ({
  request,
}) => {
  for (const { path } of tools) {
    const html = await (await request.get(path)).text();
    const data = JSON.parse(elementOf(html, "script", 'type="application/ld\\+json"') ?? "{}") as {
      "@type": string;
      mainEntity: { name: string }[];
    };
    expect(data["@type"], path).toBe("FAQPage");
    const questions = [
      ...html.matchAll(/<details\b[^>]*>\s*<summary\b[^>]*>[\s\S]*?<h3\b[^>]*>([\s\S]*?)<\/h3>/g),
    ].map(([, inner]) => textOf(inner ?? ""));
    expect(
      data.mainEntity.map((question) => question.name),
      path,
    ).toEqual(questions);
    expect(questions.length, path).toBe(
      path === "/gratuity-calculator" ? 8 : path.endsWith("-calculator") ? 5 : questions.length,
    );
    expect(questions.length, path).toBeGreaterThan(0);
  }
});
