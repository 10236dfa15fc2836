import { data, Form, redirect, type ShouldRevalidateFunction } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { representativeLinkMinutes } from "~/content/retention";
import { signInLinkState, signInWithLink } from "~/features/claims/representative.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/for-companies.sign-in";

// The sign-in link e-mailed to a representative (issue 32). GET shows a button, so a mail
// scanner that opens the link signs no one in; the button's POST signs in and goes to
// /for-companies.

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

// The button's answer is the page's new state: the link, now used, is not read again (its
// loader would answer 409 for it, which the browser reports as an error).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  actionResult === undefined;

const noStore = { "Cache-Control": privateNoStore };
const statusOf = { "sign-in": 200, invalid: 400, expired: 410, used: 409 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const shown = await signInLinkState(token);
  return data(
    { ...shown, token: shown.state === "sign-in" ? token : null },
    { status: statusOf[shown.state], headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const result = await signInWithLink(typeof given === "string" ? given : null);
  if ("setCookie" in result)
    throw redirect("/for-companies", { headers: { "Set-Cookie": result.setCookie } });
  return data({ ...result, token: null }, { status: statusOf[result.state], headers: noStore });
}

export default function SignInWithLink({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const problem =
    shown.state === "invalid"
      ? "This sign-in link is not valid. Please use the link from the e-mail."
      : shown.state === "expired"
        ? `This sign-in link has expired: links work for ${representativeLinkMinutes} minutes.`
        : shown.state === "used"
          ? "This sign-in link has been used already: each link works once."
          : null;
  return (
    <>
      <PageHeader eyebrow="For companies" title="Sign in" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {problem || shown.state !== "sign-in" ? (
            <>
              <p
                role="alert"
                className="flex items-center gap-2 text-lg font-semibold text-red-800"
              >
                <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
                {problem}
              </p>
              <PageLink to="/for-companies" className={`${buttonClass("secondary")} mt-6`}>
                Ask for a new link
              </PageLink>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={shown.token ?? ""} />
              <p className="text-slate-800">
                Sign in as a representative of <strong>{shown.companyName}</strong>?
              </p>
              <button type="submit" className={`${buttonClass("primary")} mt-6`}>
                Sign in
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
