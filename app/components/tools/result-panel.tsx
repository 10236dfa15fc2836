import { amountInWords, formatRupees } from "~/lib/numbers";

export interface ResultItem {
  label: string;
  value: number;
  decimals?: number;
  /** Shown as text instead of a rupee amount. */
  text?: string;
  highlight?: boolean;
}

/** The result of a calculation, announced to screen readers when it changes. */
export function ResultPanel({
  title,
  items,
  children,
}: {
  title: string;
  items: ResultItem[];
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="result-heading"
      aria-live="polite"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="result-heading" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 space-y-4">
        {items.map((item) => (
          <div
            key={item.label}
            className={
              item.highlight ? "rounded-xl bg-brand-50 p-4" : "border-b border-slate-100 pb-3"
            }
          >
            <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
            <dd
              className={`mt-1 font-bold ${item.highlight ? "text-3xl text-brand-800" : "text-xl text-slate-900"}`}
            >
              {item.text ?? formatRupees(item.value, item.decimals ?? 0)}
            </dd>
            {item.text === undefined ? (
              <dd className="mt-0.5 text-sm text-slate-600">{amountInWords(item.value)}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
