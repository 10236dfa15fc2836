import { CalculatorPage, ResultPrompt, useLiveResult } from "~/components/tools/calculator-page";
import { Donut } from "~/components/tools/donut";
import { NumberField, RateField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { CalculatorArticle } from "~/components/tools/tool-article";
import {
  simpleInterestContent as content,
  simpleVsCompound,
} from "~/content/calculators/simple-interest";
import { TimePeriodFields } from "~/features/calculators/time-period-fields";
import { simpleInterestQuery } from "~/features/calculators/simple-interest";
import { formatRupees } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/simple-interest-calculator";

const path = "/simple-interest-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => simpleInterestQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  simpleInterestQuery(new URL(request.url));

export default function SimpleInterestCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, errors, input, result }, onInputs] = useLiveResult(
    loaderData,
    simpleInterestQuery,
  );
  return (
    <CalculatorPage
      path={path}
      onInputs={onInputs}
      heading="Simple Interest Calculator"
      intro={content.intro}
      submitLabel="Calculate Interest"
      values={values}
      errors={errors}
      summary={result ? { label: "Total Amount", value: formatRupees(result.total, 2) } : null}
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
        </>
      }
      result={
        result ? (
          <ResultPanel
            title="Your result"
            items={[
              { label: "Simple Interest", value: result.interest, decimals: 2 },
              { label: "Total Amount", value: result.total, decimals: 2, highlight: true },
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
          <ResultPrompt text="Enter the principal, rate and time, then press Calculate Interest." />
        )
      }
    >
      <CalculatorArticle path={path} content={content}>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Simple versus compound interest"
          >
            <table className="w-full text-left text-sm">
              <caption className="mb-3 text-left text-xl font-bold text-slate-900">
                Simple versus compound interest
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    Aspect
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Simple interest
                  </th>
                  <th scope="col" className="py-2">
                    Compound interest
                  </th>
                </tr>
              </thead>
              <tbody>
                {simpleVsCompound.map((row) => (
                  <tr key={row.aspect} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                      {row.aspect}
                    </th>
                    <td className="py-2 pr-4 text-slate-700">{row.simple}</td>
                    <td className="py-2 text-slate-700">{row.compound}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </CalculatorArticle>
    </CalculatorPage>
  );
}
