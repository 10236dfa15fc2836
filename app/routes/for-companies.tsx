import { data, redirect, useActionData } from "react-router";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import { WhatAClaimAllows } from "~/features/claims/claim-form";
import { RepresentativeHome, SignInForm } from "~/features/claims/for-companies";
import {
  getRepresentative,
  requestSignIn,
  signOutRepresentative,
} from "~/features/claims/representative.server";
import { reviewMailOf, reviewsToAnswer, setReviewMail } from "~/features/claims/answers.server";
import { reviewMailForm, signInForm } from "~/features/claims/schema";
import type { SignInField } from "~/features/claims/fields";
import type { FormFailure } from "~/lib/form-state";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { readForm, submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/for-companies";

// /for-companies (issue 32): a company's representatives sign in with a link e-mailed to their
// work address, and see the company they answer for.

export const meta: Route.MetaFunction = () => [
  { title: "For companies | Staffing Spotlight" },
  {
    name: "description",
    content:
      "Representatives of staffing companies sign in to answer for their company's profile on Staffing Spotlight.",
  },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const representative = await getRepresentative(request);
  const noStore = { headers: { "Cache-Control": privateNoStore } };
  if (!representative)
    return data({ representative: null, reviews: [], reviewMail: "each" }, noStore);
  return data(
    {
      representative: {
        companyId: representative.companyId,
        companyName: representative.companyName,
        name: representative.name,
        jobTitle: representative.jobTitle,
      },
      reviews: await reviewsToAnswer(representative),
      reviewMail: await reviewMailOf(representative),
    },
    noStore,
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (intent === "sign-out" || intent === "review-mail") {
    const representative = await getRepresentative(args.request);
    if (!representative) throw redirect("/for-companies");
    if (intent === "review-mail")
      return submitForm({ ...args, formData }, reviewMailForm, (input) =>
        setReviewMail(representative, input.reviewMail),
      );
    throw redirect("/for-companies", {
      headers: { "Set-Cookie": await signOutRepresentative(representative) },
    });
  }
  return submitForm({ ...args, formData }, signInForm, (input) => requestSignIn(input.email));
}

export default function ForCompanies({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { representative, reviews, reviewMail } = loaderData;
  return (
    <>
      <PageHeader eyebrow="For companies" title="Answer for your company">
        <p>Representatives reply to reviews and keep their company&apos;s profile true.</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ActionToast toast={result?.toast} />
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {representative ? (
            <RepresentativeHome
              representative={representative}
              reviews={reviews}
              reviewMail={reviewMail}
            />
          ) : (
            <>
              <WhatAClaimAllows />
              <div className="mt-6 border-t border-slate-100 pt-6">
                {/* Signed out, only the sign-in form can have failed (the e-mail choice needs a
                    session). */}
                <SignInForm result={result as FormFailure<SignInField> | undefined} />
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}
