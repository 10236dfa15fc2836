import { useEffect, useId, useRef } from "react";
import { toNumber } from "~/lib/numbers";
import { useHydrated } from "~/lib/use-hydrated";

let sliderFormat: Intl.NumberFormat | undefined;

/** What a slider's position reads as, e.g. "₹10,000" or "12 %". */
export function sliderText(value: string, prefix = "", suffix = ""): string {
  // One formatter for every slider: making one is the costly part, and a page has up to six.
  sliderFormat ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  const amount = sliderFormat.format(toNumber(value));
  return `${prefix}${amount}${suffix ? ` ${suffix}` : ""}`;
}

/** Puts a slider where its box's number is (as near as its range allows), and says so. */
export function syncSlider(slider: HTMLInputElement, box: HTMLInputElement) {
  slider.value = String(toNumber(box.value));
  slider.setAttribute(
    "aria-valuetext",
    sliderText(slider.value, slider.dataset.prefix, slider.dataset.suffix),
  );
}

/**
 * A number held as text (anything else counts as 0), with an optional unit beside it, an
 * optional slider under it and the message when its value is refused (tied to the box, as a
 * form field's error is). The slider has no name (the box is what the form sends); the
 * calculator's form keeps the two together (see CalculatorPage). It works only with
 * JavaScript, so it stays disabled until the page has it.
 */
export function NumberField({
  label,
  name,
  defaultValue,
  step = "1",
  prefix,
  suffix,
  hint,
  range,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  /** Why the value is refused, shown under the field. */
  error?: string | undefined;
  step?: string;
  prefix?: string;
  suffix?: string;
  /** A line under the field, read out with it. */
  hint?: string;
  /** The slider's minimum, maximum and step. */
  range?: Range;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].join(" ").trim() || undefined;
  const hydrated = useHydrated();
  const boxRef = useRef<HTMLInputElement>(null);
  const sliderRef = useRef<HTMLInputElement>(null);
  const [min, max] = range ?? [];
  // Once the page has JavaScript, and whenever the range changes (a new time unit), the
  // slider follows what the box holds, including a value the browser restored.
  useEffect(() => {
    const slider = sliderRef.current;
    const box = boxRef.current;
    // Hydration mostly finds a slider where the server put it: then there is nothing to do.
    if (slider && box && slider.value !== String(toNumber(box.value))) syncSlider(slider, box);
  }, [min, max]);
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="field-label">
        {label}
      </label>
      <div
        className={`mt-1.5 flex rounded-lg border bg-white shadow-sm focus-within:outline-2 ${error ? "border-red-600 focus-within:outline-red-600" : "border-slate-300 focus-within:outline-brand-600"}`}
      >
        {prefix ? (
          <span aria-hidden="true" className="flex items-center pl-3 text-slate-600">
            {prefix}
          </span>
        ) : null}
        <input
          ref={boxRef}
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          step={step}
          min="0"
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-lg bg-transparent px-3 py-2 text-slate-900 focus:outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="flex items-center pr-3 text-sm text-slate-600">
            {suffix}
          </span>
        ) : null}
      </div>
      {range ? (
        <input
          ref={sliderRef}
          type="range"
          data-for={name}
          data-prefix={prefix}
          data-suffix={suffix}
          min={range[0]}
          max={range[1]}
          step={range[2]}
          defaultValue={String(toNumber(defaultValue))}
          aria-labelledby={`${id}-label`}
          aria-valuetext={sliderText(defaultValue, prefix, suffix)}
          disabled={!hydrated}
          className="mt-2 block h-6 w-full cursor-pointer accent-brand-700 disabled:cursor-default disabled:opacity-50"
        />
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Range = [min: number, max: number, step: number];

/** A percentage a year, with its slider: an expected return (1 to 30 %) unless said otherwise. */
export function RateField({
  label,
  name = "rate",
  defaultValue,
  range = [1, 30, 0.1],
  hint,
  error,
}: {
  label: string;
  name?: string;
  defaultValue: string;
  range?: Range;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <NumberField
      label={label}
      name={name}
      step="0.1"
      suffix="%"
      defaultValue={defaultValue}
      range={range}
      hint={hint}
      error={error}
    />
  );
}

/** The optional inflation rate behind SIP's and SWP's "today's money" figures (0 to 15 %). */
export function InflationField({
  defaultValue,
  hint,
  error,
}: {
  defaultValue: string;
  hint: string;
  error?: string | undefined;
}) {
  return (
    <RateField
      label="Inflation for Today's Money (% p.a., optional)"
      name="inflation"
      defaultValue={defaultValue}
      range={[0, 15, 0.1]}
      hint={hint}
      error={error}
    />
  );
}

export function SelectField({
  label,
  name,
  defaultValue,
  options,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string | number; label: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
