import { useId } from "react";

/** A number held as text (anything else counts as 0), with an optional unit beside it. */
export function NumberField({
  label,
  name,
  defaultValue,
  step = "1",
  prefix,
  suffix,
  hint,
}: {
  label: string;
  name: string;
  defaultValue: string;
  step?: string;
  prefix?: string;
  suffix?: string;
  /** A line under the field, read out with it. */
  hint?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex rounded-lg border border-slate-300 bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand-600">
        {prefix ? (
          <span aria-hidden="true" className="flex items-center pl-3 text-slate-600">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          step={step}
          min="0"
          defaultValue={defaultValue}
          aria-describedby={hint ? hintId : undefined}
          className="block w-full rounded-lg bg-transparent px-3 py-2 text-slate-900 focus:outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="flex items-center pr-3 text-sm text-slate-600">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
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
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
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
