// Dates as the site shows them. Stored times are UTC, and every date reads in UTC, so the
// server's HTML and the browser's render agree whatever the visitor's time zone.

const date = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Nov 22, 2026": when a movement or a review was posted. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "November 22, 2026": a certificate's issue date. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "Nov 22, 2026, 3:04 PM UTC": when something reached the moderators. */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
