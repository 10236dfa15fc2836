import { useRef, useState } from "react";
import { Form } from "react-router";
import { syncSlider } from "~/components/tools/number-field";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { shareOrCopyLink } from "~/lib/share";
import { useHydrated } from "~/lib/use-hydrated";

/** The address a calculator's form sends, with its inputs as they are now. */
function formUrl(form: HTMLFormElement): URL {
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
  return url;
}

/**
 * Live results: once the calculate button has been pressed (the page is `calculated`), every
 * change of an input computes the result again, in the browser, with the page's own query
 * function, and puts the inputs in the address bar, so what is shown always matches the
 * inputs shown and the address shares it. No request, no history entry; a press of the
 * button (a navigation) starts again from the loader's data. Before the first press a change
 * shows only what the query refuses (issue 28): no result, and the address stays as it was.
 */
let addressTimer: ReturnType<typeof setTimeout> | undefined;

export function useLiveResult<T extends { calculated: boolean; errors: object; result: unknown }>(
  loaderData: T,
  query: (url: URL) => T,
): [T, (form: HTMLFormElement) => void] {
  const [live, setLive] = useState<{ from: T; data: T }>();
  const data = live?.from === loaderData ? live.data : loaderData;
  const update = (form: HTMLFormElement) => {
    const url = formUrl(form);
    const next = query(url);
    if (!data.calculated) {
      setLive({ from: loaderData, data: { ...data, errors: next.errors } });
      return;
    }
    setLive({ from: loaderData, data: next });
    // The address follows once the inputs rest: a slider dragged fires dozens of changes a
    // second, and Chrome ignores replaceState beyond about 200 calls in 10 seconds. Only the
    // history entry that was current is rewritten, in case the visitor has moved on.
    const { state } = window.history;
    clearTimeout(addressTimer);
    addressTimer = setTimeout(() => {
      if (window.history.state?.key === state?.key) window.history.replaceState(state, "", url);
    }, 300);
  };
  return [data, update];
}

/** Keeps a number box and its slider together, whichever of them changed. */
function movePair(form: HTMLFormElement, input: EventTarget) {
  if (!(input instanceof HTMLInputElement)) return;
  const slider =
    input.type === "range"
      ? input
      : form.querySelector<HTMLInputElement>(`input[type=range][data-for="${input.name}"]`);
  if (!slider) return;
  const box = form.elements.namedItem(slider.dataset.for ?? "") as HTMLInputElement;
  if (input === slider) box.value = slider.value;
  syncSlider(slider, box);
}

/** The figure a phone keeps in view while the inputs change, or why there is none. */
type Summary = { label: string; value: string } | { message: string };

/**
 * The top of a calculator page: the form (a GET form, so the inputs land in the URL and the
 * page works without JavaScript) beside its result. Values the query refused are listed in
 * place of the result (each field shows its own message too). Below the large breakpoint the
 * result sits under the form, so a bar fixed to the foot of the screen keeps the key figure in
 * view while the inputs change, with a link to the full result; it is no second live region
 * (the result panel announces changes politely).
 */
export function CalculatorPage({
  path,
  eyebrow = "Free calculator",
  heading,
  intro,
  submitLabel,
  fields,
  values,
  errors,
  summary,
  result,
  after,
  onInputs,
  children,
}: {
  path: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  submitLabel: string;
  fields: React.ReactNode;
  /** The inputs as the page shows them: the share link carries them. */
  values: Record<string, string>;
  /** Messages of refused inputs, by field. */
  errors: Partial<Record<string, string>>;
  /** The key figure of the result; none before the first calculation. */
  summary: Summary | null;
  result: React.ReactNode;
  after?: React.ReactNode;
  /** Called after any input changed (see useLiveResult). */
  onInputs?: (form: HTMLFormElement) => void;
  children: React.ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const refusals = Object.values(errors).filter((message) => message !== undefined);
  const bar: Summary | null = refusals[0] ? { message: refusals[0] } : summary;
  const shareable = !refusals.length && summary !== null && "value" in summary;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={heading} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <Form
          ref={formRef}
          method="get"
          action={path}
          noValidate
          preventScrollReset
          replace
          onChange={(event) => {
            movePair(event.currentTarget, event.target);
            onInputs?.(event.currentTarget);
          }}
          className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {fields}
          <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
            {submitLabel}
          </button>
        </Form>
        <div id="result" tabIndex={-1} className="scroll-mt-24 outline-none">
          {refusals.length ? <Refusal messages={refusals} /> : result}
          {shareable ? (
            <ShareLink
              href={`${path}?${new URLSearchParams(values)}`}
              formRef={formRef}
              title={heading}
            />
          ) : null}
        </div>
      </div>
      {after && !refusals.length ? (
        <div className="mx-auto max-w-5xl space-y-8 px-4 pb-8 sm:px-6">{after}</div>
      ) : null}
      {/* The tool comes first (on a phone it is the first thing below the title); the introduction follows it. */}
      <p className="mx-auto max-w-4xl px-4 pb-8 text-lg leading-8 text-slate-700 sm:px-6">
        {intro}
      </p>
      {children}
      {bar ? (
        <div
          data-result-bar
          className={`fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t px-4 py-3 shadow-lg lg:hidden ${"message" in bar ? "border-red-200 bg-red-50 text-red-900" : "border-brand-200 bg-white text-slate-900"}`}
        >
          <p className="text-sm">
            {"message" in bar ? (
              <span className="font-medium">{bar.message}</span>
            ) : (
              <>
                {bar.label}: <strong className="text-lg text-brand-800">{bar.value}</strong>
              </>
            )}
          </p>
          <a
            href="#result"
            onClick={(event) => {
              // A hash navigation would be a history entry that React Router reads again from
              // the address, which may still hold the inputs of a moment ago (it follows them
              // after 300 ms): scroll and move focus here instead, and leave the address alone.
              const target = document.getElementById("result");
              if (!target) return;
              event.preventDefault();
              target.scrollIntoView({ block: "start" });
              target.focus({ preventScroll: true });
            }}
            className="shrink-0 text-sm font-semibold underline"
          >
            {"message" in bar ? "Details" : "Full result"}
          </a>
        </div>
      ) : null}
    </>
  );
}

/**
 * The link to the result shown: without JavaScript a plain link to copy; with it, a Share
 * button (the device's share sheet, else the link is copied, with a toast) that reads the form,
 * so it carries what is typed even before the address has caught up.
 */
function ShareLink({
  href,
  formRef,
  title,
}: {
  href: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  title: string;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      type="button"
      onClick={() => {
        const form = formRef.current;
        if (form) void shareOrCopyLink(formUrl(form).href, title);
      }}
      className={`${buttonClass("secondary")} mt-5`}
    >
      <Icon name="share-2" aria-hidden="true" />
      Share
    </button>
  ) : (
    <p className="mt-5 text-sm text-slate-700">
      <a href={href} className="font-semibold text-brand-800 underline">
        Link to this result
      </a>{" "}
      (copy it to share these figures)
    </p>
  );
}

/** Why there is no result: the spec's style, as gratuity's minimum-years message. */
export function Refusal({ messages }: { messages: string[] }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <Icon name="circle-exclamation-point" aria-hidden="true" className="size-5 shrink-0" />
      {messages.length === 1 ? (
        <p className="font-medium">{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4 font-medium">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Shown before the first calculation. */
export function ResultPrompt({ text }: { text: string }) {
  return (
    <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {text}
    </div>
  );
}
