import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { reviewFlagReasons } from "~/content/review-flags";
import { ChoiceFields } from "~/features/companies/choice-fields";
import { formatDate } from "~/lib/dates";
import { valueOf, valuesOf, type FormFailure } from "~/lib/form-state";
import {
  flagFields,
  proposalFields,
  replyFields,
  replyMaxLength,
  replyMaxLengthText,
  reviewMailChoices,
  type FlagField,
  type ProposalField,
  type ReplyField,
} from "./fields";
import type { ProposalInput } from "./schema";

// A signed-in representative's forms (issue 32): the reply to a review, a flag on it, the
// e-mail about new reviews, and changes proposed to the profile. Each works without JavaScript;
// the server checks everything again.

const loadSchema = () => import("./schema").then((module) => module.answerSchemas);

/** Where the company's reply stands, as its writer needs to know. */
export function ReplyStatus({
  reply,
}: {
  reply?: {
    published_body: string | null;
    published_at: string | null;
    pending_body: string | null;
    submitted_at: string | null;
    rejected_at: string | null;
    rejected_reason: string | null;
  };
}) {
  if (!reply) return null;
  return (
    <div className="space-y-3 text-sm">
      {reply.published_body && reply.published_at ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="font-semibold text-slate-900">
            Published on {formatDate(reply.published_at)}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{reply.published_body}</p>
        </div>
      ) : null}
      {reply.pending_body && reply.submitted_at ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">
            Waiting for a moderator since {formatDate(reply.submitted_at)}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{reply.pending_body}</p>
        </div>
      ) : null}
      {reply.rejected_at && !reply.pending_body ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
          A moderator declined your last edit on {formatDate(reply.rejected_at)}
          {reply.rejected_reason ? `: “${reply.rejected_reason}”` : "."}
        </p>
      ) : null}
    </div>
  );
}

export function ReplyForm({
  action,
  initial,
  result,
}: {
  action: string;
  /** The text to start from: the waiting edit, else the published reply. */
  initial: string;
  result?: FormFailure<ReplyField>;
}) {
  const { field, formProps } = useValidatedForm(replyFields, result, () =>
    loadSchema().then((schemas) => schemas.reply),
  );
  const body = field("body");
  return (
    <Form method="post" action={action} className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value="reply" />
      <Field
        label={initial ? "Edit your reply" : "Your reply"}
        multiline
        rows={8}
        required
        maxLength={replyMaxLength}
        hint={`Up to ${replyMaxLengthText} characters. It appears under the review as “Response from” your company, with its date, once a moderator approves it; each edit is checked again, and the published reply stays until then.`}
        {...body}
        defaultValue={result ? body.defaultValue : initial}
      />
      <SubmitButton
        label={initial ? "Send the edit" : "Send the reply"}
        pendingLabel="Sending..."
        action={action}
      />
    </Form>
  );
}

export function FlagForm({
  action,
  flagged,
  result,
}: {
  action: string;
  flagged?: { reason: string; status: string; created_at: string };
  result?: FormFailure<FlagField>;
}) {
  const { field, formProps } = useValidatedForm(flagFields, result, () =>
    loadSchema().then((schemas) => schemas.flag),
  );
  if (flagged)
    return (
      <p className="text-sm text-slate-700">
        You flagged this review on {formatDate(flagged.created_at)}.{" "}
        {flagged.status === "open"
          ? "A moderator will look at it."
          : flagged.status === "upheld"
            ? "A moderator removed the review."
            : "A moderator looked at it and kept the review."}
      </p>
    );
  const reason = field("reason");
  return (
    <Form method="post" action={action} className="space-y-3" {...formProps}>
      <input type="hidden" name="intent" value="flag" />
      <fieldset aria-describedby={reason.error ? "flag-reason-error" : undefined}>
        <legend className="field-label">Which rule of our posting policy does it break?</legend>
        <div className="mt-2 space-y-2">
          {reviewFlagReasons.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="reason"
                value={choice.value}
                defaultChecked={reason.defaultValue === choice.value}
                className="mt-0.5 size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {reason.error ? (
          <p id="flag-reason-error" className="mt-1 text-sm font-medium text-red-700">
            {reason.error}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton label="Flag for a moderator" pendingLabel="Sending..." action={action} />
    </Form>
  );
}

export function ReviewMailForm({ current }: { current: string }) {
  return (
    <Form method="post" action="/for-companies" className="space-y-3">
      <input type="hidden" name="intent" value="review-mail" />
      <fieldset>
        <legend className="field-label">E-mail me about new reviews of the company</legend>
        <div className="mt-2 space-y-2">
          {reviewMailChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="reviewMail"
                value={choice.value}
                defaultChecked={current === choice.value}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton label="Save my choice" pendingLabel="Saving..." action="/for-companies" />
    </Form>
  );
}

export function ProposalForm({
  facts,
  result,
}: {
  facts: ProposalInput;
  result?: FormFailure<ProposalField>;
}) {
  const { errors, field, formProps } = useValidatedForm(proposalFields, result, () =>
    loadSchema().then((schemas) => schemas.proposal),
  );
  const action = "/for-companies/profile";
  const text = (name: "description" | "website" | "location" | "employee_count") => {
    const props = field(name);
    return { ...props, defaultValue: result ? valueOf(result.values, name) : (facts[name] ?? "") };
  };
  const ticked = (name: "specialties" | "services" | "states") =>
    result ? valuesOf(result.values, name) : facts[name];
  return (
    <Form method="post" action={action} className="space-y-5" {...formProps}>
      <Field label="Description" multiline rows={6} maxLength={1000} {...text("description")} />
      <Field label="Website" type="url" {...text("website")} />
      <Field label="Location" {...text("location")} />
      <Field label="Employee count" hint="For example 50-200" {...text("employee_count")} />
      <ChoiceFields
        values={{
          specialties: ticked("specialties"),
          services: ticked("services"),
          states: ticked("states"),
        }}
        errors={errors}
      />
      <SubmitButton label="Send the changes" pendingLabel="Sending..." action={action} />
    </Form>
  );
}
