// Issue 28, item 4: after a review is sent, "Check your inbox" takes the focus and stays until
// dismissed, with and without JavaScript.
import { expect, test } from "./fixtures";
import { asNewVisitor, serverDb, uniqueSuffix } from "./support";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a sent review leaves a 'Check your inbox' panel that holds the focus until dismissed", async ({
      page,
    }) => {
      await asNewVisitor(page);
      const suffix = uniqueSuffix();
      const name = `Inbox Staffing ${suffix}`;
      const { id } = serverDb()
        .prepare(
          "insert into companies (created_at, status, name, name_key) values (?, 'approved', ?, ?) returning id",
        )
        .get(new Date().toISOString(), name, `inboxstaffing${suffix}`) as { id: number };

      await page.goto(`/company/${id}`);
      await page.getByRole("radio", { name: "Candidate or contractor placed by them" }).check();
      await page.getByRole("radio", { name: "5 stars" }).check();
      await page.getByRole("textbox", { name: "Title", exact: true }).fill("Kept me informed");
      await page
        .getByRole("textbox", { name: "Your review", exact: true })
        .fill("Every week they told me where my application stood.");
      await page
        .getByRole("textbox", { name: "Your email", exact: true })
        .fill(`inbox.${suffix}@example.com`);
      await page.getByRole("button", { name: "Submit Review" }).click();

      const heading = page.getByRole("heading", { name: "Check your inbox" });
      await expect(heading).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/company/${id}\\?review=sent#review-sent$`));
      if (javaScriptEnabled) await expect(heading).toBeFocused();
      await expect(page.getByText("open it to confirm the review")).toBeVisible();
      // With JavaScript the toast fades; the panel stays.
      const toast = page.getByRole("status").filter({ hasText: "Thank you for your review!" });
      if (javaScriptEnabled) await expect(toast).toBeHidden({ timeout: 15_000 });
      await expect(heading).toBeVisible();
      await expect(heading).toBeInViewport();

      await page.getByRole("link", { name: "Dismiss" }).click();
      await expect(heading).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/company/${id}#write-review$`));
      if (javaScriptEnabled)
        await expect(page.getByRole("heading", { name: "Write a review" })).toBeFocused();
    });
  });
}
