import { useEffect, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/lib/use-hydrated";
import { passMark } from "./rules";
import { StepHeading, useFocusOnArrival } from "./step-focus";

interface ReviewItem {
  id: string;
  question: string;
  module: string;
  yourAnswer: string | null;
  correctAnswer: string | undefined;
  correct: boolean;
  explanation: string;
}

/** Right after submitting, a short pause while "results are calculated", as the spec has it. */
function useLoadingPause(): boolean {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigationType = useNavigationType();
  const [done, setDone] = useState(false);
  const pausing = hydrated && params.has("done") && navigationType !== "POP" && !done;
  useEffect(() => {
    if (!pausing) return;
    const timer = setTimeout(() => setDone(true), 2000);
    return () => clearTimeout(timer);
  }, [pausing]);
  return pausing;
}

/** The spec's pause, holding focus so that it is not lost while the result is worked out. */
function Calculating() {
  const ref = useFocusOnArrival<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-12 text-center shadow-sm"
    >
      {/* Still, for visitors who asked for less motion. */}
      <Icon
        name="loader-circle"
        aria-hidden="true"
        className="size-10 text-brand-700 motion-safe:animate-spin"
      />
      <p className="text-lg font-semibold text-slate-900">Calculating your results...</p>
    </div>
  );
}

interface ModuleScore {
  module: string;
  correct: number;
  total: number;
}

/** A failed attempt's result per module (issue 30): what to study before the retake. */
function ModuleScores({ modules }: { modules: ModuleScore[] }) {
  return (
    <section
      aria-labelledby="modules-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="modules-heading" className="text-xl font-bold text-slate-900">
        Your score by module
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Study the modules where you answered fewer than three in four correctly.
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Questions answered correctly in each module</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Module
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Correct
            </th>
          </tr>
        </thead>
        <tbody>
          {modules.map((row) => (
            <tr key={row.module} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {row.module}
              </th>
              <td className="py-2 text-right tabular-nums text-slate-800">
                {row.correct} of {row.total}
                {row.correct * 4 < row.total * 3 ? (
                  <span className="ml-2 font-semibold text-red-800">Study this</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ResultsStep({
  result,
  review,
  modules,
  hasCertificate,
  retake,
}: {
  result: { score: number; passed: boolean; total: number };
  review: ReviewItem[] | null;
  modules: ModuleScore[] | null;
  hasCertificate: boolean;
  /** "You can retake the assessment on …" while a retake would be refused, else null. */
  retake: string | null;
}) {
  const loading = useLoadingPause();
  if (loading) return <Calculating />;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="score-heading"
        className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        {result.passed ? (
          <Icon
            name="circle-check"
            aria-hidden="true"
            className="mx-auto size-12 text-emerald-700"
          />
        ) : (
          <Icon name="circle-x" aria-hidden="true" className="mx-auto size-12 text-red-700" />
        )}
        <StepHeading id="score-heading" className="mt-3 text-2xl font-bold text-slate-900">
          {result.passed ? "Congratulations, you passed!" : "You did not pass this time"}
        </StepHeading>
        <p className="mt-2 text-5xl font-extrabold text-brand-800">Your score: {result.score}%</p>
        <p className="mt-2 text-slate-600">The pass mark is {passMark}%.</p>
        {result.passed && hasCertificate ? (
          <PageLink
            to="/assessment?view=certificate"
            className={`${buttonClass("primary", "lg")} mt-6`}
          >
            View your certificate
          </PageLink>
        ) : retake ? (
          <p className="mt-4 text-sm text-slate-600">{retake}.</p>
        ) : null}
      </section>
      {modules ? <ModuleScores modules={modules} /> : null}
      {review ? (
        <section
          aria-labelledby="review-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="review-heading" className="text-xl font-bold text-slate-900">
            Review your answers
          </h2>
          <ol className="mt-4 space-y-5">
            {review.map((item, index) => (
              <li
                key={item.id}
                className={`rounded-xl border p-4 ${item.correct ? "border-emerald-200 bg-emerald-50/50" : "border-red-200 bg-red-50/50"}`}
              >
                <p className="eyebrow">
                  {index + 1}. {item.module}
                </p>
                <p className="mt-1 font-semibold text-slate-900">{item.question}</p>
                <p className="mt-2 text-sm text-slate-800">
                  Your answer: <strong>{item.yourAnswer ?? "Not answered"}</strong>{" "}
                  {item.correct ? "(correct)" : "(incorrect)"}
                </p>
                {!item.correct ? (
                  <p className="text-sm text-slate-800">
                    Correct answer: <strong>{item.correctAnswer}</strong>
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-600">{item.explanation}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {/* Asks first (issue 28): a new attempt makes this browser forget the result. Not offered
          while a retake would be refused (issue 30): the date is said instead. */}
      <p className="text-center">
        {retake ? (
          <span className="text-slate-700">{retake}.</span>
        ) : (
          <PageLink to="/assessment?view=restart" className={buttonClass("secondary")}>
            Start a new attempt
          </PageLink>
        )}
      </p>
    </div>
  );
}
