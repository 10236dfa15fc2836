import { readFileSync } from "node:fs";
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { badgeKeyword, readITXt } from "../../app/features/assessment/png-itxt";
import { pdfLines, readPdf } from "../support/pdf-text";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  answerAllQuestions,
  asNewVisitor,
  fillAssessmentSection2,
  receivedMail,
  serverDb,
  startAssessment,
  uniqueSuffix,
  enterTotp,
} from "./support";

test("a candidate's certificate: the signed PNG, the PDF, LinkedIn, /verify, and its revocation, also in the holder's view", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const name = "Riley Certwright";
  await startAssessment(page, { name, email: `cert.${suffix}@example.com` });
  await answerAllQuestions(page, 25);
  await fillAssessmentSection2(page);
  await expect(page.getByText("Your score: 100%")).toBeVisible({ timeout: 5000 });
  await page.getByRole("link", { name: "View your certificate" }).click();
  // The download button waits for the drawing; the preview says it is done.
  await expect(
    page.getByRole("img", { name: /Certificate of Achievement for Riley/ }),
  ).toBeVisible();
  const origin = new URL(page.url()).origin;

  // The PNG carries its own proof: the signed credential, baked into an iTXt chunk.
  const [pngDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Certificate" }).click(),
  ]);
  // The download is recorded too; waited for, so that no later navigation cuts it short.
  await expect(page.getByText("Certificate downloaded successfully!")).toBeVisible();
  const reference =
    /SS-\d{4}-\d{2}-[A-Z]+-[A-Z2-9]{6}/.exec(pngDownload.suggestedFilename())?.[0] ?? "";
  expect(reference).toMatch(/^SS-\d{4}-\d{2}-RILEYCER-/);
  const verifyUrl = `${origin}/verify/${reference}`;
  const png = readFileSync(await pngDownload.path());
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 900]);
  const jws = readITXt(png, badgeKeyword);
  expect(jws, "the credential baked into the PNG").toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Checked as any verifier would: with the key set the site publishes, nothing else.
  const jwks = (await (await page.request.get("/.well-known/jwks.json")).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(jws ?? "", createLocalJWKSet(jwks), {
    algorithms: ["EdDSA"],
    issuer: `${origin}/issuer`,
    subject: verifyUrl,
  });
  const vc = payload.vc as { type: string[]; credentialSubject: { name: string } };
  expect(vc.type).toContain("OpenBadgeCredential");
  expect(vc.credentialSubject.name).toBe(name);

  // The PDF asked for with the candidate's cookies is the holder's copy, with the exact score,
  // on US Letter, or on A4 from the link beside it.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF (US Letter)" }).click(),
  ]);
  const pdf = readFileSync(await pdfDownload.path()).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(readPdf(pdf).pages.map((shown) => shown.mediaBox)).toEqual([[0, 0, 792, 612]]);
  expect(pdf).toContain(`/URI (${verifyUrl})`);
  expect(pdfLines(pdf)).toEqual(expect.arrayContaining([name, "with a score of 100%"]));
  expect(pdfLines(pdf).join("\n")).toContain("Senior Recruiter, Quillmark Tech");
  await expect(page.getByRole("link", { name: "Download PDF (A4)" })).toHaveAttribute(
    "href",
    `/verify/${reference}/certificate.pdf?paper=a4`,
  );

  // LinkedIn's "Add to profile" form, filled in: the issue month is the certificate's, in UTC.
  const today = new Date();
  const addToProfile = new URL(
    (await page.getByRole("link", { name: /Add to LinkedIn profile/ }).getAttribute("href")) ?? "",
  );
  expect(addToProfile.origin + addToProfile.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(addToProfile.searchParams)).toEqual({
    startTask: "CERTIFICATION_NAME",
    name: "Recruiter Certification",
    organizationName: "Staffing Spotlight",
    issueYear: String(today.getUTCFullYear()),
    issueMonth: String(today.getUTCMonth() + 1),
    // Valid for two years (issue 30).
    expirationYear: String(today.getUTCFullYear() + 2),
    expirationMonth: String(today.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: reference,
  });

  await page.getByRole("link", { name: verifyUrl }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
  const status = () =>
    page
      .getByRole("term")
      .filter({ hasText: /^Status$/ })
      .locator("xpath=following-sibling::dd");
  // Issue 30: two years from today.
  const until = new Date(today);
  until.setUTCFullYear(until.getUTCFullYear() + 2);
  const untilText = until.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(status()).toHaveText(`Valid until ${untilText}`);
  await expect(
    page.getByText(
      "Its Open Badges 3.0 credential carries a valid signature by Staffing Spotlight, checked on this page with the key we publish.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF (US Letter)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF (A4)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A moderator, in a browser of their own, revokes it through the workspace's form.
  const reason = `Answers shared with another candidate ${suffix}`;
  const moderatorEmail = `mod.cert.${suffix}@example.com`;
  const password = "a long moderator passphrase";
  await addModerator(moderatorEmail, password);
  const moderatorContext = await browser.newContext();
  try {
    const moderator = await moderatorContext.newPage();
    await asNewVisitor(moderator);
    await moderator.goto("/admin/login");
    await moderator.getByRole("textbox", { name: "Email", exact: true }).fill(moderatorEmail);
    await moderator.getByLabel("Password").fill(password);
    await moderator.getByRole("button", { name: "Sign in" }).click();
    await enterTotp(moderator);
    await expect(moderator.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    const db = serverDb();
    const { id } = db
      .prepare("select id from assessment_completions where reference = ?")
      .get(reference) as { id: number };
    db.close();
    await moderator.goto(`/admin?view=certificates&item=${id}`);
    const reasonField = moderator.getByLabel(`Reason to revoke ${reference}`);
    await reasonField.fill(reason);
    await moderator
      .locator("form")
      .filter({ has: reasonField })
      .getByRole("button", { name: "Revoke" })
      .click();
    // A confirm step first, with the reason.
    const confirm = moderator.getByRole("dialog", {
      name: `Revoke certificate ${reference} (${name})?`,
    });
    await expect(confirm.getByRole("textbox", { name: "Reason" })).toHaveValue(reason);
    await confirm.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(moderator.getByText("Certificate revoked")).toBeVisible();
    await moderator.goto(`/admin?view=certificates&item=${id}`);
    await expect(moderator.getByLabel(`Reason to revoke ${reference}`)).toHaveCount(0);
  } finally {
    await moderatorContext.close();
  }

  // The holder is told, once, with the reason and how to reach the site.
  const told = await receivedMail(`cert.${suffix}@example.com`, (subject) =>
    subject.includes(`certificate ${reference} was revoked`),
  );
  expect(told.text).toContain(`> ${reason}`);
  expect(told.text).toContain("/contact");

  // The public page says it is revoked, without the moderators' reason, and offers no copies.
  await page.goto(`/verify/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate revoked");
  await expect(status()).toHaveText(/^Revoked on /);
  await expect(page.locator("main")).not.toContainText(reason);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download PNG" })).toHaveCount(0);
  const credential = await page.request.get(`/verify/${reference}/credential`);
  expect(credential.status()).toBe(410);
  expect(await credential.json()).toMatchObject({ status: "revoked", reference });
  expect((await page.request.get(`/verify/${reference}/certificate.pdf`)).status()).toBe(410);

  // The holder's own view says so too, dated as the site dates certificates, with nothing to
  // download, share or add to LinkedIn.
  await page.goto("/assessment?view=certificate");
  await expect(
    page.getByRole("heading", { level: 2, name: "Your certificate was revoked" }),
  ).toBeVisible();
  const revokedOn = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date());
  await expect(page.getByText(`Revoked on ${revokedOn}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Reference ${reference}`, { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  await expect(page.locator("main").getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Certificate of Achievement/ })).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(reason);
  await expectNoAxeViolations(page);
});
