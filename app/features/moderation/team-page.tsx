import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { fieldProps, type FieldErrors, type FormValues } from "~/lib/form-state";
import type { TeamField } from "./fields";
import { roleLabels, roles, type Role } from "./roles";

// The owners' team page (issue 33): every account, the invitations waiting, and an invitation.

interface Account {
  id: number;
  email: string;
  role: Role;
  active: boolean;
  twoFactor: boolean;
  createdAt: string;
  sessions: number;
  lastSeen: string | null;
}

interface Invitation {
  id: number;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
}

const th = "px-3 py-2 text-left font-semibold text-slate-800";
const td = "px-3 py-2 align-top";

function Hidden({ intent, id }: { intent: string; id: number }) {
  return (
    <>
      <input type="hidden" name={"intent" satisfies TeamField} value={intent} />
      <input type="hidden" name={"id" satisfies TeamField} value={id} />
    </>
  );
}

function AccountRow({ account, me }: { account: Account; me: number }) {
  return (
    <tr>
      <th scope="row" className={`${td} font-medium break-all text-slate-900`}>
        {account.email}
        {account.id === me ? <span className="font-normal text-slate-600"> (you)</span> : null}
      </th>
      <td className={td}>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <Hidden intent="set-role" id={account.id} />
          <label className="sr-only" htmlFor={`role-${account.id}`}>
            Role of {account.email}
          </label>
          <select
            id={`role-${account.id}`}
            name={"role" satisfies TeamField}
            defaultValue={account.role}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass("secondary")}>
            Change role<span className="sr-only"> of {account.email}</span>
          </button>
        </Form>
      </td>
      <td className={td}>{account.twoFactor ? "On" : "Not set up yet"}</td>
      <td className={td}>
        {account.active ? "Active" : "Deactivated"}
        <br />
        <span className="text-slate-600">
          {account.sessions} {account.sessions === 1 ? "session" : "sessions"}
          {account.lastSeen ? `, last seen ${formatDateTime(account.lastSeen)}` : ""}
        </span>
      </td>
      <td className={`${td} space-y-2`}>
        <Form method="post">
          <Hidden intent={account.active ? "deactivate" : "reactivate"} id={account.id} />
          <button type="submit" className={buttonClass("secondary")}>
            {account.active ? "Deactivate" : "Reactivate"}
            <span className="sr-only"> {account.email}</span>
          </button>
        </Form>
        {account.sessions ? (
          <Form method="post">
            <Hidden intent="end-sessions" id={account.id} />
            <button type="submit" className={buttonClass("secondary")}>
              End all sessions<span className="sr-only"> of {account.email}</span>
            </button>
          </Form>
        ) : null}
      </td>
    </tr>
  );
}

export function TeamPage({
  accounts,
  invitations,
  me,
  values,
  errors,
}: {
  accounts: Account[];
  invitations: Invitation[];
  me: number;
  values?: FormValues<TeamField>;
  errors?: FieldErrors<TeamField>;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6">
      <div>
        <PageLink to="/admin" className="text-sm font-medium text-brand-700 underline">
          Back to the workspace
        </PageLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Team</h1>
        <p className="mt-1 text-sm text-slate-700">
          Owners can do everything, including managing this team. Moderators work the queues, revoke
          certificates and claims, and keep the outbox. There is always at least one active owner.
        </p>
      </div>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-lg font-semibold text-slate-900">
          Accounts
        </h2>
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Account
                </th>
                <th scope="col" className={th}>
                  Role
                </th>
                <th scope="col" className={th}>
                  Two-factor
                </th>
                <th scope="col" className={th}>
                  State
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {accounts.map((account) => (
                <AccountRow key={account.id} account={account} me={me} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="invite-heading" className="max-w-xl">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite a moderator
        </h2>
        <Form
          method="post"
          className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <input type="hidden" name={"intent" satisfies TeamField} value="invite" />
          <Field
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...fieldProps(values, errors, "email")}
          />
          <div>
            <label htmlFor="invite-role" className="field-label">
              Role
            </label>
            <select
              id="invite-role"
              name={"role" satisfies TeamField}
              defaultValue={values?.role === "owner" ? "owner" : "moderator"}
              className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-slate-600">
            The invitation link works once, for 72 hours. The new moderator chooses a password and
            sets up two-factor sign-in before their first sign-in completes.
          </p>
          <button type="submit" className={buttonClass("primary")}>
            Send invitation
          </button>
        </Form>
      </section>
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
          Invitations waiting
        </h2>
        {invitations.length ? (
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <span>
                  <strong className="break-all">{invitation.email}</strong> as{" "}
                  {roleLabels[invitation.role]} · sent {formatDateTime(invitation.created_at)} ·
                  expires {formatDateTime(invitation.expires_at)}
                </span>
                <Form method="post">
                  <Hidden intent="revoke-invitation" id={invitation.id} />
                  <button type="submit" className={buttonClass("secondary")}>
                    Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No invitations are waiting.</p>
        )}
      </section>
    </div>
  );
}
