import { useId } from "react";

/** Lucide's "star" (lucide-react 1.x, ISC licence), drawn on a 24 x 24 grid. */
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/**
 * As many filled stars as the floor of the average, with the exact rating for screen readers.
 * One drawing with the star's outline once and five uses of it: a directory page shows 24 of
 * these, and five separate icons made each card 3 KB heavier.
 */
export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const filled = Math.floor(rating);
  // useId's characters are not all safe in a URL fragment.
  const star = `star${useId().replace(/[^\w-]/g, "")}`;
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 120 24"
        className={size === "md" ? "h-5 w-[6.25rem]" : "h-4 w-20"}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <defs>
          <path id={star} d={starPath} />
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <use
            key={n}
            href={`#${star}`}
            x={n * 24}
            className={n < filled ? "fill-amber-400 text-amber-500" : "text-slate-300"}
          />
        ))}
      </svg>
    </span>
  );
}

/** "review" for one, otherwise "reviews". */
export function reviewLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
