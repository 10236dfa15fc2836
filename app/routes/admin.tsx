import { data, useActionData } from "react-router";
import { compactFooterHandle } from "~/components/layout/footer";
import { ActionToast } from "~/components/toasts";
import { requireModerator } from "~/features/moderation/auth.server";
import { backupView } from "~/features/moderation/backups.server";
import { workspaceAction } from "~/features/moderation/moderate.server";
import { queueMailIsOn } from "~/features/moderation/queue-mail.server";
import { workspaceView } from "~/features/moderation/queues.server";
import { parseList, parseView } from "~/features/moderation/views";
import { WorkspacePage } from "~/features/moderation/workspace-page";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { parseId, parsePage } from "~/lib/params";
import type { Route } from "./+types/admin";

export const handle = compactFooterHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Moderation | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

// Moderators' pages are private and change with every decision: never stored by a cache.
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const moderator = await requireModerator(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  return data(
    {
      moderator: {
        email: moderator.email,
        role: moderator.role,
        queueMail: await queueMailIsOn(moderator.id),
      },
      backup: backupView(),
      ...(await workspaceView({
        view: parseView(params.get("view")),
        list: parseList(params.get("list")),
        page: parsePage(url),
        item: parseId(params.get("item") ?? undefined),
        failedOnly: params.get("mail") === "failed",
      })),
    },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  return workspaceAction(args, await requireModerator(args.request));
}

export default function AdminWorkspace({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const confirm = result && "confirm" in result ? result.confirm : undefined;
  const toast = result && "toast" in result ? result.toast : undefined;
  return (
    <>
      <ActionToast toast={toast} />
      <WorkspacePage {...loaderData} confirm={confirm} />
    </>
  );
}
