import { Form } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { StepHeading } from "./step-focus";

/**
 * Asked before a new attempt makes this browser forget the result (issue 28): a step of its own,
 * so the question and its answer are plain pages and forms that need no script.
 */
export function RestartStep({ passed, verifyUrl }: { passed: boolean; verifyUrl: string | null }) {
  return (
    <section
      aria-labelledby="restart-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <StepHeading id="restart-heading">Start a new attempt?</StepHeading>
      <p className="text-slate-700">
        This browser will no longer show your result
        {passed ? " or your certificate" : " or the review of your answers"}.
      </p>
      {verifyUrl ? (
        <p className="text-slate-700">
          Your certificate stays valid: anyone can still check it at{" "}
          <PageLink
            to={new URL(verifyUrl).pathname}
            className="font-medium underline underline-offset-2"
          >
            {verifyUrl}
          </PageLink>
          . Keep that address.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/assessment">
          <input type="hidden" name="intent" value="restart" />
          <button type="submit" className={buttonClass("primary")}>
            Yes, start a new attempt
          </button>
        </Form>
        <PageLink to="/assessment" className={buttonClass("secondary")}>
          Keep my result
        </PageLink>
      </div>
    </section>
  );
}
