import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { FormFailure } from "~/lib/form-state";
import { resendsPerHour } from "./email-code";
import { StepHeading } from "./step-focus";

/**
 * The step between the welcome form and the first question: the 6-digit code e-mailed to the
 * candidate. Plain forms, so it works without JavaScript.
 */
export function VerifyStep({
  address,
  minutes,
  resendsLeft,
  failure,
}: {
  address: string;
  minutes: number;
  resendsLeft: number;
  failure?: FormFailure;
}) {
  const error = failure?.errors.code;
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex gap-4">
        <Icon name="mail-check" aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div className="space-y-2">
          <StepHeading>Check your e-mail</StepHeading>
          {/* The whole address, as typed: only the browser that typed it sees this step, and a
              typo must be seen to be fixed (issue 28). */}
          <p className="text-slate-700">
            We sent a 6-digit code to <strong className="break-all">{address}</strong>. Enter it
            here to start the assessment: the 30 minutes begin once the code is accepted, and your
            certificate, if you pass, belongs to this address.
          </p>
          <Form method="post" action="/assessment">
            <input type="hidden" name="intent" value="change" />
            <button
              type="submit"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Not you? Change it
            </button>
          </Form>
          <p className="text-sm text-slate-600">
            The code works for {minutes} minutes. Not there? Look in your spam folder, or ask for a
            new one.
          </p>
        </div>
      </div>
      <Form method="post" action="/assessment" className="space-y-4">
        <input type="hidden" name="intent" value="verify" />
        <div className="max-w-xs">
          <Field
            label="6-digit code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={error}
          />
        </div>
        <button type="submit" className={buttonClass("primary", "lg")}>
          Verify and Start
        </button>
      </Form>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Form method="post" action="/assessment">
          <input type="hidden" name="intent" value="resend" />
          <button
            type="submit"
            className={buttonClass("secondary")}
            aria-describedby="resends-left"
          >
            Send a new code
          </button>
        </Form>
        <p id="resends-left" className="w-full text-xs text-slate-600">
          {resendsLeft > 0
            ? `You can ask for ${resendsLeft} more ${resendsLeft === 1 ? "code" : "codes"} this hour.`
            : `You have asked for ${resendsPerHour} new codes this hour: please use the last one sent.`}
        </p>
      </div>
    </div>
  );
}
