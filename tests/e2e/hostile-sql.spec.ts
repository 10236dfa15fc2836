/**
 * Hostile input, SQL injection: search boxes, path parameters and form fields.
 * Shared helpers: hostile-support.ts; the payloads: hostile-corpus.ts.
 */
import type { Page } from "@playwright/test";
import type Database from "better-sqlite3";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { sqlCorpus } from "./hostile-corpus";
import { hydrated } from "./fixtures";
import { expectedStatusLines, fillTextboxes, moderatorPassword } from "./hostile-support";
import {
  addModerator,
  asNewVisitor,
  enterAssessmentCode,
  reviewConfirmationPaths,
  serverDb,
  uniqueSuffix,
} from "./support";

// Refused posts (400, 401, 409, 429) and unknown pages (404) are logged by the browser as
// console errors; anything else in the console, a CSP violation above all, still fails.
test.use({ allowConsoleErrors: [expectedStatusLines] });

// ---------------------------------------------------------------------------------------------
// SQL injection: search boxes, path parameters and form fields

interface Seeded {
  suffix: string;
  approvedCompanies: { plain: number; percent: number; quote: number };
  hiddenCompanies: number[];
  approvedMovement: number;
  hiddenMovements: number[];
  reference: string;
}

/**
 * Companies and movements whose names hold quotes and LIKE wildcards, as approved, pending and
 * rejected rows: a search may show only approved rows that contain the words literally.
 */
function seed(): Seeded {
  const suffix = uniqueSuffix();
  const db = serverDb();
  // Long ago, so that they never push anything off the home page's recent movements.
  const createdAt = "2001-01-01T00:00:00.000Z";
  const company = (name: string, status: string) =>
    (
      db
        .prepare(
          "insert into companies (created_at, status, name, name_key, industry, location) values (?, ?, ?, ?, 'Staffing', 'Reno, NV') returning id",
        )
        .get(createdAt, status, name, name.toLowerCase().replace(/\s+/g, "")) as { id: number }
    ).id;
  const movement = (name: string, status: string) => {
    const { id } = db
      .prepare(
        "insert into movement_submissions (created_at, status, name, new_role, company, description) values (?, ?, ?, 'Recruiter', ?, 'Seeded for the SQL-injection tests.') returning id",
      )
      .get(createdAt, status, name, `Sqlguard ${suffix} 100% Staffing`) as { id: number };
    db.prepare("insert into movement_tags (movement_id, tag) values (?, ?)").run(
      id,
      `Sqli${suffix}`,
    );
    return id;
  };
  const reference = `SS-2001-01-SQLGUARD-${suffix
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, "A")
    .slice(-6)
    .padStart(6, "Q")}`;
  db.prepare(
    "insert into assessment_completions (created_at, full_name, email, company_name, designation, score, total_questions, certificate_type, section2_q1, section2_q2, section2_q3, section2_q7_positions, section2_q8_geographies, passed, reference) values (?, ?, ?, 'Co', 'Recruiter', 90, 25, 'standard', '', '', '', '', '', 1, ?)",
  ).run(createdAt, `Sqlguard ${suffix}`, `sqlguard.${suffix}@example.com`, reference);
  const seeded: Seeded = {
    suffix,
    approvedCompanies: {
      plain: company(`Sqlguard ${suffix} Alpha`, "approved"),
      percent: company(`Sqlguard ${suffix} 100% Staffing`, "approved"),
      quote: company(`Sqlguard ${suffix} O'Brien_Talent`, "approved"),
    },
    hiddenCompanies: [
      company(`Sqlguard ${suffix} Pending`, "pending"),
      company(`Sqlguard ${suffix} Rejected`, "rejected"),
    ],
    approvedMovement: movement(`Sqlguard ${suffix} O'Brien_Talent`, "approved"),
    hiddenMovements: [
      movement(`Sqlguard ${suffix} Pending`, "pending"),
      movement(`Sqlguard ${suffix} Rejected`, "rejected"),
    ],
    reference,
  };
  db.close();
  return seeded;
}

/** SQLite's lower(): ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());

/** Ids of approved companies that contain the search literally, as the directory should find them. */
function companiesContaining(db: Database.Database, search: string): number[] {
  const needle = asciiLower(search.trim().slice(0, 100));
  const rows = db
    .prepare("select id, name, industry, location from companies where status = 'approved'")
    .all() as { id: number; name: string; industry: string | null; location: string | null }[];
  return rows
    .filter((row) =>
      [row.name, row.industry, row.location].some((value) =>
        asciiLower(value ?? "").includes(needle),
      ),
    )
    .map((row) => row.id);
}

function movementsMatching(db: Database.Database, search: string, tag: string): number[] {
  const needle = asciiLower(search.trim().slice(0, 100));
  const wanted = tag.replace(/^#/, "").trim().slice(0, 50).toLowerCase();
  const rows = db
    .prepare(
      "select id, name, company, new_role from movement_submissions where status = 'approved'",
    )
    .all() as { id: number; name: string; company: string; new_role: string }[];
  const tags = db.prepare("select movement_id, tag from movement_tags").all() as {
    movement_id: number;
    tag: string;
  }[];
  return rows
    .filter(
      (row) =>
        [row.name, row.company, row.new_role].some((value) => asciiLower(value).includes(needle)) &&
        (!wanted ||
          tags.some((item) => item.movement_id === row.id && asciiLower(item.tag) === wanted)),
    )
    .map((row) => row.id);
}

/** The ids a page links to, e.g. every /company/12 card on the directory. */
function idsLinked(html: string, path: "/company/" | "/movements/"): number[] {
  const pattern = new RegExp(`href="${path}(\\d+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => Number(match[1])))];
}

/** A search answered normally: no error page, and no moderator's password hash (scrypt$...). */
async function searchPage(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html, path).not.toContain("Something went wrong");
  expect(html, path).not.toContain("scrypt$");
  return html;
}

test.describe("SQL injection", () => {
  test("search boxes and the tag filter find only approved rows that contain the words literally", async ({
    page,
  }) => {
    const seeded = seed();
    const { suffix, approvedCompanies } = seeded;
    // Searches whose right answer is known exactly: quotes and wildcards are literal text.
    const exact: { search: string; companies: number[]; movements: number[] }[] = [
      { search: `${suffix}' OR '1'='1`, companies: [], movements: [] },
      { search: `${suffix}%`, companies: [], movements: [] },
      { search: `${suffix}_`, companies: [], movements: [] },
      { search: `${suffix}\\`, companies: [], movements: [] },
      { search: `${suffix} O_Brien`, companies: [], movements: [] },
      { search: `${suffix} O'Brien%`, companies: [], movements: [] },
      {
        search: `${suffix} 100%`,
        companies: [approvedCompanies.percent],
        movements: [seeded.approvedMovement],
      },
      {
        search: `${suffix} O'Brien_`,
        companies: [approvedCompanies.quote],
        movements: [seeded.approvedMovement],
      },
    ];
    const cases = [
      ...exact,
      ...sqlCorpus.map((search) => ({ search, companies: undefined, movements: undefined })),
    ];
    const db = serverDb();
    try {
      for (const { search, companies, movements } of cases) {
        const query = encodeURIComponent(search);
        const directory = await searchPage(page, `/companies?q=${query}`);
        const shownCompanies = idsLinked(directory, "/company/");
        const legit = companiesContaining(db, search);
        expect(
          shownCompanies.filter((id) => !legit.includes(id)),
          `companies revealed by ${search}`,
        ).toEqual([]);
        for (const hidden of seeded.hiddenCompanies) expect(shownCompanies).not.toContain(hidden);
        if (companies) expect(shownCompanies.sort(), search).toEqual(companies.sort());

        const found = idsLinked(await searchPage(page, `/movements?q=${query}`), "/movements/");
        const matching = movementsMatching(db, search, "");
        expect(
          found.filter((id) => !matching.includes(id)),
          `movements revealed by q=${search}`,
        ).toEqual([]);
        if (movements) expect(found, search).toEqual(movements);

        const tagged = movementsMatching(db, "", search);
        for (const path of [`/movements?tag=${query}`, `/movements/rss.xml?tag=${query}`]) {
          const ids = path.includes("rss")
            ? [
                ...(await searchPage(page, path)).matchAll(
                  /<link>[^<]*\/movements\/(\d+)<\/link>/g,
                ),
              ].map((match) => Number(match[1]))
            : idsLinked(await searchPage(page, path), "/movements/");
          expect(
            ids.filter((id) => !tagged.includes(id)),
            `movements revealed by ${path}`,
          ).toEqual([]);
          for (const hidden of seeded.hiddenMovements) expect(ids).not.toContain(hidden);
        }
      }
      // The tag filter is an exact, case-insensitive match: only the approved movement.
      const tagCases: [string, number[]][] = [
        [`sqli${suffix.toUpperCase()}`, [seeded.approvedMovement]],
        [`Sqli${suffix}' OR '1'='1`, []],
        [`Sqli${suffix.slice(0, -1)}_`, []],
        ["Sqli%", []],
      ];
      for (const [tag, expected] of tagCases) {
        const html = await searchPage(page, `/movements?tag=${encodeURIComponent(tag)}`);
        expect(idsLinked(html, "/movements/"), `tag=${tag}`).toEqual(expected);
      }
    } finally {
      db.close();
    }

    // The live search in the browser, as a visitor types.
    await page.goto("/companies");
    await hydrated(page);
    const liveCases: [string, number[]][] = [
      [`${suffix}' OR '1'='1`, []],
      [`${suffix}%`, []],
      [`${suffix} O'Brien_`, [approvedCompanies.quote]],
    ];
    for (const [search, expected] of liveCases) {
      await page.getByRole("searchbox").fill(search);
      await expect(page.locator("h2[aria-live]")).toHaveText(
        `${expected.length} ${expected.length === 1 ? "company" : "companies"} matching "${search}"`,
      );
      const links = page.locator('a[aria-label^="View Profile: "]');
      await expect(links).toHaveCount(expected.length);
      for (const id of expected)
        await expect(page.locator(`a[href="/company/${id}"]`)).toHaveCount(1);
    }
  });

  test("path parameters that are not plain ids or references find nothing", async ({ page }) => {
    const seeded = seed();
    const company = seeded.approvedCompanies.plain;
    const movement = seeded.approvedMovement;
    const notFound = "Oops! Page not found";
    const certificateNotFound = "Certificate not found";
    const cases: [string, string][] = [
      [`/company/${seeded.hiddenCompanies[0]}`, notFound],
      [`/company/${seeded.hiddenCompanies[1]}`, notFound],
      [`/movements/${seeded.hiddenMovements[0]}`, notFound],
      [`/movements/${seeded.hiddenMovements[1]}`, notFound],
      [`/verify/${encodeURIComponent(`${seeded.reference}' OR '1'='1`)}`, certificateNotFound],
      [`/verify/${encodeURIComponent("SS-2001-01-SQLGUARD-%")}`, certificateNotFound],
      [`/verify/${encodeURIComponent("' OR 1=1 --")}`, certificateNotFound],
    ];
    for (const suffix of [
      " OR 1=1",
      "' OR '1'='1",
      " UNION SELECT password_hash FROM moderators",
      ";DROP TABLE companies",
      "--",
      "%",
    ]) {
      cases.push([`/company/${encodeURIComponent(`${company}${suffix}`)}`, notFound]);
      cases.push([`/movements/${encodeURIComponent(`${movement}${suffix}`)}`, notFound]);
    }
    for (const path of ["0x1", "-1", "1e3", "0", "9999999999"])
      cases.push([`/company/${path}`, notFound], [`/movements/${path}`, notFound]);
    for (const [path, heading] of cases) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(heading);
      expect(html, path).not.toContain(`Sqlguard ${seeded.suffix}`);
      expect(html, path).not.toContain("scrypt$");
    }
    // The seeded rows are still there, and still found by their plain ids.
    expect((await page.request.get(`/company/${company}`)).status()).toBe(200);
    expect((await page.request.get(`/movements/${movement}`)).status()).toBe(200);
    await page.goto(`/verify/${seeded.reference}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Certificate (verified|expired)$/,
    );
  });

  test("every form stores SQL payloads as plain text and the tables survive", async ({ page }) => {
    const seeded = seed();
    const { suffix } = seeded;
    const tables = () => {
      const db = serverDb();
      const names = db
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .all();
      db.close();
      return names;
    };
    const tablesBefore = tables();
    const address = await asNewVisitor(page);
    // An apostrophe and dashes are allowed in an e-mail's local part, and e-mails are lookup keys.
    const email = `o'reilly--${suffix}@example.com`;
    const description = sqlCorpus.join("\n");

    // A movement, with payloads in every field and tag.
    const movement = {
      name: `Robert'); DROP TABLE movement_submissions;-- ${suffix}`,
      new_role: `' OR 1=1 --`,
      company: `'; DROP TABLE companies;--`,
      previous_role: `1 UNION SELECT email, password_hash FROM moderators--`,
      previous_company: `' || (SELECT password_hash FROM moderators LIMIT 1) || '`,
      location: `%' --`,
      description,
      submitter_name: `admin'--`,
      submitter_email: email,
    };
    await page.goto("/submit");
    await hydrated(page);
    const movementFields: [string, string][] = [
      ["Full Name", movement.name],
      ["New Role", movement.new_role],
      ["Company", movement.company],
      ["Previous Role", movement.previous_role],
      ["Previous Company", movement.previous_company],
      ["Location", movement.location],
      ["Description", movement.description],
      ["Your Name", movement.submitter_name],
      ["Your Email", movement.submitter_email],
    ];
    await fillTextboxes(page, movementFields);
    const tags = [`' OR '1'='1`, "%", "_", "\\"];
    for (const tag of tags) {
      await page.getByLabel("Add a tag").fill(tag);
      await page.getByLabel("Add a tag").press("Enter");
    }
    await page.getByRole("button", { name: "Submit Movement" }).click();
    await expect(page.getByText("Movement submitted successfully! 🎉")).toBeVisible();

    // A company whose name would match every row if it reached SQL as code.
    const company = {
      name: `' OR '1'='1 ${suffix}`,
      industry: "%",
      location: "_",
      employee_count: "1 OR 1=1",
      description,
    };
    await page.goto("/submit-company");
    await hydrated(page);
    const companyFields: [string, string][] = [
      ["Company Name", company.name],
      ["Industry", company.industry],
      ["Location", company.location],
      ["Employee Count", company.employee_count],
      ["Description", company.description],
    ];
    await fillTextboxes(page, companyFields);
    await page.getByRole("button", { name: "Submit Company" }).click();
    await expect(page).toHaveURL(/\/companies\?submitted=1$/);

    // A review, and a second one from the same address in capitals: a duplicate, found by value.
    const review = { title: `' OR '1'='1`, body: description, reviewer_name: `admin'--` };
    const companyPath = `/company/${seeded.approvedCompanies.plain}`;
    for (const reviewerEmail of [email, email.toUpperCase()]) {
      await page.goto(companyPath);
      await hydrated(page);
      await page.getByRole("radio", { name: "Former client" }).check();
      await page.getByRole("radio", { name: "3 stars" }).check();
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(review.title);
      await page.getByRole("textbox", { name: "Your review", exact: true }).fill(review.body);
      await page
        .getByRole("textbox", { name: "Your name (optional)", exact: true })
        .fill(review.reviewer_name);
      await page.getByRole("textbox", { name: "Your email", exact: true }).fill(reviewerEmail);
      await page.getByRole("button", { name: "Submit Review" }).click();
      // The form answers every address alike (issue 26): only the link's page tells the duplicate.
      await expect(page.getByText("Thank you for your review!")).toBeVisible();
      const links = await reviewConfirmationPaths(email, reviewerEmail === email ? 1 : 2);
      await page.goto(links.at(-1) ?? "");
      if (reviewerEmail === email) {
        await page.getByRole("button", { name: "Confirm my review" }).click();
        await expect(page.getByText(/is confirmed/)).toBeVisible();
      } else {
        await expect(page.getByText(/You have already reviewed this company/)).toBeVisible();
      }
    }

    // A contact message.
    const contact = {
      name: `' OR '1'='1`,
      subject: `'; DROP TABLE contact_messages;--`,
      message: description,
    };
    await page.goto("/contact");
    await hydrated(page);
    const contactFields: [string, string][] = [
      ["Name", contact.name],
      ["Email", email],
      ["Subject", contact.subject],
      ["Message", contact.message],
    ];
    await fillTextboxes(page, contactFields);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();

    // The assessment's details.
    const attempt = {
      full_name: `Robert'); DROP TABLE assessment_attempts;--`,
      company_name: `' OR '1'='1`,
      designation: "%",
    };
    await page.goto("/assessment");
    await hydrated(page);
    await page.getByLabel("Full Name").fill(attempt.full_name);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Company").fill(attempt.company_name);
    await page.getByLabel("Designation").fill(attempt.designation);
    await page.getByRole("button", { name: "Start the Assessment" }).click();
    await enterAssessmentCode(page, email);
    await expect(page.getByText("Question 1 of 25")).toBeVisible();

    // The moderators' sign-in: no payload signs anyone in.
    const moderatorEmail = `mod.sql.${suffix}@example.com`;
    await addModerator(moderatorEmail, moderatorPassword);
    const signIns: [string, string][] = [
      [`' OR '1'='1`, `' OR '1'='1`],
      [`${moderatorEmail}'--`, "anything"],
      [`${moderatorEmail}' OR '1'='1`, `' OR '1'='1`],
      [moderatorEmail, `' OR '1'='1`],
    ];
    for (const [loginEmail, password] of signIns) {
      const response = await page.request.post("/admin/login", {
        form: { email: loginEmail, password },
        headers: { "X-Forwarded-For": address, Origin: baseURL },
        maxRedirects: 0,
      });
      expect(response.status(), loginEmail).toBe(401);
      expect(await response.text()).toContain("The e-mail or password is incorrect.");
      expect(response.headers()["set-cookie"] ?? "").not.toContain("ss_session");
    }

    // Every payload was stored as the very text that was sent.
    const check = serverDb();
    try {
      const storedMovement = check
        .prepare(
          `select ${Object.keys(movement).join(", ")}, id from movement_submissions where submitter_email = ?`,
        )
        .get(email.toLowerCase()) as Record<string, unknown> & { id: number };
      expect(storedMovement).toEqual({
        ...movement,
        submitter_email: email.toLowerCase(),
        id: storedMovement.id,
      });
      expect(
        check
          .prepare("select tag from movement_tags where movement_id = ? order by tag")
          .all(storedMovement.id)
          .map((row) => (row as { tag: string }).tag),
      ).toEqual([...tags].sort());
      const { name: companyName, ...companyDetails } = company;
      expect(
        check
          .prepare(
            "select status, industry, location, employee_count, description from companies where name = ?",
          )
          .get(companyName),
      ).toEqual({ status: "pending", ...companyDetails });
      // Two stored, both as typed: the second, from the same address, was never confirmed.
      expect(
        check
          .prepare(
            "select title, body, reviewer_name from company_reviews where reviewer_email = ?",
          )
          .all(email.toLowerCase()),
      ).toEqual([review, review]);
      expect(
        check
          .prepare("select name, subject, message from contact_messages where email = ?")
          .all(email.toLowerCase()),
      ).toEqual([contact]);
      expect(
        check
          .prepare(
            "select full_name, company_name, designation from assessment_attempts where email = ?",
          )
          .all(email.toLowerCase()),
      ).toEqual([attempt]);
      // Nothing dropped, nothing deleted.
      expect(
        (
          check
            .prepare(
              "select count(*) as n from companies where name like ? and status in ('approved', 'pending', 'rejected')",
            )
            .get(`Sqlguard ${suffix} %`) as { n: number }
        ).n,
      ).toBe(5);
      expect(
        (
          check
            .prepare("select count(*) as n from movement_submissions where name like ?")
            .get(`Sqlguard ${suffix} %`) as { n: number }
        ).n,
      ).toBe(3);
    } finally {
      check.close();
    }
    expect(tables()).toEqual(tablesBefore);
  });
});
