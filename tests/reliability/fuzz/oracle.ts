/**
 * The oracle: the spec's rules, written out independently of the app's schemas. It reads the
 * form as the server received it and says whether it is valid, refused, or not decided by the
 * spec; expectJudged then checks the answer and the rows stored against that verdict.
 */
import { expect } from "vitest";
import type { Answer } from "./requests";
import type { CountedTable, Counts } from "./support";

// The spec's sanitiser: control characters and all markup (tags and comments, closed or not)
// removed, then trimmed. A stored text must never contain markup.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const markup = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z!?][^>]*(?:>|$)/g;

/** Lengths are counted in characters (code points): 100 emoji are 100 characters. */
export const characters = (text: string) => Array.from(text).length;
export const firstCharacters = (text: string, max: number) =>
  Array.from(text).slice(0, max).join("");

export function sanitise(text: string): string {
  let result = text.replace(controlCharacters, "");
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result.replace(markup, "");
  }
  return result.trim();
}

/** One field as the server received it. */
export type Sent =
  | { kind: "missing" }
  | { kind: "file" }
  | { kind: "text"; value: string }
  | { kind: "unjudged"; reason: string };

export function sent(form: FormData, name: string): Sent {
  const values = form.getAll(name);
  const [first] = values;
  if (first === undefined) return { kind: "missing" };
  const key = (value: FormDataEntryValue) => (typeof value === "string" ? `text:${value}` : "file");
  // Which copy of a field sent twice with different values counts is not the spec's to say.
  if (values.some((value) => key(value) !== key(first)))
    return { kind: "unjudged", reason: `${name} sent twice` };
  return typeof first === "string" ? { kind: "text", value: first } : { kind: "file" };
}

export type Verdict<T> =
  | { kind: "valid"; value: T }
  | { kind: "refused"; status: number; reason: string }
  | { kind: "unknown"; reason: string };

export const valid = <T>(value: T): Verdict<T> => ({ kind: "valid", value });
export const refused = (reason: string, status = 400): Verdict<never> => ({
  kind: "refused",
  status,
  reason,
});
export const unknown = (reason: string): Verdict<never> => ({ kind: "unknown", reason });

/** Valid when every part is; refused when any part is; otherwise not decided. */
export function allOf<T extends Record<string, unknown>>(parts: {
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

export function requiredText(field: Sent, max: number, min = 1): Verdict<string> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return refused("missing");
  const text = sanitise(field.value);
  if (!text) return refused("empty once sanitised");
  if (characters(text) < min) return refused(`shorter than ${min}`);
  if (characters(text) > max) return refused(`longer than ${max}`);
  return valid(text);
}

export function optionalText(field: Sent, max: number): Verdict<string | null> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return valid(null);
  const text = sanitise(field.value);
  if (characters(text) > max) return refused(`longer than ${max}`);
  return valid(text || null);
}

// An e-mail field "of email type": what a browser's e-mail input refuses is invalid; a plain
// address with a dotted domain is valid; anything in between is not decided by the spec.
export const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const plainEmail = /^[a-z0-9]+(?:[._+-][a-z0-9]+)*@(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]{2,}$/i;

export function emailAddress(field: Sent, required: boolean): Verdict<string | null> {
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
export function webAddress(field: Sent): Verdict<string | null> {
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
  if (!plainUrl.test(full)) return unknown("an unusual web address");
  // A host of digits and dots is read as an IPv4 address, and refused when it is not one
  // ("0.0000010000000000000002").
  if (!URL.canParse(full)) return refused("a host the URL parser refuses");
  return valid(new URL(full).toString());
}

export function starRating(field: Sent): Verdict<number> {
  if (field.kind === "unjudged") return unknown(field.reason);
  if (field.kind !== "text") return refused("missing");
  if (/^[1-5]$/.test(field.value)) return valid(Number(field.value));
  const number = Number(field.value);
  if (Number.isInteger(number) && number >= 1 && number <= 5)
    return unknown("a loose spelling of 1 to 5");
  return refused("not 1 to 5 stars");
}

/** Tags: split on commas, sanitised, a leading # dropped, empty and repeated ones dropped. */
export function tagList(form: FormData): Verdict<string[]> {
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
export function honeypot(form: FormData): "bot" | "person" | "unjudged" {
  const field = sent(form, "company_fax");
  if (field.kind === "unjudged") return "unjudged";
  return field.kind === "text" && field.value.trim() !== "" ? "bot" : "person";
}

/** The name of a company as a key: case, white space and compatibility forms ignored. */
/**
 * The spec's (decision 0023) one company: the name's words, without dots and apostrophes,
 * without a first "The" and last legal forms (while another word is left), run together;
 * a name of no word at all is its text without spaces.
 */
export function companyKey(name: string): string {
  const text = name.normalize("NFKC").toLowerCase();
  const words = text.replace(/[.'’]/g, "").match(/[\p{L}\p{N}]+/gu) ?? [];
  const legalForms = "inc incorporated llc ltd limited corp corporation co company llp pllc pc lp";
  let first = 0;
  let last = words.length;
  if (last - first > 1 && words[first] === "the") first++;
  while (last - first > 1 && legalForms.split(" ").includes(words[last - 1] ?? "")) last--;
  return words.slice(first, last).join("") || text.replace(/\s+/g, "");
}

/**
 * Ticked boxes of a list: valid when every value sent is text from `allowed` (files are not
 * read, as for any text field), in the list's order, each once; refused otherwise.
 */
export function choiceList(form: FormData, name: string, allowed: string[]): Verdict<string[]> {
  const given = form.getAll(name).filter((value) => typeof value === "string");
  if (given.some((value) => !allowed.includes(value))) return refused(`${name}: not in the list`);
  return valid(allowed.filter((value) => given.includes(value)));
}

/** A route id: a plain positive whole number. */
export const routeId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** Stored text is sanitised: trimmed, no markup, no control characters, within its limit. */
export function expectClean(value: string | null, max: number, required = false) {
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

export interface Accepted<T> {
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
export async function expectJudged<T>(
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
