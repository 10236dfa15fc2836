import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { UnconfirmedAction } from "./actions";

// The confirm step of a reject, remove, revoke or retirement (issues 28 and 30). The server answers the first
// submission with this step, so it works without JavaScript: a dialog already open at the top
// of the page, whose form sends the action again, confirmed, with the reason (which can still
// be corrected). With JavaScript the same dialog is made modal and takes focus.

const copy = {
  reject: {
    verb: "Reject",
    heading: (title: string) => `Reject “${title}”?`,
    note: "You can undo a rejection for 10 minutes. An e-mail with the reason, if you chose to send one, waits until then.",
  },
  remove: {
    verb: "Remove",
    heading: (title: string) => `Remove “${title}” from publication?`,
    note: "It stops being shown at once.",
  },
  retire: {
    verb: "Retire",
    heading: (title: string) => `Retire question ${title}?`,
    note: "A retired question is never drawn again. Attempts that asked it keep their scores and reviews.",
  },
  revoke: {
    verb: "Revoke",
    heading: (title: string) => `Revoke certificate ${title}?`,
    note: "A revocation cannot be undone. The holder is told by e-mail, with this reason.",
  },
  "revoke-claim": {
    verb: "Revoke",
    heading: (title: string) => `Revoke the claim of ${title}?`,
    note: "They no longer represent the company. The reason is kept in the audit log.",
  },
} as const;

export function ConfirmDialog({
  step,
}: {
  step: { action: UnconfirmedAction; title: string; back: string };
}) {
  const { action, title, back } = step;
  const kind =
    action.intent === "decide"
      ? action.decision === "remove"
        ? "remove"
        : "reject"
      : action.intent;
  const text = copy[kind];
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Open without JavaScript as a plain dialog; made modal here, so the page behind is inert.
    if (!element.matches(":modal")) {
      element.close();
      element.showModal();
    }
    heading.current?.focus();
  }, [step]);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="confirm-heading"
      className="relative z-10 mx-auto my-6 w-full max-w-xl rounded-xl border border-slate-300 bg-white p-5 shadow-lg backdrop:bg-slate-900/50"
    >
      <h2
        id="confirm-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900"
      >
        {text.heading(title)}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{text.note}</p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value={action.intent} />
        {action.intent === "retire" ? (
          <input type="hidden" name="question" value={action.question} />
        ) : (
          <input type="hidden" name="id" value={action.id} />
        )}
        <input type="hidden" name="confirmed" value="yes" />
        {action.intent === "decide" ? (
          <>
            <input type="hidden" name="subject" value={action.subject} />
            <input type="hidden" name="decision" value={action.decision} />
            {action.sendReason ? <input type="hidden" name="sendReason" value="on" /> : null}
          </>
        ) : null}
        <label className="text-sm font-medium text-slate-800">
          Reason
          <textarea
            name="reason"
            required
            maxLength={500}
            rows={2}
            defaultValue={action.reason ?? ""}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")}>
            Yes, {text.verb.toLowerCase()}
          </button>
          <a href={back} className={buttonClass("secondary")}>
            Cancel
          </a>
        </div>
      </Form>
    </dialog>
  );
}
