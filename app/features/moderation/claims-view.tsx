import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";

// The companies' claims (issue 32): who claimed which profile, with what title and address,
// and where it stands. A standing representative can be revoked: the button answers with the
// confirm step, which asks for the reason.

export interface ClaimRow {
  id: number;
  company_id: number;
  company_name: string;
  created_at: string;
  status: "pending" | "confirmed" | "revoked";
  name: string;
  job_title: string;
  email: string;
  confirmed_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
}

function standing(claim: ClaimRow): string {
  if (claim.status === "confirmed" && claim.confirmed_at)
    return `Representative since ${formatDateTime(claim.confirmed_at)}`;
  if (claim.status === "revoked" && claim.revoked_at)
    return `Revoked ${formatDateTime(claim.revoked_at)}: ${claim.revoked_reason ?? ""}`;
  return "Waiting for the address to be confirmed";
}

export function ClaimsList({ items }: { items: ClaimRow[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((claim) => (
        <li key={claim.id}>
          <article
            aria-labelledby={`claim-${claim.id}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 id={`claim-${claim.id}`} className="font-semibold text-slate-900">
              {claim.name} for {claim.company_name}
            </h3>
            <p className="mt-1 break-words text-sm text-slate-700">
              {claim.job_title} · {claim.email} · sent {formatDateTime(claim.created_at)}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-800">{standing(claim)}</p>
            {claim.status === "confirmed" ? (
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="revoke-claim" />
                <input type="hidden" name="id" value={claim.id} />
                <label className="text-xs font-medium text-slate-700">
                  Reason to revoke the claim of {claim.name}
                  <input
                    name="reason"
                    required
                    maxLength={500}
                    className="mt-1 block w-56 rounded border border-slate-300 px-2 py-1 text-sm"
                  />
                </label>
                <button type="submit" className={buttonClass("secondary")}>
                  Revoke
                </button>
              </Form>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
