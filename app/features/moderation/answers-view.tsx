import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { flagReasonLabel } from "~/content/review-flags";
import type { ProposalInput } from "~/features/claims/schema";
import { choiceLabel, facetNames, facets } from "~/features/companies/directory";
import { formatDateTime } from "~/lib/dates";
import { LongText } from "./workspace-parts";

// What companies' representatives send (issue 32), as the moderators see it: a reply with the
// review it answers and the text shown now; a flag with its reason and the review; a profile
// change as a side-by-side diff of the fields it changes.

interface ReplyRow {
  id: number;
  pending_body: string | null;
  submitted_at: string | null;
  published_body: string | null;
  review_title: string;
  review_body: string;
  review_rating: number;
  company_name: string;
}

export function RepliesList({ items }: { items: ReplyRow[] }) {
  return (
    <>
      {items.map((reply) => (
        <article
          key={reply.id}
          aria-labelledby={`reply-${reply.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
        >
          <h3
            id={`reply-${reply.id}`}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900"
          >
            {reply.company_name}&apos;s reply to “{reply.review_title}”
          </h3>
          <p className="text-slate-600">
            {reply.published_body ? "An edit of a published reply" : "A first reply"} · sent{" "}
            {reply.submitted_at ? formatDateTime(reply.submitted_at) : ""}
          </p>
          <LongText label={`The review, rated ${reply.review_rating} out of 5`}>
            {reply.review_body}
          </LongText>
          <LongText label={`The reply from ${reply.company_name}`}>{reply.pending_body}</LongText>
          {reply.published_body ? (
            <LongText label="Shown now, until you decide">{reply.published_body}</LongText>
          ) : null}
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="id" value={reply.id} />
              <input type="hidden" name="version" value={reply.submitted_at ?? ""} />
              <input type="hidden" name="decision" value="approve" />
              <button type="submit" className={buttonClass("primary")}>
                Publish the reply
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="id" value={reply.id} />
              <input type="hidden" name="version" value={reply.submitted_at ?? ""} />
              <input type="hidden" name="decision" value="reject" />
              <label className="text-sm font-medium text-slate-800">
                Reason told to the company (optional)
                <input
                  name="reason"
                  maxLength={500}
                  className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm"
                />
              </label>
              <button type="submit" className={buttonClass("secondary")}>
                Decline
              </button>
            </Form>
          </div>
        </article>
      ))}
    </>
  );
}

interface FlagRow {
  id: number;
  reason: string;
  created_at: string;
  review_id: number;
  review_title: string;
  review_body: string;
  review_rating: number;
  company_name: string;
}

export function FlagsList({ items }: { items: FlagRow[] }) {
  return (
    <>
      {items.map((flag) => (
        <article
          key={flag.id}
          aria-labelledby={`flag-${flag.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
        >
          <h3
            id={`flag-${flag.id}`}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900"
          >
            “{flag.review_title}”, a review of {flag.company_name}
          </h3>
          <p className="text-slate-600">
            Flagged by the company {formatDateTime(flag.created_at)}:{" "}
            <strong className="font-semibold text-slate-900">{flagReasonLabel(flag.reason)}</strong>
          </p>
          <LongText label={`The review, rated ${flag.review_rating} out of 5`}>
            {flag.review_body}
          </LongText>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="dismiss-flag" />
              <input type="hidden" name="id" value={flag.id} />
              <button type="submit" className={buttonClass("primary")}>
                Dismiss the flag
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="decide" />
              <input type="hidden" name="subject" value="review" />
              <input type="hidden" name="id" value={flag.review_id} />
              <input type="hidden" name="decision" value="remove" />
              <label className="text-sm font-medium text-slate-800">
                Reason to remove the review
                <input
                  name="reason"
                  required
                  maxLength={500}
                  defaultValue={flagReasonLabel(flag.reason)}
                  className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm"
                />
              </label>
              <button type="submit" className={buttonClass("secondary")}>
                Remove the review
              </button>
            </Form>
          </div>
        </article>
      ))}
    </>
  );
}

const factLabels = {
  description: "Description",
  website: "Website",
  location: "Location",
  employee_count: "Employee count",
} as const;

/** The fields a proposal changes: label, before, after; lists as their labels. */
function changedFacts(previous: ProposalInput, proposed: ProposalInput) {
  const rows: [string, string, string][] = [];
  for (const key of Object.keys(factLabels) as (keyof typeof factLabels)[])
    if ((previous[key] ?? "") !== (proposed[key] ?? ""))
      rows.push([factLabels[key], previous[key] ?? "(none)", proposed[key] ?? "(none)"]);
  for (const facet of facetNames) {
    const { field, label } = facets[facet];
    const show = (values: string[]) =>
      values.map((value) => choiceLabel(facet, value)).join(", ") || "(none)";
    if (show(previous[field]) !== show(proposed[field]))
      rows.push([label, show(previous[field]), show(proposed[field])]);
  }
  return rows;
}

interface ProposalRow {
  id: number;
  created_at: string;
  company_name: string;
  representative: string;
  job_title: string;
  previous: ProposalInput;
  proposed: ProposalInput;
}

export function ProposalsList({ items }: { items: ProposalRow[] }) {
  return (
    <>
      {items.map((proposal) => {
        const rows = changedFacts(proposal.previous, proposal.proposed);
        return (
          <article
            key={proposal.id}
            aria-labelledby={`proposal-${proposal.id}`}
            className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
          >
            <h3
              id={`proposal-${proposal.id}`}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold text-slate-900"
            >
              Changes to {proposal.company_name}
            </h3>
            <p className="text-slate-600">
              Proposed by {proposal.representative}, {proposal.job_title} ·{" "}
              {formatDateTime(proposal.created_at)}
            </p>
            <div
              role="group"
              aria-label={`Changes proposed to ${proposal.company_name}`}
              tabIndex={0}
              className="mt-2 max-h-72 overflow-y-auto"
            >
              <table className="w-full table-fixed border-collapse text-left align-top">
                <caption className="sr-only">Each changed field, as it is and as proposed</caption>
                <thead>
                  <tr className="text-xs uppercase tracking-wide text-slate-600">
                    <th scope="col" className="w-28 py-1 pr-2">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Now
                    </th>
                    <th scope="col" className="py-1">
                      Proposed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([label, before, after]) => (
                    <tr key={label} className="border-t border-slate-100 align-top">
                      <th scope="row" className="py-1 pr-2 font-medium text-slate-700">
                        {label}
                      </th>
                      <td className="whitespace-pre-line break-words py-1 pr-2">
                        <del className="bg-red-50 text-red-900">{before}</del>
                      </td>
                      <td className="whitespace-pre-line break-words py-1">
                        <ins className="bg-emerald-50 text-emerald-900 no-underline">{after}</ins>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3 flex gap-2">
              {(
                [
                  ["apply", "Apply the changes"],
                  ["decline", "Decline"],
                ] as const
              ).map(([decision, label]) => (
                <Form key={decision} method="post">
                  <input type="hidden" name="intent" value="proposal" />
                  <input type="hidden" name="id" value={proposal.id} />
                  <input type="hidden" name="decision" value={decision} />
                  <button
                    type="submit"
                    className={buttonClass(decision === "apply" ? "primary" : "secondary")}
                  >
                    {label}
                  </button>
                </Form>
              ))}
            </div>
          </article>
        );
      })}
    </>
  );
}
