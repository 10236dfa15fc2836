import { CheckCircle2, Heart, Lightbulb } from "lucide-react";
import { Form, useActionData, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { NoScriptToast, useToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { createMovementSubmission } from "~/features/movements/movements.server";
import { movementFormInput } from "~/features/movements/fields";
import {
  movementFailedToast,
  movementLimit,
  movementSchema,
  movementSubmittedToast,
} from "~/features/movements/schema";
import { TagEditor } from "~/features/movements/tag-editor";
import { fieldErrors, formValues, validationErrorToast, valueOf } from "~/lib/form-state";
import { formFailure, readForm } from "~/lib/forms.server";
import { isBot } from "~/lib/honeypot.server";
import { logger } from "~/lib/logger.server";
import { consumeLimits, tooManyAttemptsToast } from "~/lib/rate-limit.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/submit";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Share a Career Movement",
      path: "/submit",
      description:
        "Share a promotion, new role or leadership change in US staffing and recruitment. Our moderators review every submission before it is published.",
    },
    matches,
  );

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  // A bot gets the same answer as a person, and nothing is stored.
  if (isBot(formData, "movement")) return redirectWithToast("/submit", movementSubmittedToast);
  const values = formValues(formData, ["tags"]);
  const parsed = movementSchema.safeParse(movementFormInput(formData));
  if (!parsed.success) return formFailure(values, fieldErrors(parsed.error), validationErrorToast);

  const email = parsed.data.submitterEmail;
  const limit = await consumeLimits(movementLimit, [
    email ? `email:${email}` : "anonymous",
    `ip:${context.clientIp}`,
  ]);
  if (limit.limited)
    return formFailure(values, {}, tooManyAttemptsToast(limit.retryAfterSeconds), 429);

  try {
    await createMovementSubmission(parsed.data);
  } catch (error) {
    logger.error({ err: error }, "could not store a movement submission");
    return formFailure(values, {}, movementFailedToast, 503);
  }
  return redirectWithToast("/submit", movementSubmittedToast);
}

const guidelines = {
  include: [
    "Professional achievements",
    "Role transitions",
    "Leadership appointments",
    "Career milestones",
  ],
  practices: [
    "Be respectful and professional",
    "Verify accuracy",
    "Use relevant industry tags",
    "Celebrate achievements positively",
  ],
};

export default function Submit() {
  const result = useActionData<typeof action>();
  const location = useLocation();
  const { errors, formProps } = useValidatedForm(
    () => import("~/features/movements/schema").then((module) => module.movementSchema),
    movementFormInput,
    result,
  );
  useToast(result?.toast);
  const values = result?.values;
  const tags = values?.tags;

  return (
    <>
      <PageHeader eyebrow="Celebrate a colleague, or yourself" title="Share a Career Movement">
        <p>
          Tell us about a promotion, a new role or a leadership change. A moderator reviews every
          submission before it appears on the site.
        </p>
      </PageHeader>
      <NoScriptToast toast={result?.toast} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section
          aria-labelledby="details-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="details-heading" className="text-xl font-bold text-slate-900">
            Movement Details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Fields marked{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          {/* The key remounts the form after a successful post, so every field and tag resets. */}
          <Form
            key={location.key}
            method="post"
            action="/submit"
            className="relative mt-6 space-y-8"
            {...formProps}
          >
            <Honeypot />
            <fieldset className="space-y-4">
              <legend className="text-base font-semibold text-slate-900">
                Professional Information
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Full Name"
                  name="name"
                  required
                  autoComplete="off"
                  defaultValue={valueOf(values, "name")}
                  error={errors.name}
                />
                <Field
                  label="New Role"
                  name="newRole"
                  required
                  defaultValue={valueOf(values, "newRole")}
                  error={errors.newRole}
                />
                <Field
                  label="Company"
                  name="company"
                  required
                  defaultValue={valueOf(values, "company")}
                  error={errors.company}
                />
                <Field
                  label="Previous Role"
                  name="previousRole"
                  defaultValue={valueOf(values, "previousRole")}
                  error={errors.previousRole}
                />
                <Field
                  label="Previous Company"
                  name="previousCompany"
                  defaultValue={valueOf(values, "previousCompany")}
                  error={errors.previousCompany}
                />
                <Field
                  label="Location"
                  name="location"
                  placeholder="e.g. Dallas, TX"
                  defaultValue={valueOf(values, "location")}
                  error={errors.location}
                />
              </div>
              <Field
                label="Description"
                name="description"
                required
                multiline
                hint="What changed, and what makes it worth celebrating? Up to 1000 characters."
                defaultValue={valueOf(values, "description")}
                error={errors.description}
              />
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-base font-semibold text-slate-900">Tags</legend>
              <TagEditor
                initial={Array.isArray(tags) ? tags : tags ? [tags] : []}
                error={errors.tags}
              />
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-base font-semibold text-slate-900">Your Information</legend>
              <p className="text-sm text-slate-600">
                Optional. Your e-mail lets us ask a question about your submission; it is never
                published.
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Your Name"
                  name="submitterName"
                  autoComplete="name"
                  defaultValue={valueOf(values, "submitterName")}
                  error={errors.submitterName}
                />
                <Field
                  label="Your Email"
                  name="submitterEmail"
                  type="email"
                  autoComplete="email"
                  defaultValue={valueOf(values, "submitterEmail")}
                  error={errors.submitterEmail}
                />
              </div>
            </fieldset>
            <SubmitButton label="Submit Movement" pendingLabel="Submitting..." action="/submit" />
          </Form>
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby="guidelines-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="guidelines-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Lightbulb aria-hidden="true" className="size-5 text-brand-700" />
              Guidelines
            </h2>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">What to Include</h3>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {guidelines.include.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-700"
                  />
                  {item}
                </li>
              ))}
            </ul>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">Best Practices</h3>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {guidelines.practices.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-700"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="community-note-heading"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
          >
            <h2
              id="community-note-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Heart aria-hidden="true" className="size-5 text-brand-700" />
              Community Note
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              Every submission is reviewed for quality and relevance before it is published. We only
              share professional news, and anyone featured can ask us to remove a post at any time.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
