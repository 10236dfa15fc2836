import { Form } from "react-router";
import { formatDate } from "~/lib/dates";
import { LongText } from "./workspace-parts";

// What the moderators see of the featured person's say (issue 31): whether they were told,
// confirmed or asked for a change; the notice sent again; the corrections they suggested.

export interface FeaturedPerson {
  submitter_email: string | null;
  featured_email: string | null;
  featured_is_submitter: number;
  person_notified_at: string | null;
  person_confirmed_at: string | null;
  person_confirmed_name: string | null;
  correction_pending: boolean;
}

/** One line: where the featured person stands. */
export function personStanding(movement: FeaturedPerson, published: boolean): string {
  if (!movement.featured_email) return "No address given: not notified";
  const parts: string[] = [
    movement.featured_is_submitter
      ? "This is the submitter"
      : movement.featured_email === movement.submitter_email
        ? "Address given: the submitter's own"
        : "Address given",
  ];
  if (movement.person_confirmed_at)
    parts.push(
      `confirmed by ${movement.person_confirmed_name ?? "them"} on ${formatDate(movement.person_confirmed_at)}`,
    );
  else if (movement.person_notified_at)
    parts.push(`notified ${formatDate(movement.person_notified_at)}, not confirmed`);
  else
    parts.push(published ? "not notified (held or unsubscribed)" : "will be notified on approval");
  if (movement.correction_pending) parts.push("asked for a change (see Corrections)");
  return parts.join(" · ");
}

/** A published movement's notice, sent again to the address given, with new links. */
export function ResendNotice({ id, name }: { id: number; name: string }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="resend-notice" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        Send the notice again<span className="sr-only"> to the person in “{name}”</span>
      </button>
    </Form>
  );
}

interface Correction {
  id: number;
  movement_id: number;
  created_at: string;
  note: string | null;
  name: string;
  new_role: string;
  company: string;
  previous_role: string | null;
  previous_company: string | null;
  location: string | null;
  description: string;
  current_name: string;
  current_new_role: string;
  current_company: string;
  current_previous_role: string | null;
  current_previous_company: string | null;
  current_location: string | null;
  current_description: string;
}

/** The fields the person changed: label, as published, as suggested. */
function changes(correction: Correction): [string, string, string][] {
  const pairs: [string, string | null, string | null][] = [
    ["Name", correction.current_name, correction.name],
    ["New role", correction.current_new_role, correction.new_role],
    ["Company", correction.current_company, correction.company],
    ["Previous role", correction.current_previous_role, correction.previous_role],
    ["Previous company", correction.current_previous_company, correction.previous_company],
    ["Location", correction.current_location, correction.location],
    ["Description", correction.current_description, correction.description],
  ];
  return pairs
    .filter(([, before, after]) => (before ?? "") !== (after ?? ""))
    .map(([label, before, after]) => [label, before || "(empty)", after || "(empty)"]);
}

function DecideCorrection({
  id,
  decision,
  label,
}: {
  id: number;
  decision: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="correction" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <button
        type="submit"
        className={
          decision === "apply"
            ? "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            : "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        }
      >
        {label}
      </button>
    </Form>
  );
}

/** A page of the corrections waiting, oldest first, each as a diff with Apply and Decline. */
export function Corrections({ items }: { items: Correction[] }) {
  return (
    <>
      {items.map((correction) => {
        const changed = changes(correction);
        return (
          <article
            key={correction.id}
            aria-labelledby={`correction-${correction.id}`}
            className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
          >
            <h3
              id={`correction-${correction.id}`}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold text-slate-900"
            >
              {correction.current_name}
            </h3>
            <p className="text-slate-600">
              Movement #{correction.movement_id} · suggested by the person featured on{" "}
              {formatDate(correction.created_at)}
            </p>
            <LongText label={`Changes suggested: ${correction.current_name}`} tall>
              {changed.length ? (
                <dl className="space-y-1">
                  {changed.map(([label, before, after]) => (
                    <div key={label}>
                      <dt className="font-medium text-slate-600">{label}</dt>
                      <dd className="whitespace-pre-line">
                        <span className="sr-only">Was: </span>
                        <del className="bg-red-50 text-red-900">{before}</del>{" "}
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">. Now: </span>{" "}
                        <ins className="bg-emerald-50 text-emerald-900 no-underline">{after}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="text-slate-700">No field changed.</p>
              )}
              {correction.note ? (
                <p className="mt-2 text-slate-700">Their note: “{correction.note}”</p>
              ) : null}
            </LongText>
            <div className="mt-3 flex gap-2">
              <DecideCorrection id={correction.id} decision="apply" label="Apply the correction" />
              <DecideCorrection id={correction.id} decision="decline" label="Decline" />
            </div>
          </article>
        );
      })}
    </>
  );
}

/** Movements their person took down: gone from the site at once, listed here and in the log. */
export function TakenDown({
  items,
}: {
  items: {
    id: number;
    name: string;
    new_role: string;
    company: string;
    taken_down_at: string | null;
  }[];
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
      {items.map((item) => (
        <li key={item.id} className="px-4 py-2">
          <strong className="text-slate-900">{item.name}</strong> · {item.new_role} at{" "}
          {item.company} · movement #{item.id}
          {item.taken_down_at ? <> · taken down {formatDate(item.taken_down_at)}</> : null}
        </li>
      ))}
    </ul>
  );
}
