import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { valuesOf, type FormFailure } from "~/lib/form-state";
import { featuredEmailLabel, isSelfLabel, movementFields, type MovementField } from "./fields";
import { TagEditor } from "./tag-editor";

/**
 * The form to share a career movement. `resetKey` changes after a successful post, which
 * remounts the form so that every field and tag starts empty again.
 */
export function MovementForm({
  result,
  resetKey,
}: {
  result: FormFailure<MovementField> | undefined;
  resetKey: string;
}) {
  const { errors, field, formProps } = useValidatedForm(movementFields, result, () =>
    import("./schema").then((module) => module.movementSchema),
  );
  return (
    <Form
      key={resetKey}
      method="post"
      action="/submit"
      className="relative mt-6 space-y-8"
      {...formProps}
    >
      <Honeypot />
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Professional Information</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name" required autoComplete="off" {...field("name")} />
          <Field label="New Role" required {...field("newRole")} />
          <Field label="Company" required {...field("company")} />
          <Field label="Previous Role" {...field("previousRole")} />
          <Field label="Previous Company" {...field("previousCompany")} />
          <Field label="Location" placeholder="e.g. Dallas, TX" {...field("location")} />
        </div>
        <Field
          label="Description"
          required
          multiline
          hint="What changed, and what makes it worth celebrating? Up to 1000 characters."
          {...field("description")}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Tags</legend>
        <TagEditor initial={valuesOf(result?.values, "tags")} error={errors.tags} />
      </fieldset>
      {/* Ticking "This is me" hides the second address, with or without JavaScript (:has). */}
      <fieldset className="space-y-4 [&:has(input[name=isSelf]:checked)_.their-email]:hidden">
        <legend className="text-base font-semibold text-slate-900">Let Them Know</legend>
        <div>
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="isSelf"
              value="yes"
              defaultChecked={valuesOf(result?.values, "isSelf")[0] === "yes"}
              aria-describedby="is-self-hint"
              className="size-4 accent-brand-700"
            />
            {isSelfLabel}
          </label>
          <p id="is-self-hint" className="mt-1 text-sm text-slate-600">
            You are the person in this movement: we send a link to your e-mail below, and once you
            confirm it, the movement shows it is confirmed by you.
          </p>
        </div>
        <div className="their-email">
          <Field
            label={featuredEmailLabel}
            type="email"
            autoComplete="off"
            hint="Kept private and never shown. When the movement is published we write to them once, so they can confirm it, suggest a correction or take it down."
            {...field("featuredEmail")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Your Information</legend>
        <p className="text-sm text-slate-600">
          Optional. Your e-mail lets us ask a question about your submission; it is never published.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Your Name" autoComplete="name" {...field("submitterName")} />
          <Field
            label="Your Email"
            type="email"
            autoComplete="email"
            {...field("submitterEmail")}
          />
        </div>
      </fieldset>
      <SubmitButton label="Submit Movement" pendingLabel="Submitting..." action="/submit" />
    </Form>
  );
}
