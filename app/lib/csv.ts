// CSV as spreadsheets read it (RFC 4180, CRLF line ends), safe from formula injection.

/**
 * A spreadsheet runs a field as a formula when it starts with `=`, `+`, `-` or `@` (after any
 * spaces it trims). A field starts at the beginning of a cell, but also after any character a
 * spreadsheet may split a cell on: when the file is opened with another separator (Excel and
 * LibreOffice in many locales split on `;`), with "text to columns", or when pasted (tab, line
 * break, `|`). So each of those starts gets a `'` in front of the sign, which makes the
 * spreadsheet show it as text; every other character is kept as it was.
 */
const formulaStart = /(^|[,;|\t\r\n])(\s*)(?=[=+\-@])/g;

function defuseFormulas(text: string): string {
  const defused = text.replace(formulaStart, "$1$2'");
  // A cell that starts with a tab or a carriage return is read as a formula by some
  // spreadsheets, whatever follows.
  return /^[\t\r]/.test(defused) ? `'${defused}` : defused;
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = defuseFormulas(text);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): string {
  return (
    [
      columns.join(","),
      ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(",")),
    ].join("\r\n") + "\r\n"
  );
}
