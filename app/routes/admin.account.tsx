import { data, useActionData } from "react-router";
import { compactFooterHandle } from "~/components/layout/footer";
import { ActionToast } from "~/components/toasts";
import { ownSessions, recoveryCodesLeft } from "~/features/moderation/account.server";
import { AccountPage } from "~/features/moderation/account-page";
import { requireModerator } from "~/features/moderation/auth.server";
import { accountForm, saveAccount } from "~/features/moderation/team-forms.server";
import { renewRecoveryCodes } from "~/features/moderation/two-factor.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { readForm, submitForm } from "~/lib/submission.server";
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
    {
      email: moderator.email,
      role: moderator.role,
      sessions: await ownSessions(moderator),
      recoveryLeft: await recoveryCodesLeft(moderator),
    },
    { headers: { "Cache-Control": privateNoStore } },
  );
}

export async function action(args: Route.ActionArgs) {
  const moderator = await requireModerator(args.request);
  const formData = await readForm(args.request);
  // New recovery codes are shown once, on this page: answered here, not by a redirect.
  if (formData.get("intent") === "recovery-codes") {
    const code = formData.get("code");
    const renewed = await renewRecoveryCodes(
      moderator,
      typeof code === "string" ? code : "",
      args.context.clientIp,
    );
    const headers: Record<string, string> = { "Cache-Control": privateNoStore };
    if (!renewed.ok && renewed.lockedSeconds)
      headers["Retry-After"] = String(renewed.lockedSeconds);
    return data(renewed.ok ? { recoveryCodes: renewed.codes } : { codeError: renewed.message }, {
      status: renewed.ok ? 200 : renewed.lockedSeconds ? 429 : 401,
      headers,
    });
  }
  return submitForm({ ...args, formData }, accountForm, (action) =>
    saveAccount(moderator, action, args.context.clientIp),
  );
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const failure = answer && "toast" in answer ? answer : undefined;
  return (
    <>
      <ActionToast toast={failure?.toast} />
      <AccountPage
        {...loaderData}
        errors={failure?.errors}
        recoveryCodes={answer && "recoveryCodes" in answer ? answer.recoveryCodes : undefined}
        codeError={answer && "codeError" in answer ? answer.codeError : undefined}
      />
    </>
  );
}
