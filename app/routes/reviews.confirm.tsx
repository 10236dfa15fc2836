import { data, Form } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import {
  confirmReview,
  reviewToConfirm,
  type ConfirmationState,
} from "~/features/reviews/confirmation.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { logger } from "~/lib/logger.server";
import { noteSavedChange } from "~/lib/request-scope.server";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/reviews.confirm";

// The link in a review's confirmation e-mail. GET shows the review and a button, so a mail
// scanner that opens the link confirms nothing; the button's POST confirms it. The random token
// is the whole authority (confirmation.server.ts).

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your review | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const noStore = { "Cache-Control": privateNoStore };

const statusOf: Record<ConfirmationState["state"], number> = {
  confirm: 200,
  confirmed: 200,
  invalid: 400,
  expired: 410,
  used: 409,
  "already-reviewed": 409,
};

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const shown = await reviewToConfirm(token);
  return data(
    { ...shown, token: shown.state === "confirm" ? token : null },
    { status: statusOf[shown.state], headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const token = typeof given === "string" ? given : null;
  let shown: ConfirmationState;
  try {
    shown = await confirmReview(token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, fault: faultKind(error) }, "could not confirm a review");
    return data({ state: "unavailable" as const, token }, { status: 503, headers: noStore });
  }
  if (shown.state === "confirmed") noteSavedChange();
  return data({ ...shown, token: null }, { status: statusOf[shown.state], headers: noStore });
}

export default function ConfirmReview({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const problem = (text: string) => (
    <p role="alert" className="flex items-center gap-2 text-lg font-semibold text-red-800">
      <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
      {text}
    </p>
  );
  return (
    <>
      <PageHeader eyebrow="Reviews" title="Confirm your review" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {shown.state === "invalid" ? (
            problem(
              "This confirmation link is not valid. Please use the link from the e-mail, or write the review again.",
            )
          ) : shown.state === "expired" ? (
            problem(
              "This confirmation link has expired: links work for 7 days. Please write the review again.",
            )
          ) : shown.state === "used" ? (
            <p role="status" className="text-lg font-semibold text-slate-800">
              This review is already confirmed. A moderator checks it before it appears on{" "}
              <PageLink className="text-brand-700 underline" to={`/company/${shown.companyId}`}>
                the company&apos;s page
              </PageLink>
              .
            </p>
          ) : shown.state === "already-reviewed" ? (
            problem(
              "You have already reviewed this company: only one review per company and e-mail address is taken. This one was not confirmed.",
            )
          ) : shown.state === "unavailable" ? (
            problem(
              "Sorry, this could not be saved just now. Please try the link again in a few minutes.",
            )
          ) : shown.state === "confirmed" ? (
            <p
              role="status"
              className="flex items-center gap-2 text-lg font-semibold text-emerald-800"
            >
              <Icon name="circle-check" aria-hidden="true" className="size-6 shrink-0" />
              <span>
                Thank you: your review of {shown.companyName} is confirmed. It will appear on{" "}
                <PageLink className="text-brand-700 underline" to={`/company/${shown.companyId}`}>
                  the company&apos;s page
                </PageLink>{" "}
                once a moderator has approved it.
              </span>
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={shown.token ?? ""} />
              <p className="text-slate-800">
                Confirm your review of <strong>{shown.companyName}</strong>, sent from{" "}
                <strong>{shown.address}</strong>?
              </p>
              <blockquote className="mt-4 border-l-4 border-slate-200 pl-4 text-slate-700">
                <p className="font-semibold">{shown.title}</p>
                <p className="text-sm">{shown.rating} out of 5 stars</p>
              </blockquote>
              <button type="submit" className={`${buttonClass("primary")} mt-6`}>
                Confirm my review
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
