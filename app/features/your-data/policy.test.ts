import { describe, expect, it } from "vitest";
import { siteCookies } from "~/content/cookies";
import { storedData, websitePolicies } from "~/content/policies";
import { erasedReason, yourDataLinkMinutes } from "~/content/retention";
import { personalTables } from "./tables";

// Issue 34: the privacy policy describes "Your data" as the code does it: the request, the
// link's lifetime, what the export holds, what the erase deletes, anonymises and keeps, and why.

const privacy = (
  websitePolicies.sections.find((section) => section.id === "privacy-policy")?.blocks ?? []
)
  .flatMap((block) =>
    block.type === "p" ? [block.text] : block.type === "ul" ? block.items : block.rows.flat(),
  )
  .join("\n");

describe("the privacy policy on a person's own data", () => {
  it("links the page, and says how the link and the session work", () => {
    expect(privacy).toContain(
      "on our {your-data} you can see what we hold for your e-mail address",
    );
    expect(privacy).toContain("We give the same answer whatever we hold");
    expect(yourDataLinkMinutes).toBe(60);
    expect(privacy).toContain("The link works for 60 minutes and once.");
    expect(privacy).toContain(
      `Continue opens a session of 30 minutes for that address only (the cookie ${siteCookies.yourData.name}).`,
    );
    expect(privacy).toContain("When you ask to see your data: a link to it");
  });

  it("says what the erase deletes, anonymises and keeps, and why", () => {
    expect(privacy).toContain("Erase, after one step of confirmation, deletes: your reviews");
    expect(privacy).toContain(`a certificate is revoked with the reason “${erasedReason}”`);
    expect(privacy).toContain(
      "so that a link to it you gave someone says “revoked” rather than nothing",
    );
    expect(privacy).toContain("Erase keeps, and why: our moderators' audit log");
    expect(privacy).toContain("a keyed hash of it takes its place");
    expect(privacy).toContain("Rate-limit counters that named your address keep their count");
  });

  it("names every table the page exports or erases in the table of what we keep", () => {
    const named = storedData.flatMap((item) => item.tables);
    expect(Object.keys(personalTables).filter((table) => !named.includes(table))).toEqual([]);
    expect(named).toContain("your_data_sessions");
  });
});
