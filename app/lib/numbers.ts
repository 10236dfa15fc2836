/** A number field held as text: anything non-numeric or empty counts as 0 (the spec's rule). */
export function toNumber(text: string | null | undefined): number {
  const value = Number.parseFloat(
    String(text ?? "")
      .replace(/,/g, "")
      .trim(),
  );
  return Number.isFinite(value) ? value : 0;
}

// Formatters are made on first use, not when the module loads: each locale's data maps a few
// megabytes of ICU into the process, which an idle worker need not hold (issue 35).
let usGrouping: Intl.NumberFormat | undefined;

/** A whole count with US digit grouping ("1,234"). */
export function formatCount(value: number): string {
  usGrouping ??= new Intl.NumberFormat("en-US");
  return usGrouping.format(value);
}

const formatters = new Map<number, Intl.NumberFormat>();

/** Indian digit grouping (1,00,000) with a fixed number of decimals. */
export function formatIndian(value: number, decimals = 0): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value === 0 ? 0 : value);
}

export function formatRupees(value: number, decimals = 0): string {
  return `₹${formatIndian(value, decimals)}`;
}

/** Rounds half away from zero to `decimals` places, without binary surprises such as 1.005. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (
    (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor
  );
}

/**
 * An amount the Indian way, e.g. 259615 -> "2 lakh 59 thousand 615 rupees";
 * 1234567890.5 -> "123 crore 45 lakh 67 thousand 890 rupees and 50 paise";
 * 1.01 -> "1 rupee and 1 paisa"; 0.5 -> "50 paise".
 */
export function amountInWords(value: number): string {
  const negative = value < 0;
  const paiseTotal = Math.round(Math.abs(value) * 100);
  let rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const parts: string[] = [];
  const crore = Math.floor(rupees / 10_000_000);
  rupees %= 10_000_000;
  const lakh = Math.floor(rupees / 100_000);
  rupees %= 100_000;
  const thousand = Math.floor(rupees / 1000);
  rupees %= 1000;
  if (crore) parts.push(`${formatIndian(crore)} crore`);
  if (lakh) parts.push(`${lakh} lakh`);
  if (thousand) parts.push(`${thousand} thousand`);
  if (rupees || parts.length === 0) parts.push(String(rupees));
  const whole = `${parts.join(" ")} ${parts.length === 1 && rupees === 1 ? "rupee" : "rupees"}`;
  const fraction = `${paise} ${paise === 1 ? "paisa" : "paise"}`;
  const words = !paise ? whole : paiseTotal < 100 ? fraction : `${whole} and ${fraction}`;
  return negative ? `minus ${words}` : words;
}

export type TimeUnit = "years" | "months" | "days";

export const timeUnits = [
  { value: "years", label: "Years" },
  { value: "months", label: "Months" },
  { value: "days", label: "Days" },
] as const;

export function toYears(time: number, unit: TimeUnit): number {
  return unit === "months" ? time / 12 : unit === "days" ? time / 365 : time;
}

export function parseUnit(text: string | null | undefined): TimeUnit {
  return text === "months" || text === "days" ? text : "years";
}
