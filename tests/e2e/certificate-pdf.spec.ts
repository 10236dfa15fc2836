import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { readPdf } from "../support/pdf-text";
import { expect, test } from "./fixtures";
import { insertCertificate } from "./support";

// Issue 28, item 2: /verify offers the PDF on US Letter and on A4; each link downloads a PDF of
// that size whose text is the holder's name as typed, outside Latin-1 too, with JavaScript and
// without it (plain links).

const name = "Zoë Nguyễn Trần";

async function downloadsBothPapers(page: Page) {
  const reference = insertCertificate(name);
  await page.goto(`/verify/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
  for (const [label, mediaBox, file] of [
    ["US Letter", [0, 0, 792, 612], `${reference}.pdf`],
    ["A4", [0, 0, 841.89, 595.28], `${reference}-a4.pdf`],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download PDF (${label})` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`staffing-spotlight-certificate-${file}`);
    const pdf = readPdf(readFileSync(await download.path()));
    expect(
      pdf.pages.map((shown) => shown.mediaBox),
      label,
    ).toEqual([mediaBox]);
    expect(pdf.pages[0]?.texts.map((text) => text.text)).toContain(name);
  }
}

test("the certificate's PDF links give US Letter and A4, the name written as typed", async ({
  page,
}) => {
  await downloadsBothPapers(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the certificate's PDF links give US Letter and A4 as plain links", async ({ page }) => {
    await downloadsBothPapers(page);
  });
});
