import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLongDate } from "./dates";

// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatDate", () => {
  it("reads as a short month, day and year", () =>
    expect(formatDate("2026-11-22T15:04:00.000Z")).toBe("Nov 22, 2026"));
  it("uses the UTC day: 11:30 PM in New York on Nov 22 is Nov 23", () =>
    expect(formatDate("2026-11-22T23:30:00-05:00")).toBe("Nov 23, 2026"));
});

describe("formatLongDate", () => {
  it("spells the month out", () =>
    expect(formatLongDate("2026-01-05T00:00:00.000Z")).toBe("January 5, 2026"));
});

describe("formatDateTime", () => {
  it("gives the date, the 12-hour UTC time and says UTC", () =>
    expect(plain(formatDateTime("2026-11-22T15:04:00.000Z"))).toBe("Nov 22, 2026, 3:04 PM UTC"));
  it("reads midnight UTC as 12:00 AM", () =>
    expect(plain(formatDateTime("2026-03-01T00:00:00.000Z"))).toBe("Mar 1, 2026, 12:00 AM UTC"));
});
