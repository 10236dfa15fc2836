import { useActionData } from "react-router";
import { PageLink } from "~/components/page-link";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { claimedSince, submitClaim } from "~/features/claims/claims.server";
import { ClaimForm, ClaimSent, WhatAClaimAllows } from "~/features/claims/claim-form";
import { claimForm } from "~/features/claims/schema";
import { canBeClaimed, websiteDomain } from "~/features/claims/work-domain.server";
import { findApprovedCompany } from "~/features/companies/companies.server";
import { formatDate } from "~/lib/dates";
import { notFound } from "~/lib/not-found";
import { parseId } from "~/lib/params";
import { failedBeforeSave, readForm, submitForm } from "~/lib/submission.server";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/company.claim";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

// /company/{id}/claim (issue 32): a representative claims the company's profile with a work
// address at the website's domain (features/claims).

async function companyFromParams(params: { id: string }) {
  const id = parseId(params.id);
  const company = id === null ? undefined : await findApprovedCompany(id);
  if (!company) throw notFound("company");
  return company;
}

export async function loader({ params }: Route.LoaderArgs) {
  const company = await companyFromParams(params);
  return {
    company: { id: company.id, name: company.name },
    domain: canBeClaimed(company.website) ? websiteDomain(company.website) : null,
    claimedSince: await claimedSince(company.id),
  };
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  let company;
  try {
    company = await companyFromParams(args.params);
  } catch (error) {
    return failedBeforeSave(error, claimForm, formData);
  }
  const { id, name, website } = company;
  return submitForm(
    { ...args, formData },
    claimForm,
    (claim) => submitClaim({ id, name, website }, claim),
    id,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Claim ${loaderData.company.name} | Staffing Spotlight`
      : "Page not found | Staffing Spotlight",
  },
  { name: "robots", content: "noindex" },
];

export default function ClaimProfile({ loaderData }: Route.ComponentProps) {
  const { company, domain, claimedSince: since } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader eyebrow="For companies" title={`Claim ${company.name}`}>
        <p>Answer for your company: reply to its reviews and keep its facts true.</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <PageLink
          to={`/company/${company.id}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← Back to {company.name}
        </PageLink>
        <ActionToast toast={result?.toast} />
        <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ClaimSent />
          {since ? (
            <p className="mb-4 text-sm text-slate-700">
              This profile was claimed on {formatDate(since)}. A company can have several
              representatives: each one confirms their own work address.
            </p>
          ) : null}
          <WhatAClaimAllows />
          <p className="mt-3 text-sm text-slate-700">
            Already a representative?{" "}
            <PageLink to="/for-companies" className="text-brand-700 underline">
              Sign in with your work e-mail
            </PageLink>
            .
          </p>
          <div className="mt-6 border-t border-slate-100 pt-6">
            {domain ? (
              <ClaimForm companyId={company.id} domain={domain} result={result} />
            ) : (
              <p role="status" className="font-medium text-slate-800">
                This profile cannot be claimed yet: it has no website to check a work address
                against. A moderator can add the company&apos;s website;{" "}
                <PageLink to="/contact" className="text-brand-700 underline">
                  write to us
                </PageLink>{" "}
                with its address.
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
