import { describe, expect, it } from "vitest";
import { absoluteUrl, mailto, postRemovalMailto, shareMovementMailto } from "./site";

const site = { url: "https://staffingspotlight.com", contactEmail: "hello@example.org" };

describe("mail links", () => {
  it("encode the subject", () => {
    expect(mailto("a@b.co", "Post Removal & more")).toBe(
      "mailto:a@b.co?subject=Post%20Removal%20%26%20more",
    );
    expect(mailto("a@b.co")).toBe("mailto:a@b.co");
  });

  it("'Share Movement' opens a message with that subject and a template", () => {
    const url = new URL(shareMovementMailto(site));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.org");
    expect(url.searchParams.get("subject")).toBe("Share Movement");
    expect(url.searchParams.get("body")).toContain("New role:");
  });

  it("'Post Removal' asks for the post's link", () => {
    const url = new URL(postRemovalMailto(site));
    expect(url.searchParams.get("subject")).toBe("Post Removal Request");
    expect(url.searchParams.get("body")).toContain("Link to the post:");
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL and a path", () => {
    expect(absoluteUrl(site, "/about")).toBe("https://staffingspotlight.com/about");
    expect(absoluteUrl(site, "/")).toBe("https://staffingspotlight.com/");
  });
});
