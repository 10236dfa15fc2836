import { describe, expect, it } from "vitest";
import { postingPolicy, storedData, websitePolicies, type PolicyPage } from "./policies";
import { removalTime } from "./promises";
import { expiredPersonLinkDays, personLinkDays } from "./retention";

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
