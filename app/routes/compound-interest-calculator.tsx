import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField, RateField, SelectField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { ScheduleTable } from "~/components/tools/schedule-table";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { compoundInterestContent as content } from "~/content/calculators/compound-interest";
import { compoundInterestQuery, frequencies } from "~/features/calculators/compound-interest";
import { TimePeriodFields } from "~/features/calculators/time-period-fields";
import { formatRupees } from "~/lib/numbers";
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
  const [{ values, errors, input, result }, onInputs] = useLiveResult(
    loaderData,
    compoundInterestQuery,
  );
  return (
    <CalculatorPage
      path={path}
      onInputs={onInputs}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate Compound Interest"
      values={values}
      errors={errors}
      summary={result ? { label: "Total Value", value: formatRupees(result.total, 2) } : null}
      fields={
        <>
          <NumberField
            label="Principal Amount"
            name="principal"
            prefix="₹"
            defaultValue={values.principal}
            range={[1000, 10000000, 1000]}
            error={errors.principal}
          />
          <RateField
            label="Rate of Interest (% per annum)"
            defaultValue={values.rate}
            error={errors.rate}
          />
          <TimePeriodFields time={values.time} unit={values.unit} error={errors.time} />
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
