import { Form } from "react-router";
import { toast } from "~/lib/toast-store";
import { Field } from "~/components/forms/field";
import { buttonClass } from "~/components/ui/button";
import { valueOf, type FormFailure } from "~/lib/form-state";
import { section2Fields, type Section2Field } from "./fields";
import { checkSection2, section2Hint } from "./rules";
import { StepHeading } from "./step-focus";

const scenarioField = (index: number) => `scenario${index + 1}` as Section2Field;

interface Scenario {
  id: string;
  title: string;
  prompt: string;
}

export function Section2Step({
  scenarios,
  mandatory,
  timesUp,
  failure,
}: {
  scenarios: Scenario[];
  mandatory: { positions: string; geographies: string };
  /** Set when the clock ended the questions: how many were answered. */
  timesUp: { answered: number; total: number } | null;
  failure?: FormFailure<Section2Field>;
}) {
  const values = failure?.values;
  return (
    <>
      {timesUp ? (
        <div
          role="alert"
          className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 className="text-lg font-bold">Time&apos;s up</h2>
          <p className="mt-1">
            The 30 minutes have ended. Your answers to {timesUp.answered} of {timesUp.total}{" "}
            questions were submitted; the others count as unanswered. Finish with Section 2 below to
            see your result.
          </p>
        </div>
      ) : null}
      <Form
        method="post"
        action="/assessment"
        noValidate
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          if (!checkSection2(section2Fields.names.map((name) => String(form.get(name) ?? "")))) {
            event.preventDefault();
            toast.error(section2Hint);
          }
        }}
      >
        <div>
          <StepHeading>Section 2: Your experience</StepHeading>
          <p className="mt-1 text-sm text-slate-600">
            Three situations recruiters meet every week, and two questions about your work. These
            answers do not change your score.
          </p>
          <p
            id="section2-hint"
            className={`mt-2 text-sm font-medium ${failure?.errors.form ? "text-red-700" : "text-slate-700"}`}
          >
            {section2Hint}
          </p>
        </div>
        <input type="hidden" name="intent" value="section2" />
        {scenarios.map((scenario, index) => (
          <div key={scenario.id}>
            <h3 className="font-semibold text-slate-900">{scenario.title}</h3>
            <Field
              label={scenario.prompt}
              name={scenarioField(index)}
              multiline
              rows={4}
              required
              defaultValue={valueOf(values, scenarioField(index))}
            />
          </div>
        ))}
        <Field
          label={mandatory.positions}
          name="positions"
          multiline
          rows={3}
          required
          defaultValue={valueOf(values, "positions")}
        />
        <Field
          label={mandatory.geographies}
          name="geographies"
          multiline
          rows={3}
          required
          defaultValue={valueOf(values, "geographies")}
        />
        <button type="submit" className={buttonClass("primary", "lg")}>
          Submit Answers
        </button>
      </Form>
    </>
  );
}
