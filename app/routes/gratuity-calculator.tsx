import { AlertCircle, Share2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigationType } from "react-router";
import { toast } from "~/lib/toast-store";
import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { NumberField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { gratuityContent as content } from "~/content/calculators/gratuity";
import {
  type GratuityResult,
  gratuityCeiling,
  gratuityQuery,
} from "~/features/calculators/gratuity";
import { formatRupees } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import { shareOrCopyLink } from "~/lib/share";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/gratuity-calculator";

const path = "/gratuity-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => gratuityQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  gratuityQuery(new URL(request.url));

function RadioChoice({
  legend,
  name,
  value,
  options,
  hint,
}: {
  legend: string;
  name: string;
  value: string;
  options: [value: string, label: string][];
  hint: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([option, label]) => (
          <label key={option} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </fieldset>
  );
}

type Payable = Extract<GratuityResult, { eligible: true }>;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** What the result counted, and why, in the order a reader checks it. */
function gratuityExplanation(result: Payable, fixedTerm: boolean): string[] {
  const { wage, countedYears, serviceMonths } = result;
  const lines: string[] = [];
  const months = serviceMonths % 12;
  const service =
    plural(Math.floor(serviceMonths / 12), "year") + (months ? ` ${plural(months, "month")}` : "");
  if (wage.kind === "not-covered") {
    lines.push(
      `15 × ${formatRupees(wage.wages)} × ${plural(countedYears, "completed year")} ÷ 30 = ${formatRupees(result.amount)}. Your employer is not covered, so this is the usual half a month's salary per completed year.`,
    );
    lines.push(
      "Wages: your basic pay + DA. The Code's rule on allowances applies only to covered employers.",
    );
  } else {
    lines.push(
      `${formatRupees(wage.wages)} × 15 ÷ 26 × ${plural(countedYears, "year")} = ${formatRupees(result.amount)} (15 days' wages for each year, counting 26 working days in a month).`,
    );
    lines.push(
      wage.kind === "excess-added"
        ? `Wages: ${formatRupees(wage.wages)}. Your other allowances are more than half of your total pay of ${formatRupees(wage.total)}, so the excess, ${formatRupees(wage.excess)}, counts as wages on top of basic pay + DA.`
        : `Wages: ${formatRupees(wage.wages)}, your basic pay + DA. Your other allowances are not more than half of your total pay, so none of them counts as wages.`,
    );
  }
  if (wage.kind !== "not-covered" && countedYears * 12 > serviceMonths)
    lines.push(
      `Service: ${service}; the last part-year is more than six months, so it counts as a full year.`,
    );
  else lines.push(`Service: ${service}, counted as ${plural(countedYears, "year")}.`);
  if (fixedTerm)
    lines.push(
      "Fixed-term employee: you qualify after one year of service and are paid pro rata for the years you serve.",
    );
  if (result.waived)
    lines.push(
      "Service ended by death or disablement, so the minimum years of service do not apply. On death, gratuity is paid to the nominee or legal heirs.",
    );
  if (!result.capped)
    lines.push(`Gratuity is capped at ${formatRupees(gratuityCeiling)} (₹20 lakh).`);
  return lines;
}

export default function GratuityCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, result }, onInputs] = useLiveResult(loaderData, gratuityQuery);
  const hydrated = useHydrated();
  const shown = result?.eligible && result.payable > 0 ? result : null;
  const navigationType = useNavigationType();
  // Toasts follow a press of the button, not the first load of a shared link.
  // Live results (a change after the first press) are no press of the button: no toast.
  const pressed = loaderData.result;
  useEffect(() => {
    if (!pressed || navigationType === "POP") return;
    if (!pressed.eligible) toast.error(pressed.message);
    else if (pressed.payable > 0) toast.success("Gratuity calculated successfully!");
  }, [pressed, navigationType]);

  return (
    <CalculatorPage
      path={path}
      onInputs={onInputs}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate Gratuity"
      fields={
        <>
          <RadioChoice
            legend="Employment Type"
            name="employment"
            value={values.employment === "fixed-term" ? "fixed-term" : "permanent"}
            options={[
              ["permanent", "Permanent"],
              ["fixed-term", "Fixed-term"],
            ]}
            hint="A fixed-term employee qualifies after one year of service; others after five."
          />
          <NumberField
            label="Monthly Salary (Basic + DA)"
            name="salary"
            prefix="₹"
            defaultValue={values.salary}
            range={[1000, 1000000, 1000]}
            hint="Last drawn basic pay plus dearness allowance (and any retaining allowance)."
          />
          <NumberField
            label="Other Monthly Allowances (optional)"
            name="allowances"
            prefix="₹"
            defaultValue={values.allowances}
            range={[0, 1000000, 1000]}
            hint="HRA, conveyance, special allowance and the like. The part above half of your total pay counts as wages."
          />
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label="Years of Service"
              name="years"
              step="any"
              defaultValue={values.years}
              range={[0, 50, 1]}
              hint="Fractions allowed, e.g. 6.5"
            />
            <NumberField
              label="Additional Months"
              name="months"
              defaultValue={values.months}
              range={[0, 11, 1]}
            />
          </div>
          <div>
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name="ended"
                value="death-or-disablement"
                defaultChecked={values.ended === "death-or-disablement"}
                aria-describedby="ended-hint"
                className="size-4 accent-brand-700"
              />
              Service ended by death or disablement
            </label>
            <p id="ended-hint" className="mt-1 text-xs text-slate-600">
              Then no minimum service applies.
            </p>
          </div>
          <RadioChoice
            legend="Employer covered by the gratuity law"
            name="covered"
            value={values.covered === "no" ? "no" : "yes"}
            options={[
              ["yes", "Yes"],
              ["no", "No"],
            ]}
            hint="The Code on Social Security, 2020 covers employers with 10 or more employees."
          />
        </>
      }
      result={
        result && !result.eligible ? (
          <div
            role="alert"
            className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            <p className="font-medium">{result.message}</p>
          </div>
        ) : shown ? (
          <ResultPanel
            title="Total Gratuity Payable To You"
            items={[
              { label: "Gratuity", value: shown.payable, highlight: true },
              { label: "Monthly wages used", value: shown.wage.wages },
            ]}
          >
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {gratuityExplanation(shown, values.employment === "fixed-term").map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {shown.capped ? (
              <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                The formula gives {formatRupees(shown.amount)}, but gratuity under the Code is
                capped at {formatRupees(gratuityCeiling)}.
              </p>
            ) : null}
            {hydrated ? (
              <button
                type="button"
                onClick={() => void shareOrCopyLink(window.location.href, content.heading)}
                className={`${buttonClass("secondary")} mt-5`}
              >
                <Share2 aria-hidden="true" className="size-4" />
                Share
              </button>
            ) : null}
          </ResultPanel>
        ) : (
          <ResultPrompt text="Enter your pay and years of service, then press Calculate Gratuity." />
        )
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
