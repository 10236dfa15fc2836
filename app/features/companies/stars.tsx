import { Star } from "lucide-react";

/** As many filled stars as the floor of the average, with the exact rating for screen readers. */
export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const filled = Math.floor(rating);
  const icon = size === "md" ? "size-5" : "size-4";
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${icon} ${n <= filled ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}

/** "review" for one, otherwise "reviews". */
export function reviewLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
