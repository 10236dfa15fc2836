import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seedDemoData } from "../../db/seed";
import { demoCompanies } from "../../db/seed-data";
import { testSessionSecret } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { spawnServer } from "./support";

// Issue 28, items 1, 3 and 9: the demo set (`npm run db:seed`) found by the directory's filters,
// filters that change only on Apply or Enter, and "No reviews yet". The demo set's movements
// would change the shared server's feed, so this file seeds a server of its own.

test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 3999) - 4;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "spotlight-demo-"));
  // What `npm run db:seed` does, in this process.
  const handle = openDb({ dataDir });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  await handle.close();
  server = spawnServer({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: testSessionSecret,
    LOG_LEVEL: "warn",
    PORT: String(port),
    SITE_URL: origin,
  }).child;
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGKILL");
});

const itFirms = demoCompanies.filter((company) => company.specialties.includes("it")).length;
const quillmark = (page: Page) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Quillmark Tech Staffing" }) });

/** The directory's requests (documents and data) the page makes from now on. */
function directoryRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/companies")) seen.push(request.url());
  });
  return seen;
}

/** Presses the arrow keys in the Specialty select: Any, IT, Healthcare, then back to IT. */
async function arrowToIt(page: Page) {
  const specialty = page.getByLabel("Specialty");
  await specialty.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(specialty).toHaveValue("healthcare");
  await page.keyboard.press("ArrowUp");
  await expect(specialty).toHaveValue("it");
  await expect(specialty).toBeFocused();
  return specialty;
}

test("with JavaScript: arrows move through a filter without reloading; Enter applies it and keeps the focus; IT finds Quillmark, which has no reviews yet", async ({
  page,
}) => {
  await page.goto(`${origin}/companies`);
  await expect(page.getByRole("option", { name: `IT (${itFirms})` })).toBeAttached();
  const requests = directoryRequests(page);
  const specialty = await arrowToIt(page);
  // Nothing was asked of the server, and the address is the same.
  expect(requests).toEqual([]);
  expect(page.url()).toBe(`${origin}/companies`);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}/companies?specialty=it`);
  await expect(
    page.getByRole("heading", { name: `${itFirms} ${itFirms === 1 ? "company" : "companies"}` }),
  ).toBeVisible();
  await expect(quillmark(page)).toBeVisible();
  await expect(specialty).toBeFocused();
  await expect(specialty).toHaveValue("it");

  await expect(quillmark(page).getByText("No reviews yet")).toBeVisible();
  await expect(quillmark(page).getByRole("img", { name: /^Rated/ })).toHaveCount(0);
  await quillmark(page)
    .getByRole("link", { name: "View Profile: Quillmark Tech Staffing" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quillmark Tech Staffing");
  await expect(page.getByText("No reviews yet", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /^Rated/ })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("arrows change nothing until Apply; IT finds Quillmark, which has no reviews yet", async ({
    page,
  }) => {
    await page.goto(`${origin}/companies`);
    const requests = directoryRequests(page);
    await arrowToIt(page);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(`${origin}/companies`);

    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(`${origin}/companies?q=&specialty=it&service=&state=`);
    await expect(page.getByLabel("Specialty")).toHaveValue("it");
    await expect(quillmark(page)).toBeVisible();
    await expect(page.getByRole("option", { name: `IT (${itFirms})` })).toBeAttached();
    await expect(quillmark(page).getByText("No reviews yet")).toBeVisible();
    await quillmark(page)
      .getByRole("link", { name: "View Profile: Quillmark Tech Staffing" })
      .click();
    await expect(page.getByText("No reviews yet", { exact: true }).first()).toBeVisible();
  });
});
