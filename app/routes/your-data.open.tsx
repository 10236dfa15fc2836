import { data, Form, redirect, type ShouldRevalidateFunction } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { yourDataLinkMinutes } from "~/content/retention";
import { dataLinkState, openDataLink } from "~/features/your-data/session.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/your-data.open";

// The link e-mailed from /your-data (issue 34). GET shows a button, so a mail scanner that
// opens the link uses nothing up; the button's POST takes the link, once, starts the session and
// goes to /your-data.

export const meta: Route.MetaFunction = () => [
  { title: "Your data | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

// The button's answer is the page's new state: the link, now used, is not read again (its
// loader would answer 409 for it, which the browser reports as an error).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  actionResult === undefined;

const noStore = { "Cache-Control": privateNoStore };
const statusOf = { open: 200, invalid: 400, expired: 410, used: 409 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const shown = await dataLinkState(token);
  return data(
    { ...shown, token: shown.state === "open" ? token : null },
    { status: statusOf[shown.state], headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const result = await openDataLink(typeof given === "string" ? given : null);
  if ("setCookie" in result)
    throw redirect("/your-data", { headers: { "Set-Cookie": result.setCookie } });
  return data({ ...result, token: null }, { status: statusOf[result.state], headers: noStore });
}

const problems = {
  invalid: "This link is not valid. Please use the link from the e-mail, whole.",
  expired: `This link has expired: links work for ${yourDataLinkMinutes} minutes.`,
  used: "This link has been used already: each link works once.",
} as const;

export default function OpenYourData({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <>
      <PageHeader eyebrow="Privacy" title="Your data" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {shown.state !== "open" ? (
            <>
              <p
                role="alert"
                className="flex items-center gap-2 text-lg font-semibold text-red-800"
              >
                <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
                {problems[shown.state]}
              </p>
              <PageLink to="/your-data" className={`${buttonClass("secondary")} mt-6`}>
                Ask for a new link
              </PageLink>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={shown.token ?? ""} />
              <p className="text-slate-800">
                See what Staffing Spotlight holds for the address this link was sent to.
              </p>
              <button type="submit" className={`${buttonClass("primary")} mt-6`}>
                Continue
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
