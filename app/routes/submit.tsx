import { useActionData, useLocation } from "react-router";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { MovementForm } from "~/features/movements/movement-form";
import { submitMovement } from "~/features/movements/movements.server";
import { movementForm } from "~/features/movements/schema";
import { SubmissionGuidelines } from "~/features/movements/submission-guidelines";
import { WhatHappensNext } from "~/features/movements/what-happens-next";
import { seo } from "~/lib/seo";
import { submitForm } from "~/lib/submission.server";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/submit";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

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

export async function action(args: Route.ActionArgs) {
  return submitForm(args, movementForm, submitMovement);
}

export default function Submit() {
  const result = useActionData<typeof action>();
  const location = useLocation();
  // Not useSearchParams: no other page uses it, so it would grow every page's shared chunk.
  const submitted = new URLSearchParams(location.search).has("submitted");
  return (
    <>
      <PageHeader eyebrow="Celebrate a colleague, or yourself" title="Share a Career Movement">
        <p>
          Tell us about a promotion, a new role or a leadership change. A moderator reviews every
          submission before it appears on the site.
        </p>
      </PageHeader>
      <ActionToast toast={result?.toast} />
      {submitted && !result ? <WhatHappensNext arrivalKey={location.key} /> : null}
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
          <MovementForm result={result} resetKey={location.key} />
        </section>
        <SubmissionGuidelines />
      </div>
    </>
  );
}
