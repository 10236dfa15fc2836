import { PageHeader } from "~/components/ui/page-header";
import { ActionToast } from "~/components/toasts";
import { AssessmentAnnouncer } from "~/features/assessment/announcer";
import { CertificateStep, RevokedCertificateStep } from "~/features/assessment/certificate-step";
import { QuestionStep } from "~/features/assessment/question-step";
import { RestartStep } from "~/features/assessment/restart-step";
import { ResultsStep } from "~/features/assessment/results-step";
import { Section2Step } from "~/features/assessment/section2-step";
import { assessmentAction, assessmentStep } from "~/features/assessment/steps.server";
import { VerifyStep } from "~/features/assessment/verify-step";
import { WelcomeStep } from "~/features/assessment/welcome-step";
import { privatePageHeaders } from "~/lib/cache-control";
import type { FormFailure } from "~/lib/form-state";
import { seo } from "~/lib/seo";
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

// One address for everyone's welcome and each candidate's questions, results and certificate:
// a cache could not tell them apart, so none may keep it.
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return assessmentStep(request);
}

export async function action(args: Route.ActionArgs) {
  return assessmentAction(args);
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  // Refusals carry the form's values; the download intent answers with { ok } alone.
  const failure = actionData && "values" in actionData ? (actionData as FormFailure) : undefined;
  const { question } = loaderData.step === "assessment" ? loaderData : { question: null };
  return (
    <>
      <PageHeader eyebrow="Free for a limited time" title="Recruiter Certification Assessment">
        <p>25 questions · 30 minutes · pass with 75% or more · a certificate anyone can verify</p>
      </PageHeader>
      <ActionToast toast={failure?.toast} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <AssessmentAnnouncer
          message={question ? `Question ${question.number} of ${question.total}` : ""}
        >
          {loaderData.step === "welcome" ? <WelcomeStep failure={failure} /> : null}
          {loaderData.step === "verify" ? (
            <VerifyStep
              address={loaderData.address}
              minutes={loaderData.minutes}
              resendsLeft={loaderData.resendsLeft}
              failure={failure}
            />
          ) : null}
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
              timesUp={loaderData.timesUp}
              failure={failure}
            />
          ) : null}
          {loaderData.step === "results" ? (
            <ResultsStep
              result={loaderData.result}
              review={loaderData.review}
              modules={loaderData.modules}
              hasCertificate={loaderData.hasCertificate}
              retake={loaderData.retake}
            />
          ) : null}
          {loaderData.step === "certificate" ? (
            loaderData.revoked ? (
              <RevokedCertificateStep revoked={loaderData.revoked} />
            ) : (
              <CertificateStep certificate={loaderData.certificate} />
            )
          ) : null}
          {loaderData.step === "restart" ? (
            <RestartStep passed={loaderData.passed} verifyUrl={loaderData.verifyUrl} />
          ) : null}
        </AssessmentAnnouncer>
      </div>
    </>
  );
}
