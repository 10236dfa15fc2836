import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatCount } from "~/lib/numbers";
import {
  facetNames,
  facets,
  type DirectoryFilters,
  type Facet,
  type FacetCounts,
} from "./directory";

/** The form's fields without the empty ones: a shorter address to share. */
function filledParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value) params.append(name, value);
  return params;
}

const select =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm";

/**
 * One filter. It changes the directory only when the form is sent (the Apply button, or Enter
 * in the select), never as arrow keys move through its options (WCAG 3.2.2): a keyboard user
 * reaches "Healthcare" before anything reloads. Controlled, so that the page's update keeps the
 * same element, and with it the focus; it follows the address when a filter is removed by a
 * link. Each option says how many companies it would list ("IT (12)"), when counted.
 */
function FilterSelect({
  facet,
  current,
  counts,
}: {
  facet: Facet;
  current: string;
  counts: Record<string, number> | undefined;
}) {
  const [value, setValue] = useState(current);
  // The address's value changed (a filter removed by a link, Back): shown from this render on.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  return (
    <label className="text-sm font-medium text-slate-800">
      {facets[facet].label}
      <select
        name={facet}
        value={value}
        className={select}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
      >
        <option value="">Any</option>
        {facets[facet].choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {counts ? `${choice.label} (${formatCount(counts[choice.value] ?? 0)})` : choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The directory's search and filters: one GET form, so a search or filters are an address to
 * share and work without JavaScript. With it, typing searches as one pauses (the address is
 * replaced, the scroll and focus kept), and a filter applies on the Apply button or Enter.
 */
export function DirectoryForm({
  q,
  filters,
  counts,
}: {
  q: string;
  filters: DirectoryFilters;
  counts: FacetCounts;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (form: HTMLFormElement | null) =>
    submit(filledParams(form as HTMLFormElement), {
      action: "/companies",
      replace: true,
      preventScrollReset: true,
    });
  return (
    <Form
      method="get"
      action="/companies"
      role="search"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        search(event.currentTarget);
      }}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex w-full max-w-xl gap-2">
          <label htmlFor="company-search" className="sr-only">
            Search companies by name, industry or location
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
            />
            <input
              id="company-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder="Search by name, industry or location"
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 shadow-sm"
              onChange={(event) => {
                const form = event.currentTarget.form;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => search(form), 250);
              }}
            />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Search
          </button>
        </div>
        <PageLink to="/submit-company" className={buttonClass("primary")}>
          <Icon name="plus" aria-hidden="true" />
          Add Company
        </PageLink>
      </div>
      <fieldset className="grid items-end gap-3 sm:grid-cols-4 lg:max-w-4xl">
        <legend className="sr-only">Filters</legend>
        {facetNames.map((facet) => (
          <FilterSelect
            key={facet}
            facet={facet}
            current={filters[facet] ?? ""}
            counts={counts[facet]}
          />
        ))}
        <button type="submit" className={buttonClass("secondary")}>
          Apply filters
        </button>
      </fieldset>
    </Form>
  );
}
