import { data, redirect, useActionData } from "react-router";
import { ActionToast } from "~/components/toasts";
import { PageHeader } from "~/components/ui/page-header";
import type { RequestField } from "~/features/your-data/fields";
import { dataHeldFor, heldGroups } from "~/features/your-data/held.server";
import { HeldData, RequestForm } from "~/features/your-data/pages";
import { requestForm } from "~/features/your-data/schema";
import {
  carriesDataCookie,
  endDataSession,
  getDataSession,
  requestDataLink,
} from "~/features/your-data/session.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import type { FormFailure } from "~/lib/form-state";
import { readForm, submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/your-data";

// /your-data (issue 34): anyone asks for a link to an address; the link's session shows here
// what the site holds for that address, with the JSON download and the way to erase it.

export const meta: Route.MetaFunction = () => [
  { title: "Your data | Staffing Spotlight" },
  {
    name: "description",
    content:
      "See what Staffing Spotlight holds about your e-mail address, download it as JSON, or erase it. We e-mail you a link; no account is needed.",
  },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const noStore = { "Cache-Control": privateNoStore };

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getDataSession(request);
  if (!session)
    return data({ held: null, ended: carriesDataCookie(request) }, { headers: noStore });
  const held = await dataHeldFor(session.email);
  return data(
    { held: { address: held.address, groups: heldGroups(held) }, ended: false },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  if (formData.get("intent") === "end") {
    const session = await getDataSession(args.request);
    throw redirect("/your-data", { headers: { "Set-Cookie": await endDataSession(session) } });
  }
  return submitForm({ ...args, formData }, requestForm, (input) => requestDataLink(input.email));
}

export default function YourData({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { held, ended } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Privacy" title="Your data">
        <p>What we hold about your e-mail address: see it, download it, erase it.</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ActionToast toast={result?.toast} />
        {held ? (
          <HeldData address={held.address} groups={held.groups} />
        ) : (
          <RequestForm result={result as FormFailure<RequestField> | undefined} ended={ended} />
        )}
      </div>
    </>
  );
}
