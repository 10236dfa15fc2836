import { Refusal, ResultPrompt } from "~/components/tools/calculator-page";
import { NumberField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { formatRupees } from "~/lib/numbers";
import { type GratuityResult, gratuityCeiling, type gratuityQuery } from "./gratuity";

type Values = ReturnType<typeof gratuityQuery>["values"];
type Errors = ReturnType<typeof gratuityQuery>["errors"];

function RadioChoice({
  legend,
  name,
  value,
  options,
  hint,
}: {
  legend: string;
  name: keyof Values;
  value: string;
  options: [value: string, label: string][];
  hint: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="field-label">{legend}</legend>
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
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </fieldset>
  );
}

const employmentOptions: [string, string][] = [
  ["permanent", "Permanent"],
  ["fixed-term", "Fixed-term"],
  ["journalist", "Working journalist"],
];

/** The gratuity form's fields; their names are the page's URL parameters (see gratuityQuery). */
export function GratuityFields({ values, errors }: { values: Values; errors: Errors }) {
  const money = (name: "salary" | "counting" | "excluded", label: string, hint: string) => (
    <NumberField
      label={label}
      name={name}
      prefix="₹"
      defaultValue={values[name]}
      range={name === "salary" ? [1000, 1000000, 1000] : [0, 1000000, 1000]}
      hint={hint}
      error={errors[name]}
    />
  );
  return (
    <>
      <RadioChoice
        legend="Employment Type"
        name="employment"
        value={
          employmentOptions.some(([option]) => option === values.employment)
            ? values.employment
            : "permanent"
        }
        options={employmentOptions}
        hint="A fixed-term employee qualifies after one year of service, a working journalist after three, others after five."
      />
      {money(
        "salary",
        "Monthly Basic + DA",
        "Last drawn basic pay plus dearness allowance, with retaining allowance, if any.",
      )}
      {money(
        "counting",
        "Allowances that count as wages",
        "Optional. Special allowance and any other monthly payment not in the excluded list: they count as wages in full.",
      )}
      {money(
        "excluded",
        "Excluded payments (HRA, conveyance, bonus, overtime, commission, employer PF)",
        "Optional. Monthly; add any other payment the Code leaves out of wages. Leave out gratuity and retrenchment compensation. The part above half of your total pay counts as wages.",
      )}
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          label="Years of Service"
          name="years"
          step="any"
          defaultValue={values.years}
          range={[0, 50, 1]}
          hint="Fractions allowed, e.g. 6.5"
          error={errors.years}
        />
        <NumberField
          label="Additional Months"
          name="months"
          defaultValue={values.months}
          range={[0, 11, 1]}
          error={errors.months}
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
        <p id="ended-hint" className="field-hint">
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
        hint="The Code on Social Security, 2020 covers every factory, mine, oilfield, plantation, port and railway company whatever its size, and shops and establishments with 10 or more employees."
      />
    </>
  );
}

type Payable = Extract<GratuityResult, { eligible: true }>;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const sum = (terms: [number, string][]) =>
  terms
    .filter(([amount], index) => index === 0 || amount > 0)
    .map(([amount, what]) => `${formatRupees(amount)} ${what}`)
    .join(" + ");

/** How the wages were reached, one step a line (s.2(88) and its 50% test). */
export function wageSteps(wage: Payable["wage"]): string[] {
  if (wage.kind === "not-covered")
    return [
      `Wages: ${formatRupees(wage.wages)}, your basic pay + DA. The Code's definition of wages and its 50% test apply only to covered employers${wage.unused > 0 ? `, so the ${formatRupees(wage.unused)} of allowances and excluded payments you entered is not used` : ""}.`,
    ];
  const { basic, counting, excluded, total, half, excess, wages } = wage;
  return [
    `Total pay: ${sum([
      [basic, "basic + DA"],
      [counting, "allowances that count"],
      [excluded, "excluded payments"],
    ])} = ${formatRupees(total)}.`,
    `Half of the total: ${formatRupees(half)}.`,
    excess > 0
      ? `Excluded payments: ${formatRupees(excluded)}, more than half by ${formatRupees(excess)}, so ${formatRupees(excess)} is added to wages.`
      : `Excluded payments: ${formatRupees(excluded)}, not more than half, so nothing is added.`,
    `Wages: ${sum([
      [basic, "basic + DA"],
      [counting, "allowances that count"],
      [excess, "added"],
    ])} = ${formatRupees(wages)}.`,
  ];
}

/** The formula and the service it counted, and why, in the order a reader checks it. */
function gratuityNotes(result: Payable, employment: string): string[] {
  const { wage, countedYears, serviceMonths } = result;
  const months = serviceMonths % 12;
  const service =
    plural(Math.floor(serviceMonths / 12), "year") + (months ? ` ${plural(months, "month")}` : "");
  const lines = [
    wage.kind === "not-covered"
      ? `15 × ${formatRupees(wage.wages)} × ${plural(countedYears, "completed year")} ÷ 30 = ${formatRupees(result.amount)}. Your employer is not covered, so this is the usual half a month's salary per completed year.`
      : `${formatRupees(wage.wages)} × 15 ÷ 26 × ${plural(countedYears, "year")} = ${formatRupees(result.amount)} (15 days' wages for each year, counting 26 working days in a month).`,
    wage.kind !== "not-covered" && countedYears * 12 > serviceMonths
      ? `Service: ${service}; the last part-year is more than six months, so it counts as a full year.`
      : `Service: ${service}, counted as ${plural(countedYears, "year")}.`,
  ];
  if (employment === "fixed-term")
    lines.push(
      "Fixed-term employee: you qualify after one year of service and are paid pro rata for the years you serve.",
    );
  if (employment === "journalist")
    lines.push(
      "Working journalist: you qualify after three years of service instead of five (s.53(1) of the Code, proviso).",
    );
  if (result.waived)
    lines.push(
      "Service ended by death or disablement, so the minimum years of service do not apply. On death, gratuity is paid to the nominee or legal heirs.",
    );
  if (!result.capped)
    lines.push(`Gratuity is capped at ${formatRupees(gratuityCeiling)} (₹20 lakh).`);
  return lines;
}

/** The result panel: the refusal, the amount with each step behind it, or the prompt. */
export function GratuityResultView({
  result,
  employment,
}: {
  result: GratuityResult | null;
  employment: string;
}) {
  if (result && !result.eligible) return <Refusal messages={[result.message]} />;
  if (!result || result.payable <= 0)
    return (
      <ResultPrompt text="Enter your pay and years of service, then press Calculate Gratuity." />
    );
  return (
    <ResultPanel
      title="Total Gratuity Payable To You"
      items={[
        { label: "Gratuity", value: result.payable, highlight: true },
        { label: "Monthly wages used", value: result.wage.wages },
      ]}
    >
      <h3 id="wage-steps" className="mt-4 text-sm font-semibold text-slate-900">
        How your wages were counted
      </h3>
      <ol
        aria-labelledby="wage-steps"
        className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700"
      >
        {wageSteps(result.wage).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {gratuityNotes(result, employment).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.capped ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The formula gives {formatRupees(result.amount)}, but gratuity under the Code is capped at{" "}
          {formatRupees(gratuityCeiling)}.
        </p>
      ) : null}
    </ResultPanel>
  );
}
