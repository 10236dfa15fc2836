import { formatRupees } from "~/lib/numbers";

/** A year-by-year table; every column after the first is an amount in rupees. */
export function ScheduleTable({
  caption,
  columns,
  rows,
  decimals = 0,
}: {
  caption: string;
  columns: string[];
  rows: { year: number; values: number[] }[];
  decimals?: number;
}) {
  if (!rows.length) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="mb-3 text-left text-xl font-bold text-slate-900">{caption}</caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Year
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {row.year}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index]}
                    className="py-2 pr-4 text-right tabular-nums text-slate-700"
                  >
                    {formatRupees(value, decimals)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
