import { useLocation } from "react-router";
import { commonZones, optionText, regionGroups, type ZoneOption } from "./zones";

const zoneListId = "time-zone-list";
const hintId = "zone-hint";

/**
 * The suggestions of every zone field, once in the page: the common zones first, then the rest
 * by region, each with its current offset (worked out on the server, as `offsetsAt` says). The
 * browser filters them as the visitor types; what is typed goes to the server either way.
 */
export function ZoneSuggestions({ offsets }: { offsets: readonly number[] }) {
  const option = (zone: ZoneOption) => (
    <option key={zone.value} value={zone.value}>
      {optionText(zone, offsets)}
    </option>
  );
  return (
    <datalist id={zoneListId}>
      {commonZones.map(option)}
      {regionGroups.map(({ zones }) => zones.map(option))}
    </datalist>
  );
}

/** The hint the zone fields share (each field names it in its description). */
export function ZoneHint() {
  return (
    <p id={hintId} className="text-sm text-slate-600 sm:col-span-2">
      Type a city or a zone, such as Chicago, Kolkata or Pacific, and pick it from the list.
    </p>
  );
}

/**
 * A zone field: a text input with the page's suggestions, whose text the server reads (a zone,
 * a label or a city). Remounted on each navigation, so that it shows the server's reading of it:
 * "Chicago" becomes "America/Chicago" once converted; text that reads as no zone stays, beside
 * its error.
 */
export function ZoneField({
  id,
  label,
  name,
  value,
  error,
  extra,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  /** A working-hours zone: outside the converter's form, and may be left empty. */
  extra?: boolean;
}) {
  const errorId = `${id}-error`;
  const { key } = useLocation();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        key={key}
        id={id}
        name={name}
        form={extra ? "converter" : undefined}
        type="text"
        list={zoneListId}
        defaultValue={value}
        placeholder={extra ? "None" : undefined}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 shadow-sm placeholder:text-slate-500 ${error ? "border-red-600" : "border-slate-300"}`}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
