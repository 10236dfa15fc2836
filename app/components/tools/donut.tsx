import { formatRupees } from "~/lib/numbers";

/** Two parts of a whole as a ring, drawn on the server (no script needed). */
export function Donut({
  parts,
}: {
  parts: [{ label: string; value: number }, { label: string; value: number }];
}) {
  const total = parts[0].value + parts[1].value;
  if (total <= 0) return null;
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  const first = Math.max(0, Math.min(1, parts[0].value / total));
  const percent = (value: number) => `${Math.round((value / total) * 100)}%`;
  const label = parts
    .map((part) => `${part.label} ${formatRupees(part.value)} (${percent(part.value)})`)
    .join(", ");
  return (
    <figure className="mt-6 flex items-center gap-6">
      <svg
        viewBox="0 0 100 100"
        className="size-32 shrink-0 -rotate-90"
        role="img"
        aria-label={label}
      >
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="16"
          className="stroke-accent-400"
        />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="16"
          className="stroke-brand-700"
          strokeDasharray={`${first * circumference} ${circumference}`}
        />
      </svg>
      <figcaption className="space-y-2 text-sm">
        {parts.map((part, index) => (
          <p key={part.label} className="flex items-center gap-2 text-slate-700">
            <span
              aria-hidden="true"
              className={`inline-block size-3 rounded-sm ${index === 0 ? "bg-brand-700" : "bg-accent-400"}`}
            />
            {part.label}: <strong>{percent(part.value)}</strong>
          </p>
        ))}
      </figcaption>
    </figure>
  );
}
