import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField, RateField, InflationField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { ScheduleTable } from "~/components/tools/schedule-table";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { Icon } from "~/components/ui/icon";
import { swpContent as content } from "~/content/calculators/swp";
import { corpusExhaustedMessage, swpQuery } from "~/features/calculators/swp";
import { formatRupees } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/swp-calculator";

const path = "/swp-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => swpQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => swpQuery(new URL(request.url));

export default function SwpCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, errors, result }, onInputs] = useLiveResult(loaderData, swpQuery);
  const inflated = result?.realFinal != null;
  return (
    <CalculatorPage
      path={path}
      onInputs={onInputs}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate SWP"
      values={values}
      errors={errors}
      summary={
        result ? { label: "Remaining Balance", value: formatRupees(result.finalValue) } : null
      }
      fields={
        <>
          <NumberField
            label="Total Investment"
            name="investment"
            prefix="₹"
            defaultValue={values.investment}
            range={[10000, 50000000, 10000]}
            error={errors.investment}
          />
          <NumberField
            label="Monthly Withdrawal"
            name="withdrawal"
            prefix="₹"
            defaultValue={values.withdrawal}
            range={[500, 1000000, 500]}
            error={errors.withdrawal}
          />
          <RateField
            label="Expected Annual Return (%)"
            defaultValue={values.rate}
            error={errors.rate}
          />
          <NumberField
            label="Time Period (Years)"
            name="years"
            defaultValue={values.years}
            range={[1, 40, 1]}
            error={errors.years}
          />
          <InflationField
            defaultValue={values.inflation}
            hint="Also shows what the withdrawals and the balance are worth at today's prices."
            error={errors.inflation}
          />
        </>
      }
      result={
        result ? (
          <ResultPanel
            title="Your withdrawal plan"
            items={[
              { label: "Total Withdrawn", value: result.totalWithdrawn },
              { label: "Remaining Balance", value: result.finalValue, highlight: true },
              {
                label: "Sustainable For",
                value: result.monthsSustainable,
                text: `${result.monthsSustainable} months (${result.yearsSustainable.toFixed(1)} years)`,
              },
              ...(result.realFinal == null || result.realWithdrawn == null
                ? []
                : [
                    { label: "Total Withdrawn in Today's Money", value: result.realWithdrawn },
                    { label: "Remaining Balance in Today's Money", value: result.realFinal },
                  ]),
            ]}
          >
            {result.exhausted ? (
              <div
                role="alert"
                className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
              >
                <Icon
                  name="triangle-exclamation-point"
                  aria-hidden="true"
                  className="size-5 shrink-0"
                />
                <p>{corpusExhaustedMessage}</p>
              </div>
            ) : null}
            <Donut
              parts={[
                { label: "Withdrawn", value: result.totalWithdrawn },
                { label: "Remaining", value: result.finalValue },
              ]}
            />
          </ResultPanel>
        ) : (
          <ResultPrompt text="Enter your investment, monthly withdrawal, expected return and period, then press Calculate SWP." />
        )
      }
      after={
        result ? (
          <ScheduleTable
            caption="Year-by-year withdrawals"
            columns={[
              "Withdrawn so far",
              "Balance at year end",
              ...(inflated ? ["Balance in today's money"] : []),
            ]}
            rows={result.schedule.map((row) => ({
              year: row.year,
              values: [row.withdrawn, row.balance, ...(inflated ? [row.realBalance ?? 0] : [])],
            }))}
          />
        ) : null
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
