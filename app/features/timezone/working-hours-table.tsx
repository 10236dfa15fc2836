import { copyText } from "~/components/tools/search-output";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { WorkingHours } from "./working-hours";

/**
 * The working-hours view as the server (or, after a navigation, the browser) worked it out: a row
 * per hour of the first zone's day, the overlap rows marked in words as well as colour, and a
 * Copy button per row once script runs.
 */
export function WorkingHoursTable({ hours }: { hours: WorkingHours }) {
  const hydrated = useHydrated();
  return (
    <>
      <p className="mt-4 font-semibold">{hours.overlap}</p>
      {/* Relative, so that the Copy buttons' hidden text scrolls with the table, not the page. */}
      <div
        role="region"
        aria-label={`Working hours, ${hours.day}`}
        tabIndex={0}
        className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-left text-sm whitespace-nowrap">
          <thead className="bg-slate-50">
            <tr>
              {hours.zones.map(({ zone, name }) => (
                <th key={zone} scope="col" className="px-3 py-2">
                  {name} <span className="font-normal text-slate-600">{zone}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.rows.map(({ cells, allAtWork, line }) => (
              <tr
                key={line}
                className={`border-t ${allAtWork ? "bg-emerald-50 font-semibold" : ""}`}
              >
                <th scope="row" className="px-3 py-1.5">
                  {cells[0]?.time}
                  {allAtWork ? " · All at work" : ""}
                </th>
                {cells.slice(1).map(({ time, day }, index) => (
                  <td key={index} className="px-3 py-1.5">
                    {time} {day}
                  </td>
                ))}
                {hydrated ? (
                  <td className="px-3 py-1">
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      onClick={(event) => {
                        const text = event.currentTarget.lastChild as Node;
                        void copyText(line, line, () => getSelection()?.selectAllChildren(text));
                      }}
                    >
                      Copy<span className="sr-only"> {line}</span>
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
