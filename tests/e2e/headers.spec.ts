import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { scriptFreePages } from "./pages";
import { addModerator, assessmentCode, serverDb, uniqueSuffix, enterTotp } from "./support";

// One page of each kind the site serves: hydrated pages, the script-free pages, tools, forms,
// lists, details, the moderators' pages, errors, feeds and files. Each must carry the security
// headers; each HTML document must carry the Content Security Policy.

const scriptFreePaths = scriptFreePages.map((page) => page.path);

function seedDetailPages() {
  const suffix = uniqueSuffix();
  const db = serverDb();
  const now = new Date().toISOString();
  const company = db
    .prepare(
      "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
    )
    .get(now, `Headers Co ${suffix}`, `headers co ${suffix}`) as { id: number };
  const movement = db
    .prepare(
      `insert into movement_submissions (created_at, status, name, new_role, company, description)
       values (?, 'approved', ?, 'Recruiter', 'Headers Co', 'Joined as a recruiter.') returning id`,
    )
    .get(now, `Headers Person ${suffix}`) as { id: number };
  db.close();
  return { companyId: company.id, movementId: movement.id };
}

function expectCommonHeaders(path: string, headers: Record<string, string>) {
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  // Powerful features the site does not use are off; the copy buttons may write.
  const permissions = (headers["permissions-policy"] ?? "").split(", ");
  for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
    expect(permissions, path).toContain(denied);
  }
  expect(permissions, path).toContain("clipboard-write=(self)");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
  expect(headers["x-powered-by"], path).toBeUndefined();
  // The test server runs on http: HSTS is only for https.
  expect(headers["strict-transport-security"], path).toBeUndefined();
}

function scriptSrcOf(csp: string): string {
  return csp.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
}

function expectDocumentPolicy(path: string, headers: Record<string, string>, html: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(headers["content-security-policy-report-only"], path).toBeUndefined();
  const scriptSrc = scriptSrcOf(csp);
  expect(scriptSrc, path).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp.split(";"), path).toContain(directive);
  }
  // Every script the document carries is either this response's nonce-bearing inline script
  // or a file of our own: never another origin's.
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  for (const [tag, attributes = ""] of html.matchAll(/<script\b([^>]*)>/g)) {
    if (attributes.includes('type="application/ld+json"')) continue;
    expect(attributes, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) expect(new URL(src, baseURL).origin, `${path}: ${tag}`).toBe(baseURL);
  }
  return html.match(/<script\b(?![^>]*application\/ld\+json)/g)?.length ?? 0;
}

test("every kind of page carries the security headers, and every document an enforced, nonce-based CSP", async ({
  request,
}) => {
  const { companyId, movementId } = seedDetailPages();
  const documents = [
    { path: "/", status: 200 },
    ...scriptFreePaths.map((path) => ({ path, status: 200 })),
    { path: "/tools", status: 200 },
    { path: "/sip-calculator?monthlyInvestment=5000&returnRate=12&timePeriod=10", status: 200 },
    { path: "/submit", status: 200 },
    { path: "/contact", status: 200 },
    { path: "/assessment", status: 200 },
    { path: "/companies?q=staff", status: 200 },
    { path: `/company/${companyId}`, status: 200 },
    { path: "/movements", status: 200 },
    { path: `/movements/${movementId}`, status: 200 },
    { path: "/verify/SS-NOSUCHREF", status: 404 },
    { path: "/admin/login", status: 200 },
    { path: "/no-such-page", status: 404 },
  ];
  const nonces = new Set<string>();
  for (const { path, status } of documents) {
    // A page another test asked for in the same second may come from the page cache, with the
    // kept page's script hashes in place of a nonce (its own test: page-cache.spec.ts): asked
    // again once the kept page is gone, this page is rendered for this request.
    let response = await request.get(path, { maxRedirects: 0 });
    for (let tries = 0; response.headers()["x-page-cache"] === "hit" && tries < 5; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      response = await request.get(path, { maxRedirects: 0 });
    }
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    expect(headers["content-type"], path).toMatch(/^text\/html/);
    expectCommonHeaders(path, headers);
    const scripts = expectDocumentPolicy(path, headers, await response.text());
    // The about and policy pages are complete as server HTML and send no script at all.
    if (scriptFreePaths.includes(path)) expect(scripts, path).toBe(0);
    else expect(scripts, path).toBeGreaterThan(0);
    nonces.add(scriptSrcOf(headers["content-security-policy"] ?? ""));
  }
  // A fresh nonce for every response.
  expect(nonces.size).toBe(documents.length);

  const others = [
    { path: "/admin", status: 302 },
    { path: "/admin/completions.csv", status: 302 },
    { path: "/movements/rss.xml", status: 200, type: /^application\/rss\+xml/ },
    { path: "/sitemap.xml", status: 200, type: /^application\/xml/ },
    { path: "/robots.txt", status: 200, type: /^text\/plain/ },
    { path: "/.well-known/security.txt", status: 200, type: /^text\/plain/ },
    { path: "/healthz", status: 200, type: /^application\/json/ },
    { path: "/favicon.svg", status: 200, type: /^image\/svg\+xml/ },
  ];
  for (const { path, status, type } of others) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    if (type) expect(response.headers()["content-type"], path).toMatch(type);
    expectCommonHeaders(path, response.headers());
  }

  const tooLarge = await request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(70 * 1024)}`,
  });
  expect(tooLarge.status()).toBe(413);
  expectCommonHeaders("413", tooLarge.headers());
});

test("the moderators' workspace carries the CSP and is never cached", async ({ page }) => {
  const email = `headers.${uniqueSuffix()}@example.com`;
  const password = "a long moderator passphrase";
  await addModerator(email, password);
  await page.goto("/admin/login");
  const login = await page.request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterTotp(page);
  await expect(page).toHaveURL(/\/admin$/);

  const workspace = await page.request.get("/admin");
  expect(workspace.status()).toBe(200);
  expectCommonHeaders("/admin", workspace.headers());
  expect(workspace.headers()["cache-control"]).toBe("private, no-store");
  expectDocumentPolicy("/admin", workspace.headers(), await workspace.text());
  const csv = await page.request.get("/admin/completions.csv");
  expect(csv.status()).toBe(200);
  expectCommonHeaders("/admin/completions.csv", csv.headers());
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  // The workspace's data for a client-side navigation, too.
  const data = await page.request.get("/admin.data");
  expect(data.status()).toBe(200);
  expect(data.headers()["cache-control"]).toBe("private, no-store");
});

test("a candidate's assessment and every form's answer are never cached; public pages may be", async ({
  request,
}) => {
  const visitor = { "X-Forwarded-For": `10.251.${Math.floor(Math.random() * 250)}.7` };
  const welcome = await request.get("/assessment", { headers: visitor });
  expect(welcome.headers()["cache-control"]).toBe("private, no-store");

  // A candidate starts: from now on the same address asks for their code (the masked e-mail
  // address is on the page), then shows their questions, then results.
  const email = `cache.${uniqueSuffix()}@example.com`;
  const start = await request.post("/assessment", {
    headers: visitor,
    form: {
      intent: "start",
      name: "Jordan Avery",
      email,
      company: "Quillmark Tech Staffing",
      designation: "Senior Recruiter",
    },
    maxRedirects: 0,
  });
  expect(start.status()).toBe(302);
  expect(start.headers()["set-cookie"]).toMatch(/^ss_attempt=/);
  const verify = await request.get("/assessment", { headers: visitor });
  expect(await verify.text()).toContain("Check your e-mail");
  expect(verify.headers()["cache-control"]).toBe("private, no-store");
  const verified = await request.post("/assessment", {
    headers: visitor,
    form: { intent: "verify", code: await assessmentCode(email) },
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
  const question = await request.get("/assessment", { headers: visitor });
  // React separates the text's parts with comments: "Question <!-- -->1<!-- --> of <!-- -->25".
  expect((await question.text()).replace(/<!-- -->/g, "")).toContain("Question 1 of 25");
  expect(question.headers()["cache-control"]).toBe("private, no-store");

  // A refused form comes back with what was typed: as a page, and as a client-side post's data.
  const form = { name: "Jordan Avery", email: "jordan@example.com", message: "" };
  for (const path of ["/contact", "/contact.data"]) {
    const refused = await request.post(path, { headers: visitor, form });
    expect(refused.status(), path).toBe(400);
    expect(refused.headers()["cache-control"], path).toBe("private, no-store");
  }

  // Pages that are the same for everyone say nothing of the kind.
  for (const path of ["/about", "/contact", "/verify/SS-NOSUCHREF"]) {
    const response = await request.get(path, { headers: visitor });
    expect(response.headers()["cache-control"], path).toBeUndefined();
  }
});

test("the browser applies the Permissions-Policy without a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/permissions.policy|feature policy/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto("/xray-search-builder");
  const allowed = await page.evaluate(() => {
    const policy = (
      document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }
    ).featurePolicy;
    return Object.fromEntries(
      ["camera", "geolocation", "payment", "clipboard-write"].map((name) => [
        name,
        policy?.allowsFeature(name),
      ]),
    );
  });
  expect(allowed).toEqual({
    camera: false,
    geolocation: false,
    payment: false,
    "clipboard-write": true,
  });
  expect(warnings).toEqual([]);
});

test("no page loads a script from another origin", async ({ page }) => {
  const { companyId, movementId } = seedDetailPages();
  const foreign: string[] = [];
  let scriptsLoaded = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).origin === baseURL) {
      if (request.resourceType() === "script") scriptsLoaded += 1;
      return;
    }
    if (!request.url().startsWith("data:")) foreign.push(`${page.url()} → ${request.url()}`);
  });
  const paths = [
    "/",
    ...scriptFreePaths,
    "/tools",
    "/gratuity-calculator",
    "/simple-interest-calculator",
    "/sip-calculator",
    "/compound-interest-calculator",
    "/swp-calculator",
    "/time-zone-converter",
    "/xray-search-builder",
    "/boolean-search-builder",
    "/submit",
    "/submit-company",
    "/contact",
    "/assessment",
    "/companies",
    `/company/${companyId}`,
    "/movements",
    `/movements/${movementId}`,
    "/admin/login",
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Scripts the page added itself after loading count too.
    const origins = await page.evaluate(() =>
      [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).origin),
    );
    for (const origin of origins) expect(origin, path).toBe(baseURL);
  }
  expect(foreign).toEqual([]);
  expect(scriptsLoaded).toBeGreaterThan(0);
});
