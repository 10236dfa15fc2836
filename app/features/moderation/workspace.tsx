import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import {
  countsInAverage,
  relationshipLabel,
  type Relationship,
} from "~/features/reviews/relationships";
import { personStanding, ResendNotice, type FeaturedPerson } from "./person-moderation";
import { LongText } from "./workspace-parts";

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm";

/**
 * Approve, or reject with a reason; or, for something published, remove it with a reason.
 * `submitterEmail`: a rejection's reason may be e-mailed to it, if the moderator ticks the box.
 */
export function DecisionButtons({
  subject,
  id,
  published = false,
  submitterEmail = null,
}: {
  subject: "movement" | "company" | "review";
  id: number;
  published?: boolean;
  submitterEmail?: string | null;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {!published ? (
        <Form method="post">
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="subject" value={subject} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="decision" value="approve" />
          <button type="submit" className={buttonClass("primary")}>
            Approve
          </button>
        </Form>
      ) : null}
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="subject" value={subject} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="decision" value={published ? "remove" : "reject"} />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Reason
          <input
            name="reason"
            required
            maxLength={500}
            className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm"
            placeholder={
              published ? "e.g. removal requested by the person" : "e.g. not about staffing"
            }
          />
        </label>
        {!published && submitterEmail ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="sendReason" className="size-4" />
            Send the reason to the submitter
          </label>
        ) : null}
        <button type="submit" className={buttonClass("secondary")}>
          {published ? "Remove" : "Reject"}
        </button>
      </Form>
    </div>
  );
}

interface EditField {
  name: string;
  label: string;
  value: string;
  multiline?: boolean;
}

/** Corrects typos in a pending item, then approves it, in one step. */
export function EditBeforeApprove({
  subject,
  id,
  fields,
  children,
}: {
  subject: "movement" | "company" | "review";
  id: number;
  fields: EditField[];
  /** More fields, below the texts (a company's choices). */
  children?: ReactNode;
}) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Fix typos, then approve
      </summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="subject" value={subject} />
        <input type="hidden" name="decision" value="approve" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="edit" value="1" />
        {fields.map((field) =>
          field.multiline ? (
            <label key={field.name} className="text-sm font-medium text-slate-800 sm:col-span-2">
              {field.label}
              <textarea name={field.name} defaultValue={field.value} rows={4} className={input} />
            </label>
          ) : (
            <label key={field.name} className="text-sm font-medium text-slate-800">
              {field.label}
              <input name={field.name} defaultValue={field.value} className={input} />
            </label>
          ),
        )}
        {children ? <div className="sm:col-span-2">{children}</div> : null}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary")}>
            Save and approve
          </button>
        </div>
      </Form>
    </details>
  );
}

export interface PendingMovement extends FeaturedPerson {
  id: number;
  created_at: string;
  name: string;
  previous_role: string | null;
  new_role: string;
  company: string;
  previous_company: string | null;
  location: string | null;
  description: string;
  submitter_name: string | null;
  submitter_email: string | null;
  tags: string[];
}

export function MovementReview({
  movement,
  published = false,
}: {
  movement: PendingMovement;
  published?: boolean;
}) {
  const fields: [string, string | null][] = [
    ["New role", movement.new_role],
    ["Company", movement.company],
    ["Previous role", movement.previous_role],
    ["Previous company", movement.previous_company],
    ["Location", movement.location],
    ["Tags", movement.tags.map((tag) => `#${tag}`).join(" ") || null],
    [
      "Submitted by",
      [movement.submitter_name, movement.submitter_email].filter(Boolean).join(" · ") || null,
    ],
    ["Received", formatDateTime(movement.created_at)],
    ["Featured person", personStanding(movement, published)],
  ];
  return (
    <article
      aria-labelledby={`review-movement-${movement.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3
        id={`review-movement-${movement.id}`}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-slate-900"
      >
        {movement.name}
      </h3>
      <LongText label={`Details: ${movement.name}`} tall>
        <dl className="flex flex-wrap gap-x-5 gap-y-0.5">
          {fields.map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-1.5">
              <dt className="shrink-0 font-medium text-slate-600">{label}:</dt>
              <dd className="min-w-0 text-slate-900">{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-2.5">
          {movement.description}
        </p>
      </LongText>
      {!published ? (
        <EditBeforeApprove
          subject="movement"
          id={movement.id}
          fields={[
            { name: "name", label: "Name", value: movement.name },
            { name: "newRole", label: "New role", value: movement.new_role },
            { name: "company", label: "Company", value: movement.company },
            { name: "previousRole", label: "Previous role", value: movement.previous_role ?? "" },
            {
              name: "previousCompany",
              label: "Previous company",
              value: movement.previous_company ?? "",
            },
            { name: "location", label: "Location", value: movement.location ?? "" },
            {
              name: "description",
              label: "Description",
              value: movement.description,
              multiline: true,
            },
          ]}
        />
      ) : null}
      <DecisionButtons
        subject="movement"
        id={movement.id}
        published={published}
        submitterEmail={movement.submitter_email}
      />
      {published && movement.featured_email ? (
        <ResendNotice id={movement.id} name={movement.name} />
      ) : null}
    </article>
  );
}

export interface ReviewForModeration {
  id: number;
  created_at: string;
  rating: number;
  title: string;
  body: string;
  reviewer_name: string | null;
  reviewer_email: string;
  relationship: Relationship | null;
  company_name: string;
}

export function ReviewModeration({
  review,
  published = false,
}: {
  review: ReviewForModeration;
  published?: boolean;
}) {
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3
        id={`review-${review.id}`}
        tabIndex={-1}
        className="scroll-mt-24 font-semibold text-slate-900"
      >
        {review.title}
      </h3>
      <p className="text-sm text-slate-600">
        {review.rating} of 5 stars for {review.company_name} · by{" "}
        {review.reviewer_name ?? "anonymous"} ({review.reviewer_email}) ·{" "}
        {formatDateTime(review.created_at)}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">
        How they know the company: {relationshipLabel(review.relationship)}
        {countsInAverage(review.relationship) ? "" : " (not counted in the average)"}
      </p>
      <LongText label={`Review: ${review.title}`}>{review.body}</LongText>
      <DecisionButtons subject="review" id={review.id} published={published} />
    </article>
  );
}
