const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50",
  accent: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300",
  ghostOnDark: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = { md: "px-4 py-2.5 text-sm", lg: "px-6 py-3 text-base" } as const;

/** Class names for anything that looks like a button: <button>, <Link> or <a>. */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
