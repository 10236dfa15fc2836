import { describe, expect, it } from "vitest";
import { normalizeTags, suggestedTags } from "./fields";
import { movementSchema } from "./schema";

const valid = {
  name: "Ana Ruiz",
  newRole: "VP Sales",
  company: "Quillmark",
  description: "Promoted.",
};

describe("normalizeTags", () => {
  it("splits on commas, trims, drops '#', empties and duplicates ignoring case", () => {
    expect(normalizeTags([" #Promotion , promotion", "", "NewRole", "  "])).toEqual([
      "Promotion",
      "NewRole",
    ]);
  });
  it("removes markup from tags", () =>
    expect(normalizeTags(["<b>Leadership</b>"])).toEqual(["Leadership"]));
});

describe("movementSchema", () => {
  it("has the spec's 12 suggestions, one of them the site's own tag", () => {
    expect(suggestedTags).toHaveLength(12);
    expect(suggestedTags).toContain("StaffingSpotlight");
  });

  it("turns empty optional fields into null and lower-cases the e-mail", () => {
    const parsed = movementSchema.parse({
      ...valid,
      previousRole: "",
      submitterEmail: " Ana@Example.COM ",
    });
    expect(parsed).toMatchObject({
      previousRole: null,
      previousCompany: null,
      submitterEmail: "ana@example.com",
      tags: [],
    });
  });

  it("accepts exactly 100 characters for a name and 1000 for a description", () => {
    expect(
      movementSchema.safeParse({ ...valid, name: "n".repeat(100), description: "d".repeat(1000) })
        .success,
    ).toBe(true);
  });

  it("accepts 10 tags and refuses 11", () => {
    const tags = Array.from({ length: 11 }, (_, i) => `T${i}`);
    expect(movementSchema.safeParse({ ...valid, tags: tags.slice(0, 10) }).success).toBe(true);
    const refused = movementSchema.safeParse({ ...valid, tags });
    expect(refused.error?.issues[0]?.message).toBe("You can add up to 10 tags.");
  });
});
