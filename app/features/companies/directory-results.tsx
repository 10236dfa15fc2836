import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatCount } from "~/lib/numbers";
import type { CompanyCard as Card } from "./companies.server";
import { CompanyCard } from "./company-card";
import {
  choiceLabel,
  countCap,
  directoryHref,
  facetNames,
  facets,
  type DirectoryFilters,
} from "./directory";

/** The filters in use, each a link that removes it, and one that clears them all. */
export function ActiveFilters({ q, filters }: { q: string; filters: DirectoryFilters }) {
  const active = facetNames.filter((facet) => filters[facet]);
  if (!active.length) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Filtered by:</span>
      <ul className="contents">
        {active.map((facet) => (
          <li key={facet}>
            <PageLink
              to={directoryHref(q, { ...filters, [facet]: undefined })}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-brand-800 hover:border-brand-600"
            >
              {facets[facet].label}: {choiceLabel(facet, filters[facet] ?? "")}
              <Icon name="x" aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(remove this filter)</span>
            </PageLink>
          </li>
        ))}
      </ul>
      <PageLink
        to={directoryHref(q, {})}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        Clear filters
      </PageLink>
    </div>
  );
}

/** The count heading (announced as it changes), the cards, or the empty state that fits. */
export function DirectoryResults({
  q,
  filtered,
  companies,
  total,
  exact,
  searching,
}: {
  q: string;
  filtered: boolean;
  companies: Card[];
  total: number;
  exact: boolean;
  searching: boolean;
}) {
  return (
    <>
      <h2
        className="mt-8 text-lg font-semibold text-slate-900"
        aria-live="polite"
        aria-busy={searching}
      >
        {exact ? formatCount(total) : `${formatCount(countCap)}+`}{" "}
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
      ) : filtered ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          No companies match these filters.{" "}
          <PageLink to="/companies" className="font-medium text-brand-700 underline">
            Clear filters
          </PageLink>
        </p>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">No companies found. Be the first to add a company!</p>
          <PageLink to="/submit-company" className={`${buttonClass("primary")} mt-5`}>
            <Icon name="plus" aria-hidden="true" />
            Add First Company
          </PageLink>
        </div>
      )}
    </>
  );
}

/** Previous and next page, and where this page is ("Page 3 of 42", or "Page 3" when capped). */
export function DirectoryPages({
  q,
  filters,
  page,
  pages,
  hasNext,
}: {
  q: string;
  filters: DirectoryFilters;
  page: number;
  pages: number | undefined;
  hasNext: boolean;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <PageLink to={directoryHref(q, filters, page - 1)} className={buttonClass("secondary")}>
          Previous page
        </PageLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        {pages ? `Page ${page} of ${pages}` : `Page ${page}`}
      </p>
      {hasNext ? (
        <PageLink to={directoryHref(q, filters, page + 1)} className={buttonClass("secondary")}>
          Next page
        </PageLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
