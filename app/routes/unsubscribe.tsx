import { data, Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import {
  maskAddress,
  readUnsubscribeToken,
  unsubscribeByToken,
} from "~/lib/mail/unsubscribe.server";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/unsubscribe";

// The link at the foot of every notification, and its List-Unsubscribe header. GET shows a
// button (a link scanner opening the page changes nothing); POST unsubscribes: the button's, or a
// mail provider's one-click POST (RFC 8058), which sends `List-Unsubscribe=One-Click` and no
// cookie. The signed token is the whole authority, so no sign-in, rate limit or form pipeline.

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const noStore = { "Cache-Control": privateNoStore };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const email = readUnsubscribeToken(token);
  if (!email) return data({ state: "invalid" as const }, { status: 400, headers: noStore });
  return data(
    { state: "confirm" as const, address: maskAddress(email), token },
    { headers: noStore },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const token =
    new URL(request.url).searchParams.get("token") ?? (typeof given === "string" ? given : null);
  let address: string | null;
  try {
    address = await unsubscribeByToken(token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, fault: faultKind(error) }, "could not record an unsubscribe");
    return data({ state: "unavailable" as const, token }, { status: 503 });
  }
  if (!address) return data({ state: "invalid" as const }, { status: 400 });
  return { state: "done" as const, address };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <>
      <PageHeader eyebrow="E-mail" title="Stop notifications" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {shown.state === "invalid" ? (
            <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
              <Icon name="mail-x" aria-hidden="true" className="size-6" />
              This unsubscribe link is not valid. Please use the link from the latest e-mail.
            </p>
          ) : shown.state === "unavailable" ? (
            <p role="alert" className="text-lg font-semibold text-red-800">
              Sorry, this could not be saved just now. Please try the link again in a few minutes.
            </p>
          ) : shown.state === "done" ? (
            <p role="status" className="text-lg font-semibold text-emerald-800">
              Done: {shown.address} will get no more notifications from Staffing Spotlight.
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={shown.token ?? ""} />
              <p className="text-slate-800">
                Stop notifications to <strong>{shown.address}</strong>? Codes and links you ask for
                (to confirm an address, for instance) are still sent.
              </p>
              <button type="submit" className={`${buttonClass("primary")} mt-4`}>
                Unsubscribe
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
