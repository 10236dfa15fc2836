import { useState } from "react";
import { Form } from "react-router";
import { syncSlider } from "~/components/tools/number-field";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";

/**
 * Live results: once the calculate button has been pressed (the page has a result), every
 * change of an input computes the result again, in the browser, with the page's own query
 * function, and puts the inputs in the address bar, so what is shown always matches the
 * inputs shown and the address shares it. No request, no history entry; a press of the
 * button (a navigation) starts again from the loader's data.
 */
let addressTimer: ReturnType<typeof setTimeout> | undefined;

export function useLiveResult<T extends { result: unknown }>(
  loaderData: T,
  query: (url: URL) => T,
): [T, (form: HTMLFormElement) => void] {
  const [live, setLive] = useState<{ from: T; data: T }>();
  const data = live?.from === loaderData ? live.data : loaderData;
  const update = (form: HTMLFormElement) => {
    if (!data.result) return;
    const url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
    setLive({ from: loaderData, data: query(url) });
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

/**
 * The top of a calculator page: the form (a GET form, so the inputs land in the URL and the
 * page works without JavaScript) beside its result.
 */
export function CalculatorPage({
  path,
  eyebrow = "Free calculator",
  heading,
  intro,
  submitLabel,
  fields,
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
  result: React.ReactNode;
  after?: React.ReactNode;
  /** Called after any input changed (see useLiveResult). */
  onInputs?: (form: HTMLFormElement) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={heading} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <Form
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
        <div>{result}</div>
      </div>
      {after ? <div className="mx-auto max-w-5xl space-y-8 px-4 pb-8 sm:px-6">{after}</div> : null}
      {/* The tool comes first (on a phone it is the first thing below the title); the introduction follows it. */}
      <p className="mx-auto max-w-4xl px-4 pb-8 text-lg leading-8 text-slate-700 sm:px-6">
        {intro}
      </p>
      {children}
    </>
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
