import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { lookupMessages, verifyLookupRule } from "~/features/assessment/verify-lookup.server";
import { passAttempt, startVerified } from "../../tests/support/assessment-code";
import { callRoute } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { loader } from "./verify-lookup";

// Issue 28, item 6: /verify is a lookup. A reference typed (or a verify link pasted) goes to
// its page; a wrong one is answered with the format expected, keeping what was typed; each
// lookup counts against the visitor's address, also when 30 are in flight at once.

type Answer = { typed: string; error: string | null };

describe.each(engines)("/verify, the lookup, on %s", (engine) => {
  let handle: DbHandle;
  let reference = "";
  let address = 0;
  const nextIp = () => `203.0.113.${(address += 1)}`;
  const lookUp = (typed: string | null, clientIp = nextIp()) =>
    callRoute<Answer>(
      loader,
      typed === null ? "/verify" : `/verify?reference=${encodeURIComponent(typed)}`,
      { clientIp },
    );

  beforeAll(async () => {
    handle = await openTestDb(engine);
    const cookie = await startVerified(handle.db, {
      name: "Ana Ruiz",
      email: "ana.lookup@example.com",
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect((await passAttempt(handle.db, "ana.lookup@example.com", cookie)).status).toBe(302);
    const row = await handle.db
      .selectFrom("assessment_completions")
      .select("reference")
      .where("email", "=", "ana.lookup@example.com")
      .executeTakeFirstOrThrow();
    reference = row.reference ?? "";
    expect(reference).toMatch(/^SS-/);
  });
  afterAll(() => handle.close());

  it("shows the form alone, and takes a known reference, typed loosely or as a link, to its page", async () => {
    expect(await lookUp(null)).toMatchObject({ status: 200, data: { typed: "", error: null } });
    for (const typed of [
      reference,
      ` ${reference.toLowerCase()} `,
      `https://spotlight.example/verify/${reference}?from=pdf`,
    ]) {
      const answer = await lookUp(typed);
      expect(answer.status, typed).toBe(302);
      expect(answer.location).toBe(`/verify/${reference}`);
    }
  });

  it("answers an unknown or malformed reference with the format expected, keeping what was typed", async () => {
    const unknown = "SS-2026-01-NOBODY-AAAAAA";
    expect(await lookUp(unknown)).toMatchObject({
      status: 404,
      data: { typed: unknown, error: lookupMessages.unknown(unknown) },
    });
    expect(lookupMessages.unknown(unknown)).toContain("it looks like SS-2026-11-JANEDOE-7K3F9Q");
    expect(await lookUp("my certificate")).toMatchObject({
      status: 400,
      data: { typed: "my certificate", error: lookupMessages.format },
    });
    expect(await lookUp("   ")).toMatchObject({
      status: 400,
      data: { error: lookupMessages.missing },
    });
  });

  it("30 lookups at once from one address: exactly 20 are looked up, 10 refused with Retry-After", async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        lookUp(
          index % 2
            ? reference
            : `SS-2026-01-GUESS-AAAAA${"ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[index]}`,
          ip,
        ),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.length - refused.length).toBe(verifyLookupRule.points);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(answer.data?.error).toMatch(/^Too many lookups from your connection/);
    }
    // Another address is not held back.
    expect((await lookUp(reference)).status).toBe(302);
  });
});
