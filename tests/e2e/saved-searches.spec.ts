import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { booleanTemplates, xrayTemplates } from "~/content/recruiter-tools/search-templates";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 17, item 4: both builders save searches in the browser, load, rename, delete, export
// and import them, and offer templates that fill the form (as plain links without JavaScript).

const builders = [
  {
    name: "X-Ray",
    key: "xray",
    path: "/xray-search-builder",
    build: "Build Query",
    output: "Your X-Ray query",
    fields: {
      "Job Title(s)": "Java Developer",
      Location: "Dallas",
      "Exclude (comma separated)": "Infosys",
    },
    template: xrayTemplates[1]!,
    templateField: ["Job Title(s)", xrayTemplates[1]!.values.jobTitle!] as const,
    other: "boolean",
  },
  {
    name: "Boolean",
    key: "boolean",
    path: "/boolean-search-builder",
    build: "Generate Boolean",
    output: "Your Boolean string",
    fields: { "Job Titles (OR group)": "Recruiter", Location: "Dallas", "NOT Keywords": "Intern" },
    template: booleanTemplates[2]!,
    templateField: ["Job Titles (OR group)", booleanTemplates[2]!.values.jobTitles!] as const,
    other: "xray",
  },
] as const;

type BuilderCase = (typeof builders)[number];

async function openPanel(page: Page) {
  await page.getByText("Saved searches", { exact: true }).click();
  await expect(page.getByLabel("Name for this search")).toBeVisible();
}

/** Follows the builder's template link; its value fills the form and the output is built. */
async function followTemplate(page: Page, builder: BuilderCase) {
  await page
    .getByRole("navigation", { name: "Templates" })
    .getByRole("link", { name: builder.template.name })
    .click();
  await expect(page.getByLabel(builder.templateField[0], { exact: true })).toHaveValue(
    builder.templateField[1],
  );
  await expect(page.getByRole("textbox", { name: builder.output })).not.toHaveValue("");
}

async function fillAndBuild(page: Page, builder: BuilderCase) {
  for (const [label, value] of Object.entries(builder.fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: builder.build }).click();
  const output = page.getByRole("textbox", { name: builder.output });
  await expect(output).not.toHaveValue("");
  return output.inputValue();
}

for (const builder of builders) {
  test.describe(`${builder.name} builder`, () => {
    test("save, reload and load, replace, rename, export, import elsewhere, delete", async ({
      page,
      browser,
    }) => {
      await page.goto(builder.path);
      const query = await fillAndBuild(page, builder);
      await openPanel(page);
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByText("Enter a name for the search.")).toBeVisible();
      await page.getByLabel("Name for this search").fill("  Dallas search ");
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByText('Saved "Dallas search".')).toBeVisible();
      // Where the privacy policy says it is kept: this browser's localStorage, not a cookie.
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(Object.keys(stored)).toEqual([`staffing-spotlight:saved-searches:${builder.key}`]);
      expect(Object.values(stored)[0]).toContain("Dallas search");
      expect(await page.context().cookies()).toEqual([]);

      await page.goto(builder.path);
      await expect(page.getByRole("textbox", { name: builder.output })).toHaveCount(0);
      await openPanel(page);
      await page.getByRole("button", { name: 'Load "Dallas search"' }).click();
      const output = page.getByRole("textbox", { name: builder.output });
      await expect(output).toHaveValue(query);
      await expect(output).toBeFocused();
      for (const [label, value] of Object.entries(builder.fields)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      await expect(page.getByText('Loaded "Dallas search".')).toBeVisible();

      // The same name again asks to replace, inline.
      await page.getByLabel("Name for this search").fill("Dallas search");
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(
        page.getByText('A saved search is already named "Dallas search".'),
      ).toBeVisible();
      await page.getByRole("button", { name: "Replace it" }).click();
      await expect(page.getByText('Replaced "Dallas search".')).toBeVisible();

      await page.getByRole("button", { name: 'Rename "Dallas search"' }).click();
      await page.getByLabel('New name for "Dallas search"').fill("Texas search");
      await page.getByRole("button", { name: "Save name" }).click();
      await expect(page.getByText('Renamed "Dallas search" to "Texas search".')).toBeVisible();
      await expect(page.getByRole("button", { name: 'Load "Texas search"' })).toBeFocused();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export to a file" }).click(),
      ]);
      const file = await download.path();
      const exported = JSON.parse(readFileSync(file, "utf8")) as {
        builder: string;
        version: number;
        searches: { name: string }[];
      };
      expect(exported).toMatchObject({ version: 1, searches: [{ name: "Texas search" }] });

      await page.getByRole("button", { name: 'Delete "Texas search"' }).click();
      await expect(page.getByText('Deleted "Texas search".')).toBeVisible();
      await expect(page.getByText(`No saved ${builder.name} searches yet.`)).toBeVisible();
      await expect(page.getByLabel("Name for this search")).toBeFocused();

      // A fresh browser, with nothing saved, imports the file.
      const context = await browser.newContext();
      const fresh = await context.newPage();
      await fresh.goto(builder.path);
      await openPanel(fresh);
      await fresh.getByLabel("Import from a file").setInputFiles(file);
      await expect(fresh.getByText("Imported 1 search.")).toBeVisible();
      await fresh.getByRole("button", { name: 'Load "Texas search"' }).click();
      await expect(fresh.getByRole("textbox", { name: builder.output })).toHaveValue(query);
      await context.close();
    });

    test("a bad file gets a clear message and keeps the saved searches", async ({ page }) => {
      await page.goto(builder.path);
      await fillAndBuild(page, builder);
      await openPanel(page);
      await page.getByLabel("Name for this search").fill("Kept");
      await page.getByRole("button", { name: "Save search" }).click();
      const input = page.getByLabel("Import from a file");
      const upload = (text: string) =>
        input.setInputFiles({
          name: "searches.json",
          mimeType: "application/json",
          buffer: Buffer.from(text),
        });

      await upload("{ not json");
      await expect(
        page.getByText(
          "This file is not valid JSON. Nothing was imported; your saved searches are unchanged.",
        ),
      ).toHaveRole("status");
      await upload(JSON.stringify({ builder: builder.other, version: 1, searches: [] }));
      await expect(
        page.getByText(/searches; import it on the .+ builder\. Nothing was imported/),
      ).toHaveRole("status");
      await upload(
        JSON.stringify({
          builder: builder.name === "X-Ray" ? "xray" : "boolean",
          version: 9,
          searches: [],
        }),
      );
      await expect(
        page.getByText(/^This file is version 9; this page reads version 1\./),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: 'Load "Kept"' })).toBeVisible();
    });

    test("a template fills the form and builds the output", async ({ page }) => {
      await page.goto(builder.path);
      await page.getByLabel(builder.templateField[0], { exact: true }).fill("Something typed");
      await followTemplate(page, builder);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const builder of builders) {
    test(`${builder.name}: templates are links, and saved searches are not offered`, async ({
      page,
    }) => {
      await page.goto(builder.path);
      await expect(page.getByText("Saved searches", { exact: true })).toHaveCount(0);
      await followTemplate(page, builder);
    });
  }
});

test.describe("on a 390-pixel phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the templates and the open panel fit without scrolling sideways", async ({ page }) => {
    await page.goto("/xray-search-builder");
    await openPanel(page);
    await page
      .getByLabel("Name for this search")
      .fill("A long name for a search that fills most of it");
    await page.getByRole("button", { name: "Save search" }).click();
    await page
      .getByRole("button", { name: 'Rename "A long name for a search that fills most of it"' })
      .click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
