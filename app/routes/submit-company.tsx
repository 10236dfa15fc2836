import { Form, useActionData } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { PageLink } from "~/components/page-link";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { ChoiceFields } from "~/features/companies/choice-fields";
import { submitCompany } from "~/features/companies/companies.server";
import { companyFields } from "~/features/companies/fields";
import { companyForm } from "~/features/companies/schema";
import { valuesOf } from "~/lib/form-state";
import { seo } from "~/lib/seo";
import { submitForm } from "~/lib/submission.server";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/submit-company";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

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

export async function action(args: Route.ActionArgs) {
  return submitForm(args, companyForm, submitCompany);
}

export default function SubmitCompany() {
  const result = useActionData<typeof action>();
  const { errors, field, formProps } = useValidatedForm(companyFields, result, () =>
    import("~/features/companies/schema").then((module) => module.companySchema),
  );
  const existing = result?.conflict?.href;
  return (
    <>
      <PageHeader eyebrow="Company directory" title="Add Company Profile">
        <p>
          Know a staffing firm that should be in the directory? Add it here. A moderator reviews
          every listing.
        </p>
      </PageHeader>
      <ActionToast toast={result?.toast} />
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
            <Field label="Company Name" required autoComplete="organization" {...field("name")} />
            {existing && errors.name === result?.errors.name ? (
              <p className="mt-1 text-sm">
                <PageLink
                  to={existing}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  View the existing profile
                </PageLink>
              </p>
            ) : null}
          </div>
          <Field
            label="Website"
            type="url"
            placeholder="https://example.com"
            {...field("website")}
          />
          <Field
            label="Description"
            multiline
            hint="What the company does, who it places and where. Up to 1000 characters."
            {...field("description")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Industry" placeholder="e.g. IT Staffing" {...field("industry")} />
            <Field label="Location" placeholder="e.g. Austin, TX" {...field("location")} />
            <Field label="Employee Count" placeholder="e.g. 51-200" {...field("employee_count")} />
            <Field
              label="Logo URL"
              type="url"
              placeholder="https://example.com/logo.png"
              {...field("logo_url")}
            />
          </div>
          <ChoiceFields
            values={{
              specialties: valuesOf(result?.values, "specialties"),
              services: valuesOf(result?.values, "services"),
              states: valuesOf(result?.values, "states"),
            }}
            errors={errors}
          />
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
