import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { readPdf } from "../support/pdf-text";
import { expect, test } from "./fixtures";
import { serverDb, uniqueSuffix } from "./support";

// Issue 28, item 2: /verify offers the PDF on US Letter and on A4; each link downloads a PDF of
// that size whose text is the holder's name as typed, outside Latin-1 too, with JavaScript and
// without it (plain links).

const name = "Zoë Nguyễn Trần";

function certify(): string {
  const reference = `SS-2026-11-ZOENGUYE-${uniqueSuffix()
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, "A")
    .slice(-6)
    .padStart(6, "Q")}`;
  const db = serverDb();
  db.prepare(
    "insert into assessment_completions (created_at, full_name, email, company_name, designation, score, total_questions, certificate_type, section2_q1, section2_q2, section2_q3, section2_q7_positions, section2_q8_geographies, passed, reference) values (?, ?, ?, 'Quillmark', 'Recruiter', 92, 25, 'standard', '', '', '', '', '', 1, ?)",
  ).run(new Date().toISOString(), name, `${reference.toLowerCase()}@example.com`, reference);
  db.close();
  return reference;
}

async function downloadsBothPapers(page: Page) {
  const reference = certify();
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
