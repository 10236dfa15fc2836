import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { minimumShown, type ItemFlag } from "~/features/assessment/item-statistics";
import { formatDateTime } from "~/lib/dates";
import type { WorkspaceViewData } from "./queues.server";
import { listAnchor, viewHref } from "./views";
import { Empty, Pager, Section } from "./workspace-parts";

// The "Questions" view (issue 30, item 2): each question of the bank with how often it was shown,
// the share answered correctly, its discrimination and each option's choices, from confirmed,
// finished attempts; weak questions flagged first, each retirable with a reason.

type QuestionsData = Extract<WorkspaceViewData, { view: "questions" }>;
type Row = QuestionsData["page"]["items"][number];

const flagText: Record<ItemFlag, string> = {
  "too-easy": "Almost everyone answers it correctly (over 95%)",
  "too-hard": "Almost nobody answers it correctly (under 20%)",
  "negative-discrimination": "Stronger candidates miss it more often (negative discrimination)",
};

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Figures({ row }: { row: Row }) {
  const stats = row.stats;
  return (
    <>
      <p className="mt-2 text-sm text-slate-800">
        {stats ? (
          <>
            Shown {stats.shown} times · {stats.pValue === null ? "—" : percent(stats.pValue)}{" "}
            correct · discrimination{" "}
            {stats.discrimination === null
              ? "— (no variation yet)"
              : stats.discrimination.toFixed(2)}
            {stats.shown < minimumShown
              ? ` · too few answers to judge (under ${minimumShown})`
              : ""}
          </>
        ) : (
          "Not yet shown to a candidate."
        )}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {stats ? "Options and how often each was chosen" : "Options"}
        </summary>
        <ol className="mt-2 space-y-1">
          {row.options.map((option, index) => (
            <li key={option} className={index === row.correctAnswer ? "font-semibold" : undefined}>
              {index === row.correctAnswer ? "Correct: " : ""}
              {option}
              {stats ? (
                <span className="tabular-nums text-slate-600"> — chosen {stats.chosen[index]}</span>
              ) : null}
            </li>
          ))}
          {stats ? <li className="text-slate-600">Not answered: {stats.unanswered}</li> : null}
        </ol>
      </details>
    </>
  );
}

function QuestionItem({ row, canRetire }: { row: Row; canRetire: boolean }) {
  const flags = row.retired ? [] : (row.stats?.flags ?? []);
  return (
    <article
      aria-labelledby={`question-${row.id}`}
      className={`rounded-xl border p-5 shadow-sm ${flags.length ? "border-amber-300 bg-amber-50/40" : "border-slate-200 bg-white"}`}
    >
      <h3 id={`question-${row.id}`} className="font-semibold text-slate-900">
        {row.id} · {row.module} · {row.difficulty}
      </h3>
      <p className="mt-1 text-sm text-slate-900">{row.question}</p>
      {flags.length ? (
        <ul aria-label="Flags" className="mt-2 list-disc pl-5 text-sm font-semibold text-amber-900">
          {flags.map((flag) => (
            <li key={flag}>{flagText[flag]}</li>
          ))}
        </ul>
      ) : null}
      <Figures row={row} />
      {row.retired ? (
        <p className="mt-3 text-sm font-semibold text-slate-800">
          Retired {formatDateTime(row.retired.at)}: {row.retired.reason}
        </p>
      ) : canRetire ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="retire" />
          <input type="hidden" name="question" value={row.id} />
          <label className="text-sm font-medium text-slate-800">
            Reason to retire {row.id}
            <input
              name="reason"
              required
              maxLength={500}
              className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-sm"
            />
          </label>
          <button type="submit" className={buttonClass("secondary")}>
            Retire
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Only an owner can retire a question.</p>
      )}
    </article>
  );
}

export function QuestionsView({ data, canRetire }: { data: QuestionsData; canRetire: boolean }) {
  const { page, attempts, flagged, retired } = data;
  return (
    <Section id={listAnchor("questions", "pending")} title="Questions" count={flagged}>
      <p className="text-sm text-slate-700">
        {page.total} questions in the bank, {retired} retired. Figures from the latest {attempts}{" "}
        confirmed, finished attempts. Flagged questions come first ({flagged}).
      </p>
      <a href="/admin/questions.csv" className={buttonClass("secondary")} download>
        <Icon name="download" aria-hidden="true" />
        Export the figures as CSV
      </a>
      {page.items.length ? (
        page.items.map((row) => <QuestionItem key={row.id} row={row} canRetire={canRetire} />)
      ) : (
        <Empty text="The bank has no questions." />
      )}
      <Pager
        label="Pages of questions"
        page={page.page}
        pages={page.pages}
        href={(number) => viewHref("questions", { page: number })}
      />
    </Section>
  );
}
