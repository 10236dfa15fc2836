import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/lib/use-hydrated";
import { useReportClock } from "./announcer";
import { lowTimeLabel, redUnderSeconds } from "./rules";
import { StepHeading } from "./step-focus";

interface Question {
  id: string;
  module: string;
  question: string;
  options: string[];
  number: number;
  total: number;
}

function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Counts down to the server's deadline; at 0 it asks the server to close the questions. */
function Timer({ secondsLeft }: { secondsLeft: number }) {
  const [left, setLeft] = useState(secondsLeft);
  const submit = useSubmit();
  const sent = useRef(false);
  const reportClock = useReportClock();
  const report = useRef(reportClock);
  useEffect(() => {
    report.current = reportClock;
  }, [reportClock]);
  useEffect(() => {
    const endsAt = Date.now() + secondsLeft * 1000;
    report.current(secondsLeft);
    const tick = () => {
      const now = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(now);
      report.current(now);
      if (now === 0 && !sent.current) {
        sent.current = true;
        void submit({ intent: "finish" }, { method: "post", action: "/assessment" });
      }
    };
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [secondsLeft, submit]);
  const low = left < redUnderSeconds;
  const label = lowTimeLabel(left);
  return (
    <div className="flex items-center gap-2">
      {/* The red says "little time left"; the words say it to anyone who does not see red. */}
      {label ? <p className="text-sm font-semibold text-red-700">{label}</p> : null}
      <p
        role="timer"
        aria-label={`Time left: ${Math.floor(left / 60)} minutes ${left % 60} seconds`}
        data-low={low || undefined}
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 font-mono text-lg font-bold ${low ? "bg-red-50 text-red-700" : "bg-slate-100 text-slate-900"}`}
      >
        <Icon name="clock" aria-hidden="true" />
        {formatClock(left)}
      </p>
    </div>
  );
}

export function QuestionStep({
  question,
  secondsLeft,
  error,
}: {
  question: Question;
  secondsLeft: number;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const last = question.number === question.total;
  return (
    <section
      aria-labelledby="question-text"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* "Question N of 25" is above, in the page's live region (announcer.tsx). */}
        <p className="text-sm font-medium text-brand-800">{question.module}</p>
        <Timer secondsLeft={secondsLeft} />
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={question.total}
        aria-valuenow={question.number - 1}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full bg-brand-700"
          style={{ width: `${((question.number - 1) / question.total) * 100}%` }}
        />
      </div>
      <Form method="post" action="/assessment" className="mt-6">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        <fieldset aria-describedby={error ? "answer-error" : undefined}>
          <legend>
            <StepHeading id="question-text" className="text-lg font-semibold text-slate-900">
              {question.question}
            </StepHeading>
          </legend>
          <div className="mt-4 space-y-3">
            {question.options.map((option, index) => (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-4 text-slate-800 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="answer"
                  value={index}
                  onChange={(event) => setChosen(event.target.value)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id="answer-error" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={hydrated && chosen === null}
          className={`${buttonClass("primary", "lg")} mt-6`}
        >
          {last ? "Submit" : "Next"}
        </button>
      </Form>
    </section>
  );
}
