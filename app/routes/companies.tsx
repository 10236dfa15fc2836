import { Plus, Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { listCompanies } from "~/features/companies/companies.server";
import { CompanyCard } from "~/features/companies/company-card";
import {
  choiceLabel,
  countCap,
  directoryHref,
  facetNames,
  facets,
  parseFilters,
} from "~/features/companies/directory";
import { companiesPageSize } from "~/features/companies/schema";
import { parsePage, searchParam } from "~/lib/params";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/companies";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Staffing Companies Directory",
      path: "/companies",
      description:
        "Browse US staffing and recruitment companies by name, industry or location, read their ratings and reviews, and add a company that is missing.",
    },
    matches,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchParam(url, "q");
  const page = parsePage(url);
  const filters = parseFilters(url.searchParams);
  const { companies, total, exact, hasNext } = await listCompanies(q, page, filters);
  return {
    q,
    filters,
    page,
    companies,
    total,
    exact,
    hasNext,
    // Known only when the matches were counted to the end.
    pages: exact ? Math.max(1, Math.ceil(total / companiesPageSize)) : undefined,
    submitted: url.searchParams.has("submitted"),
  };
}

/** The form's fields without the empty ones: a shorter address to share. */
function filledParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value) params.append(name, value);
  return params;
}

const count = new Intl.NumberFormat("en-US");

const select =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm";

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { q, filters, page, companies, total, exact, hasNext, pages, submitted } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/companies";
  const active = facetNames.filter((facet) => filters[facet]);
  const search = (form: HTMLFormElement | null) =>
    submit(filledParams(form as HTMLFormElement), {
      action: "/companies",
      replace: true,
      preventScrollReset: true,
    });

  return (
    <>
      <PageHeader eyebrow="Company directory" title="Staffing Companies">
        <p>
          Discover staffing and recruitment firms across the US, and see what the community says
          about them.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {submitted ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            Thank you! The company you added will appear in the directory once a moderator has
            reviewed it.
          </p>
        ) : null}
        <Form
          method="get"
          action="/companies"
          role="search"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            search(event.currentTarget);
          }}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex w-full max-w-xl gap-2">
              <label htmlFor="company-search" className="sr-only">
                Search companies by name, industry or location
              </label>
              <div className="relative flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
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
            <Link to="/submit-company" className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              Add Company
            </Link>
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
            <legend className="sr-only">Filters</legend>
            {facetNames.map((facet) => (
              <label key={facet} className="text-sm font-medium text-slate-800">
                {facets[facet].label}
                <select
                  name={facet}
                  defaultValue={filters[facet] ?? ""}
                  key={filters[facet] ?? ""}
                  className={select}
                  onChange={(event) => search(event.currentTarget.form)}
                >
                  <option value="">Any</option>
                  {facets[facet].choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        </Form>
        {active.length ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-700">Filtered by:</span>
            <ul className="contents">
              {active.map((facet) => (
                <li key={facet}>
                  <Link
                    to={directoryHref(q, { ...filters, [facet]: undefined })}
                    className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-brand-800 hover:border-brand-600"
                  >
                    {facets[facet].label}: {choiceLabel(facet, filters[facet] ?? "")}
                    <X aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(remove this filter)</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={directoryHref(q, {})}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              Clear filters
            </Link>
          </div>
        ) : null}

        <h2
          className="mt-8 text-lg font-semibold text-slate-900"
          aria-live="polite"
          aria-busy={searching}
        >
          {exact ? count.format(total) : `${count.format(countCap)}+`}{" "}
          {exact && total === 1 ? "company" : "companies"}
          {q ? ` matching "${q}"` : ""}
        </h2>

        {companies.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        ) : q ? (
          <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
            No companies found matching "{q}". Try adjusting your search terms.
          </p>
        ) : active.length ? (
          <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
            No companies match these filters.{" "}
            <Link to="/companies" className="font-medium text-brand-700 underline">
              Clear filters
            </Link>
          </p>
        ) : (
          <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-slate-700">No companies found. Be the first to add a company!</p>
            <Link to="/submit-company" className={`${buttonClass("primary")} mt-5`}>
              <Plus aria-hidden="true" className="size-4" />
              Add First Company
            </Link>
          </div>
        )}

        {page > 1 || hasNext ? (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link to={directoryHref(q, filters, page - 1)} className={buttonClass("secondary")}>
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              {pages ? `Page ${page} of ${pages}` : `Page ${page}`}
            </p>
            {hasNext ? (
              <Link to={directoryHref(q, filters, page + 1)} className={buttonClass("secondary")}>
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
