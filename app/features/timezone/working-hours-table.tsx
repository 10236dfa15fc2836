import { Fragment } from "react";
import { copyText } from "~/components/tools/search-output";
import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { useHydrated } from "~/lib/use-hydrated";
import type { DayPeriod, WorkingHours, WorkingHoursCell } from "./working-hours";
import { ZoneField } from "./zone-field";

/**
 * Each part of the day's shade, its icon and its word: the shade is never the only sign (the
 * icon shows it, the word is read out), and each shade keeps its text at AA contrast.
 */
const periods: Record<DayPeriod, { word: string; hours: string; icon: IconName; shade: string }> = {
  work: {
    word: "work",
    hours: "9 AM – 6 PM",
    icon: "briefcase",
    shade: "bg-emerald-100 text-emerald-950",
  },
  morning: {
    word: "morning",
    hours: "6 – 9 AM",
    icon: "sunrise",
    shade: "bg-amber-100 text-amber-950",
  },
  evening: {
    word: "evening",
    hours: "6 – 10 PM",
    icon: "sunset",
    shade: "bg-amber-100 text-amber-950",
  },
  night: { word: "night", hours: "10 PM – 6 AM", icon: "moon", shade: "bg-slate-700 text-white" },
};

const cellPadding = "px-1 py-1.5 sm:px-3";

/** A zone's name with places to break it on a narrow column: after each "/" and "_". */
const breakable = (zone: string) =>
  zone.split(/(?<=[/_])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));

/** An hour in one zone: its icon and time, its date when it differs, and the word for its shade. */
function Hour({ cell }: { cell: WorkingHoursCell }) {
  const { word, icon } = periods[cell.period];
  return (
    <>
      <span className="inline-flex flex-wrap items-center gap-x-1">
        <Icon name={icon} aria-hidden="true" className="size-3.5 shrink-0" />
        {cell.time}
      </span>
      {cell.day ? <span className="block text-xs font-normal"> {cell.day}</span> : null}
      <span className="sr-only">, {word}</span>
    </>
  );
}

/**
 * The working-hours view as the server worked it out: a row per hour of the first zone's day,
 * each zone's hour shaded work, morning, evening or night, the overlap rows marked in words, and
 * a Copy button per row once script runs. Fixed columns whose text wraps keep it inside its card
 * at any width, four zones and the Copy buttons included.
 */
export function WorkingHoursTable({ hours }: { hours: WorkingHours }) {
  const hydrated = useHydrated();
  return (
    <>
      <p className="mt-4 font-semibold">{hours.overlap}</p>
      <ul aria-label="Shading" className="mt-3 flex flex-wrap gap-2 text-xs sm:text-sm">
        {Object.values(periods).map(({ word, hours: span, icon, shade }) => (
          <li key={word} className={`inline-flex items-center gap-1 rounded px-2 py-1 ${shade}`}>
            <Icon name={icon} aria-hidden="true" className="size-3.5" />
            {`${word.charAt(0).toUpperCase()}${word.slice(1)} ${span}`}
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label={`Working hours, ${hours.day}`}
        className="mt-3 rounded-lg border border-slate-200"
      >
        <table className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere] sm:text-sm">
          <thead className="bg-slate-50">
            <tr>
              {hours.zones.map(({ zone, name }) => (
                <th key={zone} scope="col" className={`${cellPadding} align-bottom`}>
                  {name}{" "}
                  <span className="block text-xs font-normal text-slate-600">
                    {breakable(zone)}
                  </span>
                </th>
              ))}
              {hydrated ? (
                <th scope="col" className="w-10 sm:w-24">
                  <span className="sr-only">Copy</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {hours.rows.map(({ cells, allAtWork, line }) => (
              <tr
                key={line}
                className={`border-t border-slate-200 ${allAtWork ? "font-semibold" : ""}`}
              >
                {cells.map((cell, index) => {
                  const Cell = index === 0 ? "th" : "td";
                  return (
                    <Cell
                      key={index}
                      scope={index === 0 ? "row" : undefined}
                      className={`${cellPadding} align-top ${periods[cell.period].shade}`}
                    >
                      <Hour cell={cell} />
                      {index === 0 && allAtWork ? (
                        <span className="block text-xs"> · All at work</span>
                      ) : null}
                    </Cell>
                  );
                })}
                {hydrated ? (
                  <td className="px-1 py-1 text-center">
                    <button
                      type="button"
                      className={`${buttonClass("secondary")} max-sm:px-1.5 max-sm:py-1.5`}
                      onClick={(event) => {
                        const text = event.currentTarget.lastChild as Node;
                        void copyText(line, line, () => getSelection()?.selectAllChildren(text));
                      }}
                    >
                      <Icon name="copy" aria-hidden="true" className="sm:hidden" />
                      <span className="max-sm:sr-only">Copy</span>
                      <span className="sr-only"> {line}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The working-hours card: two more zones (tied to the converter's form) and the table. */
export function WorkingHoursSection({
  also,
  errors,
  hours,
}: {
  also: readonly string[];
  errors: readonly (string | undefined)[];
  hours: WorkingHours | null;
}) {
  return (
    <section
      aria-labelledby="hours-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <h2 id="hours-heading" className="text-lg font-bold text-slate-900">
        Working hours side by side
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {["Third", "Fourth"].map((nth, index) => (
          <ZoneField
            key={nth}
            id={`${nth}-zone`}
            label={`${nth} Time Zone`}
            name="also"
            value={also[index] ?? ""}
            error={errors[index]}
            extra
          />
        ))}
      </div>
      <button type="submit" form="converter" className={`mt-5 ${buttonClass("secondary")}`}>
        Show Working Hours
      </button>
      {hours ? <WorkingHoursTable hours={hours} /> : null}
    </section>
  );
}
