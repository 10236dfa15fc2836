import { useActionData } from "react-router";
import { PageLink } from "~/components/page-link";
import { ActionToast } from "~/components/toasts";
import { Icon } from "~/components/ui/icon";
import {
  approvedReviews,
  ratingDistribution,
  relationshipCounts,
  submitReview,
} from "~/features/reviews/reviews.server";
import { parseRelationshipFilter } from "~/features/reviews/relationships";
import {
  RatingSummary,
  ReviewFilter,
  ReviewList,
  WriteReview,
} from "~/features/reviews/review-section";
import { claimedSince } from "~/features/claims/claims.server";
import { ClaimStatus, RepresentativesNote } from "~/features/claims/claim-status";
import { CompanyJsonLd } from "~/features/reviews/company-json-ld";
import { reviewForm } from "~/features/reviews/schema";
import { failedBeforeSave, readForm, submitForm } from "~/lib/submission.server";
import { buttonClass } from "~/components/ui/button";
import { findApprovedCompany } from "~/features/companies/companies.server";
import { CompanyChoices } from "~/features/companies/company-choices";
import { CompanyLogo } from "~/features/companies/company-logo";
import { reviewLabel, Stars } from "~/features/companies/stars";
import { notFound } from "~/lib/not-found";
import { parseId } from "~/lib/params";
import { seo } from "~/lib/seo";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/company";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

async function companyFromParams(params: { id: string }) {
  const id = parseId(params.id);
  const company = id === null ? undefined : await findApprovedCompany(id);
  if (!company) throw notFound("company");
  return company;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const company = await companyFromParams(params);
  const filter = parseRelationshipFilter(new URL(request.url));
  const [reviews, distribution, relationships, since] = await Promise.all([
    approvedReviews(company.id, filter),
    ratingDistribution(company.id),
    relationshipCounts(company.id),
    claimedSince(company.id),
  ]);
  return { company: shownCompany(company), reviews, distribution, relationships, filter, since };
}

/**
 * The profile's company without the row's bookkeeping (its status, name key and creation time),
 * which the page never shows: the loader's data travels with the page's HTML (issue 35).
 */
function shownCompany(company: Awaited<ReturnType<typeof companyFromParams>>) {
  const shown: Partial<typeof company> = { ...company };
  delete shown.status;
  delete shown.name_key;
  delete shown.created_at;
  return shown as Omit<typeof company, "status" | "name_key" | "created_at">;
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  let company;
  try {
    company = await companyFromParams(args.params);
  } catch (error) {
    return failedBeforeSave(error, reviewForm, formData);
  }
  const { id, name } = company;
  return submitForm(
    { ...args, formData },
    reviewForm,
    (review) => submitReview({ id, name }, review),
    id,
  );
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
  const { company, reviews, distribution, relationships, filter, since } = loaderData;
  const result = useActionData<typeof action>();
  const facts = [
    { label: "Industry", value: company.industry, icon: "building-complex" as const },
    { label: "Location", value: company.location, icon: "map-pin" as const },
    { label: "Employees", value: company.employee_count, icon: "users" as const },
  ].filter((fact) => fact.value);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <CompanyJsonLd company={company} reviews={reviews} />
      <PageLink to="/companies" className="text-sm font-medium text-brand-700 hover:underline">
        ← All companies
      </PageLink>
      <article className="panel mt-4">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <CompanyLogo name={company.name} logoUrl={company.logo_url} size="lg" />
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{company.name}</h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
              <Stars rating={company.average_rating} size="md" count={company.review_count} />
              <span>
                {company.review_count ? `${company.average_rating.toFixed(1)} out of 5 · ` : ""}
                {reviewLabel(company.review_count)}
              </span>
            </p>
            {company.is_demo ? (
              <p className="demo-badge">
                Demo listing: a fictional company shown for demonstration
              </p>
            ) : null}
            <ClaimStatus
              companyId={company.id}
              since={since}
              updatedByCompany={company.company_updated_at}
            />
          </div>
        </header>
        {facts.length ? (
          <dl className="fact-tiles">
            {facts.map(({ label, value, icon }) => (
              <div key={label}>
                <dt>
                  <Icon name={icon} aria-hidden="true" />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CompanyChoices company={company} />
        <section aria-labelledby="about-company" className="mt-8">
          <h2 id="about-company" className="text-lg font-semibold text-slate-900">
            {`About ${company.name}`}
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
            <Icon name="external-link" aria-hidden="true" />
            Visit website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </article>
      <ActionToast toast={result?.toast} />
      <section aria-labelledby="reviews-heading" className="panel mt-8">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
          Reviews
        </h2>
        <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
          <RatingSummary
            average={company.average_rating}
            count={company.review_count}
            distribution={distribution}
            employeeReviews={relationships.employee}
          />
          <div>
            <ReviewFilter counts={relationships} current={filter} />
            <ReviewList reviews={reviews} filtered={filter !== null} companyName={company.name} />
          </div>
        </div>
        <RepresentativesNote companyName={company.name} />
        <WriteReview companyId={company.id} result={result} />
      </section>
    </div>
  );
}
