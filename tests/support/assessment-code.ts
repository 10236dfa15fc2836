import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { action as assessmentAction } from "../../app/routes/assessment";
import { getToast } from "../../app/lib/toast.server";
import { callRoute, formRequest, type RouteResult } from "./route";

/** The title of the toast a redirect carries, if any. */
export async function toastOf(result: RouteResult): Promise<string | undefined> {
  const cookies = result.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookies } }),
  );
  return toast?.title;
}

// An assessment started as a candidate starts it: the welcome form, then the 6-digit code read
// from the e-mail stored in the outbox (before the worker sends it: then the outbox forgets it),
// entered on the page.

export const codeSubject = "Your code for the Staffing Spotlight assessment";
export const codeLine = /Your code: (\d{6})/;

let visitors = 0;

/** An address of its own for each start, so the start form's limit (6 an hour) never trips. */
export function nextVisitorIp(): string {
  visitors += 1;
  return `198.51.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

/** The codes e-mailed to `email` for the assessment, oldest first. */
export async function assessmentCodes(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("recipient", "=", email.toLowerCase())
    .where("subject", "=", codeSubject)
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const code = codeLine.exec(row.text_body)?.[1];
    return code ? [code] : [];
  });
}

/** Posts to the assessment page with the attempt's cookie. */
export function postAssessment(
  fields: Record<string, string>,
  cookie?: string,
  clientIp?: string,
): Promise<RouteResult<Record<string, unknown>>> {
  const request = formRequest("/assessment", fields);
  if (cookie) request.headers.set("Cookie", cookie);
  return callRoute(assessmentAction, request, { clientIp });
}

/**
 * Enters the last code e-mailed to `email`, from an address of its own unless `clientIp` is
 * given (3 attempts a day may start from one address).
 */
export async function enterLatestCode(
  db: Kysely<Database>,
  email: string,
  cookie: string,
  clientIp = nextVisitorIp(),
) {
  const code = (await assessmentCodes(db, email)).at(-1);
  if (!code) throw new Error(`no assessment code was e-mailed to ${email}`);
  return postAssessment({ intent: "verify", code }, cookie, clientIp);
}

/**
 * Posts the welcome form and answers its cookie ("ss_attempt=...") without starting the
 * attempt: its code is awaited.
 */
export async function startUnverified(fields: Record<string, string>): Promise<string> {
  const started = await postAssessment({ intent: "start", ...fields }, undefined, nextVisitorIp());
  const cookie = started.setCookie?.split(";")[0];
  if (started.status !== 302 || !cookie?.startsWith("ss_attempt="))
    throw new Error(`the welcome form answered ${started.status}: ${JSON.stringify(started.data)}`);
  return cookie;
}

/** The welcome form, then the e-mailed code: the attempt's cookie, its clock running. */
export async function startVerified(
  db: Kysely<Database>,
  fields: { name: string; email: string; company: string; designation: string },
): Promise<string> {
  const cookie = await startUnverified(fields);
  const entered = await enterLatestCode(db, fields.email, cookie);
  // A refusal either stays on the page (data) or goes back to the welcome step with a toast.
  const toast = entered.setCookie?.includes("ss_toast=") ? await toastOf(entered) : undefined;
  if (entered.status !== 302 || entered.location !== "/assessment" || toast)
    throw new Error(`the code was refused: ${toast ?? JSON.stringify(entered.data)}`);
  return cookie;
}

/**
 * Finishes the attempt of `email` with every question answered rightly (written straight to
 * its row: the questions' walk is tested elsewhere) and Section 2 sent; the post's answer.
 */
export async function passAttempt(db: Kysely<Database>, email: string, cookie: string) {
  const { assessmentQuestions } = await import("../../app/content/assessment");
  const correct = new Map(assessmentQuestions.map((q) => [q.id, q.correctAnswer]));
  const attempt = await db
    .selectFrom("assessment_attempts")
    .select(["id", "question_ids"])
    .where("email", "=", email.toLowerCase())
    .where("verified_at", "is not", null)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const ids = JSON.parse(attempt.question_ids) as string[];
  await db
    .updateTable("assessment_attempts")
    .set({
      answers: JSON.stringify(Object.fromEntries(ids.map((id) => [id, correct.get(id)]))),
      current_index: ids.length,
      questions_closed_at: new Date().toISOString(),
    })
    .where("id", "=", attempt.id)
    .execute();
  const text = "A considered answer of more than twenty characters.";
  return postAssessment(
    {
      intent: "section2",
      scenario1: text,
      scenario2: text,
      scenario3: text,
      positions: text,
      geographies: text,
    },
    cookie,
  );
}
