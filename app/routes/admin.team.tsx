import { data, useActionData } from "react-router";
import { compactFooterHandle } from "~/components/layout/footer";
import { ActionToast } from "~/components/toasts";
import { requireModerator } from "~/features/moderation/auth.server";
import { OwnersOnlyBoundary } from "~/features/moderation/forbidden";
import { saveTeam, teamForm } from "~/features/moderation/team-forms.server";
import { TeamPage } from "~/features/moderation/team-page";
import { teamView } from "~/features/moderation/team.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin.team";

// The owners' team page (issue 33): a moderator is answered 403, a visitor sent to sign in.

export const handle = compactFooterHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Team | Moderation | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireModerator(request, "owner");
  return data(
    { me: owner.id, ...(await teamView()) },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const owner = await requireModerator(args.request, "owner");
  return submitForm(args, teamForm, (action) => saveTeam(owner, action));
}

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  return (
    <>
      <ActionToast toast={failure?.toast} />
      <TeamPage {...loaderData} values={failure?.values} errors={failure?.errors} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OwnersOnlyBoundary error={error} />;
}
