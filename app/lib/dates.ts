// Dates as the site shows them. Stored times are UTC, and every date reads in UTC, so the
// server's HTML and the browser's render agree whatever the visitor's time zone.

// Each formatter is made when first used: making one costs a few milliseconds, which every page
// that imports this module would otherwise pay while it hydrates.
function lazyFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    return format.format(new Date(iso));
  };
}

const date = lazyFormat({ year: "numeric", month: "short", day: "numeric" });
const longDate = lazyFormat({ year: "numeric", month: "long", day: "numeric" });
const dateTime = lazyFormat({ dateStyle: "medium", timeStyle: "short" });

/** "Nov 22, 2026": when a movement or a review was posted. */
export function formatDate(iso: string): string {
  return date(iso);
}

/** "November 22, 2026": a certificate's issue date. */
export function formatLongDate(iso: string): string {
  return longDate(iso);
}

/** "Nov 22, 2026, 3:04 PM UTC": when something reached the moderators. */
export function formatDateTime(iso: string): string {
  return `${dateTime(iso)} UTC`;
}

const longDateTime = lazyFormat({ dateStyle: "long", timeStyle: "short" });

/** "December 5, 2026 at 2:32 PM UTC": a moment someone must wait for, such as a retake. */
export function formatLongDateTime(iso: string): string {
  return `${longDateTime(iso)} UTC`;
}

const time = lazyFormat({ timeStyle: "short" });

/** "3:04 PM UTC": a time within the hour, such as how long a rejection can be undone. */
export function formatTime(iso: string): string {
  return `${time(iso)} UTC`;
}
