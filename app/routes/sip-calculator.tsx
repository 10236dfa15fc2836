import { CalculatorPage, ResultPrompt } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { ScheduleTable } from "~/components/tools/schedule-table";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { sipContent as content } from "~/content/calculators/sip";
import { sipQuery } from "~/features/calculators/sip";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sip-calculator";

const path = "/sip-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => sipQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => sipQuery(new URL(request.url));

export default function SipCalculator({ loaderData }: Route.ComponentProps) {
  const { values, result } = loaderData;
  return (
    <CalculatorPage
      path={path}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate SIP Returns"
      fields={
        <>
          <NumberField
            label="Monthly Investment"
            name="monthly"
            prefix="₹"
            defaultValue={values.monthly}
          />
          <NumberField
            label="Expected Return Rate (% p.a.)"
            name="rate"
            step="0.1"
            suffix="%"
            defaultValue={values.rate}
          />
          <NumberField label="Investment Period (Years)" name="years" defaultValue={values.years} />
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
            columns={["Invested", "Value"]}
            rows={result.schedule.map((row) => ({
              year: row.year,
              values: [row.invested, row.value],
            }))}
          />
        ) : null
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
