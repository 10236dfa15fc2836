/**
 * Arbitraries (fast-check generators) for the fuzzing properties: hostile text, mostly valid
 * forms, and the ways a form is made wrong.
 */
import fc from "fast-check";
import type { BodyKind, FormEntry, FuzzForm } from "./requests";

const hostileStrings = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "\u001b[31mred",
  "\u007f",
  "\uD800",
  "x\uDFFFy",
  "\uFEFFbom",
  "\u202Eevil",
  "\u200B",
  "\u00A0",
  "'; DROP TABLE companies; --",
  '" OR 1=1 --',
  "1' OR '1'='1",
  "%",
  "_",
  "\\",
  "%_\\%",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<<b>script>alert(1)<</b>/script>",
  "<!-- x",
  "<\u0000b>x",
  "<\u0007i>",
  "<",
  ">",
  "</ >",
  "a < b > c",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "[object Object]",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x10",
  "9007199254740993",
  "2147483648",
  "99999999999",
  "1.5",
  "null",
  "undefined",
  "😀",
  "👩‍👩‍👧‍👦",
  "Café ☕ مرحبا שלום",
  "ﬁ Ａ İ ß",
  "../../etc/passwd",
  "%00",
  "a,b,,c",
  "#",
  "##tag",
  "#,#",
  "a@b",
  "a@b.c",
  "@example.com",
  "a@@example.com",
  "a b@example.com",
  "<a@example.com>",
  "a\u0000@example.com",
  `${"a".repeat(250)}@example.com`,
];
const hostileText = fc.constantFrom(...hostileStrings);

/** Lengths around every limit the spec sets. */
const boundaryLengths = [1, 19, 20, 21, 49, 50, 51, 99, 100, 101, 199, 200, 201, 254, 255, 499];
const sizedText = fc
  .tuple(
    fc.constantFrom("x", "é", "😀", " ", "ab ", "<b>", "\u0000", "#t,"),
    fc.constantFrom(...boundaryLengths, 999, 1000, 1001, 1999, 2000, 2001),
    fc.constantFrom("", "  ", "<p>", "\u0007"),
  )
  .map(([unit, count, padding]) => padding + unit.repeat(count) + padding);
/** Strings near the 64 KB body limit. */
const hugeText = fc.constantFrom(
  "x".repeat(30_000),
  "😀".repeat(5_000),
  `${"<b>".repeat(6_000)}x`,
  " ".repeat(20_000),
  "\u0000".repeat(10_000),
);
export const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: sizedText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: numberText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileText, fc.string({ maxLength: 10 }), hostileText)
      .map((parts) => parts.join("")),
  },
);

export const fieldName = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("__proto__", "constructor", "intent", "id", "tags", "", " name", "NAME", "a[]"),
);

export const word = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
const phrase = fc
  .array(fc.oneof(word, fc.constantFrom("Café", "☕", "مرحبا", "O'Neil", "R&D", "5 < 6")), {
    minLength: 1,
    maxLength: 5,
  })
  .map((words) => words.join(" "));
/** A short line as a person might type or paste it: a little markup and white space around. */
export const shortLine = fc
  .tuple(fc.constantFrom("", " ", "<b>", "\t"), phrase, fc.constantFrom("", " ", "</b>", "\n"))
  .map(([before, text, after]) => before + text + after);
export const longText = fc
  .array(phrase, { minLength: 6, maxLength: 40 })
  .map((phrases) => phrases.join(". "));
export const validEmail = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?$/),
        fc.constantFrom("example.com", "Mail.Example.org", "x.io"),
      )
      .map(([local, domain]) => `${local}@${domain}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `${"a".repeat(240)}@example.com`,
      `  Ana.Ruiz@Example.COM `,
      `o'brien@example.com`,
    ),
  },
);
export const anyEmail = fc.oneof(
  { weight: 3, arbitrary: validEmail },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: anyText },
);
export const webAddressText = fc.constantFrom(
  "northwind.example.com",
  "https://acme.example.com/about",
  "http://x.io",
  "HTTPS://Example.COM/a-b_c",
  "javascript:alert(1)",
  "ftp://files.example.com/logo.png",
  "not a url",
  "localhost",
  "example.com:8080",
  "https://",
  "//example.com",
  `https://example.com/${"p".repeat(495)}`,
);

type Mutation =
  | { kind: "set"; name: string; value: string }
  | { kind: "drop"; name: string }
  | { kind: "repeat"; name: string; value: string }
  | { kind: "file"; name: string }
  | { kind: "extra"; name: string; value: string }
  | { kind: "honeypot"; value: string };

export function mutation(
  fields: readonly string[],
  value: fc.Arbitrary<string> = anyText,
): fc.Arbitrary<Mutation> {
  const name = fc.constantFrom(...fields);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant("set" as const), name, value }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("drop" as const), name }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("repeat" as const), name, value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("file" as const), name }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("extra" as const), name: fieldName, value }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("honeypot" as const),
        value: fc.oneof(fc.constantFrom("", " ", "\t"), anyText),
      }),
    },
  );
}

export function applyMutation(entries: FormEntry[], change: Mutation): FormEntry[] {
  switch (change.kind) {
    case "set": {
      const at = entries.findIndex(([name]) => name === change.name);
      if (at < 0) return [...entries, [change.name, change.value]];
      return entries.map((entry, i) => (i === at ? [change.name, change.value] : entry));
    }
    case "drop":
      return entries.filter(([name]) => name !== change.name);
    case "repeat":
    case "extra":
      return [...entries, [change.name, change.value]];
    case "file": {
      const file = new File(["<svg onload=alert(1)>"], "x.svg", { type: "image/svg+xml" });
      return [...entries.filter(([name]) => name !== change.name), [change.name, file]];
    }
    case "honeypot":
      return [...entries, ["company_fax", change.value]];
  }
}

export const bodyKind: fc.Arbitrary<BodyKind> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("urlencoded" as const) },
  { weight: 2, arbitrary: fc.constant("multipart" as const) },
  { weight: 1, arbitrary: fc.constant("not-a-form" as const) },
);

/** Mostly a valid form with up to three things made wrong; sometimes nothing but noise. */
export function fuzzForm(valid: fc.Arbitrary<FormEntry[]>, fields: readonly string[]) {
  const mutated = fc
    .tuple(valid, fc.array(mutation(fields), { maxLength: 3 }), bodyKind)
    .map(([entries, changes, body]): FuzzForm => ({
      entries: changes.reduce(applyMutation, entries),
      body,
    }));
  const noise = fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fieldName), anyText), {
        maxLength: 12,
      }),
      bodyKind,
    )
    .map(([entries, body]): FuzzForm => ({ entries, body }));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: noise });
}
