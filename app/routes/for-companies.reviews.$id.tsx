import { data, redirect, useActionData } from "react-router";
import { PageLink } from "~/components/page-link";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { FlagForm, ReplyForm, ReplyStatus } from "~/features/claims/answer-forms";
import {
  companyReview,
  flagOf,
  flagReview,
  replyTo,
  submitReply,
} from "~/features/claims/answers.server";
import { getRepresentative } from "~/features/claims/representative.server";
import { flagForm, replyForm } from "~/features/claims/schema";
import { ReviewList } from "~/features/reviews/review-section";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { notFound } from "~/lib/not-found";
import { parseId } from "~/lib/params";
import { readForm, submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/for-companies.reviews.$id";

// /for-companies/reviews/{id} (issue 32): one published review of the representative's company,
// as every visitor sees it, with the company's reply (a form: each version is moderated) and a
// flag for the moderators. Signed out, the page leads to the sign-in.

export const meta: Route.MetaFunction = () => [
  { title: "Reply to a review | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

async function representativeAndReview(request: Request, params: { id: string }) {
  const representative = await getRepresentative(request);
  if (!representative) throw redirect("/for-companies");
  const id = parseId(params.id);
  const review = id === null ? undefined : await companyReview(representative, id);
  if (!review) throw notFound("review");
  return { representative, review };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { representative, review } = await representativeAndReview(request, params);
  const [reply, flag] = await Promise.all([replyTo(review.id), flagOf(representative, review.id)]);
  return data(
    { companyName: representative.companyName, review, reply, flag },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const { representative, review } = await representativeAndReview(args.request, args.params);
  if (formData.get("intent") === "flag")
    return submitForm(
      { ...args, formData },
      flagForm,
      (input) => flagReview(representative, review.id, input.reason),
      review.id,
    );
  return submitForm(
    { ...args, formData },
    replyForm,
    (input) => submitReply(representative, review.id, input.body),
    review.id,
  );
}

export default function ReplyToReview({ loaderData }: Route.ComponentProps) {
  const { companyName, review, reply, flag } = loaderData;
  const result = useActionData<typeof action>();
  const here = `/for-companies/reviews/${review.id}`;
  const failed = (form: "reply" | "flag") =>
    result && (form === "flag") === "reason" in result.values ? result : undefined;
  return (
    <>
      <PageHeader eyebrow="For companies" title={`A review of ${companyName}`}>
        <p>Reply in public, or flag the review for our moderators.</p>
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
          <h2 className="sr-only">The review</h2>
          <ReviewList
            reviews={[{ ...review, reply_body: null, reply_at: null }]}
            filtered={false}
            companyName={companyName}
          />
          <p className="mt-3 text-sm text-slate-700">
            You see the review as every visitor does. You cannot hide, edit or remove it, and we
            never tell you who wrote it.
          </p>
        </section>
        <section
          aria-labelledby="reply-heading"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="reply-heading" className="text-lg font-semibold text-slate-900">
            The company&apos;s reply
          </h2>
          <div className="mt-3">
            <ReplyStatus reply={reply} />
          </div>
          <div className="mt-4">
            <ReplyForm
              action={here}
              initial={reply?.pending_body ?? reply?.published_body ?? ""}
              result={failed("reply") as Parameters<typeof ReplyForm>[0]["result"]}
            />
          </div>
        </section>
        <section
          aria-labelledby="flag-heading"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="flag-heading" className="text-lg font-semibold text-slate-900">
            Flag the review
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            A flag asks a moderator to check the review against{" "}
            <PageLink to="/posting-policy#for-companies" className="text-brand-700 underline">
              our rules
            </PageLink>
            . The review stays up meanwhile; a negative review is not a reason to remove it.
          </p>
          <div className="mt-3">
            <FlagForm
              action={here}
              flagged={flag}
              result={failed("flag") as Parameters<typeof FlagForm>[0]["result"]}
            />
          </div>
        </section>
      </div>
    </>
  );
}
