/**
 * Property-based fuzzing of every form action and of every loader that reads the URL (issue 7):
 * random and hostile input never gets a 5xx answer, and never stores a row from invalid input.
 *
 * Each property builds a real request, lets the route handle it on a real database (SQLite and
 * PostgreSQL), and judges the answer with an oracle written from the spec's rules. The oracle
 * reads the form as the server receives it (after the transport's own encoding, which turns a
 * lone surrogate into U+FFFD, for one) and says whether it is valid, invalid, or something the
 * spec does not decide; the row counts of every content table before and after say what was
 * stored. Rate-limit counters are cleared before each run, so a valid input must be accepted.
 */
import fc from "fast-check";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { Database } from "../../db/schema";
import { assessmentQuestions } from "~/content/assessment";
import { createModerator, signIn } from "~/features/moderation/auth.server";
import { context, engines, openTestDb } from "../support/test-db";
import { action as adminAction, loader as adminLoader } from "../../app/routes/admin";
import { loader as completionsCsvLoader } from "../../app/routes/admin.completions[.]csv";
import { action as loginAction, loader as loginLoader } from "../../app/routes/admin.login";
import { action as logoutAction } from "../../app/routes/admin.logout";
import {
  action as assessmentAction,
  loader as assessmentLoader,
} from "../../app/routes/assessment";
import { loader as booleanLoader } from "../../app/routes/boolean-search-builder";
import { loader as companiesLoader } from "../../app/routes/companies";
import { action as reviewAction, loader as companyLoader } from "../../app/routes/company";
import { loader as compoundLoader } from "../../app/routes/compound-interest-calculator";
import { action as contactAction } from "../../app/routes/contact";
import { loader as gratuityLoader } from "../../app/routes/gratuity-calculator";
import { loader as movementLoader } from "../../app/routes/movement";
import { loader as movementsLoader } from "../../app/routes/movements";
import { loader as rssLoader } from "../../app/routes/movements-rss[.]xml";
import { loader as notFoundLoader } from "../../app/routes/not-found";
import { loader as simpleInterestLoader } from "../../app/routes/simple-interest-calculator";
import { loader as sipLoader } from "../../app/routes/sip-calculator";
import { action as movementAction } from "../../app/routes/submit";
import { action as companyAction } from "../../app/routes/submit-company";
import { loader as swpLoader } from "../../app/routes/swp-calculator";
import { loader as timeZoneLoader } from "../../app/routes/time-zone-converter";
import { loader as verifyLoader } from "../../app/routes/verify";
import { loader as xrayLoader } from "../../app/routes/xray-search-builder";

// ---------------------------------------------------------------------------------------------
// What a handler answered
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  location: string | null;
  setCookie: string | null;
  data: unknown;
}

/** What React Router's data() makes: data with a status and headers. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function toAnswer(value: unknown): Answer {
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("Location"),
      setCookie: value.headers.get("Set-Cookie"),
      data: undefined,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      location: headers.get("Location"),
      setCookie: headers.get("Set-Cookie"),
      data: value.data,
    };
  }
  return { status: 200, location: null, setCookie: null, data: value };
}

/**
 * Runs a loader or action. React Router answers a thrown Response or data() with that status;
 * anything else thrown would be a 500, so it fails the property, as does a 5xx answer.
 */
async function answerOf(run: () => unknown): Promise<Answer> {
  let answer: Answer;
  try {
    answer = toAnswer(await run());
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    answer = toAnswer(thrown);
  }
  expect(answer.status, "answered with a server error").toBeLessThan(500);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

type FormEntry = readonly [name: string, value: string | File];
/** How the form travels: as a browser sends it, as multipart (with files), or as junk. */
type BodyKind = "urlencoded" | "multipart" | "not-a-form";

interface FuzzForm {
  entries: FormEntry[];
  body: BodyKind;
}

function postRequest(path: string, form: FuzzForm, cookie?: string): Request {
  const url = new URL(path, "http://localhost").toString();
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (form.body === "not-a-form") {
    headers.set("Content-Type", "multipart/form-data; boundary=fuzz");
    const text = JSON.stringify(form.entries.map(([name, value]) => [name, String(value)]));
    return new Request(url, { method: "POST", headers, body: text });
  }
  if (form.body === "multipart" || form.entries.some(([, value]) => typeof value !== "string")) {
    const body = new FormData();
    for (const [name, value] of form.entries) body.append(name, value);
    return new Request(url, { method: "POST", headers, body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of form.entries)
    body.append(name, typeof value === "string" ? value : "");
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body });
}

/** The form as the server reads it; a body that is not a form reads as an empty form. */
async function received(request: Request): Promise<FormData> {
  try {
    return await request.clone().formData();
  } catch {
    return new FormData();
  }
}

function entriesOf(fields: Record<string, string | readonly string[] | null | undefined>) {
  const entries: FormEntry[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) entries.push([name, item]);
  }
  return entries;
}

/** Text as a URL can carry it: a lone surrogate becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

const routeArgs = (request: Request, params: Record<string, string> = {}, clientIp?: string) =>
  ({ request, params, context: context(clientIp) }) as never;

// ---------------------------------------------------------------------------------------------
// Arbitraries: hostile text, mostly valid forms and their mutations
// ---------------------------------------------------------------------------------------------

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
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

const anyText: fc.Arbitrary<string> = fc.oneof(
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

const fieldName = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("__proto__", "constructor", "intent", "id", "tags", "", " name", "NAME", "a[]"),
);

const word = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
const phrase = fc
  .array(fc.oneof(word, fc.constantFrom("Café", "☕", "مرحبا", "O'Neil", "R&D", "5 < 6")), {
    minLength: 1,
    maxLength: 5,
  })
  .map((words) => words.join(" "));
/** A short line as a person might type or paste it: a little markup and white space around. */
const shortLine = fc
  .tuple(fc.constantFrom("", " ", "<b>", "\t"), phrase, fc.constantFrom("", " ", "</b>", "\n"))
  .map(([before, text, after]) => before + text + after);
const longText = fc
  .array(phrase, { minLength: 6, maxLength: 40 })
  .map((phrases) => phrases.join(". "));
const validEmail = fc.oneof(
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
const anyEmail = fc.oneof(
  { weight: 3, arbitrary: validEmail },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: anyText },
);
const webAddressText = fc.constantFrom(
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

function mutation(
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

function applyMutation(entries: FormEntry[], change: Mutation): FormEntry[] {
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

const bodyKind: fc.Arbitrary<BodyKind> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("urlencoded" as const) },
  { weight: 2, arbitrary: fc.constant("multipart" as const) },
  { weight: 1, arbitrary: fc.constant("not-a-form" as const) },
);

/** Mostly a valid form with up to three things made wrong; sometimes nothing but noise. */
function fuzzForm(valid: fc.Arbitrary<FormEntry[]>, fields: readonly string[]) {
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

// ---------------------------------------------------------------------------------------------
// The oracle: the spec's rules, written out independently of the app's schemas
// ---------------------------------------------------------------------------------------------

// The spec's sanitiser: control characters and all markup (tags and comments, closed or not)
// removed, then trimmed. A stored text must never contain markup.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const markup = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z!?][^>]*(?:>|$)/g;

/** Lengths are counted in characters (code points): 100 emoji are 100 characters. */
const characters = (text: string) => Array.from(text).length;
const firstCharacters = (text: string, max: number) => Array.from(text).slice(0, max).join("");

function sanitise(text: string): string {
  let result = text.replace(controlCharacters, "");
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result.replace(markup, "");
  }
  return result.trim();
}

/** One field as the server received it. */
type Sent =
  | { kind: "missing" }
  | { kind: "file" }
  | { kind: "text"; value: string }
  | { kind: "unjudged"; reason: string };

function sent(form: FormData, name: string): Sent {
  const values = form.getAll(name);
  const [first] = values;
  if (first === undefined) return { kind: "missing" };
  const key = (value: FormDataEntryValue) => (typeof value === "string" ? `text:${value}` : "file");
  // Which copy of a field sent twice with different values counts is not the spec's to say.
  if (values.some((value) => key(value) !== key(first)))
    return { kind: "unjudged", reason: `${name} sent twice` };
  return typeof first === "string" ? { kind: "text", value: first } : { kind: "file" };
}

type Verdict<T> =
  | { kind: "valid"; value: T }
  | { kind: "refused"; status: number; reason: string }
  | { kind: "unknown"; reason: string };

const valid = <T>(value: T): Verdict<T> => ({ kind: "valid", value });
const refused = (reason: string, status = 400): Verdict<never> => ({
  kind: "refused",
  status,
  reason,
});
const unknown = (reason: string): Verdict<never> => ({ kind: "unknown", reason });

/** Valid when every part is; refused when any part is; otherwise not decided. */
function allOf<T extends Record<string, unknown>>(parts: {
  [K in keyof T]: Verdict<T[K]>;
}): Verdict<T> {
  const list = Object.entries(parts) as [string, Verdict<unknown>][];
  for (const [name, part] of list)
    if (part.kind === "refused") return refused(`${name}: ${part.reason}`, part.status);
  for (const [name, part] of list)
    if (part.kind === "unknown") return unknown(`${name}: ${part.reason}`);
  const values = list.map(([name, part]) => [name, part.kind === "valid" ? part.value : null]);
  return valid(Object.fromEntries(values) as T);
}

function requiredText(field: Sent, max: number, min = 1): Verdict<string> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return refused("missing");
  const text = sanitise(field.value);
  if (!text) return refused("empty once sanitised");
  if (characters(text) < min) return refused(`shorter than ${min}`);
  if (characters(text) > max) return refused(`longer than ${max}`);
  return valid(text);
}

function optionalText(field: Sent, max: number): Verdict<string | null> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return valid(null);
  const text = sanitise(field.value);
  if (characters(text) > max) return refused(`longer than ${max}`);
  return valid(text || null);
}

// An e-mail field "of email type": what a browser's e-mail input refuses is invalid; a plain
// address with a dotted domain is valid; anything in between is not decided by the spec.
const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const plainEmail = /^[a-z0-9]+(?:[._+-][a-z0-9]+)*@(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]{2,}$/i;

function emailAddress(field: Sent, required: boolean): Verdict<string | null> {
  if (field.kind === "unjudged") return unknown(field.reason);
  const text = field.kind === "text" ? field.value.trim() : "";
  if (!text) return required ? refused("missing") : valid(null);
  if (text.length > 254 || !browserEmail.test(text)) return refused("not an e-mail address");
  if (plainEmail.test(text)) return valid(text.toLowerCase());
  return unknown("an unusual e-mail address");
}

const plainUrl =
  /^https?:\/\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+(?:\/[a-z0-9._~/-]*)?$/i;

/** A web address: http or https only (stored with its scheme), "acme.com" read as https. */
function webAddress(field: Sent): Verdict<string | null> {
  if (field.kind === "unjudged") return unknown(field.reason);
  const text = field.kind === "text" ? field.value.trim() : "";
  if (!text) return valid(null);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== "http" && scheme !== "https") return refused(`a ${scheme}: address`);
  const full = scheme ? text : `https://${text}`;
  if (full.length > 500) return refused("longer than 500");
  // A URL may have any number of slashes (or backslashes) after http: and https:, and its
  // parser drops tabs and line breaks.
  const authority =
    full
      .replace(/[\t\n\r]/g, "")
      .replace(/^https?:[/\\]*/i, "")
      .split(/[/\\?#]/)[0] ?? "";
  // A user name before the host (https://bank.example@evil.example) shows one site and opens
  // another; an empty one ("@example.com") is dropped by the parser.
  const at = authority.lastIndexOf("@");
  if (at >= 0 && /[^:]/.test(authority.slice(0, at))) return refused("a user name in the address");
  const host = authority.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (!host || /[ \u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>"]/.test(host))
    return refused("no host name");
  if (plainUrl.test(full)) return valid(new URL(full).toString());
  return unknown("an unusual web address");
}

function starRating(field: Sent): Verdict<number> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return refused("missing");
  if (/^[1-5]$/.test(field.value)) return valid(Number(field.value));
  const number = Number(field.value);
  if (Number.isInteger(number) && number >= 1 && number <= 5)
    return unknown("a loose spelling of 1 to 5");
  return refused("not 1 to 5 stars");
}

/** Tags: split on commas, sanitised, a leading # dropped, empty and repeated ones dropped. */
function tagList(form: FormData): Verdict<string[]> {
  const tags: string[] = [];
  for (const value of form.getAll("tags")) {
    if (typeof value !== "string") continue;
    for (const piece of value.split(",")) {
      const tag = sanitise(piece).replace(/^#+/, "").trim();
      if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
        tags.push(tag);
    }
  }
  if (tags.length > 10) return refused("more than 10 tags");
  if (tags.some((tag) => characters(tag) > 50)) return refused("a tag longer than 50");
  return valid(tags);
}

/** A filled honeypot field marks a bot: answered like a person, nothing stored. */
function honeypot(form: FormData): "bot" | "person" | "unjudged" {
  const field = sent(form, "company_fax");
  if (field.kind === "unjudged") return "unjudged";
  return field.kind === "text" && field.value.trim() !== "" ? "bot" : "person";
}

/** The name of a company as a key: case, white space and compatibility forms ignored. */
const companyKey = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/** A route id: a plain positive whole number. */
const routeId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

// ---------------------------------------------------------------------------------------------
// What was stored
// ---------------------------------------------------------------------------------------------

const countedTables = [
  "movement_submissions",
  "movement_tags",
  "companies",
  "company_reviews",
  "contact_messages",
  "assessment_attempts",
  "assessment_completions",
  "certificate_downloads",
  "moderators",
  "moderator_sessions",
  "audit_log",
] as const;
type CountedTable = (typeof countedTables)[number];
type Counts = Record<CountedTable, number>;

async function rowCounts(db: Kysely<Database>): Promise<Counts> {
  const columns = countedTables.map((table) => `(select count(*) from ${table}) as ${table}`);
  const { rows } = await sql<Record<CountedTable, string | number>>`select ${sql.raw(
    columns.join(", "),
  )}`.execute(db);
  return Object.fromEntries(
    countedTables.map((table) => [table, Number(rows[0]?.[table])]),
  ) as Counts;
}

/** Rows added (or removed) per table; empty when nothing changed. */
function changedRows(before: Counts, after: Counts): Partial<Counts> {
  const changed: Partial<Counts> = {};
  for (const table of countedTables)
    if (after[table] !== before[table]) changed[table] = after[table] - before[table];
  return changed;
}

/** Stored text is sanitised: trimmed, no markup, no control characters, within its limit. */
function expectClean(value: string | null, max: number, required = false) {
  if (value === null) {
    expect(required, "a required field stored as null").toBe(false);
    return;
  }
  expect(value, "stored an empty text instead of null").not.toBe("");
  expect(value.trim()).toBe(value);
  expect(value).not.toMatch(/<\/?[a-zA-Z!?]|<!--/);
  expect(value).not.toMatch(controlCharacters);
  expect(characters(value)).toBeLessThanOrEqual(max);
  expect(value, "a lone surrogate").not.toMatch(/[\uD800-\uDFFF]/u);
}

interface Accepted<T> {
  status: number;
  location?: string;
  /** The rows an accepted submission adds. */
  rows: (value: T) => Partial<Counts>;
  /** The stored row holds the sanitised values. */
  stored: (value: T) => Promise<void>;
  /** The table one accepted submission adds a row to, and a check of that row's text. */
  table: CountedTable;
  clean: () => Promise<void>;
}

/** Checks one answer and the rows it stored against the oracle's verdict. */
async function expectJudged<T>(
  verdict: Verdict<T> | "bot",
  answer: Answer,
  changed: Partial<Counts>,
  accepted: Accepted<T>,
) {
  if (verdict === "bot") {
    expect(answer.status, "a bot is answered like a person").toBe(accepted.status);
    expect(changed, "stored a bot's submission").toEqual({});
    return;
  }
  switch (verdict.kind) {
    case "refused":
      expect(answer.status, `should refuse: ${verdict.reason}`).toBe(verdict.status);
      expect(changed, `stored although ${verdict.reason}`).toEqual({});
      return;
    case "valid":
      expect(answer.status, "refused a valid submission").toBe(accepted.status);
      if (accepted.location) expect(answer.location).toBe(accepted.location);
      expect(changed).toEqual(accepted.rows(verdict.value));
      await accepted.stored(verdict.value);
      return;
    case "unknown":
      if (answer.status >= 400) {
        expect(changed, "refused but stored").toEqual({});
      } else {
        expect(answer.status).toBe(accepted.status);
        if (changed[accepted.table]) {
          expect(changed[accepted.table]).toBe(1);
          await accepted.clean();
        }
      }
  }
}

/** FUZZ_SCALE=20 runs every property twenty times longer, for a deeper search by hand. */
const scale = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
const runs = (count: number) => ({ numRuns: count * scale });
const fuzzTimeout = 60_000 * scale;

// ---------------------------------------------------------------------------------------------
// The properties, on both engines
// ---------------------------------------------------------------------------------------------

describe.each(engines)("fuzzing every form and loader on %s", (engine) => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  let runCount = 0;
  /** A new client address per run, so no two runs share a rate-limit bucket. */
  const nextIp = () => {
    runCount += 1;
    return `198.18.${Math.floor(runCount / 250) % 250}.${(runCount % 250) + 1}`;
  };
  const moderatorEmail = "fuzz-mod@example.com";
  const moderatorPassword = "a long fuzzing passphrase";
  let moderatorCookie = "";
  let listedCompanyId = 0;
  let pendingCompanyId = 0;
  let publishedMovementId = 0;
  let hiddenMovementId = 0;
  const certificateReference = "SS-2026-01-FUZZ-ABCDEF";

  /** Limits are checked by the integration tests; here a valid input must always be taken. */
  const clearLimits = () => db.deleteFrom("rate_limits").execute();

  async function measured(run: () => unknown) {
    const before = await rowCounts(db);
    const answer = await answerOf(run);
    return { answer, changed: changedRows(before, await rowCounts(db)) };
  }

  beforeAll(async () => {
    handle = await openTestDb(engine);
    db = handle.db;
    await createModerator(moderatorEmail, moderatorPassword);
    const signedIn = await signIn(moderatorEmail, moderatorPassword, "198.51.100.200");
    if (!signedIn.ok) throw new Error(signedIn.message);
    moderatorCookie = signedIn.setCookie.split(";")[0] ?? "";
    const now = new Date().toISOString();
    listedCompanyId = (
      await db
        .insertInto("companies")
        .values({ created_at: now, name: "Fuzzed Co", name_key: "fuzzedco", status: "approved" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    pendingCompanyId = (
      await db
        .insertInto("companies")
        .values({ created_at: now, name: "Waiting Co", name_key: "waitingco" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const movement = (status: "approved" | "pending") =>
      db
        .insertInto("movement_submissions")
        .values({
          created_at: now,
          status,
          name: "Published Person",
          new_role: "Recruiter",
          company: "Fuzzed Co",
          description: "Moved <on> & up.",
          previous_role: null,
          previous_company: null,
          location: null,
          submitter_name: null,
          submitter_email: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    publishedMovementId = (await movement("approved")).id;
    hiddenMovementId = (await movement("pending")).id;
    await db
      .insertInto("movement_tags")
      .values({ movement_id: publishedMovementId, tag: "Promotion" })
      .execute();
    await db
      .insertInto("assessment_completions")
      .values({
        created_at: now,
        attempt_id: null,
        full_name: "Fuzz Holder",
        email: "holder@example.com",
        company_name: "Fuzzed Co",
        designation: "Recruiter",
        score: 88,
        total_questions: 25,
        certificate_type: "premium",
        section2_q1: "x",
        section2_q2: "x",
        section2_q3: "x",
        section2_q7_positions: "x",
        section2_q8_geographies: "x",
        passed: 1,
        reference: certificateReference,
      })
      .execute();
  });
  afterAll(() => handle.close());

  // ----- /submit ------------------------------------------------------------------------------

  describe("/submit (a career movement)", () => {
    const fields = [
      "name",
      "previousRole",
      "newRole",
      "company",
      "previousCompany",
      "location",
      "description",
      "submitterName",
      "submitterEmail",
      "tags",
    ];
    const tag = fc.oneof(
      fc.constantFrom("Promotion", "#Leadership", "NewRole, ITStaffing", "<b>Tag</b>", " "),
      word,
    );
    const validMovement = fc
      .record({
        name: shortLine,
        previousRole: fc.option(shortLine),
        newRole: shortLine,
        company: shortLine,
        previousCompany: fc.option(shortLine),
        location: fc.option(shortLine),
        description: longText.map((text) => text.slice(0, 900)),
        submitterName: fc.option(shortLine),
        submitterEmail: fc.option(validEmail),
        tags: fc.array(tag, { maxLength: 11 }),
      })
      .map(entriesOf);

    function judge(form: FormData) {
      return allOf({
        name: requiredText(sent(form, "name"), 100),
        previousRole: optionalText(sent(form, "previousRole"), 100),
        newRole: requiredText(sent(form, "newRole"), 100),
        company: requiredText(sent(form, "company"), 100),
        previousCompany: optionalText(sent(form, "previousCompany"), 100),
        location: optionalText(sent(form, "location"), 100),
        description: requiredText(sent(form, "description"), 1000),
        submitterName: optionalText(sent(form, "submitterName"), 100),
        submitterEmail: emailAddress(sent(form, "submitterEmail"), false),
        tags: tagList(form),
      });
    }
    type Movement = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = async () => {
      const row = await db
        .selectFrom("movement_submissions")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      const tags = await db
        .selectFrom("movement_tags")
        .select("tag")
        .where("movement_id", "=", row.id)
        .execute();
      return { row, tags: tags.map((t) => t.tag) };
    };

    const accepted: Accepted<Movement> = {
      status: 302,
      location: "/submit",
      table: "movement_submissions",
      rows: (value) =>
        value.tags.length
          ? { movement_submissions: 1, movement_tags: value.tags.length }
          : { movement_submissions: 1 },
      stored: async (value) => {
        const { row, tags } = await latest();
        expect(row).toMatchObject({
          status: "pending",
          name: value.name,
          previous_role: value.previousRole,
          new_role: value.newRole,
          company: value.company,
          previous_company: value.previousCompany,
          location: value.location,
          description: value.description,
          submitter_name: value.submitterName,
          submitter_email: value.submitterEmail,
        });
        expect([...tags].sort()).toEqual([...value.tags].sort());
      },
      clean: async () => {
        const { row, tags } = await latest();
        for (const column of ["name", "new_role", "company"] as const)
          expectClean(row[column], 100, true);
        for (const column of [
          "previous_role",
          "previous_company",
          "location",
          "submitter_name",
        ] as const)
          expectClean(row[column], 100);
        expectClean(row.description, 1000, true);
        if (row.submitter_email !== null) expect(row.submitter_email).toMatch(browserEmail);
        expect(tags.length).toBeLessThanOrEqual(10);
        for (const stored of tags) {
          expectClean(stored, 50, true);
          expect(stored).not.toContain(",");
        }
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, sanitised movements",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validMovement, fields), async (fuzz) => {
            await clearLimits();
            const request = postRequest("/submit", fuzz);
            const form = await received(request);
            const bot = honeypot(form);
            const verdict =
              bot === "bot" ? "bot" : bot === "unjudged" ? unknown("honeypot twice") : judge(form);
            const { answer, changed } = await measured(() =>
              movementAction(routeArgs(request, {}, nextIp())),
            );
            await expectJudged(verdict, answer, changed, accepted);
          }),
          runs(150),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /submit-company ----------------------------------------------------------------------

  describe("/submit-company", () => {
    const fields = [
      "name",
      "website",
      "description",
      "industry",
      "location",
      "employee_count",
      "logo_url",
    ];
    const validCompany = fc
      .record({
        name: shortLine,
        website: fc.option(webAddressText),
        description: fc.option(longText.map((text) => text.slice(0, 900))),
        industry: fc.option(shortLine),
        location: fc.option(shortLine),
        employee_count: fc.option(fc.constantFrom("1-10", "51-200", "10,000+")),
        logo_url: fc.option(webAddressText),
      })
      .map(entriesOf);

    function judge(form: FormData) {
      return allOf({
        name: requiredText(sent(form, "name"), 100),
        website: webAddress(sent(form, "website")),
        description: optionalText(sent(form, "description"), 1000),
        industry: optionalText(sent(form, "industry"), 100),
        location: optionalText(sent(form, "location"), 100),
        employee_count: optionalText(sent(form, "employee_count"), 50),
        logo_url: webAddress(sent(form, "logo_url")),
      });
    }
    type Company = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      db.selectFrom("companies").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    const accepted: Accepted<Company> = {
      status: 302,
      location: "/companies?submitted=1",
      table: "companies",
      rows: () => ({ companies: 1 }),
      stored: async (value) => {
        expect(await latest()).toMatchObject({
          ...value,
          status: "pending",
          name_key: companyKey(value.name),
          average_rating: 0,
          review_count: 0,
        });
      },
      clean: async () => {
        const row = await latest();
        expectClean(row.name, 100, true);
        expectClean(row.description, 1000);
        expectClean(row.industry, 100);
        expectClean(row.location, 100);
        expectClean(row.employee_count, 50);
        for (const address of [row.website, row.logo_url])
          if (address !== null) expect(address).toMatch(/^https?:\/\/[^\s<>"]+$/);
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, new, sanitised companies",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validCompany, fields), async (fuzz) => {
            await clearLimits();
            const request = postRequest("/submit-company", fuzz);
            const form = await received(request);
            const bot = honeypot(form);
            let verdict: Verdict<Company> | "bot" =
              bot === "bot" ? "bot" : bot === "unjudged" ? unknown("honeypot twice") : judge(form);
            if (verdict !== "bot" && verdict.kind === "valid") {
              const same = await db
                .selectFrom("companies")
                .select("id")
                .where("name_key", "=", companyKey(verdict.value.name))
                .where("status", "in", ["approved", "pending"])
                .executeTakeFirst();
              if (same) verdict = refused("already listed or waiting", 409);
            }
            const { answer, changed } = await measured(() =>
              companyAction(routeArgs(request, {}, nextIp())),
            );
            await expectJudged(verdict, answer, changed, accepted);
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /contact -----------------------------------------------------------------------------

  describe("/contact", () => {
    const fields = ["name", "email", "subject", "message"];
    const validMessage = fc
      .record({ name: shortLine, email: validEmail, subject: shortLine, message: longText })
      .map(entriesOf);

    function judge(form: FormData) {
      return allOf({
        name: requiredText(sent(form, "name"), 100),
        email: emailAddress(sent(form, "email"), true),
        subject: requiredText(sent(form, "subject"), 200),
        message: requiredText(sent(form, "message"), 2000),
      });
    }
    type Message = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    const accepted: Accepted<Message> = {
      status: 302,
      location: "/contact",
      table: "contact_messages",
      rows: () => ({ contact_messages: 1 }),
      stored: async (value) => {
        expect(await latest()).toMatchObject({ ...value, status: "new" });
      },
      clean: async () => {
        const row = await latest();
        expectClean(row.name, 100, true);
        expectClean(row.subject, 200, true);
        expectClean(row.message, 2000, true);
        expect(row.email).toMatch(browserEmail);
      },
    };

    it(
      "never answers 5xx, and stores exactly the valid, sanitised messages",
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fuzzForm(validMessage, fields),
            fc.option(anyEmail),
            async (fuzz, email) => {
              await clearLimits();
              const entries =
                email === null
                  ? fuzz.entries
                  : applyMutation(fuzz.entries, { kind: "set", name: "email", value: email });
              const request = postRequest("/contact", { ...fuzz, entries });
              const form = await received(request);
              const bot = honeypot(form);
              const verdict =
                bot === "bot"
                  ? "bot"
                  : bot === "unjudged"
                    ? unknown("honeypot twice")
                    : judge(form);
              const { answer, changed } = await measured(() =>
                contactAction(routeArgs(request, {}, nextIp())),
              );
              await expectJudged(verdict, answer, changed, accepted);
            },
          ),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /company/:id (a review) --------------------------------------------------------------

  describe("/company/:id (a review)", () => {
    const fields = ["rating", "title", "body", "reviewerName", "reviewerEmail"];
    const validReview = fc
      .record({
        rating: fc.constantFrom("1", "2", "3", "4", "5"),
        title: shortLine,
        body: longText,
        reviewerName: fc.option(shortLine),
        reviewerEmail: validEmail,
      })
      .map(entriesOf);
    const companyParam = fc.oneof(
      { weight: 8, arbitrary: fc.constant("listed") },
      { weight: 1, arbitrary: fc.constant("pending") },
      { weight: 1, arbitrary: anyText },
    );

    function judge(form: FormData) {
      return allOf({
        rating: starRating(sent(form, "rating")),
        title: requiredText(sent(form, "title"), 100),
        body: requiredText(sent(form, "body"), 2000, 20),
        reviewerName: optionalText(sent(form, "reviewerName"), 100),
        reviewerEmail: emailAddress(sent(form, "reviewerEmail"), true),
      });
    }
    type Review = Extract<ReturnType<typeof judge>, { kind: "valid" }>["value"];

    const latest = () =>
      db.selectFrom("company_reviews").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

    it(
      "never answers 5xx, and stores exactly the valid reviews of a listed company",
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzForm(validReview, fields), companyParam, async (fuzz, param) => {
            await clearLimits();
            const id =
              param === "listed"
                ? String(listedCompanyId)
                : param === "pending"
                  ? String(pendingCompanyId)
                  : param;
            const request = postRequest(`/company/${encodeURIComponent(wellFormed(id))}`, fuzz);
            const form = await received(request);
            const companyId = routeId(id);
            const listed =
              companyId !== null &&
              (await db
                .selectFrom("companies")
                .select("id")
                .where("id", "=", companyId)
                .where("status", "=", "approved")
                .executeTakeFirst());
            const bot = honeypot(form);
            let verdict: Verdict<Review> | "bot" = !listed
              ? refused("no such listed company", 404)
              : bot === "bot"
                ? "bot"
                : bot === "unjudged"
                  ? unknown("honeypot twice")
                  : judge(form);
            if (verdict !== "bot" && verdict.kind === "valid" && companyId !== null) {
              const again = await db
                .selectFrom("company_reviews")
                .select("id")
                .where("company_id", "=", companyId)
                .where("reviewer_email", "=", verdict.value.reviewerEmail ?? "")
                .executeTakeFirst();
              if (again) verdict = refused("one review per e-mail", 409);
            }
            const { answer, changed } = await measured(() =>
              reviewAction(routeArgs(request, { id }, nextIp())),
            );
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: `/company/${companyId}`,
              table: "company_reviews",
              rows: () => ({ company_reviews: 1 }),
              stored: async (value) => {
                expect(await latest()).toMatchObject({
                  company_id: companyId,
                  status: "pending",
                  rating: value.rating,
                  title: value.title,
                  body: value.body,
                  reviewer_name: value.reviewerName,
                  reviewer_email: value.reviewerEmail,
                });
              },
              clean: async () => {
                const row = await latest();
                expect([1, 2, 3, 4, 5]).toContain(row.rating);
                expectClean(row.title, 100, true);
                expectClean(row.body, 2000, true);
                expect(characters(row.body)).toBeGreaterThanOrEqual(20);
                expectClean(row.reviewer_name, 100);
                expect(row.reviewer_email).toMatch(browserEmail);
              },
            });
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /assessment --------------------------------------------------------------------------

  describe("/assessment", () => {
    const detailFields = ["intent", "name", "email", "company", "designation"];
    const validStart = fc
      .record({
        intent: fc.constant("start"),
        name: shortLine,
        email: validEmail,
        company: shortLine,
        designation: shortLine,
      })
      .map(entriesOf);

    let attemptCount = 0;
    /** A fresh attempt, through the welcome form, and its cookie. */
    async function startAttempt(): Promise<{ cookie: string; id: number }> {
      attemptCount += 1;
      const email = `attempt-${attemptCount}-${Date.now()}@example.com`;
      const request = postRequest("/assessment", {
        body: "urlencoded",
        entries: entriesOf({
          intent: "start",
          name: "Fuzz Candidate",
          email,
          company: "Fuzzed Co",
          designation: "Recruiter",
        }),
      });
      const started = await answerOf(() => assessmentAction(routeArgs(request)));
      expect(started.status).toBe(302);
      const row = await db
        .selectFrom("assessment_attempts")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { cookie: started.setCookie?.split(";")[0] ?? "", id: row.id };
    }
    const attemptRow = (id: number) =>
      db
        .selectFrom("assessment_attempts")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    function judgeStart(form: FormData) {
      const intent = sent(form, "intent");
      if (intent.kind === "unjudged") return unknown(intent.reason);
      if (intent.kind !== "text" || intent.value !== "start")
        return refused("not a start, and no attempt to go on with", 302);
      const detail = (name: string): Verdict<string> => {
        const field = sent(form, name);
        if (field.kind === "unjudged") return unknown(field.reason);
        const text =
          field.kind === "text" ? firstCharacters(sanitise(field.value), 100).trim() : "";
        return text ? valid(text) : refused("missing");
      };
      return allOf({
        name: detail("name"),
        email: emailAddress(sent(form, "email"), true),
        company: detail("company"),
        designation: detail("designation"),
      });
    }
    type Details = Extract<ReturnType<typeof judgeStart>, { kind: "valid" }>["value"];

    it(
      "start: never answers 5xx, and starts an attempt only for valid details",
      async () => {
        const latest = () =>
          db
            .selectFrom("assessment_attempts")
            .selectAll()
            .orderBy("id", "desc")
            .executeTakeFirstOrThrow();
        await fc.assert(
          fc.asyncProperty(fuzzForm(validStart, detailFields), async (fuzz) => {
            const request = postRequest("/assessment", fuzz);
            const form = await received(request);
            let verdict: Verdict<Details> = judgeStart(form);
            if (verdict.kind === "valid") {
              const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
              const recent = await db
                .selectFrom("assessment_attempts")
                .select("id")
                .where("email", "=", verdict.value.email ?? "")
                .where("created_at", ">", weekAgo)
                .executeTakeFirst();
              if (recent) verdict = refused("a retake within 7 days", 429);
            }
            const { answer, changed } = await measured(() => assessmentAction(routeArgs(request)));
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: "/assessment",
              table: "assessment_attempts",
              rows: () => ({ assessment_attempts: 1 }),
              stored: async (value) => {
                expect(answer.setCookie).toMatch(/^ss_attempt=/);
                expect(await latest()).toMatchObject({
                  full_name: value.name,
                  email: value.email,
                  company_name: value.company,
                  designation: value.designation,
                  current_index: 0,
                  completion_id: null,
                });
              },
              clean: async () => {
                const row = await latest();
                for (const column of ["full_name", "company_name", "designation"] as const)
                  expectClean(row[column], 100, true);
                expect(row.email).toMatch(browserEmail);
              },
            });
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );

    it(
      "answer: never answers 5xx, and records only a choice of 0 to 3 for the current question",
      async () => {
        const ids = assessmentQuestions.map((question) => question.id);
        const answerCase = fc.record({
          state: fc.constantFrom("open", "open", "open", "late", "closed"),
          index: fc.integer({ min: 0, max: ids.length - 1 }),
          questionId: fc.oneof(
            { weight: 6, arbitrary: fc.constant("current") },
            { weight: 1, arbitrary: fc.constantFrom(...ids) },
            { weight: 2, arbitrary: anyText },
          ),
          answer: fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom("0", "1", "2", "3") },
            { weight: 3, arbitrary: anyText },
          ),
          changes: fc.array(mutation(["questionId", "answer"]), { maxLength: 2 }),
          body: bodyKind,
        });
        await fc.assert(
          fc.asyncProperty(answerCase, async (sample) => {
            const attempt = await startAttempt();
            const now = Date.now();
            await db
              .updateTable("assessment_attempts")
              .set({
                current_index: sample.index,
                deadline_at: new Date(
                  sample.state === "late" ? now - 600_000 : now + 600_000,
                ).toISOString(),
                questions_closed_at: sample.state === "closed" ? new Date(now).toISOString() : null,
              })
              .where("id", "=", attempt.id)
              .execute();
            const before = await attemptRow(attempt.id);
            const currentId = (JSON.parse(before.question_ids) as string[])[sample.index] ?? "";
            const entries = entriesOf({
              intent: "answer",
              questionId: sample.questionId === "current" ? currentId : sample.questionId,
              answer: sample.answer,
            });
            const request = postRequest(
              "/assessment",
              { entries: sample.changes.reduce(applyMutation, entries), body: sample.body },
              attempt.cookie,
            );
            const form = await received(request);
            const { answer, changed } = await measured(() => assessmentAction(routeArgs(request)));
            expect(changed, "an answer adds no rows").toEqual({});
            const after = await attemptRow(attempt.id);
            const unchanged = () =>
              expect(after).toMatchObject({
                answers: before.answers,
                current_index: before.current_index,
              });

            const intent = sent(form, "intent");
            if (intent.kind === "unjudged") return;
            if (intent.kind !== "text" || intent.value !== "answer") {
              expect(answer.status, "no answer sent: back to the question").toBe(302);
              unchanged();
              return;
            }
            const choice = sent(form, "answer");
            const question = sent(form, "questionId");
            if (choice.kind === "unjudged" || question.kind === "unjudged") {
              if (after.current_index !== before.current_index) {
                expect(after.current_index).toBe(before.current_index + 1);
              }
              return;
            }
            if (choice.kind !== "text" || choice.value === "") {
              expect(answer.status).toBe(400);
              unchanged();
              return;
            }
            if (sample.state === "closed") {
              unchanged();
              return;
            }
            if (sample.state === "late") {
              unchanged();
              expect(after.questions_closed_at, "closed once late").not.toBeNull();
              return;
            }
            const isCurrent = question.kind === "text" && question.value === currentId;
            if (isCurrent && /^[0-3]$/.test(choice.value)) {
              expect(answer.status).toBe(302);
              expect(after.current_index).toBe(before.current_index + 1);
              expect(JSON.parse(after.answers)).toMatchObject({
                [currentId]: Number(choice.value),
              });
            } else {
              unchanged();
            }
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );

    it(
      "section 2, download, finish and restart: never 5xx, and store only valid answers",
      async () => {
        const section2Fields = ["scenario1", "scenario2", "scenario3", "positions", "geographies"];
        const validSection2 = fc
          .record({
            scenario1: longText,
            scenario2: longText,
            scenario3: longText,
            positions: longText,
            geographies: longText,
          })
          .map(entriesOf);
        const otherIntent = anyText.filter((text) => text !== "start" && text !== "answer");
        const lifecycleCase = fc.record({
          state: fc.constantFrom("open", "closed", "closed", "completed", "none", "forged"),
          intent: fc.oneof(
            {
              weight: 6,
              arbitrary: fc.constantFrom("section2", "section2", "download", "finish", "restart"),
            },
            { weight: 1, arbitrary: otherIntent },
            { weight: 1, arbitrary: fc.constant(null) },
          ),
          form: fuzzForm(validSection2, section2Fields),
        });
        const completeWith = async (cookie: string) => {
          const request = postRequest(
            "/assessment",
            {
              body: "urlencoded",
              entries: entriesOf({
                intent: "section2",
                scenario1: "A considered answer of more than twenty characters.",
                scenario2: "A considered answer of more than twenty characters.",
                scenario3: "A considered answer of more than twenty characters.",
                positions: "IT and healthcare roles",
                geographies: "Texas and the Midwest",
              }),
            },
            cookie,
          );
          expect((await answerOf(() => assessmentAction(routeArgs(request)))).status).toBe(302);
        };

        await fc.assert(
          fc.asyncProperty(lifecycleCase, async (sample) => {
            const attempt = await startAttempt();
            if (sample.state !== "open") {
              await db
                .updateTable("assessment_attempts")
                .set({ questions_closed_at: new Date().toISOString() })
                .where("id", "=", attempt.id)
                .execute();
            }
            if (sample.state === "completed") await completeWith(attempt.cookie);
            const cookie =
              sample.state === "none"
                ? undefined
                : sample.state === "forged"
                  ? "ss_attempt=forged-token"
                  : attempt.cookie;
            const entries: FormEntry[] =
              sample.intent === null
                ? sample.form.entries
                : [["intent", sample.intent], ...sample.form.entries];
            const request = postRequest("/assessment", { ...sample.form, entries }, cookie);
            const form = await received(request);
            const { answer, changed } = await measured(() => assessmentAction(routeArgs(request)));
            const intent = sent(form, "intent");
            const hasAttempt = sample.state !== "none" && sample.state !== "forged";

            if (hasAttempt && intent.kind === "unjudged") {
              if (answer.status >= 400) expect(changed).toEqual({});
              return;
            }
            if (!hasAttempt || intent.kind !== "text") {
              expect(answer.status).toBe(302);
              expect(changed).toEqual({});
              return;
            }
            if (intent.value === "download") {
              if (sample.state === "completed") {
                expect(answer).toMatchObject({ status: 200, data: { ok: true } });
                expect(changed).toEqual({ certificate_downloads: 1 });
              } else {
                expect(answer.status).toBe(400);
                expect(changed).toEqual({});
              }
              return;
            }
            if (intent.value === "restart" && sample.state === "completed") {
              expect(answer.status).toBe(302);
              expect(answer.setCookie).toMatch(/^ss_attempt=;.*Max-Age=0/i);
              expect(changed).toEqual({});
              return;
            }
            if (intent.value !== "section2" || sample.state !== "closed") {
              expect(answer.status).toBe(302);
              expect(changed).toEqual({});
              return;
            }
            const text = (name: string): Verdict<string> => {
              const field = sent(form, name);
              if (field.kind === "unjudged") return unknown(field.reason);
              const value =
                field.kind === "text" ? firstCharacters(sanitise(field.value), 2000).trim() : "";
              return characters(value) > 20 ? valid(value) : refused("20 characters or fewer");
            };
            const verdict = allOf({
              section2_q1: text("scenario1"),
              section2_q2: text("scenario2"),
              section2_q3: text("scenario3"),
              section2_q7_positions: text("positions"),
              section2_q8_geographies: text("geographies"),
            });
            const latest = () =>
              db
                .selectFrom("assessment_completions")
                .selectAll()
                .orderBy("id", "desc")
                .executeTakeFirstOrThrow();
            await expectJudged(verdict, answer, changed, {
              status: 302,
              location: "/assessment?done=1",
              table: "assessment_completions",
              rows: () => ({ assessment_completions: 1 }),
              stored: async (value) => {
                expect(await latest()).toMatchObject({ ...value, attempt_id: attempt.id });
                expect((await attemptRow(attempt.id)).completion_id).not.toBeNull();
              },
              clean: async () => {
                const row = await latest();
                for (const column of [
                  "section2_q1",
                  "section2_q2",
                  "section2_q3",
                  "section2_q7_positions",
                  "section2_q8_geographies",
                ] as const)
                  expectClean(row[column], 2000, true);
              },
            });
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /admin/login, /admin/logout ----------------------------------------------------------

  describe("moderator sign-in and sign-out", () => {
    it(
      "/admin/login: never 5xx, and opens a session only for the right e-mail and password",
      async () => {
        const loginCase = fc.record({
          email: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom(
                moderatorEmail,
                moderatorEmail.toUpperCase(),
                `  ${moderatorEmail} `,
              ),
            },
            { weight: 3, arbitrary: anyText },
            { weight: 1, arbitrary: validEmail },
          ),
          password: fc.oneof(
            { weight: 3, arbitrary: fc.constant(moderatorPassword) },
            { weight: 1, arbitrary: fc.constantFrom("", ` ${moderatorPassword}`) },
            { weight: 2, arbitrary: anyText },
          ),
          changes: fc.array(mutation(["email", "password"]), { maxLength: 2 }),
          next: fc.option(fc.oneof(anyText, fc.constantFrom("/admin?x=1", "//evil.example"))),
          body: bodyKind,
        });
        await fc.assert(
          fc.asyncProperty(loginCase, async (sample) => {
            await clearLimits();
            const entries = entriesOf({ email: sample.email, password: sample.password });
            const path =
              sample.next === null
                ? "/admin/login"
                : `/admin/login?next=${encodeURIComponent(wellFormed(sample.next))}`;
            const request = postRequest(path, {
              entries: sample.changes.reduce(applyMutation, entries),
              body: sample.body,
            });
            const form = await received(request);
            const { answer, changed } = await measured(() =>
              loginAction(routeArgs(request, {}, nextIp())),
            );
            const email = sent(form, "email");
            const password = sent(form, "password");
            if (email.kind === "unjudged" || password.kind === "unjudged") {
              if (answer.status >= 400) expect(changed).toEqual({});
              return;
            }
            const right =
              email.kind === "text" &&
              email.value.trim().toLowerCase() === moderatorEmail &&
              password.kind === "text" &&
              password.value === moderatorPassword;
            if (right) {
              expect(answer.status).toBe(302);
              expect(answer.location).toMatch(/^\/admin(\/|\?|$)/);
              expect(answer.setCookie).toMatch(/^ss_session=/);
              expect(changed).toEqual({ moderator_sessions: 1 });
            } else {
              expect([400, 401]).toContain(answer.status);
              expect(changed).toEqual({});
            }
          }),
          runs(12),
        );
      },
      fuzzTimeout,
    );

    it(
      "/admin/logout: never 5xx; ends a live session, and sends anyone else to sign in",
      async () => {
        const logoutCase = fc.record({
          session: fc.constantFrom("live", "none", "forged"),
          form: fuzzForm(fc.constant<FormEntry[]>([]), ["intent"]),
        });
        await fc.assert(
          fc.asyncProperty(logoutCase, async (sample) => {
            let cookie: string | undefined;
            if (sample.session === "live") {
              await clearLimits();
              const signedIn = await signIn(moderatorEmail, moderatorPassword, nextIp());
              if (!signedIn.ok) throw new Error(signedIn.message);
              cookie = signedIn.setCookie.split(";")[0];
            } else if (sample.session === "forged") {
              cookie = "ss_session=forged-token";
            }
            const openSessions = async () =>
              (
                await db
                  .selectFrom("moderator_sessions")
                  .select("id")
                  .where("revoked_at", "is", null)
                  .execute()
              ).length;
            const openBefore = await openSessions();
            const request = postRequest("/admin/logout", sample.form, cookie);
            const { answer, changed } = await measured(() => logoutAction(routeArgs(request)));
            expect(answer.status).toBe(302);
            expect(changed).toEqual({});
            if (sample.session === "live") {
              expect(answer.location).toBe("/admin/login");
              expect(answer.setCookie).toMatch(/^ss_session=;.*Max-Age=0/i);
              expect(await openSessions(), "the session ended").toBe(openBefore - 1);
            } else {
              expect(answer.location).toMatch(/^\/admin\/login\?next=/);
              expect(await openSessions()).toBe(openBefore);
            }
          }),
          runs(8),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- /admin (the moderator workspace) -----------------------------------------------------

  describe("/admin (the moderator workspace)", () => {
    const seededKinds = [
      "pendingMovement",
      "publishedMovement",
      "pendingCompany",
      "listedCompany",
      "pendingReview",
      "publishedReview",
      "contactMessage",
    ] as const;
    type SeededKind = (typeof seededKinds)[number];
    type Seeded = Record<SeededKind, number>;
    const subjectOf: Record<SeededKind, string> = {
      pendingMovement: "movement",
      publishedMovement: "movement",
      pendingCompany: "company",
      listedCompany: "company",
      pendingReview: "review",
      publishedReview: "review",
      contactMessage: "movement",
    };
    /** Stands for the id of an item seeded for the run, filled in once it exists. */
    const seededId = (kind: SeededKind) => `seeded:${kind}`;

    const editFields = fc.record({
      name: shortLine,
      newRole: shortLine,
      company: shortLine,
      description: longText.map((text) => text.slice(0, 900)),
      previousRole: fc.option(shortLine),
      location: fc.option(shortLine),
      website: fc.option(webAddressText),
      title: shortLine,
      body: longText,
    });
    const validDecision = fc
      .record({
        target: fc.constantFrom(...seededKinds),
        intent: fc.constantFrom("decide", "decide", "decide", "contact"),
        otherSubject: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom("movement", "company", "review") },
        ),
        decision: fc.constantFrom("approve", "reject", "remove"),
        reason: fc.option(fc.oneof(shortLine, anyText)),
        status: fc.option(fc.constantFrom("new", "handled")),
        edit: fc.option(editFields),
      })
      .map((sample) =>
        entriesOf({
          intent: sample.intent,
          subject: sample.otherSubject ?? subjectOf[sample.target],
          id: seededId(sample.target),
          decision: sample.decision,
          reason: sample.reason,
          status: sample.status,
          ...(sample.edit ? { edit: "1", ...sample.edit } : {}),
        }),
      );
    const fields = [
      "intent",
      "subject",
      "id",
      "decision",
      "reason",
      "status",
      "edit",
      "name",
      "newRole",
      "company",
      "description",
      "website",
      "title",
      "body",
    ];

    let seedCount = 0;
    async function seed(): Promise<Seeded> {
      seedCount += 1;
      const now = new Date().toISOString();
      // One insert per table; rows are told apart by status, as RETURNING keeps no order.
      const byStatus = (rows: { id: number; status: string }[]) =>
        Object.fromEntries(rows.map((row) => [row.status, row.id]));
      const person = {
        created_at: now,
        name: "Seeded Person",
        new_role: "Recruiter",
        company: "Seeded Co",
        description: "Moved on.",
        previous_role: null,
        previous_company: null,
        location: null,
        submitter_name: null,
        submitter_email: null,
      };
      const movements = byStatus(
        await db
          .insertInto("movement_submissions")
          .values([
            { ...person, status: "pending" },
            { ...person, status: "approved" },
          ])
          .returning(["id", "status"])
          .execute(),
      );
      const companies = byStatus(
        await db
          .insertInto("companies")
          .values(
            (["pending", "approved"] as const).map((status) => ({
              created_at: now,
              status,
              name: `Seeded ${status} ${seedCount}`,
              name_key: `seeded${status}${seedCount}`,
            })),
          )
          .returning(["id", "status"])
          .execute(),
      );
      const listedCompany = companies.approved ?? 0;
      const reviews = byStatus(
        await db
          .insertInto("company_reviews")
          .values(
            (["pending", "approved"] as const).map((status) => ({
              created_at: now,
              company_id: listedCompany,
              status,
              rating: 4,
              title: "Seeded review",
              body: "A seeded review of more than twenty characters.",
              reviewer_name: null,
              reviewer_email: `seed-${status}-${seedCount}@example.com`,
            })),
          )
          .returning(["id", "status"])
          .execute(),
      );
      const message = await db
        .insertInto("contact_messages")
        .values({
          created_at: now,
          name: "Sam",
          email: "sam@example.com",
          subject: "Hi",
          message: "Hello there",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        pendingMovement: movements.pending ?? 0,
        publishedMovement: movements.approved ?? 0,
        pendingCompany: companies.pending ?? 0,
        listedCompany,
        pendingReview: reviews.pending ?? 0,
        publishedReview: reviews.approved ?? 0,
        contactMessage: message.id,
      };
    }

    const moderatedTables = {
      movement: "movement_submissions",
      company: "companies",
      review: "company_reviews",
    } as const;
    type ModeratedTable = (typeof moderatedTables)[keyof typeof moderatedTables];

    /**
     * How many items of each table hold each status, keyed "table:status": with the decided
     * item's own status checked, this shows that nothing else was moved.
     */
    async function statusCounts(): Promise<Map<string, number>> {
      const tables = ["movement_submissions", "companies", "company_reviews", "contact_messages"];
      const query = tables
        .map(
          (table) => `select '${table}' as t, status, count(*) as n from ${table} group by status`,
        )
        .join(" union all ");
      const { rows } = await sql<{ t: string; status: string; n: string | number }>`${sql.raw(
        query,
      )}`.execute(db);
      return new Map(rows.map((row) => [`${row.t}:${row.status}`, Number(row.n)]));
    }

    async function currentStatus(table: ModeratedTable | "contact_messages", id: number) {
      const row = await db
        .selectFrom(table)
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.status;
    }

    interface Change {
      table: ModeratedTable | "contact_messages";
      id: number;
      from: string;
      status: string;
      audit: { action: string; subject_type: string; subject_id: number; reason: string | null };
      edits: Record<string, string | number | null> | null;
    }

    /** A field of a moderator's edit: its schema reads the last copy, and refuses a file. */
    const editField = (form: FormData, name: string): Sent => {
      const field = sent(form, name);
      return field.kind === "file" ? { kind: "unjudged", reason: `${name} is a file` } : field;
    };

    function judgeEdits(subject: string, form: FormData): Verdict<Change["edits"]> {
      const field = (name: string) => editField(form, name);
      if (subject === "movement") {
        const verdict = allOf({
          name: requiredText(field("name"), 100),
          previous_role: optionalText(field("previousRole"), 100),
          new_role: requiredText(field("newRole"), 100),
          company: requiredText(field("company"), 100),
          previous_company: optionalText(field("previousCompany"), 100),
          location: optionalText(field("location"), 100),
          description: requiredText(field("description"), 1000),
        });
        return verdict;
      }
      if (subject === "company") {
        const verdict = allOf({
          name: requiredText(field("name"), 100),
          website: webAddress(field("website")),
          description: optionalText(field("description"), 1000),
          industry: optionalText(field("industry"), 100),
          location: optionalText(field("location"), 100),
          employee_count: optionalText(field("employee_count"), 50),
          logo_url: webAddress(field("logo_url")),
        });
        return verdict.kind === "valid"
          ? valid({ ...verdict.value, name_key: companyKey(verdict.value.name) })
          : verdict;
      }
      return allOf({
        title: requiredText(field("title"), 100),
        body: requiredText(field("body"), 2000, 20),
      });
    }

    async function judge(form: FormData): Promise<Verdict<Change>> {
      const idField = sent(form, "id");
      if (idField.kind === "unjudged") return unknown(idField.reason);
      const id = idField.kind === "text" ? routeId(idField.value) : null;
      if (id === null || id === 0) return refused("not an id", 404);
      const intent = sent(form, "intent");
      if (intent.kind === "unjudged") return unknown(intent.reason);
      const intentName = intent.kind === "text" ? intent.value : "";

      if (intentName === "contact") {
        const statusField = sent(form, "status");
        if (statusField.kind === "unjudged") return unknown(statusField.reason);
        const status =
          statusField.kind === "text" && statusField.value === "new" ? "new" : "handled";
        const from = await currentStatus("contact_messages", id);
        if (!from) return refused("no such message", 404);
        return valid({
          table: "contact_messages",
          id,
          from,
          status,
          audit: {
            action: status === "handled" ? "mark-handled" : "mark-new",
            subject_type: "contact",
            subject_id: id,
            reason: null,
          },
          edits: null,
        });
      }
      if (intentName !== "decide") return refused("an unknown intent");

      const subjectField = sent(form, "subject");
      if (subjectField.kind === "unjudged") return unknown(subjectField.reason);
      const subject =
        subjectField.kind === "text" && ["company", "review"].includes(subjectField.value)
          ? (subjectField.value as "company" | "review")
          : "movement";
      const decisionField = sent(form, "decision");
      if (decisionField.kind === "unjudged") return unknown(decisionField.reason);
      const decision = decisionField.kind === "text" ? decisionField.value : "";
      if (decision !== "approve" && decision !== "reject" && decision !== "remove")
        return refused("an unknown decision");
      const reasonField = sent(form, "reason");
      if (reasonField.kind === "unjudged") return unknown(reasonField.reason);
      const reason =
        (reasonField.kind === "text"
          ? firstCharacters(sanitise(reasonField.value), 500).trim()
          : "") || null;
      if (decision !== "approve" && !reason) return refused("no reason given");

      const editFlag = editField(form, "edit");
      if (editFlag.kind === "unjudged") return unknown(editFlag.reason);
      const editing = editFlag.kind === "text" && editFlag.value !== "";
      let edits: Change["edits"] = null;
      if (editing) {
        const verdict = judgeEdits(subject, form);
        if (verdict.kind !== "valid") return verdict;
        edits = verdict.value;
      }

      const table = moderatedTables[subject];
      const from = await currentStatus(table, id);
      if (!from) return refused("no such item", 404);
      const allowedFrom = { approve: "pending", reject: "pending", remove: "approved" }[decision];
      if (from !== allowedFrom) return refused("already decided", 409);
      return valid({
        table,
        id,
        from,
        status: { approve: "approved", reject: "rejected", remove: "removed" }[decision],
        audit: {
          action: editing && decision === "approve" ? "edit-and-approve" : decision,
          subject_type: subject,
          subject_id: id,
          reason,
        },
        edits: decision === "approve" ? edits : null,
      });
    }

    it(
      "never answers 5xx, and changes exactly what a valid decision names, with one audit row",
      async () => {
        const adminCase = fc.record({
          form: fuzzForm(validDecision, fields),
          session: fc.constantFrom("live", "live", "live", "live", "none", "forged"),
        });
        await fc.assert(
          fc.asyncProperty(adminCase, async (sample) => {
            const seeded = await seed();
            const entries = sample.form.entries.map(([name, value]): FormEntry => {
              const kind = seededKinds.find((k) => value === seededId(k));
              return kind ? [name, String(seeded[kind])] : [name, value];
            });
            const cookie =
              sample.session === "live"
                ? moderatorCookie
                : sample.session === "forged"
                  ? "ss_session=forged-token"
                  : undefined;
            const request = postRequest("/admin", { ...sample.form, entries }, cookie);
            const form = await received(request);
            const verdict =
              sample.session === "live" ? await judge(form) : refused("no live session", 302);
            const before = await statusCounts();
            const { answer, changed } = await measured(() => adminAction(routeArgs(request)));
            const after = await statusCounts();

            const unchanged = () => {
              expect(changed).toEqual({});
              expect(after).toEqual(before);
            };
            if (verdict.kind === "refused") {
              expect(answer.status, `should refuse: ${verdict.reason}`).toBe(verdict.status);
              unchanged();
              return;
            }
            if (verdict.kind === "unknown") {
              if (answer.status >= 400) unchanged();
              else expect(changed).toEqual({ audit_log: 1 });
              return;
            }
            const change = verdict.value;
            expect(answer).toMatchObject({ status: 302, location: "/admin" });
            expect(changed).toEqual({ audit_log: 1 });
            expect(await currentStatus(change.table, change.id)).toBe(change.status);
            const expected = new Map(before);
            const move = (status: string, by: number) => {
              const key = `${change.table}:${status}`;
              const count = (expected.get(key) ?? 0) + by;
              if (count) expected.set(key, count);
              else expected.delete(key);
            };
            move(change.from, -1);
            move(change.status, +1);
            expect(after).toEqual(expected);
            const audit = await db
              .selectFrom("audit_log")
              .select(["action", "subject_type", "subject_id", "reason"])
              .orderBy("id", "desc")
              .executeTakeFirstOrThrow();
            expect(audit).toEqual(change.audit);
            if (change.edits) {
              const row = await db
                .selectFrom(change.table as ModeratedTable)
                .selectAll()
                .where("id", "=", change.id)
                .executeTakeFirstOrThrow();
              expect(row).toMatchObject(change.edits);
            }
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- Loaders that read the URL ------------------------------------------------------------

  describe("loaders", () => {
    const brokenQueries = fc.constantFrom(
      "q=%",
      "q=%E0%A4%A",
      "page=%00",
      "tag=%FF%FE",
      "q=%25%5F%5C",
      "page=1e5",
      "page=-3",
      "page=999999999999",
      "page=0x10",
      "q=%00&tag=%00",
      "years=1e9&monthly=1",
      "years=1e300&investment=1",
      "time=1e9&principal=1",
    );
    const numberish = fc.constantFrom(
      "1e9",
      "1e308",
      "-1e308",
      "99999999",
      "NaN",
      "Infinity",
      "-0",
      "0.0000001",
      "1,00,000",
      "12abc",
    );
    const queryString = (keys: readonly string[]) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .array(
              fc.tuple(
                fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fieldName),
                fc.oneof(anyText, numberish, numberText),
              ),
              { maxLength: 6 },
            )
            .map((pairs) => new URLSearchParams(pairs).toString()),
        },
        { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
        { weight: 2, arbitrary: brokenQueries },
      );

    type LoaderCall = (request: Request) => unknown;
    const queryLoaders: [string, readonly string[], LoaderCall][] = [
      ["/companies", ["q", "page", "submitted"], (r) => companiesLoader(routeArgs(r))],
      ["/movements", ["q", "tag", "page"], (r) => movementsLoader(routeArgs(r))],
      ["/movements/rss.xml", ["tag"], (r) => rssLoader(routeArgs(r))],
      [
        "/gratuity-calculator",
        ["salary", "years", "months", "covered"],
        (r) => gratuityLoader(routeArgs(r)),
      ],
      [
        "/simple-interest-calculator",
        ["principal", "rate", "time", "unit"],
        (r) => simpleInterestLoader(routeArgs(r)),
      ],
      ["/sip-calculator", ["monthly", "rate", "years"], (r) => sipLoader(routeArgs(r))],
      [
        "/compound-interest-calculator",
        ["principal", "rate", "time", "unit", "frequency"],
        (r) => compoundLoader(routeArgs(r)),
      ],
      [
        "/swp-calculator",
        ["investment", "withdrawal", "rate", "years"],
        (r) => swpLoader(routeArgs(r)),
      ],
      [
        "/time-zone-converter",
        ["from", "to", "time", "date", "clear"],
        (r) => timeZoneLoader(routeArgs(r)),
      ],
      [
        "/xray-search-builder",
        ["jobTitle", "location", "skills", "seniority", "company", "platform", "reset"],
        (r) => xrayLoader(routeArgs(r)),
      ],
      [
        "/boolean-search-builder",
        ["jobTitles", "andKeywords", "orKeywords", "notKeywords", "location", "reset"],
        (r) => booleanLoader(routeArgs(r)),
      ],
      ["/assessment", ["view", "done"], (r) => assessmentLoader(routeArgs(r))],
      ["/admin/login", ["next"], (r) => loginLoader(routeArgs(r))],
      ["/no/such/page", ["q"], (r) => notFoundLoader(routeArgs(r))],
    ];

    it.each(queryLoaders)(
      "%s never answers 5xx, and answers at once, whatever the query",
      async (path, keys, load) => {
        await fc.assert(
          fc.asyncProperty(queryString(keys), async (query) => {
            const request = new Request(new URL(`${path}?${query}`, "http://localhost"));
            // A loader whose work grew with a number in the URL would hang here until the
            // test's time-out (the calculators' tables are bounded: see the cases below).
            const answer = await answerOf(() => load(request));
            if (path === "/companies" || path === "/movements") {
              expect(answer.status).toBe(200);
              const page = (answer.data as { page: number }).page;
              expect(page).toBeGreaterThanOrEqual(1);
              expect(page).toBeLessThanOrEqual(100_000);
            }
          }),
          runs(60),
        );
      },
      fuzzTimeout,
    );

    it(
      "/movements/:id, /company/:id and /verify/:reference show only published items, else 404",
      async () => {
        const known = fc.constantFrom(
          "publishedMovement",
          "hiddenMovement",
          "listedCompany",
          "pendingCompany",
          "certificate",
        );
        const idCase = fc.record({
          route: fc.constantFrom("movement", "company", "verify"),
          param: fc.oneof({ weight: 2, arbitrary: known }, { weight: 3, arbitrary: anyText }),
          lowerCase: fc.boolean(),
        });
        const knownValues = new Map<string, () => string>([
          ["publishedMovement", () => String(publishedMovementId)],
          ["hiddenMovement", () => String(hiddenMovementId)],
          ["listedCompany", () => String(listedCompanyId)],
          ["pendingCompany", () => String(pendingCompanyId)],
          ["certificate", () => certificateReference],
        ]);
        await fc.assert(
          fc.asyncProperty(idCase, async (sample) => {
            const value = knownValues.get(sample.param)?.() ?? sample.param;
            const param = sample.lowerCase ? value.toLowerCase() : value;
            const request = new Request("http://localhost/");
            if (sample.route === "verify") {
              const answer = await answerOf(() =>
                verifyLoader(routeArgs(request, { reference: param })),
              );
              const found = param.toUpperCase() === certificateReference;
              expect(answer.status).toBe(found ? 200 : 404);
              return;
            }
            const id = routeId(param);
            const table = sample.route === "movement" ? "movement_submissions" : "companies";
            const published =
              id !== null &&
              (await db
                .selectFrom(table)
                .select("id")
                .where("id", "=", id)
                .where("status", "=", "approved")
                .executeTakeFirst()) !== undefined;
            const load = sample.route === "movement" ? movementLoader : companyLoader;
            const answer = await answerOf(() => load(routeArgs(request, { id: param })));
            expect(answer.status).toBe(published ? 200 : 404);
          }),
          runs(150),
        );
      },
      fuzzTimeout,
    );

    it(
      "admin pages refuse every cookie but a live session's, and never answer 5xx",
      async () => {
        const cookieText = fc
          .oneof(anyText, fc.constant("forged-token"))
          .map((text) => text.replace(/[^\x20-\x7e]/g, ""));
        const cookieCase = fc.record({
          cookie: fc.oneof(
            cookieText.map((text) => `ss_session=${text}`),
            cookieText.map((text) => `ss_session=${encodeURIComponent(text)}; ss_attempt=${text}`),
            cookieText,
          ),
          page: fc.constantFrom("admin", "csv", "assessment"),
        });
        await fc.assert(
          fc.asyncProperty(cookieCase, async (sample) => {
            const path =
              sample.page === "admin"
                ? "/admin"
                : sample.page === "csv"
                  ? "/admin/completions.csv"
                  : "/assessment";
            const request = new Request(`http://localhost${path}`, {
              headers: { Cookie: sample.cookie },
            });
            const load =
              sample.page === "admin"
                ? adminLoader
                : sample.page === "csv"
                  ? completionsCsvLoader
                  : assessmentLoader;
            const answer = await answerOf(() => load(routeArgs(request)));
            if (sample.page === "assessment") {
              expect(answer.data).toEqual({ step: "welcome" });
            } else {
              expect(answer.status).toBe(302);
              expect(answer.location).toMatch(/^\/admin\/login\?next=/);
            }
          }),
          runs(100),
        );
      },
      fuzzTimeout,
    );
  });

  // ----- Regressions: each input below once got a 5xx or stored what it should not ----------

  describe("regressions found by fuzzing", () => {
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      postRequest(path, { body: "urlencoded", entries: entriesOf(fields) }, cookie);
    const movement = {
      name: "Ana Ruiz",
      newRole: "Recruiter",
      company: "Quillmark",
      description: "Promoted after a record year.",
    };

    it("a tag split by a control character is still markup: '<\\u0007i>' is no name", async () => {
      const { answer, changed } = await measured(() =>
        movementAction(
          routeArgs(post("/submit", { ...movement, name: "<\u0007i>" }), {}, nextIp()),
        ),
      );
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("100 emoji are 100 characters: stored whole, never cut in half", async () => {
      await clearLimits();
      const name = "😀".repeat(100);
      const { answer } = await measured(() =>
        movementAction(routeArgs(post("/submit", { ...movement, name }), {}, nextIp())),
      );
      expect(answer.status).toBe(302);
      const row = await db
        .selectFrom("movement_submissions")
        .select("name")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.name).toBe(name);
    });

    it("a review of 10 emoji is shorter than 20 characters", async () => {
      const request = post(`/company/${listedCompanyId}`, {
        rating: "4",
        title: "Short",
        body: "😀".repeat(10),
        reviewerEmail: "emoji@example.com",
      });
      const { answer, changed } = await measured(() =>
        reviewAction(routeArgs(request, { id: String(listedCompanyId) }, nextIp())),
      );
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("a valid 252-character e-mail is taken (its rate-limit key once overflowed PostgreSQL)", async () => {
      await clearLimits();
      const email = `${"a".repeat(240)}@example.com`;
      const request = post("/contact", { name: "Kim", email, subject: "Hi", message: "Hello" });
      const { answer, changed } = await measured(() =>
        contactAction(routeArgs(request, {}, nextIp())),
      );
      expect(answer.status).toBe(302);
      expect(changed).toEqual({ contact_messages: 1 });
    });

    it("a NUL in a sign-in e-mail is a wrong e-mail, not a server error", async () => {
      await clearLimits();
      const request = post("/admin/login", {
        email: `${moderatorEmail}\u0000`,
        password: "wrong password",
      });
      const { answer, changed } = await measured(() =>
        loginAction(routeArgs(request, {}, nextIp())),
      );
      expect(answer.status).toBe(401);
      expect(changed).toEqual({});
    });

    it.each([
      ["/companies?q=%00", companiesLoader],
      ["/movements?q=%00&tag=%00", movementsLoader],
      ["/movements/rss.xml?tag=%00", rssLoader],
      [`/movements/rss.xml?tag=${encodeURIComponent("😀".repeat(30))}`, rssLoader],
    ] as const)("%s answers 200", async (path, load) => {
      const answer = await answerOf(() => load(routeArgs(new Request(`http://localhost${path}`))));
      expect(answer.status).toBe(200);
    });

    it.each(["/sip-calculator?monthly=1&years=1e9", "/swp-calculator?investment=1&years=1e9"])(
      "%s works through at most 100 years",
      async (path) => {
        const load = path.startsWith("/sip") ? sipLoader : swpLoader;
        const answer = await answerOf(() =>
          load(routeArgs(new Request(`http://localhost${path}`))),
        );
        const result = (answer.data as { result: { schedule: unknown[] } | null }).result;
        expect(result?.schedule.length).toBeGreaterThan(0);
        expect(result?.schedule.length).toBeLessThanOrEqual(100);
      },
    );

    it("a website with a user name is refused", async () => {
      const request = post("/submit-company", {
        name: "Spoofed Co",
        website: "https://bank.example@evil.example",
      });
      const { answer, changed } = await measured(() =>
        companyAction(routeArgs(request, {}, nextIp())),
      );
      expect(answer.status).toBe(400);
      expect(changed).toEqual({});
    });

    it("the workspace answers 404, storing nothing, for an id past the database's integers or a missing message", async () => {
      const forms: Record<string, string>[] = [
        { intent: "decide", subject: "movement", id: "2147483648", decision: "approve" },
        { intent: "contact", id: "999999", status: "handled" },
      ];
      for (const fields of forms) {
        const request = post("/admin", fields, moderatorCookie);
        const { answer, changed } = await measured(() => adminAction(routeArgs(request)));
        expect(answer.status).toBe(404);
        expect(changed).toEqual({});
      }
    });

    it("the assessment sanitises details and answers, keeps e-mails whole, and records no blank answer", async () => {
      const email = `${"long".repeat(30)}@example.com`;
      const started = await answerOf(() =>
        assessmentAction(
          routeArgs(
            post("/assessment", {
              intent: "start",
              name: "<b>Ana\u0000</b> Ruiz",
              email,
              company: "Quill\u0000mark",
              designation: "Recruiter",
            }),
          ),
        ),
      );
      expect(started.status).toBe(302);
      const cookie = started.setCookie?.split(";")[0] ?? "";
      const attempt = await db
        .selectFrom("assessment_attempts")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(attempt).toMatchObject({ full_name: "Ana Ruiz", email, company_name: "Quillmark" });

      const questionId = (JSON.parse(attempt.question_ids) as string[])[0] ?? "";
      await assessmentAction(
        routeArgs(post("/assessment", { intent: "answer", questionId, answer: " " }, cookie)),
      );
      expect(
        (
          await db
            .selectFrom("assessment_attempts")
            .select("answers")
            .where("id", "=", attempt.id)
            .executeTakeFirstOrThrow()
        ).answers,
      ).toBe("{}");

      await db
        .updateTable("assessment_attempts")
        .set({ questions_closed_at: new Date().toISOString() })
        .where("id", "=", attempt.id)
        .execute();
      const answer = "A considered answer\u0000 of more than twenty characters.";
      const done = await answerOf(() =>
        assessmentAction(
          routeArgs(
            post(
              "/assessment",
              {
                intent: "section2",
                scenario1: answer,
                scenario2: answer,
                scenario3: answer,
                positions: answer,
                geographies: answer,
              },
              cookie,
            ),
          ),
        ),
      );
      expect(done.status).toBe(302);
      const completion = await db
        .selectFrom("assessment_completions")
        .select("section2_q1")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(completion.section2_q1).toBe("A considered answer of more than twenty characters.");
    });
  });
});
