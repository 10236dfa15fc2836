import { randomUUID } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { getDbHandle } from "~db";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import {
  echoValues,
  fieldErrors,
  readFields,
  validationErrorToast,
  type Conflict,
  type FieldErrors,
  type FormFailure,
  type FormFields,
  type FormValues,
} from "./form-state";
import { isBot } from "./honeypot.server";
import { logger } from "./logger.server";
import { noteSavedChange } from "./request-scope.server";
import {
  consumeLimits,
  tooManyAttemptsToast,
  type LimitResult,
  type LimitRule,
} from "./rate-limit.server";
import type { ToastInput } from "./toast";
import { redirectWithToast } from "./toast.server";

/**
 * Everything the server needs to handle one form, declared once beside the form's schema:
 * its fields, its schema, its rate limit and the keys that limit counts, its toasts and where
 * it goes after a submission. `Target` is what the redirect depends on (a company's id), when
 * it depends on anything.
 */
export interface FormSpec<F extends string, Out, Target = void> {
  /** Names the form in the log (honeypot catches, failures to save). */
  name: string;
  fields: FormFields<F>;
  /** The form carries the honeypot field (<Honeypot />): a filled one is a bot's post. */
  honeypot?: boolean;
  schema: z.ZodType<Out>;
  limit?: { rule: LimitRule; keys: (data: Out, clientIp: string) => string[] };
  /** The answer to a refused form: 400 and the validation toast unless said otherwise. */
  invalid?: (errors: FieldErrors<F>) => { toast: ToastInput; status?: number };
  /** Shown after a save; none means a plain redirect. */
  success?: ToastInput | ((data: Out) => ToastInput);
  /** Shown when the database fails (counting the rate limit, saving): 503, the values kept. */
  failed: ToastInput;
  redirect: string | ((target: Target) => string);
}

/** A save that stored nothing and says why. */
export interface Refusal<F extends string> {
  status: number;
  toast: ToastInput;
  errors?: FieldErrors<F>;
  conflict?: Conflict;
}

/** What a save answers: nothing (saved), a refusal, or a save with headers to send. */
export type Saved<F extends string> =
  void | { refused: Refusal<F> } | { headers: HeadersInit; to?: string };

interface Args {
  request: Request;
  context: AppLoadContext;
  /** The form, when the caller has read it already (to choose among a page's forms). */
  formData?: FormData;
}

/** A refused submission: its status, its errors, the values as sent and a toast. */
export function formFailure<F extends string>(
  values: FormValues<F>,
  errors: FieldErrors<F>,
  toast: ToastInput,
  status = 400,
  conflict?: Conflict,
  headers?: HeadersInit,
) {
  const body: FormFailure<F> = {
    ok: false,
    errors,
    values,
    toast: { id: randomUUID(), type: toast.type ?? "error", ...toast },
  };
  if (conflict) body.conflict = conflict;
  return data(body, { status, headers });
}

/** The posted form, or an empty one when the body is not a form (it then fails validation). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

async function succeed<F extends string, Out, Target>(
  spec: FormSpec<F, Out, Target>,
  target: Target,
  data: Out | undefined,
  saved: Saved<F>,
) {
  const headers = saved && "headers" in saved ? new Headers(saved.headers) : undefined;
  const to =
    (saved && "to" in saved && saved.to) ||
    (typeof spec.redirect === "string" ? spec.redirect : spec.redirect(target));
  const toast =
    typeof spec.success === "function"
      ? data === undefined
        ? undefined
        : spec.success(data)
      : spec.success;
  return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
}

/**
 * The one way a form is handled: read the form once, turn a bot away as if it had succeeded,
 * parse with the form's schema, count the form's rate limit, save, and answer with a redirect
 * and a toast, or with the values, the errors and a toast. A save that was not refused is noted
 * as a saved change (the page cache forgets its pages); nothing else is.
 */
export async function submitForm<F extends string, Out, Target = void>(
  { request, context, formData: given }: Args,
  spec: FormSpec<F, Out, Target>,
  save: (data: Out) => Promise<Saved<F>>,
  ...[target]: Target extends void ? [] : [target: Target]
) {
  const formData = given ?? (await readForm(request));
  const goal = target as Target;
  // A bot gets the same answer as a person, and nothing is stored.
  if (spec.honeypot && isBot(formData, spec.name)) return succeed(spec, goal, undefined, undefined);

  const read = readFields(formData, spec.fields);
  const values = echoValues(read, spec.fields);
  const parsed = spec.schema.safeParse(read);
  if (!parsed.success) {
    const errors = fieldErrors<F>(parsed.error);
    const answer = spec.invalid?.(errors) ?? { toast: validationErrorToast };
    return formFailure(values, errors, answer.toast, answer.status ?? 400);
  }

  if (spec.limit) {
    const { rule, keys } = spec.limit;
    let limit: LimitResult;
    try {
      // The count is a write too: it waits for the lock like one, and a database that cannot
      // take it is answered like a failed save.
      limit = await getDbHandle().withWriteLock(() =>
        consumeLimits(rule, keys(parsed.data, context.clientIp)),
      );
    } catch (error) {
      logger.error(
        { err: error, form: spec.name, fault: faultKind(error) },
        "could not count a form submission against its rate limit",
      );
      return formFailure(values, {}, spec.failed, 503);
    }
    if (limit.limited)
      return formFailure(
        values,
        {},
        tooManyAttemptsToast(limit.retryAfterSeconds),
        429,
        undefined,
        // The toast says when in words; the header says it to a client (RFC 6585, 9110).
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
  }

  let saved: Saved<F>;
  try {
    saved = await save(parsed.data);
  } catch (error) {
    logger.error(
      { err: error, form: spec.name, fault: faultKind(error) },
      "could not save a form submission",
    );
    return formFailure(values, {}, spec.failed, 503);
  }
  if (saved && "refused" in saved) {
    const { status, toast, errors, conflict } = saved.refused;
    return formFailure(values, errors ?? {}, toast, status, conflict);
  }
  noteSavedChange();
  return succeed(spec, goal, parsed.data, saved);
}

/** A save's refusal, for `submitForm`. */
export function refuse<F extends string>(refusal: Refusal<F>): { refused: Refusal<F> } {
  return { refused: refusal };
}

/**
 * The form's answer when the database fails on a read the action needs before `submitForm` (the
 * company a review is for, the assessment attempt): 503, the form's failure toast and the
 * visitor's values. Any other error (a company not found) is thrown on.
 */
export function failedBeforeSave<F extends string, Out, Target>(
  error: unknown,
  spec: FormSpec<F, Out, Target>,
  formData: FormData,
) {
  if (!isDatabaseUnavailable(error)) throw error;
  logger.error(
    { err: error, form: spec.name, fault: faultKind(error) },
    "could not read what a form submission needs",
  );
  return formFailure(
    echoValues(readFields(formData, spec.fields), spec.fields),
    {},
    spec.failed,
    503,
  );
}
