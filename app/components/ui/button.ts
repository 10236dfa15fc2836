// The classes are defined once in app/app.css (`.btn` and its variants), so that each button
// on a page carries a few short names instead of some twenty utilities (issue 35).
const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  accent: "btn-accent",
  ghostOnDark: "btn-ghost-dark",
} as const;

const sizes = { md: "", lg: " btn-lg" } as const;

/** Class names for anything that looks like a button: <button>, <Link> or <a>. */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
): string {
  return `btn ${variants[variant]}${sizes[size]}`;
}
