// What a staffing buyer narrows the directory by: a company's specialties, the kinds of service
// it offers and the US states it serves. Each list's values are what is stored and what the
// directory's address carries (?specialty=it&service=direct-hire&state=TX); pure, so the add
// form, the moderators' edit, the profile and the directory share one list.

export interface Choice {
  value: string;
  label: string;
}

export const specialtyChoices: readonly Choice[] = [
  { value: "it", label: "IT" },
  { value: "healthcare", label: "Healthcare" },
  { value: "light-industrial", label: "Light industrial" },
  { value: "finance-accounting", label: "Finance and accounting" },
  { value: "engineering", label: "Engineering" },
  { value: "legal", label: "Legal" },
  { value: "executive-search", label: "Executive search" },
  { value: "administrative", label: "Administrative and clerical" },
  { value: "sales-marketing", label: "Sales and marketing" },
  { value: "scientific-clinical", label: "Scientific and clinical research" },
  { value: "education", label: "Education" },
  { value: "skilled-trades", label: "Skilled trades" },
  { value: "logistics", label: "Logistics and warehouse" },
  { value: "hospitality", label: "Hospitality and events" },
];

export const serviceChoices: readonly Choice[] = [
  { value: "temporary", label: "Temporary" },
  { value: "temp-to-hire", label: "Temp-to-hire" },
  { value: "direct-hire", label: "Direct hire" },
  { value: "rpo", label: "RPO" },
  { value: "msp", label: "MSP" },
  { value: "payrolling", label: "Payrolling" },
];

/** Serves every state: one choice, which a filter by any state also finds. */
export const nationwide: Choice = { value: "US", label: "Nationwide" };

// prettier-ignore
export const stateChoices: readonly Choice[] = (
  [
    ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"],
    ["CA", "California"], ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"],
    ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"],
    ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
    ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"],
    ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"],
    ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
    ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
    ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
    ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"],
    ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"],
    ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"],
    ["WI", "Wisconsin"], ["WY", "Wyoming"],
  ] as const
).map(([value, label]) => ({ value, label }));

/** The three facets, by the name each has in a form and in the directory's address. */
export const facets = {
  specialty: { field: "specialties", label: "Specialty", choices: specialtyChoices },
  service: { field: "services", label: "Service", choices: serviceChoices },
  state: { field: "states", label: "State served", choices: [nationwide, ...stateChoices] },
} as const;
export type Facet = keyof typeof facets;
export const facetNames = Object.keys(facets) as Facet[];

/** The label of a stored value, or the value itself if the list no longer has it. */
export function choiceLabel(facet: Facet, value: string): string {
  return facets[facet].choices.find((choice) => choice.value === value)?.label ?? value;
}

/**
 * Each filter's options with the number of companies the directory would list if that option
 * were chosen, the search and the other filters kept ("IT (12)"); a facet whose matches are
 * more than countCap has no counts (undefined), as the directory then says "1,000+" (decision
 * 0028). Options without companies may be missing: 0.
 */
export type FacetCounts = Record<Facet, Record<string, number> | undefined>;

/** One value per facet at most: the directory's filters. */
export type DirectoryFilters = Partial<Record<Facet, string>>;

/** The filters in an address: known values only (anything else is ignored, never an error). */
export function parseFilters(params: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  for (const facet of facetNames) {
    const value = params.get(facet);
    if (value && facets[facet].choices.some((choice) => choice.value === value))
      filters[facet] = value;
  }
  return filters;
}

/** The directory's address for a search, its filters and a page; empty parts left out. */
export function directoryHref(q: string, filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  for (const facet of facetNames) {
    const value = filters[facet];
    if (value) params.set(facet, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/companies?${query}` : "/companies";
}

/**
 * Matches beyond this many are shown as "1,000+" (decision 0026): counting each of them is the
 * one cost of a search or a filter that grows with the directory, and beyond a thousand the
 * exact number tells a visitor nothing they act on.
 */
export const countCap = 1_000;
