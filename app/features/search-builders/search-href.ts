// Kept apart from saved.ts: the template links need only this on the page's first load, and the
// saved-searches panel, loaded when opened, brings the rest.

export type Builder = "xray" | "boolean";

/** A builder's form values, exactly the fields of its URL query, as strings. */
export type SearchValues = Record<string, string>;

export const builders = {
  xray: {
    path: "/xray-search-builder",
    label: "X-Ray",
    fields: [
      "jobTitle",
      "location",
      "skills",
      "seniority",
      "company",
      "exclude",
      "platform",
      "country",
      "skipNoise",
    ],
  },
  boolean: {
    path: "/boolean-search-builder",
    label: "Boolean",
    fields: ["jobTitles", "andKeywords", "orKeywords", "notKeywords", "location", "orJoin"],
  },
} as const;

export const storageKey = (builder: Builder) => `staffing-spotlight:saved-searches:${builder}`;

/** The builder's URL for these values: loading it fills the form and builds the output. */
export function searchHref(builder: Builder, values: SearchValues): string {
  const params = new URLSearchParams();
  for (const field of builders[builder].fields) {
    const value = values[field] ?? "";
    // An unticked checkbox is absent from a form's query, so it is left out here too.
    if (field === "skipNoise" && value !== "on") continue;
    params.set(field, value);
  }
  return `${builders[builder].path}?${params.toString()}`;
}

/** Navigation state that makes the builder's form take the URL's values (see useResetKey). */
export const fillForm = { fillForm: true };
