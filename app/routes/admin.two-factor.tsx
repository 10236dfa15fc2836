import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { getModerator, getPendingSignIn, justCompleted } from "~/features/moderation/auth.server";
import { safeNext } from "~/features/moderation/sign-in";
import { CodeStep, RecoveryCodes, SetUpStep } from "~/features/moderation/two-factor-page";
import { secondFactor, setupSecret } from "~/features/moderation/two-factor.server";
import { groupedSecret, totpQrSvg } from "~/features/moderation/totp.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin.two-factor";

// The sign-in's second step (issue 33). Reached only with a session whose password was right in
// the last minutes; anything else goes back to the password.

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor sign-in | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = privatePageHeaders;

const noStore = { "Cache-Control": privateNoStore };

// The recovery codes, the set-up's answer, stay on the page: read again, the loader would
// follow the new session to the workspace before they were seen.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) =>
  actionResult &&
  typeof actionResult === "object" &&
  "recoveryCodes" in actionResult &&
  actionResult.recoveryCodes
    ? false
    : defaultShouldRevalidate;

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const pending = await getPendingSignIn(request);
  if (!pending) {
    if (await getModerator(request)) throw redirect(next);
    // Without JavaScript, the set-up's answer (the recovery codes) renders with the old cookie.
    if (await justCompleted(request)) return data({ stage: "done" as const }, { headers: noStore });
    throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  }
  if (pending.stage === "code") return data({ stage: "code" as const }, { headers: noStore });
  const secret = setupSecret(pending);
  return data(
    {
      stage: "setup" as const,
      email: pending.email,
      secret: groupedSecret(secret),
      qrSvg: totpQrSvg(secret, pending.email),
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const pending = await getPendingSignIn(request);
  if (!pending) {
    // Already signed in (a second tab), or the minutes for the second step have passed.
    if (await getModerator(request)) throw redirect(next);
    throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  }
  const form = await readForm(request);
  const code = form.get("code");
  const result = await secondFactor(
    pending,
    typeof code === "string" ? code : "",
    context.clientIp,
  );
  if (!result.ok) {
    const headers: Record<string, string> = { ...noStore };
    if (result.lockedSeconds) headers["Retry-After"] = String(result.lockedSeconds);
    return data(
      { message: result.message, recoveryCodes: null, next },
      { status: result.lockedSeconds ? 429 : 401, headers },
    );
  }
  if (result.recoveryCodes)
    return data(
      { message: undefined, recoveryCodes: result.recoveryCodes, next },
      { headers: { ...noStore, "Set-Cookie": result.setCookie } },
    );
  throw redirect(next, { headers: { "Set-Cookie": result.setCookie } });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const codes = actionData?.recoveryCodes;
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      {codes ? (
        <RecoveryCodes codes={codes} next={actionData.next} />
      ) : loaderData.stage === "code" || loaderData.stage === "done" ? (
        <CodeStep message={actionData?.message} />
      ) : (
        <SetUpStep
          email={loaderData.email}
          secret={loaderData.secret}
          qrSvg={loaderData.qrSvg}
          message={actionData?.message}
        />
      )}
    </div>
  );
}
