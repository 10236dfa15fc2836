import { Form, Link, useActionData } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { NoScriptToast, useToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { createCompany, findSameCompany } from "~/features/companies/companies.server";
import { companyFormInput } from "~/features/companies/fields";
import {
  companyFailedToast,
  companyLimit,
  companySchema,
  companySubmittedToast,
} from "~/features/companies/schema";
import { fieldErrors, formValues, validationErrorToast, valueOf } from "~/lib/form-state";
import { formFailure, readForm } from "~/lib/forms.server";
import { isBot } from "~/lib/honeypot.server";
import { logger } from "~/lib/logger.server";
import { consumeLimits, tooManyAttemptsToast } from "~/lib/rate-limit.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/submit-company";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Add Company Profile",
      path: "/submit-company",
      description:
        "Add a staffing or recruitment company to the Staffing Spotlight directory. Listings appear once a moderator has reviewed them.",
    },
    matches,
  );

const afterSubmit = "/companies?submitted=1";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (isBot(formData, "company")) return redirectWithToast(afterSubmit, companySubmittedToast);
  const values = formValues(formData);
  const parsed = companySchema.safeParse(companyFormInput(formData));
  if (!parsed.success) return formFailure(values, fieldErrors(parsed.error), validationErrorToast);

  const limit = await consumeLimits(companyLimit, [`ip:${context.clientIp}`]);
  if (limit.limited)
    return formFailure(values, {}, tooManyAttemptsToast(limit.retryAfterSeconds), 429);

  try {
    const same = await findSameCompany(parsed.data.name);
    if (same) {
      const errors =
        same.status === "approved"
          ? { name: "This company is already listed.", existingCompanyId: String(same.id) }
          : { name: "This company has already been submitted and is waiting for review." };
      return formFailure(values, errors, validationErrorToast, 409);
    }
    await createCompany(parsed.data);
  } catch (error) {
    logger.error({ err: error }, "could not store a company");
    return formFailure(values, {}, companyFailedToast, 503);
  }
  return redirectWithToast(afterSubmit, companySubmittedToast);
}

export default function SubmitCompany() {
  const result = useActionData<typeof action>();
  const { errors, formProps } = useValidatedForm(
    () => import("~/features/companies/schema").then((module) => module.companySchema),
    companyFormInput,
    result,
  );
  useToast(result?.toast);
  const values = result?.values;
  const existing = result?.errors.existingCompanyId;
  return (
    <>
      <PageHeader eyebrow="Company directory" title="Add Company Profile">
        <p>
          Know a staffing firm that should be in the directory? Add it here. A moderator reviews
          every listing.
        </p>
      </PageHeader>
      <NoScriptToast toast={result?.toast} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Form
          method="post"
          action="/submit-company"
          className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          {...formProps}
        >
          <Honeypot />
          <p className="text-sm text-slate-600">
            Fields marked{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <div>
            <Field
              label="Company Name"
              name="name"
              required
              autoComplete="organization"
              defaultValue={valueOf(values, "name")}
              error={errors.name}
            />
            {existing && errors.name === result?.errors.name ? (
              <p className="mt-1 text-sm">
                <Link
                  to={`/company/${existing}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  View the existing profile
                </Link>
              </p>
            ) : null}
          </div>
          <Field
            label="Website"
            name="website"
            type="url"
            placeholder="https://example.com"
            defaultValue={valueOf(values, "website")}
            error={errors.website}
          />
          <Field
            label="Description"
            name="description"
            multiline
            hint="What the company does, who it places and where. Up to 1000 characters."
            defaultValue={valueOf(values, "description")}
            error={errors.description}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Industry"
              name="industry"
              placeholder="e.g. IT Staffing"
              defaultValue={valueOf(values, "industry")}
              error={errors.industry}
            />
            <Field
              label="Location"
              name="location"
              placeholder="e.g. Austin, TX"
              defaultValue={valueOf(values, "location")}
              error={errors.location}
            />
            <Field
              label="Employee Count"
              name="employee_count"
              placeholder="e.g. 51-200"
              defaultValue={valueOf(values, "employee_count")}
              error={errors.employee_count}
            />
            <Field
              label="Logo URL"
              name="logo_url"
              type="url"
              placeholder="https://example.com/logo.png"
              defaultValue={valueOf(values, "logo_url")}
              error={errors.logo_url}
            />
          </div>
          <SubmitButton
            label="Submit Company"
            pendingLabel="Submitting..."
            action="/submit-company"
          />
        </Form>
      </div>
    </>
  );
}
