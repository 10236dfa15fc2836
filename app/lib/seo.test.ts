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
    expect(find(tags, "property", "og:description")?.content).toBe("About the site.");
    // X's card falls back to the Open Graph title, description and image: not sent twice.
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    for (const name of ["twitter:title", "twitter:description", "twitter:image"]) {
      expect(find(tags, "name", name)).toBeUndefined();
    }
  });

  it("gives the home page the site's tagline as its title", () => {
    const tags = seo({ description: "Home.", path: "/" }, matches);
    expect(tags).toContainEqual({
      title: "Staffing Spotlight: Celebrating Staffing Success Stories",
    });
  });

  it("leaves out URL tags when the site config is unavailable", () => {
    const tags = seo({ title: "Error", description: "x", path: "/x" }, []);
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(tags).toContainEqual({ title: "Error | Staffing Spotlight" });
  });
});
