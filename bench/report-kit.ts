// The report's building blocks: tables in Markdown and plain text, verdicts, sections.

type Cell = string | number;

export function table(headers: string[], rows: Cell[][]): { markdown: string; text: string } {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => (row[i] ?? "").length)),
  );
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
  const markdown = [
    `| ${headers.join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...cells.map((row) => `| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`),
  ].join("\n");
  const text = [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)]
    .map((row) => `  ${row.trimEnd()}`)
    .join("\n");
  return { markdown, text };
}

export const verdict = (pass: boolean) => (pass ? "pass" : "**FAIL**");
export const plain = (text: string) => text.replaceAll("**", "");
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export interface Section {
  title: string;
  method: string;
  tables: { markdown: string; text: string }[];
  notes: string[];
}

export interface Finding {
  target: string;
  evidence: string;
  plan: string;
}

export interface SummaryRow {
  target: string;
  result: string;
  pass: boolean;
}
