import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField, RateField, InflationField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { ScheduleTable } from "~/components/tools/schedule-table";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { sipContent as content } from "~/content/calculators/sip";
import { sipQuery } from "~/features/calculators/sip";
import { formatRupees } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sip-calculator";

const path = "/sip-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => sipQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => sipQuery(new URL(request.url));

export default function SipCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, errors, result }, onInputs] = useLiveResult(loaderData, sipQuery);
  const real = result?.real ?? null;
  return (
    <CalculatorPage
      path={path}
      onInputs={onInputs}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate SIP Returns"
      values={values}
      errors={errors}
      summary={result ? { label: "Total Value", value: formatRupees(result.total) } : null}
      fields={
        <>
          <NumberField
            label="Monthly Investment"
            name="monthly"
            prefix="₹"
            defaultValue={values.monthly}
            range={[500, 100000, 500]}
            error={errors.monthly}
          />
          <RateField
            label="Expected Return Rate (% p.a.)"
            defaultValue={values.rate}
            error={errors.rate}
          />
          <NumberField
            label="Investment Period (Years)"
            name="years"
            defaultValue={values.years}
            range={[1, 40, 1]}
            error={errors.years}
          />
          <NumberField
            label="Yearly Step-up (%, optional)"
            name="stepup"
            step="any"
            suffix="%"
            defaultValue={values.stepup}
            range={[0, 50, 1]}
            hint="Raise the monthly investment by this much each year, e.g. 10 with each pay rise."
            error={errors.stepup}
          />
          <InflationField
            defaultValue={values.inflation}
            hint="Also shows what the value would buy at today's prices, at the yearly inflation you expect."
            error={errors.inflation}
          />
        </>
      }
      result={
        result ? (
          <ResultPanel
            title="Your SIP estimate"
            items={[
              { label: "Total Invested", value: result.invested },
              { label: "Estimated Returns", value: result.returns },
              { label: "Total Value", value: result.total, highlight: true },
              ...(real === null ? [] : [{ label: "Total Value in Today's Money", value: real }]),
            ]}
          >
            <Donut
              parts={[
                { label: "Invested", value: result.invested },
                { label: "Returns", value: result.returns },
              ]}
            />
          </ResultPanel>
        ) : (
          <ResultPrompt text="Enter your monthly investment, expected return and period, then press Calculate SIP Returns." />
        )
      }
      after={
        result ? (
          <ScheduleTable
            caption="Year-by-year growth"
            columns={["Invested", "Value", ...(real === null ? [] : ["Value in today's money"])]}
            rows={result.schedule.map((row) => ({
              year: row.year,
              values: [row.invested, row.value, ...(row.real === undefined ? [] : [row.real])],
            }))}
          />
        ) : null
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
