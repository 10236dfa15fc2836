import { data, Form, type ShouldRevalidateFunction } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { unconfirmedClaimDays } from "~/content/retention";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import { claimToConfirm, confirmClaim, type ClaimLinkState } from "~/features/claims/claims.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { logger } from "~/lib/logger.server";
import { noteSavedChange } from "~/lib/request-scope.server";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/claims.confirm";

// The link in a claim's confirmation e-mail (issue 32). GET shows the claim and a button, so a
// mail scanner that opens the link confirms nothing; the button's POST confirms it. The random
// token is the whole authority (features/claims/claims.server.ts).

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your claim | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

// The button's answer is the page's new state: the link, now used, is not read again (its
// loader would answer 409 for it, which the browser reports as an error).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  actionResult === undefined;

const noStore = { "Cache-Control": privateNoStore };

const statusOf: Record<ClaimLinkState["state"], number> = {
  confirm: 200,
  confirmed: 200,
  already: 200,
  invalid: 400,
  expired: 410,
  used: 409,
  revoked: 410,
};

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const shown = await claimToConfirm(token);
  return data(
    { ...shown, token: shown.state === "confirm" ? token : null },
    { status: statusOf[shown.state], headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const token = typeof given === "string" ? given : null;
  let shown: ClaimLinkState;
  try {
    shown = await confirmClaim(token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, fault: faultKind(error) }, "could not confirm a claim");
    return data({ state: "unavailable" as const, token }, { status: 503, headers: noStore });
  }
  if (shown.state === "confirmed") noteSavedChange();
  return data({ ...shown, token: null }, { status: statusOf[shown.state], headers: noStore });
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-lg font-semibold text-red-800">
      <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
      {text}
    </p>
  );
}

function ProfileLink({ companyId, children }: { companyId: number; children: string }) {
  return (
    <PageLink className="text-brand-700 underline" to={`/company/${companyId}`}>
      {children}
    </PageLink>
  );
}

export default function ConfirmClaim({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <>
      <PageHeader eyebrow="For companies" title="Confirm your claim" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {shown.state === "invalid" ? (
            <Problem text="This confirmation link is not valid. Please use the link from the e-mail, or claim the profile again." />
          ) : shown.state === "expired" ? (
            <Problem
              text={`This confirmation link has expired: links work for ${unconfirmedClaimDays} days. Please claim the profile again.`}
            />
          ) : shown.state === "unavailable" ? (
            <Problem text="Sorry, this could not be saved just now. Please try the link again in a few minutes." />
          ) : shown.state === "revoked" ? (
            <Problem text="This claim was revoked by our moderators. Write to us through the contact page if you think that is a mistake." />
          ) : shown.state === "used" ? (
            <p role="status" className="text-lg font-semibold text-slate-800">
              This claim is already confirmed: you represent{" "}
              <ProfileLink companyId={shown.companyId}>the company</ProfileLink>.
            </p>
          ) : shown.state === "already" || shown.state === "confirmed" ? (
            <p
              role="status"
              className="flex items-center gap-2 text-lg font-semibold text-emerald-800"
            >
              <Icon name="circle-check" aria-hidden="true" className="size-6 shrink-0" />
              <span>
                {shown.state === "already"
                  ? `This address already represents ${shown.companyName}: nothing changed. `
                  : `Thank you: you now represent ${shown.companyName} on Staffing Spotlight. `}
                <ProfileLink companyId={shown.companyId}>See the profile</ProfileLink>, or{" "}
                <PageLink className="text-brand-700 underline" to="/for-companies">
                  sign in to answer for it
                </PageLink>
                .
              </span>
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={shown.token ?? ""} />
              <p className="text-slate-800">
                Confirm that <strong>{shown.name}</strong> ({shown.jobTitle}), at{" "}
                <strong>{shown.address}</strong>, represents <strong>{shown.companyName}</strong>?
              </p>
              <button type="submit" className={`${buttonClass("primary")} mt-6`}>
                Confirm my claim
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
