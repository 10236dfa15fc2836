import { Form, useLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { referenceExample } from "~/features/assessment/rules";
import { lookUpReference } from "~/features/assessment/verify-lookup.server";
import { seo } from "~/lib/seo";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/verify-lookup";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Verify a Certificate",
      path: "/verify",
      description:
        "Type the reference printed on a Staffing Spotlight Recruiter Certification to check that it is genuine and still valid.",
    },
    matches,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return lookUpReference(new URL(request.url), context.clientIp);
}

export default function VerifyLookup() {
  const { typed, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Certificate verification" title="Verify a Certificate">
        <p>
          Every Staffing Spotlight Recruiter Certification carries a reference. Type it below to see
          who holds the certificate, when it was issued and whether it is still valid.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <Form
          method="get"
          action="/verify"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <label htmlFor="reference" className="block font-medium text-slate-900">
            Certificate reference
          </label>
          <p id="reference-hint" className="mt-1 text-sm text-slate-600">
            For example {referenceExample}. You can also paste the certificate&apos;s verify link.
          </p>
          <input
            // A new answer brings the field back with what was typed.
            key={`${typed}:${error ?? ""}`}
            id="reference"
            name="reference"
            defaultValue={typed}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            autoFocus={error !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "reference-hint reference-error" : "reference-hint"}
            className={`mt-2 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-slate-900 shadow-sm ${
              error ? "border-red-600" : "border-slate-300"
            }`}
          />
          {error ? (
            <p id="reference-error" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" className={`${buttonClass("primary")} mt-4`}>
            <Icon name="search" aria-hidden="true" />
            Verify
          </button>
        </Form>
      </div>
    </>
  );
}
