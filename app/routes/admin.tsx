import { data, useActionData } from "react-router";
import { ActionToast } from "~/components/toasts";
import { requireModerator } from "~/features/moderation/auth.server";
import { moderate } from "~/features/moderation/decisions.server";
import { queueMailIsOn } from "~/features/moderation/queue-mail.server";
import { workspaceData } from "~/features/moderation/queues.server";
import { workspaceForm } from "~/features/moderation/workspace-form";
import { WorkspacePage } from "~/features/moderation/workspace-page";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Moderation | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

// Moderators' pages are private and change with every decision: never stored by a cache.
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const moderator = await requireModerator(request);
  return data(
    {
      moderator: {
        email: moderator.email,
        queueMail: await queueMailIsOn(moderator.id),
      },
      ...(await workspaceData()),
    },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const moderator = await requireModerator(args.request);
  return submitForm(args, workspaceForm, (action) => moderate(moderator, action));
}

export default function AdminWorkspace({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <>
      <ActionToast toast={result?.toast} />
      <WorkspacePage {...loaderData} />
    </>
  );
}
