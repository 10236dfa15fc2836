import { LogOut, MailCheck } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { buttonClass } from "~/components/ui/button";
import { representativeLinkMinutes } from "~/content/retention";
import { Stars } from "~/features/companies/stars";
import { formatDate } from "~/lib/dates";
import type { FormFailure } from "~/lib/form-state";
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
            <MailCheck aria-hidden="true" className="size-5 text-emerald-800" />
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
        <Link to="/companies" className="text-brand-700 underline">
          the directory
        </Link>{" "}
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
}

/** Signed in: whom they represent, the company's published reviews, and signing out. */
export function RepresentativeHome({
  representative,
  reviews,
}: {
  representative: { companyId: number; companyName: string; name: string; jobTitle: string };
  reviews: CompanyReviewRow[];
}) {
  return (
    <>
      <p className="text-slate-800">
        Signed in as <strong>{representative.name}</strong> ({representative.jobTitle}), a
        representative of{" "}
        <Link
          to={`/company/${representative.companyId}`}
          className="font-semibold text-brand-700 underline"
        >
          {representative.companyName}
        </Link>
        .
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Published reviews</h2>
      {reviews.length ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              <Stars rating={review.rating} size="sm" />
              <span className="font-medium text-slate-900">{review.title}</span>
              <span className="text-slate-600">{formatDate(review.created_at)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No review of the company is published yet.</p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        You cannot hide, edit or remove a review, and we never tell you who wrote one.
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className={buttonClass("secondary")}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </button>
      </Form>
    </>
  );
}
