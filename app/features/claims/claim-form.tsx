import { Icon } from "~/components/ui/icon";
import { unconfirmedClaimDays } from "~/content/retention";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { FormFailure } from "~/lib/form-state";
import { claimFields, claimSentId, claimSentParam, type ClaimField } from "./fields";

/** What a representative can do, and what never: said before anyone claims (issue 32). */
export function WhatAClaimAllows() {
  return (
    <div className="text-sm leading-6 text-slate-700">
      <p>A representative of the company can:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>reply in public to each review, once, after our moderators have read the reply;</li>
        <li>propose changes to the profile&apos;s facts, which moderators check first;</li>
        <li>hear by e-mail when a review of the company is published.</li>
      </ul>
      <p className="mt-3">
        A representative can never hide, edit or remove a review, and never learns who wrote one. A
        company may invite every client to review it, but never only the happy ones.
      </p>
    </div>
  );
}

/** The form: name, job title and a work address at the company's own domain. */
export function ClaimForm({
  companyId,
  domain,
  result,
}: {
  companyId: number;
  /** The website's registrable domain, which the work address must be at. */
  domain: string;
  result?: FormFailure<ClaimField>;
}) {
  const location = useLocation();
  const { field, formProps } = useValidatedForm(claimFields, result, () =>
    import("./schema").then((module) => module.claimSchema),
  );
  const action = `/company/${companyId}/claim`;
  return (
    <Form key={location.key} method="post" action={action} className="space-y-4" {...formProps}>
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" required autoComplete="name" {...field("name")} />
        <Field
          label="Your job title"
          required
          autoComplete="organization-title"
          {...field("jobTitle")}
        />
      </div>
      <Field
        label="Your work e-mail"
        type="email"
        required
        autoComplete="email"
        hint={`At ${domain} or one of its subdomains. Never shown; we send the confirmation link there.`}
        {...field("email")}
      />
      <SubmitButton label="Send the confirmation link" pendingLabel="Sending..." action={action} />
    </Form>
  );
}

/** After a claim was sent: it holds until its link is used. Takes the focus, as a review's does. */
export function ClaimSent() {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = new URLSearchParams(location.search).get(claimSentParam) === "sent";
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, location.key]);
  if (!shown) return null;
  return (
    <div
      id={claimSentId}
      className="mb-6 scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
    >
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 focus:outline-none"
      >
        <Icon name="mail-check" aria-hidden="true" className="size-5 text-emerald-800" />
        Check your inbox
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        We have sent a link to the work address you gave. Open it to confirm your claim: you are a
        representative of the company from then on. The link works for {unconfirmedClaimDays} days.
        If nothing arrives within a few minutes, look in your spam folder.
      </p>
    </div>
  );
}
