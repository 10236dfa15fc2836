import { describe, expect, it } from "vitest";
import { postingPolicy, storedData, websitePolicies, type PolicyPage } from "./policies";
import { removalTime } from "./promises";
import { expiredPersonLinkDays, personLinkDays } from "./retention";
import { reviewFlagReasons } from "./review-flags";

// Issue 31: the person a movement is about has a say, and the policies say so. The posting policy
// explains the e-mail, its three choices and how fast a take-down is; the privacy policy what is
// kept about that person, and for how long (the periods from retention.ts, as the code uses them).

/** One section's paragraphs and list items, joined. */
function sectionText(page: PolicyPage, id: string): string {
  const section = page.sections.find((item) => item.id === id);
  if (!section) throw new Error(`${page.heading} has no section #${id}`);
  return section.blocks
    .flatMap((block) =>
      block.type === "p" ? [block.text] : block.type === "ul" ? block.items : block.rows.flat(),
    )
    .join("\n");
}

describe("the posting policy's section on the person a post is about", () => {
  const text = sectionText(postingPolicy, "when-a-post-is-about-you");

  it("comes after Privacy and before Removal Requests", () => {
    const ids = postingPolicy.sections.map((section) => section.id);
    expect(ids.slice(3, 6)).toEqual(["privacy", "when-a-post-is-about-you", "removal-requests"]);
    expect(postingPolicy.sections[4]?.heading).toBe("5. When a Post Is About You");
  });

  it("offers the three choices, each behind a button, so opening a link changes nothing", () => {
    const section = postingPolicy.sections.find((item) => item.id === "when-a-post-is-about-you");
    const choices = section?.blocks.find((block) => block.type === "ul");
    expect(choices?.type === "ul" && choices.items.map((item) => item.split(":")[0])).toEqual([
      "Confirm",
      "Suggest a correction",
      "Take it down",
    ]);
    expect(text).toContain("Opening a link changes nothing by itself");
    expect(text).toContain("The post stays as it is until a moderator decides.");
  });

  it("says a take-down is at once, faster than a removal request", () => {
    expect(text).toContain("Take it down: the post leaves the site at once.");
    expect(text).toContain(
      `It is faster than a removal request by e-mail or through our {contact}, which we process within ${removalTime}.`,
    );
    expect(text).toMatch(/the person who shared it is told, without your e-mail address/);
    // The request by e-mail stays, for anyone, and points to the quicker way.
    const removal = sectionText(postingPolicy, "removal-requests");
    expect(removal).toContain("Anyone can ask us to remove a post about them.");
    expect(removal).toContain(
      "its “Take it down” link is quicker: the post leaves the site at once.",
    );
  });

  it("says how long the links work, and what the mark means", () => {
    expect(personLinkDays).toBe(90);
    expect(text).toContain("The links work for 90 days.");
    expect(text).toContain(
      "“Confirmed by” and a first name mean that the person the post is about received our e-mail, at the address given for them, and confirmed the details.",
    );
    expect(text).toContain("A post without the mark is not necessarily wrong");
    expect(text).toContain("tick “This is me”");
  });

  it("keeps the person's address private", () => {
    expect(text).toContain("The address stays private: it is never published");
    expect(sectionText(postingPolicy, "privacy")).toContain(
      "not the one they may give us for the person the movement is about",
    );
  });
});

describe("the privacy policy on the person a movement is about", () => {
  const privacy = sectionText(websitePolicies, "privacy-policy");

  it("says what is kept about them, why, and for how long", () => {
    const row = storedData.find((item) => item.what.startsWith("Career movements about you"));
    expect(row?.tables).toEqual(["movement_submissions"]);
    expect(row?.what).toContain(
      "that address, never shown and used only to send you the e-mail about the movement and for its links",
    );
    expect(row?.what).toContain("a fingerprint of it (a SHA-256 hash), not the link itself");
    expect(expiredPersonLinkDays).toBe(90);
    expect(row?.kept).toBe(
      "As long as the movement is kept, unless you ask us to delete them; your address is deleted at once when you take the movement down. The e-mail's links are blanked from our copy once it is sent. A link works for 90 days; its record is deleted 90 days after that.",
    );
    // The row is in the table on the page.
    expect(privacy).toContain(row?.what);
  });

  it("names the e-mail they receive, the one not caused by the reader", () => {
    expect(privacy).toContain(
      "with one exception: the e-mail to the person a career movement is about, at the address given for them.",
    );
    expect(privacy).toContain(
      "one e-mail with three links, to confirm the details, suggest a correction or take the post down, each working for 90 days",
    );
    expect(privacy).toContain(
      "if the person it is about takes it down, a note saying so, which does not include their address",
    );
  });
});

// Issue 32: companies answer for themselves. The posting policy's last section says what a claim
// allows and never allows, states the review rules a flag names, forbids review gating and says
// how a claim is revoked; the website policies summarize it, and the privacy policy names the
// representative's e-mails.

describe("the posting policy's section for companies", () => {
  const section = postingPolicy.sections.find((item) => item.id === "for-companies");
  const text = sectionText(postingPolicy, "for-companies");

  it("is the ninth and last section", () => {
    expect(postingPolicy.sections.at(-1)?.id).toBe("for-companies");
    expect(postingPolicy.sections.at(-1)?.heading).toBe("9. For Companies");
  });

  it("lists the rule of every reason a review can be flagged for, in the flag form's order", () => {
    const lists = section?.blocks.filter((block) => block.type === "ul") ?? [];
    const rules = reviewFlagReasons.map((reason) => reason.rule);
    expect(lists).toContainEqual({ type: "ul", items: rules });
    expect(text).toContain("the reasons a representative can flag a review for:");
  });

  it("says what a claim allows, and what it never allows", () => {
    expect(text).toContain("once per review, in up to 2,000 characters");
    expect(text).toContain("the reply as last approved stays shown until the edit is approved");
    expect(text).toContain("it never hides the review by itself");
    expect(text).toContain("“Updated by the company”");
    expect(text).toContain("a weekly digest instead, sent only in weeks with new reviews; or none");
    expect(text).toContain("A claim never allows a company to:");
    expect(text).toContain("never a reviewer's e-mail address");
    expect(text).toContain("Have a review taken down because it is negative.");
  });

  it("forbids review gating, and names the FTC rule and its sources", () => {
    expect(text).toContain("never only the ones it expects to be happy");
    expect(text).toContain("16 CFR Part 465), in force since October 21, 2024");
    const last = section?.blocks.at(-1);
    expect(last?.type === "p" && last.text).toMatch(
      /^Sources: .*https:\/\/www\.ftc\.gov\/.*89 FR 68034 \(August 22, 2024\)\. Last reviewed 29 November 2026\.$/,
    );
  });

  it("says how a claim is revoked, and what happens to published replies", () => {
    expect(text).toContain("A moderator can revoke a representative's claim at any time");
    expect(text).toContain("ends the representative's sign-in sessions at once");
    expect(text).toContain("The company asks us to, through our {contact}.");
    expect(text).toContain("Replies already published stay under the company's name");
  });
});

describe("the website policies for companies", () => {
  it("summarize the claim after the Terms of Use, and point to the posting policy", () => {
    const ids = websitePolicies.sections.map((section) => section.id);
    expect(ids[ids.indexOf("terms-of-use") + 1]).toBe("for-companies");
    const text = sectionText(websitePolicies, "for-companies");
    expect(text).toContain("A claim never allows a company to hide, edit or remove a review");
    expect(text).toContain("A moderator can revoke a claim at any time");
    expect(text).toContain("the “For Companies” section of our Posting Policy");
    expect(websitePolicies.lastUpdated).toBe("29 Nov 2026");
  });

  it("name the representative's e-mails about reviews, each with an unsubscribe", () => {
    const privacy = sectionText(websitePolicies, "privacy-policy");
    expect(privacy).toContain(
      "one each time a review of it is published, with a link to reply; a weekly digest instead, sent only in weeks with new reviews; or none. Each has an unsubscribe link and one-click unsubscribe.",
    );
  });
});
