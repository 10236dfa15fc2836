import { data, useActionData } from "react-router";
import { ActionToast } from "~/components/toasts";
import { clientOf } from "~/features/moderation/auth.server";
import { InvitationForm, InvitationProblemPage } from "~/features/moderation/invitation-page";
import { acceptInvitation, invitationState } from "~/features/moderation/invitations.server";
import { invitationForm, invitationPasswordRefusal } from "~/features/moderation/team-forms.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { refuse, submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin.invitation";

// An invitation's link (issue 33): /admin/invitation?token=… (the log redacts the token).

export const meta: Route.MetaFunction = () => [
  { title: "Moderator invitation | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const statusOf = { valid: 200, invalid: 400, expired: 410, used: 409, revoked: 410 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const shown = await invitationState(token);
  return data(
    { ...shown, token: shown.state === "valid" ? token : null },
    { status: statusOf[shown.state], headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const client = clientOf(args.request, args.context.clientIp);
  return submitForm(args, invitationForm, async ({ token = null, password }) => {
    const shown = await invitationState(token);
    if (shown.state !== "valid")
      return refuse({
        status: statusOf[shown.state],
        toast: { title: "This invitation can no longer be used." },
      });
    const weak = await invitationPasswordRefusal(password, shown.email);
    if (weak) return weak;
    const accepted = await acceptInvitation(token, password, client);
    if (accepted.state === "accepted")
      return { headers: { "Set-Cookie": accepted.setCookie }, to: "/admin/two-factor" };
    return refuse({
      status: accepted.state === "exists" ? 409 : 410,
      toast: {
        title:
          accepted.state === "exists"
            ? "An account with this address already exists: please sign in."
            : "This invitation can no longer be used.",
      },
    });
  });
}

export default function AdminInvitation({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <ActionToast toast={failure?.toast} />
      {loaderData.state === "valid" && loaderData.token ? (
        <InvitationForm
          email={loaderData.email}
          role={loaderData.role}
          token={loaderData.token}
          errors={failure?.errors}
        />
      ) : (
        <InvitationProblemPage
          problem={loaderData.state === "valid" ? "invalid" : loaderData.state}
        />
      )}
    </div>
  );
}
