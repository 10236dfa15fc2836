// Issue 28, item 6: /verify is a lookup, with and without JavaScript.
import { expect, test } from "./fixtures";
import { asNewVisitor, insertCertificate } from "./support";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, allowConsoleErrors: [/status of (400|404)/] });

    test("a typed reference leads to its certificate; a wrong one is explained and kept", async ({
      page,
    }) => {
      await asNewVisitor(page);
      const reference = insertCertificate("Ana Ruiz");
      await page.goto("/verify");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify a Certificate");
      const field = page.getByRole("textbox", { name: "Certificate reference" });

      await field.fill("SS-2026-01-NOBODY-AAAAAA");
      await field.press("Enter");
      await expect(page.getByRole("alert")).toContainText(
        "No certificate has the reference SS-2026-01-NOBODY-AAAAAA",
      );
      await expect(page.getByRole("alert")).toContainText(
        "it looks like SS-2026-11-JANEDOE-7K3F9Q",
      );
      await expect(field).toHaveValue("SS-2026-01-NOBODY-AAAAAA");
      await expect(field).toHaveAttribute("aria-invalid", "true");

      await field.fill("not a reference");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("alert")).toContainText("That is not a certificate reference");
      await expect(field).toHaveValue("not a reference");

      await field.fill(` ${reference.toLowerCase()} `);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/verify/${reference}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate verified");
      await expect(page.getByText("Ana Ruiz")).toBeVisible();
    });
  });
}
