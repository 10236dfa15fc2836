import { useState } from "react";
import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField, SelectField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { ScheduleTable } from "~/components/tools/schedule-table";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { compoundInterestContent as content } from "~/content/calculators/compound-interest";
import { compoundInterestQuery, frequencies } from "~/features/calculators/compound-interest";
import { timeRanges } from "~/features/calculators/queries";
import { parseUnit, timeUnits } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/compound-interest-calculator";

const path = "/compound-interest-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) =>
  compoundInterestQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  compoundInterestQuery(new URL(request.url));

export default function CompoundInterestCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, input, result }, onInputs] = useLiveResult(loaderData, compoundInterestQuery);
  // The time slider's range follows the unit chosen, before the first calculation too.
  const [unit, setUnit] = useState(values.unit);
  return (
    <CalculatorPage
      path={path}
      onInputs={(form) => {
        setUnit((form.elements.namedItem("unit") as HTMLSelectElement).value);
        onInputs(form);
      }}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate Compound Interest"
      fields={
        <>
          <NumberField
            label="Principal Amount"
            name="principal"
            prefix="₹"
            defaultValue={values.principal}
            range={[1000, 10000000, 1000]}
          />
          <NumberField
            label="Rate of Interest (% per annum)"
            name="rate"
            step="0.1"
            suffix="%"
            defaultValue={values.rate}
            range={[1, 30, 0.1]}
          />
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label="Time Period"
              name="time"
              defaultValue={values.time}
              range={timeRanges[parseUnit(unit)]}
            />
            <SelectField
              label="Time Unit"
              name="unit"
              defaultValue={values.unit}
              options={timeUnits}
            />
          </div>
          <SelectField
            label="Compounding Frequency"
            name="frequency"
            defaultValue={values.frequency}
            options={frequencies}
          />
        </>
      }
      result={
        result ? (
          <ResultPanel
            title="Your result"
            items={[
              { label: "Interest Earned", value: result.interest, decimals: 2 },
              { label: "Total Value", value: result.total, decimals: 2, highlight: true },
            ]}
          >
            <Donut
              parts={[
                { label: "Principal", value: input.principal },
                { label: "Interest", value: result.interest },
              ]}
            />
          </ResultPanel>
        ) : (
          <ResultPrompt text="Enter the principal, rate, time and compounding frequency, then press Calculate Compound Interest." />
        )
      }
      after={
        result ? (
          <ScheduleTable
            caption="Year-by-year growth"
            decimals={2}
            columns={["Interest so far", "Value"]}
            rows={result.schedule.map((row) => ({
              year: row.year,
              values: [row.interest, row.value],
            }))}
          />
        ) : null
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
