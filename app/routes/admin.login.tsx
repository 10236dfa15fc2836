import { Form, redirect, useActionData } from "react-router";
import { Field } from "~/components/forms/field";
import { buttonClass } from "~/components/ui/button";
import { ActionToast } from "~/components/toasts";
import { Icon } from "~/components/ui/icon";
import { clientOf, getModerator, signInWith } from "~/features/moderation/auth.server";
import type { SignInField } from "~/features/moderation/fields";
import { safeNext, signInForm } from "~/features/moderation/sign-in";
import { privatePageHeaders } from "~/lib/cache-control";
import { valueOf } from "~/lib/form-state";
import { submitForm } from "~/lib/submission.server";
import type { Route } from "./+types/admin.login";

export const meta: Route.MetaFunction = () => [
  { title: "Moderator sign-in | Staffing Spotlight" },
  { name: "robots", content: "noindex" },
];

// Moderators' pages are private and change with every decision: never stored by a cache.
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getModerator(request))
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return null;
}

export async function action(args: Route.ActionArgs) {
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  const { clientIp } = args.context;
  const client = clientOf(args.request, clientIp);
  return submitForm(args, signInForm, (credentials) => signInWith(credentials, client, next), next);
}

export default function AdminLogin() {
  const failure = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <ActionToast toast={failure?.toast} />
      <Form
        method="post"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="lock-keyhole" aria-hidden="true" className="size-6 text-brand-700" />
          Moderator sign-in
        </h1>
        {failure?.toast ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {failure.toast.title}
          </p>
        ) : null}
        <Field
          label="Email"
          name={"email" satisfies SignInField}
          type="email"
          required
          autoComplete="username"
          defaultValue={valueOf(failure?.values, "email")}
        />
        <div>
          <label htmlFor="password" className="field-label">
            Password
          </label>
          <input
            id="password"
            name={"password" satisfies SignInField}
            type="password"
            required
            autoComplete="current-password"
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
          />
        </div>
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
          Sign in
        </button>
      </Form>
    </div>
  );
}
