import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  addModerator,
  asNewVisitor,
  enterTotp,
  receivedMail,
  totpCode,
  uniqueSuffix,
} from "./support";

// Issue 33: an owner brings in a moderator without a shell. The invitation goes through the
// real SMTP server; the invitee chooses a password, sets up two-factor from the secret's text
// (the code computed here from it, as an app would), and later signs in with a code and with a
// recovery code. With JavaScript and without.

const ownerPassword = "a long moderator passphrase";
const newPassword = "violet anchor quietly juggles 48 lanterns";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Moderator sign-in" })).toBeVisible();
}

async function invitationWalk(browser: Browser, page: Page, javaScript: boolean) {
  const suffix = uniqueSuffix();
  const owner = `owner.${suffix}@example.com`;
  const invitee = `new.mod.${suffix}@example.com`;
  await addModerator(owner, ownerPassword);
  await asNewVisitor(page);
  await signIn(page, owner, ownerPassword);
  await enterTotp(page);
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  const invite = page.getByRole("region", { name: "Invite a moderator" });
  await invite.getByRole("textbox", { name: "Email" }).fill(invitee);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("moderator");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.getByRole("region", { name: "Invitations waiting" }).getByText(invitee, { exact: true }),
  ).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page);

  const mail = await receivedMail(
    invitee,
    (s) => s === "You are invited to moderate Staffing Spotlight",
  );
  const link = /(https?:\/\/\S+\/admin\/invitation\?token=[A-Za-z0-9_-]{43})/.exec(
    mail.text ?? "",
  )?.[1];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? "");

  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const newcomer = await context.newPage();
  try {
    await newcomer.goto(pathname + search);
    await expect(
      newcomer.getByRole("heading", { level: 1, name: "Join the moderators" }),
    ).toBeVisible();
    await newcomer.getByLabel(/^Password/).fill("password1234");
    await newcomer.getByLabel(/^Confirm password/).fill("password1234");
    await newcomer.getByRole("button", { name: "Create account" }).click();
    // The first password check of a worker loads zxcvbn's word lists (password-strength.server.ts:
    // not at start, to keep idle workers light); on a machine busy with the rest of the suite
    // that has taken more than the 5 s Playwright waits by default.
    await expect(newcomer.getByText(/This password is too easy to guess/).first()).toBeVisible({
      timeout: 30_000,
    });
    await newcomer.getByLabel(/^Password/).fill(newPassword);
    await newcomer.getByLabel(/^Confirm password/).fill(newPassword);
    await newcomer.getByRole("button", { name: "Create account" }).click();

    await expect(
      newcomer.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
    ).toBeVisible();
    await expect(
      newcomer.getByRole("img", { name: /QR code of your two-factor secret/ }),
    ).toBeVisible();
    if (javaScript) await expectNoAxeViolations(newcomer);
    const secret = (await newcomer.getByTestId("totp-secret").textContent()) ?? "";
    await newcomer.getByRole("textbox", { name: "Authentication code" }).fill(totpCode(secret));
    await newcomer.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(
      newcomer.getByRole("heading", { level: 1, name: "Your recovery codes" }),
    ).toBeVisible();
    const codes = await newcomer
      .getByTestId("recovery-codes")
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    await newcomer.getByRole("link", { name: "I have stored them: continue" }).click();
    await expect(newcomer.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    await expect(newcomer.getByText(`Signed in as ${invitee}`)).toBeVisible();
    // A moderator has no team page to go to.
    await expect(newcomer.getByRole("link", { name: "Team" })).toHaveCount(0);
    const forbidden = await newcomer.goto("/admin/team");
    expect(forbidden?.status()).toBe(403);
    await expect(
      newcomer.getByRole("heading", { level: 1, name: "Only an owner can open this page." }),
    ).toBeVisible();
    await newcomer.getByRole("link", { name: "Back to the workspace" }).click();

    // Next time: the password, then a code from the app.
    await signOut(newcomer);
    await signIn(newcomer, invitee, newPassword);
    await expect(
      newcomer.getByRole("heading", { level: 1, name: "Two-factor sign-in" }),
    ).toBeVisible();
    await enterTotp(newcomer, secret);
    await expect(newcomer.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();

    // And with a recovery code in place of the app: once only, and the account is told.
    await signOut(newcomer);
    await signIn(newcomer, invitee, newPassword);
    await newcomer.getByRole("textbox", { name: "Authentication code" }).fill(codes[0] ?? "");
    await newcomer.getByRole("button", { name: "Verify" }).click();
    await expect(newcomer.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    await receivedMail(invitee, (s) => s === "A recovery code was used to sign in");

    // Its sessions, seen from the account page.
    await newcomer.getByRole("link", { name: "Your account" }).click();
    await expect(newcomer.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(
      newcomer.getByText(`${invitee} · Moderator · two-factor sign-in on`),
    ).toBeVisible();
    await expect(newcomer.getByText("(this session)")).toBeVisible();
    if (javaScript) await expectNoAxeViolations(newcomer);
  } finally {
    await context.close();
  }
}

test("an owner invites a moderator, who sets up two-factor and signs in with a code and a recovery code", async ({
  browser,
  page,
}) => {
  await invitationWalk(browser, page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an owner invites a moderator, who sets up two-factor and signs in with a code and a recovery code", async ({
    browser,
    page,
  }) => {
    await invitationWalk(browser, page, false);
  });
});
