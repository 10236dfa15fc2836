import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import type { FieldErrors } from "~/lib/form-state";
import type { AccountField } from "./fields";
import { RecoveryCodeList } from "./two-factor-page";
import { roleLabels, type Role } from "./roles";

// A moderator's own account (issue 33): their sessions, and a new password.

interface Session {
  id: string;
  current: boolean;
  browser: string;
  address: string;
  startedAt: string;
  lastSeenAt: string;
}

export function AccountPage({
  email,
  role,
  sessions,
  errors,
  recoveryLeft,
  recoveryCodes,
  codeError,
}: {
  email: string;
  role: Role;
  sessions: Session[];
  errors?: FieldErrors<AccountField>;
  recoveryLeft: number;
  recoveryCodes?: string[];
  codeError?: string;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 sm:px-6">
      <div>
        <PageLink to="/admin" className="text-sm font-medium text-brand-700 underline">
          Back to the workspace
        </PageLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Your account</h1>
        <p className="mt-1 text-sm text-slate-700">
          {email} · {roleLabels[role]} · two-factor sign-in on
        </p>
      </div>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          Sessions signed in
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <span>
                <strong>{session.browser}</strong>
                {session.current ? " (this session)" : ""} · {session.address} · started{" "}
                {formatDateTime(session.startedAt)} · last seen {formatDateTime(session.lastSeenAt)}
              </span>
              <Form method="post">
                <input type="hidden" name={"intent" satisfies AccountField} value="end-session" />
                <input type="hidden" name={"session" satisfies AccountField} value={session.id} />
                <button type="submit" className={buttonClass("secondary")}>
                  {session.current ? "Sign out" : "End"}
                  <span className="sr-only">
                    {" "}
                    the session of {session.browser} from {session.address}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recovery-heading" className="max-w-xl">
        <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
          Recovery codes
        </h2>
        {recoveryCodes ? (
          <div className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
            <p role="status" className="font-medium text-emerald-900">
              Your new recovery codes. Store them somewhere safe now: they are shown only this once,
              and your old codes no longer work.
            </p>
            <RecoveryCodeList codes={recoveryCodes} testId="new-recovery-codes" />
          </div>
        ) : (
          <Form
            method="post"
            className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-sm text-slate-700">
              Each recovery code signs you in once in place of the app's code. You have{" "}
              {recoveryLeft} unused. Making new ones ends the old ones.
            </p>
            <input type="hidden" name={"intent" satisfies AccountField} value="recovery-codes" />
            <Field
              label="Authentication code"
              name={"code" satisfies AccountField}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={10}
              hint="The 6-digit code your app shows now."
              error={codeError}
            />
            <button type="submit" className={buttonClass("secondary")}>
              Make new recovery codes
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="password-heading" className="max-w-xl">
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          Change your password
        </h2>
        <Form
          method="post"
          className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <input type="hidden" name={"intent" satisfies AccountField} value="password" />
          <Field
            label="Current password"
            name={"currentPassword" satisfies AccountField}
            type="password"
            required
            autoComplete="current-password"
            error={errors?.currentPassword}
          />
          <Field
            label="New password"
            name={"newPassword" satisfies AccountField}
            type="password"
            required
            autoComplete="new-password"
            hint="At least 12 characters, hard to guess: several unrelated words work well."
            error={errors?.newPassword}
          />
          <Field
            label="Confirm new password"
            name={"confirmPassword" satisfies AccountField}
            type="password"
            required
            autoComplete="new-password"
            error={errors?.confirmPassword}
          />
          <p className="text-sm text-slate-600">Changing it signs out every other session.</p>
          <button type="submit" className={buttonClass("primary")}>
            Change password
          </button>
        </Form>
      </section>
    </div>
  );
}
