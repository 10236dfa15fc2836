import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { FieldErrors } from "~/lib/form-state";
import type { InvitationField } from "./fields";
import { roleLabels, type Role } from "./roles";

// An invitation's page (issue 33): the password chosen, then the two-factor set-up.

const problems = {
  invalid: "This invitation link is not valid. Please use the link from the e-mail.",
  expired:
    "This invitation has expired: invitations work for 72 hours. Please ask an owner for a new one.",
  used: "This invitation has been used already: each invitation works once. Sign in with the account you made.",
  revoked:
    "This invitation was revoked by an owner. Please ask an owner if you think that is a mistake.",
} as const;
export type InvitationProblem = keyof typeof problems;

export function InvitationProblemPage({ problem }: { problem: InvitationProblem }) {
  return (
    <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Moderator invitation</h1>
      <p role="alert" className="flex items-center gap-2 font-semibold text-red-800">
        <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
        {problems[problem]}
      </p>
      <PageLink to="/admin/login" className={buttonClass("secondary")}>
        Go to the sign-in
      </PageLink>
    </section>
  );
}

export function InvitationForm({
  email,
  role,
  token,
  errors,
}: {
  email: string;
  role: Role;
  token: string;
  errors?: FieldErrors<InvitationField>;
}) {
  return (
    <Form
      method="post"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
    >
      <h1 className="text-2xl font-bold text-slate-900">Join the moderators</h1>
      <p className="text-slate-700">
        You are invited as {role === "owner" ? "an" : "a"} <strong>{roleLabels[role]}</strong> with
        the address <strong className="break-all">{email}</strong>. Choose a password; next, you set
        up two-factor sign-in with an authenticator app.
      </p>
      <input type="hidden" name={"token" satisfies InvitationField} value={token} />
      {/* The account's name, for a password manager to store the new password with. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <Field
        label="Password"
        name={"password" satisfies InvitationField}
        type="password"
        required
        autoComplete="new-password"
        hint="At least 12 characters, hard to guess: several unrelated words work well."
        error={errors?.password}
      />
      <Field
        label="Confirm password"
        name={"confirmPassword" satisfies InvitationField}
        type="password"
        required
        autoComplete="new-password"
        error={errors?.confirmPassword}
      />
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
        Create account
      </button>
    </Form>
  );
}
