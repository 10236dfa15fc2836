import { formatLongDate } from "~/lib/dates";

/** "Confirmed by Ana on November 28, 2026": the featured person confirmed it (issue 31). */
export function confirmedText(confirmed: { by: string; at: string }): string {
  return `Confirmed by ${confirmed.by} on ${formatLongDate(confirmed.at)}`;
}
