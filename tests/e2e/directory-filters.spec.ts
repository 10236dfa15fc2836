import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { serverDb, uniqueSuffix } from "./support";

// Three listed companies under one unique word, so that the shared server's other companies
// never match: Alpha (IT, direct hire, Texas), Beta (IT, temporary, California) and Gamma
// (legal, direct hire, nationwide).
const word = `Filterwood${uniqueSuffix()}`;
const names = { alpha: `${word} Alpha`, beta: `${word} Beta`, gamma: `${word} Gamma` };
const shared = `/companies?q=${word}&service=direct-hire&state=TX`;

// Playwright may run this hook again in a worker that already ran it (when the worker comes
// back to this file after others): the companies are then there already.
test.beforeAll(() => {
  const db = serverDb();
  const existing = db.prepare("select 1 from companies where name_key = ?");
  const company = db.prepare(
    "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
  );
  const choice = (table: string) =>
    db.prepare(`insert into ${table} (company_id, value) values (?, ?)`);
  const rows: [string, string, string, string][] = [
    [names.alpha, "it", "direct-hire", "TX"],
    [names.beta, "it", "temporary", "CA"],
    [names.gamma, "legal", "direct-hire", "US"],
  ];
  for (const [name, specialty, service, state] of rows) {
    if (existing.get(name.toLowerCase())) continue;
    const { id } = company.get(new Date().toISOString(), name, name.toLowerCase()) as {
      id: number;
    };
    choice("company_specialties").run(id, specialty);
    choice("company_services").run(id, service);
    choice("company_states").run(id, state);
  }
  db.close();
});

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading");

test.describe("with JavaScript", () => {
  test("filters apply on the Apply button, with each option's count, and the address is the one to share", async ({
    page,
  }) => {
    await page.goto(`/companies?q=${word}`);
    await expect(cardNames(page)).toHaveText([names.alpha, names.beta, names.gamma]);
    // Counted for this search: Gamma serves the nation, so every state finds it.
    await expect(page.getByRole("option", { name: "Direct hire (2)" })).toBeAttached();
    await expect(page.getByRole("option", { name: "Texas (2)" })).toBeAttached();
    await expect(page.getByRole("option", { name: "Legal (1)" })).toBeAttached();
    await page.getByLabel("Service").selectOption("direct-hire");
    await page.getByLabel("State served").selectOption("TX");
    // Choosing alone changes nothing: the Apply button does.
    await expect(cardNames(page)).toHaveText([names.alpha, names.beta, names.gamma]);
    const apply = page.getByRole("button", { name: "Apply filters" });
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`${shared.replace(/[?&]/g, "\\$&")}$`));
    await expect(apply).toBeFocused();
    // Gamma serves the whole nation, Texas with it.
    await expect(cardNames(page)).toHaveText([names.alpha, names.gamma]);
    await expect(page.getByRole("link", { name: /State served: Texas/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: `View Profile: ${names.alpha}` }).click();
    await expect(page.getByText("States served")).toBeVisible();
    await expect(page.getByRole("link", { name: "Direct hire" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Texas" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared filtered address shows the same companies; filters change and clear", async ({
    page,
  }) => {
    await page.goto(shared);
    await expect(cardNames(page)).toHaveText([names.alpha, names.gamma]);
    await expect(page.getByLabel("State served")).toHaveValue("TX");
    await page.getByLabel("Specialty").selectOption("it");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(cardNames(page)).toHaveText([names.alpha]);
    await page.getByRole("link", { name: /State served: Texas/ }).click();
    await expect(cardNames(page)).toHaveText([names.alpha]);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(cardNames(page)).toHaveText([names.alpha, names.beta, names.gamma]);
  });
});
