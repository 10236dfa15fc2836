import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { action as contactAction } from "./contact";
import { passAttempt, startVerified } from "../../tests/support/assessment-code";
import { callRoute, formRequest } from "../../tests/support/route";
import {
  outboxWorkerFor,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../tests/support/smtp-server";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { storedData, websitePolicies } from "~/content/policies";
import { replyAim } from "~/content/promises";

// Issue 27: the privacy policy against the database as the migrations make it, and against
// what the outbox really keeps of the e-mails it sent.

/** Every paragraph, list item and table cell of the website policies. */
const policyText = websitePolicies.sections
  .flatMap((section) => section.blocks)
  .flatMap((block) =>
    block.type === "p" ? [block.text] : block.type === "ul" ? block.items : block.rows.flat(),
  )
  .join("\n");

/** A column that holds an e-mail address or something made from an IP address. */
const personalColumn = /email|recipient|started_from|ip_address/;

describe.each(engines)("the privacy policy on %s", (engine) => {
  let handle: DbHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl("https://spotlight.test");
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("names every table that holds an e-mail or IP address, and only tables that exist", async () => {
    const tables = await handle.db.introspection.getTables();
    const holding = tables
      .filter(
        (table) =>
          // rate_limits' key is "ip:203.0.113.7", "email:ana@example.com", or both for a sign-in.
          table.name === "rate_limits" ||
          table.columns.some((column) => personalColumn.test(column.name)),
      )
      .map((table) => table.name)
      .sort();
    expect(holding).toContain("mail_outbox");
    const named = storedData.flatMap((item) => item.tables);
    expect(holding.filter((table) => !named.includes(table))).toEqual([]);
    const existing = tables.map((table) => table.name);
    expect(named.filter((table) => !existing.includes(table))).toEqual([]);
  });

  it("keeps receipts whole and blanks a sent code and certificate e-mail, as the policy says", async () => {
    expect(policyText).toContain(
      "The text of a code, a confirmation link or the certificate e-mail is blanked as soon as it is sent",
    );
    expect(policyText).toContain(
      "the text of receipts and notifications is kept, to show what was sent and to send it again if delivery fails",
    );
    const email = "blanked@example.com";
    const cookie = await startVerified(handle.db, {
      name: "Jane Doe",
      email,
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect((await passAttempt(handle.db, email, cookie)).status).toBe(302);
    const contact = await callRoute(
      contactAction,
      formRequest("/contact", {
        name: "Rosa Diaz",
        email: "receipt@example.com",
        subject: "A question",
        message: "When is the next community event?",
      }),
      { clientIp: "198.51.100.27" },
    );
    expect(contact.status).toBe(302);
    const worker = outboxWorkerFor(handle, smtp);
    while ((await worker.runOnce()) > 0);

    const stored = await handle.db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject", "status", "text_body", "html_body"])
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      {
        recipient: email,
        subject: "Your code for the Staffing Spotlight assessment",
        status: "sent",
        text_body: "",
        html_body: "",
      },
      {
        recipient: email,
        subject: "Your Staffing Spotlight recruiter certificate",
        status: "sent",
        text_body: "",
        html_body: "",
      },
      expect.objectContaining({ recipient: "receipt@example.com", status: "sent" }),
    ]);
    // The receipt is kept whole, and it makes the reply promise as an aim.
    const receipt = stored[2]?.text_body ?? "";
    expect(receipt).toContain(`we ${replyAim}, at this address.`);
    expect(receipt).not.toMatch(/repl(y|ies) to this address within/);
  });
});
