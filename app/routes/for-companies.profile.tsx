import { data, redirect, useActionData } from "react-router";
import { PageLink } from "~/components/page-link";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { ProposalForm } from "~/features/claims/answer-forms";
import { pendingProposal, profileFacts, proposeChanges } from "~/features/claims/answers.server";
import { getRepresentative } from "~/features/claims/representative.server";
import { proposalForm } from "~/features/claims/schema";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { formatDate } from "~/lib/dates";
import { notFound } from "~/lib/not-found";
import { readForm, submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/for-companies.profile";

// /for-companies/profile (issue 32): a representative proposes changes to the company's facts;
// a moderator sees them side by side and decides. Signed out, the page leads to the sign-in.

export const meta: Route.MetaFunction = () => [
  { title: "Propose changes to the profile | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

async function signedIn(request: Request) {
  const representative = await getRepresentative(request);
  if (!representative) throw redirect("/for-companies");
  return representative;
}

export async function loader({ request }: Route.LoaderArgs) {
  const representative = await signedIn(request);
  const facts = await profileFacts(representative.companyId);
  if (!facts) throw notFound("company");
  const waiting = await pendingProposal(representative.companyId);
  return data(
    {
      company: { id: representative.companyId, name: representative.companyName },
      // A proposal waiting is the form's start: a new one takes its place.
      facts: waiting?.proposed ?? facts,
      waitingSince: waiting?.created_at ?? null,
    },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const representative = await signedIn(args.request);
  return submitForm({ ...args, formData }, proposalForm, (input) =>
    proposeChanges(representative, input),
  );
}

export default function ProposeChanges({ loaderData }: Route.ComponentProps) {
  const { company, facts, waitingSince } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader eyebrow="For companies" title={`Keep ${company.name}'s profile true`}>
        <p>Propose changes; a moderator checks them before they appear.</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <PageLink
          to="/for-companies"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← Your company&apos;s page
        </PageLink>
        <ActionToast toast={result?.toast} />
        <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {waitingSince ? (
            <p
              role="status"
              className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800"
            >
              Changes sent on {formatDate(waitingSince)} wait for a moderator; the form shows them.
              Sending again replaces them.
            </p>
          ) : null}
          <ProposalForm facts={facts} result={result} />
        </section>
      </div>
    </>
  );
}
