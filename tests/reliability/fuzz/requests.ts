/**
 * Requests for the fuzzing properties: a form as a browser (or a bot) sends it, the form as the
 * server reads it, and the route's answer, which must never be a server error.
 */
import { expect } from "vitest";
import {
  callRoute,
  type RouteHandler,
  type RouteOptions,
  type RouteResult,
} from "../../support/route";

/** What a handler answered. */
export type Answer = RouteResult;

/**
 * Runs a loader or action (see callRoute). React Router answers a thrown Response or data() with
 * that status; anything else thrown would be a 500, so it fails the property, as does a 5xx answer.
 */
export async function answerOf(
  handler: RouteHandler,
  request: Request | string,
  options?: RouteOptions,
): Promise<Answer> {
  const answer = await callRoute(handler, request, options);
  expect(answer.status, "answered with a server error").toBeLessThan(500);
  return answer;
}

export type FormEntry = readonly [name: string, value: string | File];
/** How the form travels: as a browser sends it, as multipart (with files), or as junk. */
export type BodyKind = "urlencoded" | "multipart" | "not-a-form";

export interface FuzzForm {
  entries: FormEntry[];
  body: BodyKind;
}

export function postRequest(path: string, form: FuzzForm, cookie?: string): Request {
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
export async function received(request: Request): Promise<FormData> {
  try {
    return await request.clone().formData();
  } catch {
    return new FormData();
  }
}

export function entriesOf(fields: Record<string, string | readonly string[] | null | undefined>) {
  const entries: FormEntry[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) entries.push([name, item]);
  }
  return entries;
}

/** Text as a URL can carry it: a lone surrogate becomes U+FFFD, as a browser would send it. */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
