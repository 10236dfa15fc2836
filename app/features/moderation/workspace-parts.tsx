import type { ReactNode } from "react";

// Pieces every view of the workspace uses: a section with its heading, an empty list, a
// count badge and the links between pages.

/**
 * What a label with a count after it is called: "Pending movements, 2". Given as the element's
 * aria-label, so that the label and the badge are not read as one word ("Pending movements2");
 * a visually hidden comma would not do, since browsers set such text apart with spaces.
 */
export const withCount = (label: string, count: number | undefined) =>
  count === undefined ? undefined : `${label}, ${count}`;

/** A count after a label, seen as a badge; the element's name says it (see withCount). */
export function CountBadge({ count }: { count: number }) {
  return (
    <span className="ml-2 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm text-brand-800">
      {count}
    </span>
  );
}

/** A view's section; its heading takes focus when a decision leaves the list empty. */
export function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2
        id={id}
        tabIndex={-1}
        aria-label={withCount(title, count)}
        className="scroll-mt-24 text-xl font-bold text-slate-900"
      >
        {title}
        {count !== undefined ? <CountBadge count={count} /> : null}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}

/** Previous and next page of a list, when it has more than one. */
export function Pager({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const link = "font-medium text-brand-700 underline";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className={link}>
          Previous page
        </a>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} className={link}>
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Links between a view's lists (pending and published, all and failed e-mail). */
export function ListLinks({
  label,
  links,
}: {
  label: string;
  links: { text: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1 font-medium ${link.current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A visitor's long text (a description, a review, a message of up to 2,000 characters, however
 * many short lines): it scrolls inside its box, so that a full page of any view stays within
 * three screens (tests/e2e/moderation-desk.spec.ts). The box takes focus, so that a keyboard
 * can scroll it too, and is named, so that a screen reader says what it holds.
 */
export function LongText({
  label,
  children,
  tall = false,
}: {
  label: string;
  children: ReactNode;
  /** A box for a movement's every field and its description, not one text alone. */
  tall?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      // A scrolling box must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={`mt-2 overflow-y-auto break-words ${
        tall ? "max-h-60" : "max-h-40 whitespace-pre-line rounded-lg bg-slate-50 p-2.5"
      } text-sm text-slate-800`}
    >
      {children}
    </div>
  );
}
