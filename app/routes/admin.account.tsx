import { data, useActionData } from "react-router";
import { compactFooterHandle } from "~/components/layout/footer";
import { ActionToast } from "~/components/toasts";
import { ownSessions } from "~/features/moderation/account.server";
import { AccountPage } from "~/features/moderation/account-page";
import { requireModerator } from "~/features/moderation/auth.server";
import { accountForm, saveAccount } from "~/features/moderation/team-forms.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin.account";

// A moderator's own account (issue 33): sessions seen and ended, and a new password.

export const handle = compactFooterHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Your account | Moderation | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const moderator = await requireModerator(request);
  return data(
    { email: moderator.email, role: moderator.role, sessions: await ownSessions(moderator) },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const moderator = await requireModerator(args.request);
  return submitForm(args, accountForm, (action) =>
    saveAccount(moderator, action, args.context.clientIp),
  );
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  return (
    <>
      <ActionToast toast={failure?.toast} />
      <AccountPage {...loaderData} errors={failure?.errors} />
    </>
  );
}
