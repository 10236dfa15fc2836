import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { eraseData, erasedLines } from "~/features/your-data/erase.server";
import { EraseConfirm, ErasedSummary, SessionEnded } from "~/features/your-data/pages";
import { clearDataCookie, getDataSession } from "~/features/your-data/session.server";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { logger } from "~/lib/logger.server";
import { noteSavedChange } from "~/lib/request-scope.server";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/your-data.erase";

// /your-data/erase (issue 34): the erase's one confirmation, then the erase itself, which ends
// the session and shows what was done.

export const meta: Route.MetaFunction = () => [
  { title: "Erase your data | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const noStore = { "Cache-Control": privateNoStore };

// The erase's answer is the page's new state: its loader, run again, would find the session
// it ended.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  actionResult === undefined;

// Without a session, the page says so rather than redirecting: the form's post without
// JavaScript runs this loader after the erase, whose answer must stand.
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getDataSession(request);
  return data({ address: session?.email ?? null }, { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getDataSession(request);
  if (!session) throw redirect("/your-data");
  const form = await readForm(request);
  if (form.get("confirm") !== "yes")
    return data(
      { state: "unconfirmed" as const, address: session.email },
      { status: 400, headers: noStore },
    );
  const at = new Date();
  let erased;
  try {
    erased = await eraseData(session, at);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, fault: faultKind(error) }, "could not erase a person's data");
    return data(
      { state: "unavailable" as const, address: session.email },
      { status: 503, headers: noStore },
    );
  }
  // A second press finds the session ended by the first: nothing more to do.
  if (!erased) throw redirect("/your-data");
  // Published reviews and movements may have left public pages: the page cache forgets them.
  noteSavedChange();
  return data(
    { state: "erased" as const, lines: erasedLines(erased), at: at.toISOString() },
    { headers: { ...noStore, "Set-Cookie": await clearDataCookie() } },
  );
}

const errors = {
  unconfirmed: "Please press “Erase my data for good” to confirm.",
  unavailable: "Sorry, nothing could be erased just now. Please try again in a few minutes.",
} as const;

export default function EraseYourData({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Privacy" title="Erase your data" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        {actionData?.state === "erased" ? (
          <ErasedSummary lines={actionData.lines} at={actionData.at} />
        ) : !actionData && !loaderData.address ? (
          <SessionEnded />
        ) : (
          <EraseConfirm
            address={actionData?.address ?? loaderData.address ?? ""}
            error={actionData ? errors[actionData.state] : undefined}
          />
        )}
      </div>
    </>
  );
}
