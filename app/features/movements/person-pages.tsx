import { createContext, useContext, useEffect, useRef } from "react";
import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { fieldProps, type FieldErrors, type FormValues } from "~/lib/form-state";
import type { PersonChoice } from "~db/schema";
import { choiceTitles, nameWords, type CorrectionField } from "./person-fields";
import type { PersonLinkState, PersonMovement } from "./person.server";

// The pages of the links e-mailed to the person a movement is about (issue 31).

export type PersonPageData = (PersonLinkState | { state: "unavailable" }) & {
  token?: string | null;
  errors?: FieldErrors<CorrectionField>;
  values?: FormValues<CorrectionField>;
};

/** After the button's post, focus goes to what it answered (an alert or a status). */
function useFocusOnAnswer<T extends HTMLElement>() {
  const answer = useContext(AnswerContext);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  return ref;
}

const AnswerContext = createContext<unknown>(null);

function Problem({ children }: { children: React.ReactNode }) {
  const ref = useFocusOnAnswer<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex items-center gap-2 text-lg font-semibold text-red-800 focus:outline-none"
    >
      <Icon name="mail-x" aria-hidden="true" className="size-6 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function Done({ children }: { children: React.ReactNode }) {
  const ref = useFocusOnAnswer<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-center gap-2 text-lg font-semibold text-emerald-800 focus:outline-none"
    >
      <Icon name="circle-check" aria-hidden="true" className="size-6 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A neutral answer: the link was used, or the movement is already gone. */
function Said({ children }: { children: React.ReactNode }) {
  const ref = useFocusOnAnswer<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="text-lg font-semibold text-slate-800 focus:outline-none"
    >
      {children}
    </p>
  );
}

const movementLink = (id: number) => (
  <PageLink className="text-brand-700 underline" to={`/movements/${id}`}>
    the movement&apos;s page
  </PageLink>
);

/** The movement as it stands, so the person sees what they act on. */
function MovementSummary({ movement }: { movement: PersonMovement }) {
  const previously = [movement.previousRole, movement.previousCompany].filter(Boolean).join(" at ");
  return (
    <blockquote className="mt-4 border-l-4 border-slate-200 pl-4 text-slate-700">
      <p className="font-semibold text-slate-900">{movement.name}</p>
      <p>
        {movement.newRole} at {movement.company}
        {movement.location ? ` · ${movement.location}` : ""}
      </p>
      {previously ? <p className="text-sm">Previously {previously}</p> : null}
      <p className="mt-2 whitespace-pre-line text-sm">{movement.description}</p>
    </blockquote>
  );
}

function TokenInput({ token }: { token: string | null | undefined }) {
  return <input type="hidden" name="token" value={token ?? ""} />;
}

function ConfirmForm({ shown }: { shown: Extract<PersonPageData, { state: "ready" }> }) {
  const pending = shown.movement.status !== "approved";
  return (
    <Form method="post">
      <TokenInput token={shown.token} />
      <p className="text-slate-800">
        {pending
          ? "Is this movement about you? Confirm it, and once a moderator publishes it, it shows that you confirmed it."
          : "Is this right? Confirm it, and the movement shows “Confirmed by” with your first name and today’s date, wherever it appears."}
      </p>
      <MovementSummary movement={shown.movement} />
      {/* A word of the published name only: what is shown was checked by a moderator. */}
      <div className="mt-6 max-w-xs">
        <label htmlFor="first-name" className="field-label">
          Your first name, as it will be shown
        </label>
        <select
          id="first-name"
          name="firstName"
          defaultValue={shown.firstName}
          aria-describedby="first-name-hint"
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600"
        >
          {nameWords(shown.movement.name).map((word) => (
            <option key={word} value={word}>
              {word}
            </option>
          ))}
        </select>
        <p id="first-name-hint" className="field-hint">
          Any word of your name as published. If the name is wrong, suggest a correction with the
          other link in our e-mail.
        </p>
      </div>
      <button type="submit" className={`${buttonClass("primary")} mt-6`}>
        Confirm it is right
      </button>
    </Form>
  );
}

function CorrectForm({ shown }: { shown: Extract<PersonPageData, { state: "ready" }> }) {
  const { movement } = shown;
  const values: FormValues<CorrectionField> = shown.values ?? {
    name: movement.name,
    newRole: movement.newRole,
    company: movement.company,
    previousRole: movement.previousRole ?? "",
    previousCompany: movement.previousCompany ?? "",
    location: movement.location ?? "",
    description: movement.description,
  };
  const field = (name: CorrectionField) => fieldProps(values, shown.errors, name);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (shown.errors) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [shown.errors]);
  return (
    <Form ref={form} method="post" noValidate className="space-y-4">
      <TokenInput token={shown.token} />
      <p className="text-slate-800">
        Change what is wrong and send it: a moderator checks your suggestion and updates the
        movement. Until then it stays as it is. If you would rather it were not shown at all, use
        the “Take it down” link in the same e-mail.
      </p>
      {shown.errors ? (
        <p role="alert" className="font-semibold text-red-800">
          Please check the fields marked below.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" required {...field("name")} />
        <Field label="New Role" required {...field("newRole")} />
        <Field label="Company" required {...field("company")} />
        <Field label="Previous Role" {...field("previousRole")} />
        <Field label="Previous Company" {...field("previousCompany")} />
        <Field label="Location" {...field("location")} />
      </div>
      <Field label="Description" required multiline {...field("description")} />
      <Field
        label="A note for the moderator (optional)"
        multiline
        rows={3}
        hint="What was wrong, if it helps. Up to 500 characters."
        {...field("note")}
      />
      <button type="submit" className={buttonClass("primary")}>
        Send my correction
      </button>
    </Form>
  );
}

function TakeDownForm({ shown }: { shown: Extract<PersonPageData, { state: "ready" }> }) {
  return (
    <Form method="post">
      <TokenInput token={shown.token} />
      <p className="text-slate-800">
        Take this movement down? It leaves the site at once: its page, the feed, search, the RSS
        feed and its share card. The person who shared it is told that it was taken down, never your
        address.
      </p>
      <MovementSummary movement={shown.movement} />
      <button type="submit" className={`${buttonClass("primary")} mt-6`}>
        Take it down now
      </button>
    </Form>
  );
}

function NewLinksForm({ token }: { token: string | null | undefined }) {
  return (
    <Form method="post" className="mt-6">
      <TokenInput token={token} />
      <input type="hidden" name="intent" value="new-links" />
      <button type="submit" className={buttonClass("primary")}>
        Send me new links
      </button>
    </Form>
  );
}

function Body({ choice, shown }: { choice: PersonChoice; shown: PersonPageData }) {
  switch (shown.state) {
    case "ready":
      return choice === "confirm" ? (
        <ConfirmForm shown={shown} />
      ) : choice === "correct" ? (
        <CorrectForm shown={shown} />
      ) : (
        <TakeDownForm shown={shown} />
      );
    case "invalid":
      return (
        <Problem>
          This link is not valid. Please use the link from our e-mail exactly as it is, or write to
          us through the contact page.
        </Problem>
      );
    case "expired":
      return (
        <>
          <Problem>This link has expired: links work for 90 days.</Problem>
          <p className="mt-4 text-slate-800">
            We can send new links to the address our e-mail went to (and only to it).
          </p>
          <NewLinksForm token={shown.token} />
        </>
      );
    case "used":
      return (
        <Said>
          {choice === "confirm"
            ? "You have already confirmed this movement."
            : choice === "correct"
              ? "Your correction is already with our moderators. To suggest another, use the link in a newer e-mail."
              : "This movement was already taken down."}{" "}
          {shown.published && choice !== "take-down" ? (
            <>See {movementLink(shown.movementId)}.</>
          ) : null}
        </Said>
      );
    case "taken-down":
      return (
        <Said>This movement was taken down at your request and is no longer on the site.</Said>
      );
    case "confirmed":
      return (
        <Done>
          Thank you, {shown.firstName}: the movement is confirmed.{" "}
          {shown.published ? (
            <>
              It now shows “Confirmed by {shown.firstName}” on {movementLink(shown.movementId)}.
            </>
          ) : (
            "It will show that you confirmed it once a moderator publishes it."
          )}
        </Done>
      );
    case "corrected":
      return (
        <Done>
          Thank you: your correction is with our moderators. The movement stays as it is until one
          of them decides.
        </Done>
      );
    case "removed":
      return (
        <Done>
          It is done: the movement has been taken down and is no longer on Staffing Spotlight.
        </Done>
      );
    case "new-links":
      return shown.sent ? (
        <Done>New links are on their way to the address our e-mail went to.</Done>
      ) : (
        <Problem>
          New links could not be sent for this movement. Please write to us through the contact
          page.
        </Problem>
      );
    case "unavailable":
      return (
        <Problem>
          Sorry, this could not be saved just now. Please try the link again in a few minutes.
        </Problem>
      );
  }
}

/** `answer`: the button's answer, when the page shows one; focus moves to it. */
export function PersonPage({
  choice,
  shown,
  answer,
}: {
  choice: PersonChoice;
  shown: PersonPageData;
  answer: unknown;
}) {
  return (
    <AnswerContext.Provider value={answer}>
      <PageHeader eyebrow="Your movement" title={choiceTitles[choice]} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Body choice={choice} shown={shown} />
        </section>
      </div>
    </AnswerContext.Provider>
  );
}
