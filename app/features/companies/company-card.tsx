import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { CompanyCard as Card } from "./companies.server";
import { CompanyLogo } from "./company-logo";
import { reviewLabel, Stars } from "./stars";

export function CompanyCard({ company }: { company: Card }) {
  return (
    <article aria-labelledby={`company-${company.id}`} className="card">
      <div className="flex items-start gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logo_url} />
        <div className="min-w-0">
          <h2 id={`company-${company.id}`} className="font-semibold text-slate-900">
            {company.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Stars rating={company.average_rating} count={company.review_count} />
            <span>{reviewLabel(company.review_count)}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 text-xs">
        {company.industry ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
            {company.industry}
          </span>
        ) : null}
        {company.location ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
            <Icon name="map-pin" aria-hidden="true" className="size-3" />
            {company.location}
          </span>
        ) : null}
        {company.is_demo ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 font-medium text-amber-900">
            Demo listing
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm leading-6 text-slate-600">{company.description}</p>
      </div>
      <PageLink
        to={`/company/${company.id}`}
        className={`${buttonClass("secondary")} mt-5`}
        aria-label={`View Profile: ${company.name}`}
      >
        View Profile
      </PageLink>
    </article>
  );
}
