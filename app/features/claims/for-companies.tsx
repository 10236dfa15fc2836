import { Form, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { representativeLinkMinutes } from "~/content/retention";
import { Stars } from "~/features/companies/stars";
import { formatDate } from "~/lib/dates";
import type { FormFailure } from "~/lib/form-state";
import { ReviewMailForm } from "./answer-forms";
import { signInFields, signInSentParam, type SignInField } from "./fields";

// The representatives' page (/for-companies, issue 32): the sign-in form for a work address, and
// once signed in, the company they answer for.

export function SignInForm({ result }: { result?: FormFailure<SignInField> }) {
  const location = useLocation();
  const { field, formProps } = useValidatedForm(signInFields, result, () =>
    import("./schema").then((module) => module.signInSchema),
  );
  const sent = new URLSearchParams(location.search).get(signInSentParam) === "sent";
  return (
    <>
      {sent ? (
        <div
          role="status"
          className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-sm leading-6 text-slate-700"
        >
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon name="mail-check" aria-hidden="true" className="size-5 text-emerald-800" />
            Check your inbox
          </p>
          <p className="mt-2">
            If this address represents a company on Staffing Spotlight, we have sent it a sign-in
            link. The link works for {representativeLinkMinutes} minutes and once.
          </p>
        </div>
      ) : null}
      <Form
        key={location.key}
        method="post"
        action="/for-companies"
        className="space-y-4"
        {...formProps}
      >
        <Honeypot />
        <input type="hidden" name="intent" value="sign-in" />
        <Field
          label="Your work e-mail"
          type="email"
          required
          autoComplete="email"
          hint="The address you claimed your company's profile with."
          {...field("email")}
        />
        <SubmitButton
          label="E-mail me a sign-in link"
          pendingLabel="Sending..."
          action="/for-companies"
        />
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        Not a representative yet? Open your company&apos;s profile from{" "}
        <PageLink to="/companies" className="text-brand-700 underline">
          the directory
        </PageLink>{" "}
        and choose “Claim this profile”.
      </p>
    </>
  );
}

export interface CompanyReviewRow {
  id: number;
  created_at: string;
  rating: number;
  title: string;
  /** The company's reply: when published, and when an edit was sent that waits. */
  published_at: string | null;
  submitted_at: string | null;
}

function replyState(review: CompanyReviewRow): string {
  if (review.submitted_at) return "Your reply waits for a moderator";
  if (review.published_at) return `Replied on ${formatDate(review.published_at)}`;
  return "No reply yet";
}

/** Signed in: whom they represent, the company's published reviews, their e-mail, signing out. */
export function RepresentativeHome({
  representative,
  reviews,
  reviewMail,
}: {
  representative: { companyId: number; companyName: string; name: string; jobTitle: string };
  reviews: CompanyReviewRow[];
  reviewMail: string;
}) {
  return (
    <>
      <p className="text-slate-800">
        Signed in as <strong>{representative.name}</strong> ({representative.jobTitle}), a
        representative of{" "}
        <PageLink
          to={`/company/${representative.companyId}`}
          className="font-semibold text-brand-700 underline"
        >
          {representative.companyName}
        </PageLink>
        .
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Published reviews</h2>
      {reviews.length ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <Stars rating={review.rating} size="sm" />
              <PageLink
                to={`/for-companies/reviews/${review.id}`}
                className="min-w-0 break-words font-medium text-brand-700 underline"
              >
                {review.title}
              </PageLink>
              <span className="text-sm text-slate-600">{formatDate(review.created_at)}</span>
              <span className="w-full text-sm text-slate-700">{replyState(review)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No review of the company is published yet.</p>
      )}
      <p className="mt-3 text-sm text-slate-700">
        Open a review to reply in public or to flag it for our moderators. You cannot hide, edit or
        remove a review, and we never tell you who wrote one.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">The profile</h2>
      <p className="mt-2 text-sm text-slate-700">
        <PageLink to="/for-companies/profile" className="font-medium text-brand-700 underline">
          Propose changes to the profile
        </PageLink>
        : its description, website, location, size, specialties, services and states served. A
        moderator checks them first; the profile then says “Updated by the company”.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">E-mail</h2>
      <div className="mt-2">
        <ReviewMailForm current={reviewMail} />
      </div>
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className={buttonClass("secondary")}>
          <Icon name="log-out" aria-hidden="true" />
          Sign out
        </button>
      </Form>
    </>
  );
}
