import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lifetimeText } from "~/content/cookies";
import { disclaimer, storedData, websitePolicies, type PolicyPage } from "~/content/policies";
import { replyAim } from "~/content/promises";
import {
  heldMailDays,
  longestCounterSeconds,
  mailRetryHours,
  sweepMinutes,
  unconfirmedAttemptHours,
  unconfirmedReviewDays,
} from "~/content/retention";
import { contactForm, messageSentToast } from "~/features/contact/schema";
import { companyForm } from "~/features/companies/schema";
import { welcomeForm } from "~/features/assessment/forms";
import { movementForm } from "~/features/movements/schema";
import { reviewForm } from "~/features/reviews/schema";
import { builders, storageKey, type Builder } from "~/features/search-builders/search-href";
import { limiterFor } from "~/lib/rate-limit.server";

// Issue 27: the website policies say what the code does. The periods and promises come from the
// constants the code uses; these tests hold the text to them. What the log and /verify's HTML
// hold is checked on the running server (tests/reliability/policies.test.ts), what the database
// holds against the migrated schema (website-policies.integration.test.ts).

function allText(page: PolicyPage): string {
  return page.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) =>
      block.type === "p" ? [block.text] : block.type === "ul" ? block.items : block.rows.flat(),
    )
    .join("\n");
}

const policies = allText(websitePolicies);

/** Every source file of the app, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the reply promise", () => {
  it("is an aim, and every page and e-mail takes it from promises.ts", () => {
    expect(replyAim).toBe("aim to get back to you within 24 hours");
    // The spec's toast, "We'll get back to you within 24 hours.", as an aim (decision 0011).
    expect(messageSentToast.description).toBe("We aim to get back to you within 24 hours.");
    expect(policies).toContain(`We ${replyAim}.`);
    expect(allText(disclaimer)).toContain(`We ${replyAim}.`);
    // No other file words a reply time of its own: /contact, its receipt, its toast and the
    // policies all write `replyAim`.
    const appDir = path.resolve(import.meta.dirname, "..");
    const ownWords = sourceFiles(appDir).filter((file) =>
      /(reply|replies|get back to you)[^.`"]{0,40}within \d/i.test(readFileSync(file, "utf8")),
    );
    expect(ownWords.map((file) => path.relative(appDir, file))).toEqual(["content/promises.ts"]);
  });
});

describe("what the privacy policy says is kept", () => {
  it("gives each period the code deletes by", () => {
    // The constants, by hand, and the sentences they make.
    expect({
      unconfirmedReviewDays,
      unconfirmedAttemptHours,
      heldMailDays,
      longestCounterSeconds,
      sweepMinutes,
      mailRetryHours,
    }).toEqual({
      unconfirmedReviewDays: 7,
      unconfirmedAttemptHours: 24,
      heldMailDays: 7,
      longestCounterSeconds: 3600,
      sweepMinutes: 5,
      mailRetryHours: 24,
    });
    const kept = Object.fromEntries(storedData.map((item) => [item.tables.join(), item.kept]));
    expect(kept.company_reviews).toContain("A review not confirmed within 7 days is deleted");
    expect(kept["assessment_attempts,assessment_completions"]).toContain(
      "An attempt whose code is never entered is deleted after 1 day",
    );
    expect(kept.assessment_code_failures).toMatch(/^1 day,/);
    expect(kept.rate_limits).toContain("at most 1 hour after it started");
    expect(kept.rate_limits).toContain("every 5 minutes");
    expect(kept.mail_held).toBe(`${lifetimeText(heldMailDays * 24 * 3600)}.`);
    expect(kept.mail_outbox).toContain("after 1 day of tries");
    // The table is on the page.
    const table = websitePolicies.sections[0]?.blocks.find((block) => block.type === "table");
    expect(table?.type === "table" && table.rows).toEqual(
      storedData.map((item) => [item.what, item.kept]),
    );
  });

  it("says what is made of an IP address, and that the request log holds none", () => {
    expect(policies).toContain("a keyed hash of your IP address");
    expect(policies).toContain("Rate-limit counters: your IP address");
    expect(policies).toContain(
      "not your IP address, your cookies or the e-mail addresses you type",
    );
    expect(policies).toContain(
      "each sign-in attempt is logged with the IP address it came from, to detect password guessing",
    );
    expect(policies).not.toMatch(/Server logs containing request data such as IP addresses/);
  });

  it("no rate limit counts for longer than the policy says a counter is kept", () => {
    for (const form of [contactForm, companyForm, welcomeForm, movementForm, reviewForm]) {
      expect(form.limit.rule.durationSeconds, form.name).toBeLessThanOrEqual(longestCounterSeconds);
    }
    expect(() =>
      limiterFor({ name: "too-long", points: 1, durationSeconds: longestCounterSeconds + 1 }),
    ).toThrow(/longer than the 3600 s the privacy policy states/);
  });

  it("says where saved searches are kept, under the keys the builders use, and how to clear them", () => {
    for (const builder of Object.keys(builders) as Builder[]) {
      expect(policies).toContain(storageKey(builder));
    }
    expect(policies).toContain("in your browser's localStorage");
    expect(policies).toContain(`delete them in the builder's "Saved searches" panel`);
    expect(policies).toContain("clear this site's data in your browser's settings");
  });
});
