import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asNewVisitor, serverDb, uniqueSuffix } from "./support";

test("from the home page's Use the form, a visitor submits a movement with tags; it is stored for review, the form resets and the page says what happens next", async ({
  page,
}) => {
  await asNewVisitor(page);
  const name = `Riley Tan ${uniqueSuffix()}`;
  await page.goto("/");
  // Beside the spec's mail button, the hero offers the web form.
  await page.getByRole("main").getByRole("link", { name: "Use the form" }).first().click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole("heading", { name: "Thank you! What happens next" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
  await page
    .getByRole("textbox", { name: "New Role", exact: true })
    .fill("Head of Talent Acquisition");
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Quillmark Tech Staffing");
  await page.getByRole("textbox", { name: "Previous Role", exact: true }).fill("Senior Recruiter");
  await page
    .getByLabel("Description")
    .fill("Riley now leads a team of twelve recruiters across three states.");

  const tagInput = page.getByLabel("Add a tag");
  await tagInput.fill("#Leadership");
  await tagInput.press("Enter");
  await tagInput.fill("Texas Staffing");
  await page.getByRole("button", { name: "Add tag", exact: true }).click();
  await page.getByRole("button", { name: "Add tag Promotion" }).click();
  const added = page.getByRole("list", { name: "Added tags" });
  await expect(added.getByRole("listitem")).toHaveText([
    "#Leadership",
    "#Texas Staffing",
    "#Promotion",
  ]);
  await page.getByRole("button", { name: "Remove tag Texas Staffing" }).click();
  await expect(added.getByRole("listitem")).toHaveText(["#Leadership", "#Promotion"]);
  await expectNoAxeViolations(page);

  await page
    .getByRole("textbox", { name: "Your Email", exact: true })
    .fill(`riley.${uniqueSuffix()}@example.com`);
  await page.getByRole("button", { name: "Submit Movement" }).click();
  await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();
  await expect(
    page.getByText("Thank you for sharing this career milestone with our community."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
  await expect(page.getByRole("list", { name: "Added tags" })).toHaveCount(0);
  const next = page.getByRole("region", { name: "Thank you! What happens next" });
  await expect(next).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you! What happens next" })).toBeFocused();
  await expect(next).toContainText("We aim to review each one within two business days.");
  await expect(next).toContainText("A receipt is on its way to it now.");
  await expect(next.getByRole("link", { name: "posting policy" })).toHaveAttribute(
    "href",
    "/posting-policy",
  );
  await expect(next.getByRole("link", { name: "movements feed" })).toHaveAttribute(
    "href",
    "/movements",
  );
  await expect(page).toHaveURL(/\/submit\?submitted=1$/);
  await expectNoAxeViolations(page);

  const db = serverDb();
  const row = db
    .prepare("select id, status, previous_role from movement_submissions where name = ?")
    .get(name) as { id: number; status: string; previous_role: string };
  expect(row).toMatchObject({ status: "pending", previous_role: "Senior Recruiter" });
  const tags = db
    .prepare("select tag from movement_tags where movement_id = ? order by tag")
    .all(row.id);
  expect(tags).toEqual([{ tag: "Leadership" }, { tag: "Promotion" }]);
  db.close();
});

test("every validation message shows beside its field, with the Validation Error toast, and nothing is lost", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto("/submit");
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Reno, NV");
  await page.getByRole("button", { name: "Submit Movement" }).click();
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expect(page.getByText("Please fix the errors below and try again.")).toBeVisible();
  for (const message of [
    "Name is required",
    "New role is required",
    "Company is required",
    "Description is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByRole("textbox", { name: "Location", exact: true })).toHaveValue(
    "Reno, NV",
  );

  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("x".repeat(101));
  await page.getByRole("textbox", { name: "Full Name", exact: true }).blur();
  await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Dana Cole");
  await expect(page.getByText("Name must be less than 100 characters")).toBeHidden();

  await page.getByRole("textbox", { name: "Description", exact: true }).fill("d".repeat(1001));
  await page.getByRole("textbox", { name: "Description", exact: true }).blur();
  await expect(page.getByText("Description must be less than 1000 characters")).toBeVisible();

  await page.getByRole("textbox", { name: "Your Email", exact: true }).fill("dana@");
  await page.getByRole("textbox", { name: "Your Email", exact: true }).blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  const tagInput = page.getByLabel("Add a tag");
  for (let i = 1; i <= 11; i++) {
    await tagInput.fill(`Tag${i}`);
    await tagInput.press("Enter");
  }
  await expect(page.getByText("You can add up to 10 tags.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Added tags" }).getByRole("listitem")).toHaveCount(
    10,
  );
  await expectNoAxeViolations(page);
});

test.describe("refused submissions", () => {
  // The browser logs the server's 400 and 429 answers to a refused form post as console errors.
  test.use({ allowConsoleErrors: [/status of (400|429)/] });

  test("the 4th submission within a minute is refused with the seconds to wait", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = `limit.${uniqueSuffix()}@example.com`;
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.goto("/submit");
      await page
        .getByRole("textbox", { name: "Full Name", exact: true })
        .fill(`Limit Test ${attempt}`);
      await page.getByRole("textbox", { name: "New Role", exact: true }).fill("Recruiter");
      await page.getByRole("textbox", { name: "Company", exact: true }).fill("Ironbend");
      await page
        .getByRole("textbox", { name: "Description", exact: true })
        .fill("A new role worth celebrating.");
      await page.getByRole("textbox", { name: "Your Email", exact: true }).fill(email);
      await page.getByRole("button", { name: "Submit Movement" }).click();
      if (attempt < 4)
        await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();
    }
    await expect(page.getByText("Too many attempts")).toBeVisible();
    await expect(
      page.getByText(/^Please wait \d+ seconds before submitting again\.$/),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue(
      "Limit Test 4",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test("a movement can be submitted, with comma-separated tags", async ({ page }) => {
    await asNewVisitor(page);
    const name = `No Script ${uniqueSuffix()}`;
    await page.goto("/submit");
    await page.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "New Role", exact: true }).fill("Branch Manager");
    await page
      .getByRole("textbox", { name: "Company", exact: true })
      .fill("Kettleby Industrial Staffing");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Promoted to run the Grand Rapids branch.");
    await page.getByLabel("Tags").fill("Promotion, #Leadership, promotion");
    await page.getByRole("button", { name: "Submit Movement" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Movement submitted successfully!" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Thank you! What happens next" })).toContainText(
      "A moderator reviews it.",
    );
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
    const db = serverDb();
    const row = db.prepare("select id from movement_submissions where name = ?").get(name) as {
      id: number;
    };
    expect(
      db.prepare("select tag from movement_tags where movement_id = ? order by tag").all(row.id),
    ).toEqual([{ tag: "Leadership" }, { tag: "Promotion" }]);
    db.close();
  });

  test("a refused submission shows the server's messages and keeps every value", async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto("/submit");
    await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Kept Value");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Kept description ☕ مرحبا");
    await page.getByLabel("Tags").fill("Promotion, NewRole");
    await page.getByRole("button", { name: "Submit Movement" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Validation Error" })).toBeVisible();
    await expect(page.getByText("New role is required")).toBeVisible();
    await expect(page.getByText("Company is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue(
      "Kept Value",
    );
    await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
      "Kept description ☕ مرحبا",
    );
    await expect(page.getByLabel("Tags")).toHaveValue("Promotion, NewRole");
  });
});
