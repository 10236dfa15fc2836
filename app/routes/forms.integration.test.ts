import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as companyAction } from "./submit-company";
import { loader as companiesLoader } from "./companies";
import { loader as companyLoader } from "./company";
import { action as contactAction } from "./contact";
import { action as movementAction } from "./submit";

/** What a form action answers with data(): the errors, the values sent back, a toast, a clash. */
type FormAnswer = {
  errors: Record<string, string>;
  values: Record<string, unknown>;
  toast?: { title: string; description?: string };
  conflict?: { kind: string; href?: string };
};

const validMovement = {
  name: "Jordan Ellis",
  newRole: "Director of Recruiting",
  company: "Quillmark Tech Staffing",
  description: "Jordan was promoted after three record years leading the IT desk.",
  submitterEmail: "Jordan@Example.com",
  tags: ["Promotion", "ITStaffing"],
};

describe.each(engines)("forms on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(async () => {
    await handle.close();
  });

  describe("movement submissions", () => {
    it("stores a valid submission as pending, with its tags, sanitised", async () => {
      const result = await callRoute<FormAnswer>(
        movementAction,
        formRequest("/submit", {
          ...validMovement,
          name: "  <b>Ana</b> Ruiz  ",
          previousRole: "",
          location: "Dallas, TX <script>alert(1)</script>",
          tags: ["#Leadership, NewRole", "leadership", "  "],
          submitterEmail: "ana@example.com",
        }),
        { clientIp: "198.51.100.1" },
      );
      expect(result).toMatchObject({ status: 302, location: "/submit?submitted=1" });
      const row = await handle.db
        .selectFrom("movement_submissions")
        .selectAll()
        .where("name", "=", "Ana Ruiz")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "pending",
        previous_role: null,
        location: "Dallas, TX alert(1)",
        submitter_email: "ana@example.com",
      });
      const tags = await handle.db
        .selectFrom("movement_tags")
        .select("tag")
        .where("movement_id", "=", row.id)
        .orderBy("tag")
        .execute();
      expect(tags.map((t) => t.tag)).toEqual(["Leadership", "NewRole"]);
    });

    it.each([
      [{ name: "" }, "name", "Name is required"],
      [{ name: "x".repeat(101) }, "name", "Name must be less than 100 characters"],
      [{ name: "<i></i>" }, "name", "Name is required"],
      [{ newRole: " " }, "newRole", "New role is required"],
      [{ company: "" }, "company", "Company is required"],
      [{ description: "" }, "description", "Description is required"],
      [
        { description: "y".repeat(1001) },
        "description",
        "Description must be less than 1000 characters",
      ],
      [{ submitterEmail: "not-an-email" }, "submitterEmail", "Please enter a valid email address"],
      [
        { tags: Array.from({ length: 11 }, (_, i) => `Tag${i}`) },
        "tags",
        "You can add up to 10 tags.",
      ],
    ])(
      "refuses %j with the spec's message and keeps every value",
      async (change, field, message) => {
        const before = await handle.db
          .selectFrom("movement_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        const fields = { ...validMovement, ...change, location: "Café ☕ مرحبا" };
        const result = await callRoute<FormAnswer>(movementAction, formRequest("/submit", fields), {
          clientIp: "198.51.100.2",
        });
        expect(result.status).toBe(400);
        expect(result.data?.errors[field]).toBe(message);
        expect(result.data?.toast).toMatchObject({
          title: "Validation Error",
          description: "Please fix the errors below and try again.",
        });
        expect(result.data?.values.location).toBe("Café ☕ مرحبا");
        const after = await handle.db
          .selectFrom("movement_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      },
    );

    it("refuses the 4th submission within a minute from one e-mail, saying how long to wait", async () => {
      const fields = { ...validMovement, submitterEmail: "busy@example.com" };
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await callRoute(movementAction, formRequest("/submit", fields), {
              clientIp: `192.0.2.${i + 10}`,
            })
          ).status,
        ).toBe(302);
      }
      const refused = await callRoute<FormAnswer>(movementAction, formRequest("/submit", fields), {
        clientIp: "192.0.2.99",
      });
      expect(refused.status).toBe(429);
      expect(refused.data?.toast?.title).toBe("Too many attempts");
      expect(refused.data?.toast?.description).toMatch(
        /^Please wait ([1-9]|[1-5]\d|60) seconds before submitting again\.$/,
      );
      expect(refused.data?.values.name).toBe(validMovement.name);
    });

    it("also limits one address, whatever e-mails it uses", async () => {
      for (let i = 0; i < 3; i++) {
        const fields = { ...validMovement, submitterEmail: `person${i}@example.com` };
        expect(
          (
            await callRoute(movementAction, formRequest("/submit", fields), {
              clientIp: "192.0.2.50",
            })
          ).status,
        ).toBe(302);
      }
      const fields = { ...validMovement, submitterEmail: "person9@example.com" };
      expect(
        (
          await callRoute(movementAction, formRequest("/submit", fields), {
            clientIp: "192.0.2.50",
          })
        ).status,
      ).toBe(429);
    });

    it("limits submissions without an e-mail per address: one address using up its limit stops no one else", async () => {
      const anonymous = { ...validMovement, submitterEmail: "" };
      const post = (clientIp: string) =>
        callRoute(movementAction, formRequest("/submit", anonymous), { clientIp });
      for (let i = 0; i < 3; i++) expect((await post("192.0.2.60")).status).toBe(302);
      expect((await post("192.0.2.60")).status).toBe(429);
      expect((await post("192.0.2.61")).status).toBe(302);
    });

    it("keeps rate-limit counters in the database", async () => {
      const rows = await handle.db
        .selectFrom("rate_limits")
        .select(["key", "points"])
        .where("key", "=", "movement:email:busy@example.com")
        .execute();
      expect(rows).toEqual([{ key: "movement:email:busy@example.com", points: 4 }]);
    });

    it("answers a filled honeypot like a person but stores nothing", async () => {
      const fields = { ...validMovement, name: "Honeypot Bot", company_fax: "http://spam.example" };
      expect(
        (
          await callRoute(movementAction, formRequest("/submit", fields), {
            clientIp: "192.0.2.77",
          })
        ).status,
      ).toBe(302);
      const row = await handle.db
        .selectFrom("movement_submissions")
        .select("id")
        .where("name", "=", "Honeypot Bot")
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it("treats a file where text belongs as missing text", async () => {
      const body = new FormData();
      body.append(
        "name",
        new File(["<svg onload=alert(1)>"], "name.svg", { type: "image/svg+xml" }),
      );
      body.append("newRole", "Recruiter");
      const request = new Request("http://localhost/submit", { method: "POST", body });
      const result = await callRoute<FormAnswer>(movementAction, request, {
        clientIp: "192.0.2.79",
      });
      expect(result.status).toBe(400);
      expect(result.data?.errors.name).toBe("Name is required");
      expect(result.data?.values.newRole).toBe("Recruiter");
    });

    it("treats a body that is not a form as an empty, invalid form", async () => {
      const request = new Request("http://localhost/submit", {
        method: "POST",
        body: "{]",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
      });
      const result = await callRoute<FormAnswer>(movementAction, request, {
        clientIp: "192.0.2.78",
      });
      expect(result.status).toBe(400);
      expect(result.data?.errors.name).toBe("Name is required");
    });
  });

  describe("companies", () => {
    const company = {
      name: "Northwind Staffing",
      website: "northwind.example.com",
      description: "Light industrial staffing across Ohio.",
      industry: "Light Industrial",
      location: "Columbus, OH",
      employee_count: "51-200",
      logo_url: "",
    };

    it("stores a valid company as pending with empty optional fields as null, then lists it once approved", async () => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", company),
        { clientIp: "198.51.100.20" },
      );
      expect(result).toMatchObject({ status: 302, location: "/companies?submitted=1" });
      const row = await handle.db
        .selectFrom("companies")
        .selectAll()
        .where("name", "=", "Northwind Staffing")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "pending",
        website: "https://northwind.example.com/",
        logo_url: null,
        average_rating: 0,
        review_count: 0,
      });

      const hidden = await companiesLoader(routeArgs("/companies?q=northwind"));
      expect(hidden.total).toBe(0);
      await expect(
        companyLoader(routeArgs("/", { params: { id: String(row.id) } })),
      ).rejects.toMatchObject({ init: { status: 404 } });

      await handle.db
        .updateTable("companies")
        .set({ status: "approved" })
        .where("id", "=", row.id)
        .execute();
      for (const q of ["NORTHWIND", "light ind", "columbus"]) {
        const listed = await companiesLoader(routeArgs(`/companies?q=${encodeURIComponent(q)}`));
        expect(listed.companies.map((c) => c.name)).toEqual(["Northwind Staffing"]);
      }
      const profile = await companyLoader(routeArgs("/", { params: { id: String(row.id) } }));
      expect(profile.company.name).toBe("Northwind Staffing");
    });

    it("refuses a company already listed (ignoring case and spacing), pointing to its profile", async () => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", { ...company, name: "north WIND  staffing" }),
        { clientIp: "198.51.100.21" },
      );
      expect(result.status).toBe(409);
      expect(result.data?.errors.name).toBe("This company is already listed.");
      // The clash is no field error: the answer names it, with the listed profile.
      expect(result.data?.conflict?.href).toMatch(/^\/company\/\d+$/);
    });

    it.each([
      [{ name: "" }, "name", "Company name is required"],
      [{ name: "z".repeat(101) }, "name", "Company name must be less than 100 characters"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a valid website URL"],
      [{ website: "not a url" }, "website", "Please enter a valid website URL"],
      [{ logo_url: "ftp://x.example.com/logo.png" }, "logo_url", "Please enter a valid logo URL"],
      [
        { description: "d".repeat(1001) },
        "description",
        "Description must be less than 1000 characters",
      ],
    ])("refuses %j with the spec's message", async (change, field, message) => {
      const result = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", { ...company, name: "Other Co", ...change }),
        { clientIp: "198.51.100.22" },
      );
      expect(result.status).toBe(400);
      expect(result.data?.errors[field]).toBe(message);
    });

    it("limits company submissions per address", async () => {
      for (let i = 0; i < 3; i++) {
        const result = await callRoute<FormAnswer>(
          companyAction,
          formRequest("/submit-company", { ...company, name: `Limited Co ${i}` }),
          { clientIp: "198.51.100.23" },
        );
        expect(result.status).toBe(302);
      }
      const refused = await callRoute<FormAnswer>(
        companyAction,
        formRequest("/submit-company", { ...company, name: "Limited Co 9" }),
        { clientIp: "198.51.100.23" },
      );
      expect(refused.status).toBe(429);
      expect(refused.data?.toast?.title).toBe("Too many attempts");
    });

    it("searches with wildcards taken literally and paginates by name", async () => {
      const none = await companiesLoader(routeArgs("/companies?q=%25"));
      expect(none.total).toBe(0);
      const rows = Array.from({ length: 30 }, (_, i) => ({
        name: `Paged ${String(i).padStart(2, "0")}`,
        name_key: `paged${i}`,
        status: "approved" as const,
        created_at: new Date().toISOString(),
      }));
      await handle.db.insertInto("companies").values(rows).execute();
      const first = await companiesLoader(routeArgs("/companies?q=paged"));
      expect(first).toMatchObject({ total: 30, pages: 2, page: 1 });
      expect(first.companies[0]?.name).toBe("Paged 00");
      const second = await companiesLoader(routeArgs("/companies?q=paged&page=2"));
      expect(second.companies.map((c) => c.name)).toEqual([
        "Paged 24",
        "Paged 25",
        "Paged 26",
        "Paged 27",
        "Paged 28",
        "Paged 29",
      ]);
    });

    it("gives the not-found page for an unknown or malformed id", async () => {
      for (const id of ["999999", "abc", "1e3", "-1"]) {
        await expect(companyLoader(routeArgs("/", { params: { id } }))).rejects.toMatchObject({
          init: { status: 404 },
        });
      }
    });
  });

  describe("contact messages", () => {
    const message = {
      name: "Sam Lee",
      email: "Sam@Example.com",
      subject: "Correction",
      message: "Please fix the spelling of my company.",
    };

    it("stores a valid message as new", async () => {
      const result = await callRoute<FormAnswer>(contactAction, formRequest("/contact", message), {
        clientIp: "198.51.100.30",
      });
      expect(result).toMatchObject({ status: 302, location: "/contact" });
      const row = await handle.db
        .selectFrom("contact_messages")
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "new", email: "sam@example.com", subject: "Correction" });
    });

    it.each([
      [{ name: "" }, "name", "Name is required"],
      [{ email: "" }, "email", "Email is required"],
      [{ email: "sam@" }, "email", "Please enter a valid email address"],
      [{ subject: "" }, "subject", "Subject is required"],
      [{ subject: "s".repeat(201) }, "subject", "Subject must be less than 200 characters"],
      [{ message: "" }, "message", "Message is required"],
      [{ message: "m".repeat(2001) }, "message", "Message must be less than 2000 characters"],
    ])("refuses %j with the spec's message", async (change, field, text) => {
      const result = await callRoute<FormAnswer>(
        contactAction,
        formRequest("/contact", { ...message, ...change }),
        { clientIp: "198.51.100.31" },
      );
      expect(result.status).toBe(400);
      expect(result.data?.errors[field]).toBe(text);
    });

    it("keeps a 2000-character message whole", async () => {
      const long = "m".repeat(2000);
      const result = await callRoute<FormAnswer>(
        contactAction,
        formRequest("/contact", { ...message, email: "long@example.com", message: long }),
        { clientIp: "198.51.100.32" },
      );
      expect(result.status).toBe(302);
      const row = await handle.db
        .selectFrom("contact_messages")
        .select("message")
        .where("email", "=", "long@example.com")
        .executeTakeFirstOrThrow();
      expect(row.message).toHaveLength(2000);
    });

    it("limits messages per e-mail", async () => {
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await callRoute(
              contactAction,
              formRequest("/contact", { ...message, email: "again@example.com" }),
              { clientIp: `198.51.100.${40 + i}` },
            )
          ).status,
        ).toBe(302);
      }
      const refused = await callRoute<FormAnswer>(
        contactAction,
        formRequest("/contact", { ...message, email: "again@example.com" }),
        { clientIp: "198.51.100.49" },
      );
      expect(refused.status).toBe(429);
    });
  });

  describe("when the database fails", () => {
    it.each([
      [
        "movement_submissions",
        "/submit",
        movementAction,
        validMovement,
        "Submission failed",
        "There was an error submitting your movement. Please try again.",
      ],
      [
        "companies",
        "/submit-company",
        companyAction,
        { name: "Broken Database Co" },
        "Error",
        "Failed to submit company. Please try again.",
      ],
      [
        "contact_messages",
        "/contact",
        contactAction,
        { name: "Kim", email: "kim@example.com", subject: "Hi", message: "Hello there" },
        "Submission failed",
        "There was an error sending your message. Please try again.",
      ],
    ] as const)(
      "a failure to store into %s shows the spec's failure toast and keeps the values",
      async (table, url, act, fields, title, description) => {
        await handle.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
        try {
          const result = await callRoute<FormAnswer>(act, formRequest(url, fields), {
            clientIp: "198.51.100.90",
          });
          expect(result.status).toBe(503);
          expect(result.data?.toast).toMatchObject({ type: "error", title, description });
          expect(result.data?.values).toMatchObject(fields);
        } finally {
          await handle.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
        }
      },
    );
  });
});
