import { data, redirect } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { NoScriptToast, useToast } from "~/components/toasts";
import { section2Mandatory } from "~/content/assessment";
import {
  attemptCookieHeader,
  attemptFromRequest,
  attemptScenarios,
  closeQuestions,
  completeAttempt,
  currentQuestion,
  findCompletion,
  isPastDeadline,
  recordAnswer,
  recordDownload,
  reviewFor,
  secondsLeft,
  startAttempt,
} from "~/features/assessment/assessment.server";
import { CertificateStep } from "~/features/assessment/certificate-step";
import { QuestionStep } from "~/features/assessment/question-step";
import { ResultsStep } from "~/features/assessment/results-step";
import { checkSection2, retakeMessage, section2Hint } from "~/features/assessment/rules";
import { checkWelcome } from "~/features/assessment/welcome";
import { Section2Step } from "~/features/assessment/section2-step";
import { WelcomeStep } from "~/features/assessment/welcome-step";
import { formValues, type FormFailure } from "~/lib/form-state";
import { formFailure, readForm } from "~/lib/forms.server";
import { logger } from "~/lib/logger.server";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { sanitizeText } from "~/lib/sanitize";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/assessment";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Free Recruiter Certification Assessment",
      path: "/assessment",
      description:
        "Take the free Staffing Spotlight recruiter certification: 25 questions in 30 minutes on sourcing, US staffing, compliance and more, with a verifiable certificate.",
    },
    matches,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const attempt = await attemptFromRequest(request);
  const site = getSiteConfig();
  if (!attempt) return { step: "welcome" as const };

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
    };
  }
  const passed = completion.passed === 1;
  const certificate =
    passed && completion.reference
      ? {
          name: completion.full_name,
          company: completion.company_name,
          designation: completion.designation,
          score: completion.score,
          issuedAt: completion.created_at,
          type: completion.certificate_type ?? "standard",
          reference: completion.reference,
          verifyUrl: absoluteUrl(site, `/verify/${completion.reference}`),
          assessmentUrl: absoluteUrl(site, "/assessment"),
        }
      : null;
  const result = { score: completion.score, passed, total: completion.total_questions };
  if (url.searchParams.get("view") === "certificate" && certificate) {
    return { step: "certificate" as const, result, certificate };
  }
  return {
    step: "results" as const,
    result,
    review: passed ? null : reviewFor(attempt),
    hasCertificate: !!certificate,
  };
}

const back = "/assessment";

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const values = formValues(formData);

  if (intent === "start") {
    const checked = checkWelcome(Object.fromEntries(formData));
    if (!checked.ok)
      return formFailure(
        values,
        { [checked.field]: checked.message },
        { type: "error", title: checked.message },
      );
    const started = await startAttempt(checked.details);
    if (!started.ok) return formFailure(values, {}, { type: "error", title: retakeMessage }, 429);
    return redirect(back, { headers: { "Set-Cookie": await attemptCookieHeader(started.token) } });
  }

  const attempt = await attemptFromRequest(request);
  if (!attempt) return redirect(back);

  if (intent === "answer") {
    const answer = formData.get("answer");
    if (typeof answer !== "string" || answer === "") {
      return formFailure(
        values,
        { answer: "Please choose an answer to continue." },
        { type: "error", title: "Please choose an answer to continue." },
      );
    }
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
    // Sanitised like every other text (a NUL would also fail to store in PostgreSQL).
    const text = (name: string) => {
      const value = formData.get(name);
      return typeof value === "string" ? sanitizeText(value, 2000) : "";
    };
    const answers = {
      scenarios: [text("scenario1"), text("scenario2"), text("scenario3")] as [
        string,
        string,
        string,
      ],
      positions: text("positions"),
      geographies: text("geographies"),
    };
    if (!checkSection2([...answers.scenarios, answers.positions, answers.geographies])) {
      return formFailure(
        values,
        { section2: section2Hint },
        { type: "error", title: section2Hint },
      );
    }
    try {
      await completeAttempt(attempt, answers);
    } catch (error) {
      logger.error({ err: error }, "could not save an assessment completion");
      return formFailure(
        values,
        {},
        { type: "error", title: "Failed to save assessment data" },
        503,
      );
    }
    return redirect(`${back}?done=1`);
  }

  if (intent === "download") {
    if (!attempt.completion_id) return data({ ok: false as const }, { status: 400 });
    try {
      await recordDownload(attempt.completion_id);
      return data({ ok: true as const });
    } catch (error) {
      logger.error({ err: error }, "could not record a certificate download");
      return data({ ok: false as const }, { status: 503 });
    }
  }

  if (intent === "restart" && attempt.completion_id) {
    return redirect(back, { headers: { "Set-Cookie": await attemptCookieHeader(null) } });
  }
  return redirect(back);
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  // Refusals carry the form's values; the download intent answers with { ok } alone.
  const failure = actionData && "values" in actionData ? (actionData as FormFailure) : undefined;
  useToast(failure?.toast);
  return (
    <>
      <PageHeader eyebrow="Free for a limited time" title="Recruiter Certification Assessment">
        <p>25 questions · 30 minutes · pass with 75% or more · a certificate anyone can verify</p>
      </PageHeader>
      <NoScriptToast toast={failure?.toast} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {loaderData.step === "welcome" ? <WelcomeStep failure={failure} /> : null}
        {loaderData.step === "assessment" ? (
          <QuestionStep
            key={loaderData.question.id}
            question={loaderData.question}
            secondsLeft={loaderData.secondsLeft}
            error={failure?.errors.answer}
          />
        ) : null}
        {loaderData.step === "section2" ? (
          <Section2Step
            scenarios={loaderData.scenarios}
            mandatory={loaderData.mandatory}
            failure={failure}
          />
        ) : null}
        {loaderData.step === "results" ? (
          <ResultsStep
            result={loaderData.result}
            review={loaderData.review}
            hasCertificate={loaderData.hasCertificate}
          />
        ) : null}
        {loaderData.step === "certificate" ? (
          <CertificateStep certificate={loaderData.certificate} />
        ) : null}
      </div>
    </>
  );
}
