import { data, redirect, type AppLoadContext } from "react-router";
import { section2Mandatory } from "~/content/assessment";
import { logger } from "~/lib/logger.server";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { failedBeforeSave, formFailure, readForm, submitForm } from "~/lib/submission.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  attemptCookieHeader,
  attemptFromRequest,
  attemptScenarios,
  cancelUnverified,
  closeQuestions,
  completeAttempt,
  currentQuestion,
  findCompletion,
  isPastDeadline,
  lastAttemptAt,
  moduleScores,
  parseIds,
  recordAnswer,
  recordDownload,
  type Attempt,
  resendCode,
  reviewFor,
  secondsLeft,
  startAttempt,
  verifyAttempt,
} from "./assessment.server";
import {
  codeMessages,
  codeMinutes,
  parseResends,
  resendsInLastHour,
  resendsPerHour,
} from "./email-code";
import type { FormFailure } from "~/lib/form-state";
import type { WelcomeField } from "./fields";
import { section2Form, welcomeForm } from "./forms";
import { retakeMessage, retakeRefusedUntil } from "./rules";
import { validUntilOf } from "./term";
import { rateLimitRefusals, type RateLimitRefusal } from "~/lib/rate-limit-refusals";

// The attempt's state machine: which step a visitor is on (welcome, a question, section 2,
// results, certificate), and what each of the page's forms does to the attempt.

const back = "/assessment";

/** The step the visitor's attempt is at, with what that step shows. */
export async function assessmentStep(request: Request) {
  const attempt = await attemptFromRequest(request);
  if (!attempt) return { step: "welcome" as const };
  if (!attempt.verified_at) {
    return {
      step: "verify" as const,
      address: attempt.email,
      minutes: codeMinutes,
      resendsLeft:
        resendsPerHour - resendsInLastHour(parseResends(attempt.code_resends), new Date()).length,
    };
  }

  if (!attempt.questions_closed_at) {
    if (isPastDeadline(attempt)) await closeQuestions(attempt);
    else {
      const question = currentQuestion(attempt);
      if (question)
        return { step: "assessment" as const, question, secondsLeft: secondsLeft(attempt) };
    }
  }
  const completion = attempt.completion_id
    ? await findCompletion(attempt.completion_id)
    : undefined;
  if (!completion) {
    return {
      step: "section2" as const,
      scenarios: attemptScenarios(attempt),
      mandatory: section2Mandatory,
      timesUp: timesUp(attempt),
    };
  }
  const site = getSiteConfig();
  const passed = completion.passed === 1;
  const certificate =
    passed && completion.reference
      ? {
          name: completion.full_name,
          company: completion.company_name,
          designation: completion.designation,
          score: completion.score,
          issuedAt: completion.created_at,
          validUntil: validUntilOf(completion.created_at),
          type: completion.certificate_type ?? "standard",
          reference: completion.reference,
          verifyUrl: absoluteUrl(site, `/verify/${completion.reference}`),
          assessmentUrl: absoluteUrl(site, "/assessment"),
        }
      : null;
  const result = { score: completion.score, passed, total: completion.total_questions };
  const view = new URL(request.url).searchParams.get("view");
  // Issue 30, item 5: while a retake would be refused, the page names the day instead of
  // offering a new attempt.
  const retakeAt = retakeRefusedUntil(await lastAttemptAt(attempt.email), new Date());
  // Asked before the browser forgets a result (issue 28): a page of its own, so no script is needed.
  if (view === "restart" && !retakeAt) {
    return { step: "restart" as const, passed, verifyUrl: certificate?.verifyUrl ?? null };
  }
  if (view === "certificate" && certificate) {
    // A revoked certificate is shown to its holder as revoked, with nothing to draw, download
    // or add to LinkedIn: its credential, PDF and card answer 410 as well.
    if (completion.revoked_at) {
      return {
        step: "certificate" as const,
        result,
        certificate: null,
        revoked: {
          reference: certificate.reference,
          type: certificate.type,
          issuedAt: certificate.issuedAt,
          revokedAt: completion.revoked_at,
        },
      };
    }
    return { step: "certificate" as const, result, certificate, revoked: null };
  }
  return {
    step: "results" as const,
    result,
    review: passed ? null : reviewFor(attempt),
    modules: passed ? null : moduleScores(attempt),
    hasCertificate: !!certificate,
    retake: retakeAt ? retakeMessage(retakeAt) : null,
  };
}

/** When the clock, not the last answer, closed the questions: how many were answered. */
function timesUp(attempt: Attempt) {
  const total = parseIds(attempt.question_ids).length;
  if (attempt.current_index >= total) return null;
  return { answered: attempt.current_index, total };
}

const codeGone = {
  type: "error",
  title: "This code is no longer valid",
  description: "Please enter your details again for a new code.",
} as const;

const codeStatus = {
  format: 400,
  wrong: 400,
  locked: 429,
  "address-locked": 429,
  expired: 410,
  "address-limit": 429,
} as const;

/** The verify step's forms: the code, a new code, or back to the welcome step. */
async function unverifiedAction(
  attempt: Attempt,
  intent: FormDataEntryValue | null,
  formData: FormData,
  clientIp: string,
) {
  if (intent === "verify") {
    const result = await verifyAttempt(attempt, formData.get("code"), clientIp);
    switch (result.outcome) {
      case "started":
        return redirect(back);
      case "retake":
        return redirectWithToast(
          back,
          { type: "error", title: retakeMessage(result.allowedAt) },
          { headers: { "Set-Cookie": await attemptCookieHeader(null) } },
        );
      case "gone":
        return redirectWithToast(back, codeGone, {
          headers: { "Set-Cookie": await attemptCookieHeader(null) },
        });
      case "used":
        return redirectWithToast(back, { type: "info", title: codeMessages.used });
      default: {
        const message =
          result.outcome === "wrong"
            ? codeMessages.wrong(result.triesLeft)
            : result.outcome === "address-limit"
              ? codeMessages.addressLimit
              : result.outcome === "address-locked"
                ? codeMessages.addressLocked
                : codeMessages[result.outcome];
        // A lock (wrong codes, or codes to one address) is a limit's refusal: /metrics counts it.
        if (codeStatus[result.outcome] === 429)
          rateLimitRefusals.publish({ rule: "assessment-code" } satisfies RateLimitRefusal);
        return formFailure({}, { code: message }, { title: message }, codeStatus[result.outcome]);
      }
    }
  }
  if (intent === "resend") {
    const result = await resendCode(attempt);
    if (result === "limit")
      return formFailure(
        {},
        { code: codeMessages.resendLimit },
        { title: codeMessages.resendLimit },
        429,
      );
    if (result === "gone")
      return redirectWithToast(back, codeGone, {
        headers: { "Set-Cookie": await attemptCookieHeader(null) },
      });
    // Started meanwhile (the code entered in another tab): no new code was sent.
    if (result === "used")
      return redirectWithToast(back, { type: "info", title: codeMessages.used });
    return redirectWithToast(back, {
      type: "success",
      title: "A new code is on its way",
      description: `It replaces the one sent before and works for ${codeMinutes} minutes.`,
    });
  }
  if (intent === "change") {
    // "Not you? Change it": back to the details, as typed, to correct and send again.
    await cancelUnverified(attempt);
    const details: FormFailure<WelcomeField> = {
      ok: false,
      errors: {},
      values: {
        name: attempt.full_name,
        email: attempt.email,
        company: attempt.company_name,
        designation: attempt.designation,
      },
    };
    return data(details, { headers: { "Set-Cookie": await attemptCookieHeader(null) } });
  }
  return redirect(back);
}

const chooseAnAnswer = "Please choose an answer to continue.";

/** One post to the assessment page, by its intent. */
export async function assessmentAction(args: { request: Request; context: AppLoadContext }) {
  const { request } = args;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "start") {
    return submitForm({ ...args, formData }, welcomeForm, async (details) => {
      const token = await startAttempt(details);
      return { headers: { "Set-Cookie": await attemptCookieHeader(token) } };
    });
  }

  let attempt;
  try {
    attempt = await attemptFromRequest(request);
  } catch (error) {
    // The answers to section 2 are long texts: a database that fails keeps them on the page.
    if (intent === "section2") return failedBeforeSave(error, section2Form, formData);
    throw error;
  }
  if (!attempt) {
    if (intent === "verify" || intent === "resend") return redirectWithToast(back, codeGone);
    return redirect(back);
  }
  if (!attempt.verified_at)
    return unverifiedAction(attempt, intent, formData, args.context.clientIp);
  if (intent === "verify")
    return redirectWithToast(back, { type: "info", title: codeMessages.used });

  if (intent === "answer") {
    const answer = formData.get("answer");
    if (typeof answer !== "string" || answer === "")
      return formFailure({}, { answer: chooseAnAnswer }, { title: chooseAnAnswer });
    // Only an option's index counts: Number(" ") would be 0, a real answer.
    const outcome = await recordAnswer(
      attempt,
      String(formData.get("questionId") ?? ""),
      /^[0-3]$/.test(answer) ? Number(answer) : Number.NaN,
    );
    if (outcome === "late") {
      return redirectWithToast(back, {
        type: "error",
        title: "Time is up",
        description: "Your answers so far have been submitted.",
      });
    }
    return redirect(back);
  }

  if (intent === "finish") {
    // The clock ran out in the browser; the server closes the questions only if it agrees.
    if (secondsLeft(attempt) === 0) await closeQuestions(attempt);
    return redirect(back);
  }

  if (intent === "section2") {
    if (!attempt.questions_closed_at || attempt.completion_id) return redirect(back);
    return submitForm({ ...args, formData }, section2Form, async (answers) => {
      await completeAttempt(attempt, answers);
    });
  }

  if (intent === "download") {
    if (!attempt.completion_id) return data({ ok: false as const }, { status: 400 });
    try {
      const completion = await findCompletion(attempt.completion_id);
      if (completion?.revoked_at) return data({ ok: false as const }, { status: 410 });
      await recordDownload(attempt.completion_id);
      return data({ ok: true as const });
    } catch (error) {
      logger.error({ err: error }, "could not record a certificate download");
      return data({ ok: false as const }, { status: 503 });
    }
  }

  if (intent === "restart" && attempt.completion_id) {
    // Not offered while a retake would be refused; a form posted anyway keeps the result.
    const retakeAt = retakeRefusedUntil(await lastAttemptAt(attempt.email), new Date());
    if (retakeAt) return redirectWithToast(back, { type: "error", title: retakeMessage(retakeAt) });
    return redirect(back, { headers: { "Set-Cookie": await attemptCookieHeader(null) } });
  }
  return redirect(back);
}
