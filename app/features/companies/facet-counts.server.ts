import { sql } from "kysely";
import {
  activeFilters,
  directoryMatches,
  withBitmapsOnly,
  type DirectoryPage,
  type Filter,
} from "./companies.server";
import {
  countCap,
  facetNames,
  nationwide,
  stateChoices,
  type DirectoryFilters,
  type Facet,
  type FacetCounts,
} from "./directory";

const stateValues = stateChoices.map((choice) => choice.value);

const choiceTables = {
  specialty: "company_specialties",
  service: "company_services",
  state: "company_states",
} as const satisfies Record<Facet, string>;

/**
 * The counts of every option of every filter for the search and filters of `listing`, in one
 * statement. A facet's options are counted over the companies that match the search and the
 * other facets' filters (choosing one of them replaces the facet's own value): so the facets
 * without a filter share the listing's matches, and each facet with one has matches of its own.
 * Each set of matches is collected through the indexes up to countCap + 1, as listCompanies
 * does, and its choices are counted only when there are no more than countCap: no request
 * reads more than about countCap companies' choices per set, whatever the directory's size.
 * When the listing itself has more than countCap matches, every set (its superset) has too,
 * and nothing is read.
 */
export async function facetCounts(
  search: string,
  filters: DirectoryFilters,
  listing: Pick<DirectoryPage, "exact" | "total">,
): Promise<FacetCounts> {
  const counts: FacetCounts = { specialty: undefined, service: undefined, state: undefined };
  // A listing of more than countCap (the whole directory is counted exactly, issue 35) has no
  // counts either: asked anyway, PostgreSQL read every company's choices to find none to count
  // (25 ms a page at 100,000 companies).
  if (!listing.exact || listing.total > countCap) return counts;
  const active = activeFilters(filters);
  // One set of matches per distinct filters: the listing's, and each active facet's without it.
  const sets = new Map<string, { filters: Filter[]; facets: Facet[] }>();
  for (const facet of facetNames) {
    const kept = active.filter(([other]) => other !== facet);
    const key = kept.map(([other]) => other).join();
    const set = sets.get(key) ?? { filters: kept, facets: [] };
    set.facets.push(facet);
    sets.set(key, set);
  }
  const bases = [...sets.values()];
  const ctes = bases.map(
    (base, index) =>
      sql`${sql.id(`set${index}`)} as materialized (select found.id from ${
        directoryMatches(search, base.filters).ids
      } as found limit ${countCap + 1})`,
  );
  // Each set's size (facet null), then the options' counts of a set within countCap; for the
  // states, also how many companies serve both a state and the nation ("nationwide" rows).
  const parts = bases.flatMap((base, index) => {
    const set = sql.id(`set${index}`);
    // A set beyond countCap gives no ids at all: a limit of 0, which SQLite checks before
    // reading anything (a condition beside the join would be tested row by row).
    const within = sql`company_id in (select id from ${set} limit case
      when (select count(*) from ${set}) <= ${sql.lit(countCap)} then ${sql.lit(countCap)} else 0 end)`;
    const counted = (facet: Facet, label: string, also = sql`1 = 1`) =>
      sql`select ${sql.lit(index)} as base, ${sql.lit(label)} as facet, value, count(*) as n
        from ${sql.table(choiceTables[facet])} where ${within} and ${also} group by value`;
    return [
      sql`select ${sql.lit(index)} as base, cast(null as text) as facet,
        cast(null as text) as value, (select count(*) from ${set}) as n`,
      ...base.facets.map((facet) => counted(facet, facet)),
      ...(base.facets.includes("state")
        ? [
            counted(
              "state",
              "nationwide",
              sql`company_id in (select company_id from company_states
                where value = ${sql.lit(nationwide.value)})`,
            ),
          ]
        : []),
    ];
  });
  const { rows } = await withBitmapsOnly(
    sql<{ base: number | string; facet: string | null; value: string; n: number | string }>`
      with ${sql.join(ctes)}
      ${sql.join(parts, sql` union all `)}`,
  );
  const exact = new Set(
    rows
      .filter((row) => row.facet === null && Number(row.n) <= countCap)
      .map((row) => Number(row.base)),
  );
  bases.forEach((base, index) => {
    if (!exact.has(index)) return;
    for (const facet of base.facets) counts[facet] = {};
  });
  const both: Record<string, number> = {};
  for (const row of rows) {
    if (row.facet === "nationwide") both[row.value] = Number(row.n);
    const found = row.facet && counts[row.facet as Facet];
    if (found) found[row.value] = Number(row.n);
  }
  // A state's filter also finds the companies serving the nation: those serving the state, plus
  // those serving the nation, less those counted twice.
  const states = counts.state;
  const serveNation = states?.[nationwide.value] ?? 0;
  if (states && serveNation)
    for (const state of new Set([...Object.keys(states), ...stateValues]))
      if (state !== nationwide.value)
        states[state] = (states[state] ?? 0) + serveNation - (both[state] ?? 0);
  return counts;
}
