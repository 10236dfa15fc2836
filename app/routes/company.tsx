import { Building2, ExternalLink, MapPin, Users } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { findApprovedCompany } from "~/features/companies/companies.server";
import { CompanyLogo } from "~/features/companies/company-logo";
import { reviewLabel } from "~/features/companies/schema";
import { Stars } from "~/features/companies/stars";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/company";

export async function loader({ params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
  const company = Number.isSafeInteger(id) ? await findApprovedCompany(id) : undefined;
  if (!company) throw data(null, { status: 404 });
  return { company };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = loaderData?.company;
  if (!company) return [{ title: "Page not found | Staffing Spotlight" }];
  const about =
    company.description ?? `${company.name} on the Staffing Spotlight company directory.`;
  return seo(
    {
      title: company.name,
      path: `/company/${company.id}`,
      description: about.length > 160 ? `${about.slice(0, 157).trimEnd()}...` : about,
    },
    matches,
  );
};

export default function CompanyProfile({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const facts = [
    { label: "Industry", value: company.industry, icon: Building2 },
    { label: "Location", value: company.location, icon: MapPin },
    { label: "Employees", value: company.employee_count, icon: Users },
  ].filter((fact) => fact.value);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Link to="/companies" className="text-sm font-medium text-brand-700 hover:underline">
        ← All companies
      </Link>
      <article className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <CompanyLogo name={company.name} logoUrl={company.logo_url} size="lg" />
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{company.name}</h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
              <Stars rating={company.average_rating} size="md" />
              <span>
                {company.review_count ? `${company.average_rating.toFixed(1)} out of 5 · ` : ""}
                {reviewLabel(company.review_count)}
              </span>
            </p>
            {company.is_demo ? (
              <p className="mt-2 inline-block rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900">
                Demo listing: a fictional company shown for demonstration
              </p>
            ) : null}
          </div>
        </header>
        {facts.length ? (
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {facts.map(({ label, value, icon: Icon }) => (
              <div key={label} className="rounded-xl bg-slate-50 p-4">
                <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </dt>
                <dd className="mt-1 font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <section aria-labelledby="about-company" className="mt-8">
          <h2 id="about-company" className="text-lg font-semibold text-slate-900">
            About {company.name}
          </h2>
          <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">
            {company.description ?? "This company has not added a description yet."}
          </p>
        </section>
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className={`${buttonClass("primary")} mt-8`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Visit website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </article>
    </div>
  );
}
