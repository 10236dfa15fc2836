import { describe, expect, it } from "vitest";
import { seo } from "./seo";

const matches = [
  {
    id: "root",
    loaderData: {
      site: {
        name: "Staffing Spotlight",
        hashtag: "StaffingSpotlight",
        url: "https://staffingspotlight.com",
        contactEmail: "hello@example.org",
        linkedinUrl: "https://www.linkedin.com/company/x",
      },
    },
  },
];

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("seo", () => {
  it("suffixes the title with the site name and builds the canonical URL from the site URL", () => {
    const tags = seo(
      { title: "About Us", description: "About the site.", path: "/about" },
      matches,
    );
    expect(tags).toContainEqual({ title: "About Us | Staffing Spotlight" });
    expect(find(tags, "rel", "canonical")?.href).toBe("https://staffingspotlight.com/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://staffingspotlight.com/about");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://staffingspotlight.com/og-image.png",
    );
    expect(find(tags, "name", "twitter:description")?.content).toBe("About the site.");
  });

  it("gives the home page the site's tagline as its title", () => {
    const tags = seo({ description: "Home.", path: "/" }, matches);
    expect(tags).toContainEqual({
      title: "Staffing Spotlight: Celebrating Staffing Success Stories",
    });
  });

  it("names a page's own share card, with its type and its alt text for both networks", () => {
    const tags = seo(
      {
        title: "Ann Lee",
        description: "Ann Lee is now Director.",
        path: "/movements/7",
        image: { path: "/movements/7/card/0123456789abcdef.png", alt: "Ann Lee, now Director." },
      },
      matches,
    );
    const image = "https://staffingspotlight.com/movements/7/card/0123456789abcdef.png";
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Ann Lee, now Director.");
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:image:alt")?.content).toBe("Ann Lee, now Director.");
  });

  it("leaves out URL tags when the site config is unavailable", () => {
    const tags = seo({ title: "Error", description: "x", path: "/x" }, []);
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(tags).toContainEqual({ title: "Error | Staffing Spotlight" });
  });
});
