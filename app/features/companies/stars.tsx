/**
 * As many filled stars as the floor of the average, with the exact rating for screen readers.
 * The stars are the stylesheet's (`.stars` in app/app.css): one element, where five icons made
 * a directory page of 24 cards about a millisecond slower to render. A company's stars with
 * `count` 0 (no reviews) are drawn empty and left to the words beside them, "No reviews yet":
 * "Rated 0.0 out of 5" would say the company was rated badly.
 */
export function Stars({
  rating,
  size = "sm",
  count,
}: {
  rating: number;
  size?: "sm" | "md";
  count?: number;
}) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  const className = size === "md" ? "stars stars-md" : "stars";
  if (count === 0) return <span className={className} data-filled={0} aria-hidden="true" />;
  return (
    <span
      className={className}
      data-filled={filled}
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    />
  );
}

/** "No reviews yet" for none, "review" for one, otherwise "reviews". */
export function reviewLabel(count: number): string {
  if (!count) return "No reviews yet";
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
