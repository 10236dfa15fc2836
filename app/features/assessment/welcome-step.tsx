import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/lib/toast-store";
import { buttonClass } from "~/components/ui/button";
import { fieldProps, type FormFailure } from "~/lib/form-state";
import type { WelcomeField } from "./fields";
import { StepHeading } from "./step-focus";

export function WelcomeStep({ failure }: { failure?: FormFailure<WelcomeField> }) {
  const field = (name: WelcomeField) => fieldProps(failure?.values, failure?.errors, name);
  // Details sent back without an error are the ones "Not you? Change it" returned to correct.
  const changing = !!failure && Object.keys(failure.errors).length === 0;
  const checks = useFormChecks(() => import("./welcome").then((module) => module.checkWelcome));
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {[
          {
            icon: "file-text" as const,
            text: "25 multiple-choice questions in 9 modules, one at a time",
          },
          {
            icon: "clock" as const,
            text: "30 minutes on the clock; what you have answered is submitted at 0:00",
          },
          {
            icon: "award" as const,
            text: "Pass with 75% or more for a certificate anyone can verify",
          },
          {
            icon: "rotate-ccw" as const,
            text: "One attempt every 7 days, so the certificate stays meaningful",
          },
        ].map(({ icon, text }) => (
          <li
            key={text}
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm"
          >
            <Icon name={icon} aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
      <Form
        method="post"
        action="/assessment"
        noValidate
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        {...checks.loadOn}
        onSubmit={(event) => {
          const checkWelcome = checks.onSubmit(event);
          if (!checkWelcome) return;
          const checked = checkWelcome(Object.fromEntries(new FormData(event.currentTarget)));
          if (!checked.ok) {
            event.preventDefault();
            toast.error(checked.message);
            event.currentTarget.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
          }
        }}
      >
        <StepHeading focus={changing}>Your details</StepHeading>
        <p className="text-sm text-slate-600">
          They appear on your certificate. We e-mail you a 6-digit code to confirm your address: the
          30 minutes start once you enter it. Your e-mail is never shown publicly.
        </p>
        <input type="hidden" name="intent" value="start" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" required autoComplete="name" {...field("name")} />
          <Field label="Email" type="email" required autoComplete="email" {...field("email")} />
          <Field label="Company" required autoComplete="organization" {...field("company")} />
          <Field
            label="Designation"
            required
            autoComplete="organization-title"
            {...field("designation")}
          />
        </div>
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
          Start the Assessment
        </button>
      </Form>
    </div>
  );
}
