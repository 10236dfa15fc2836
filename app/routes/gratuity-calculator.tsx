import { AlertCircle, Share2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigationType } from "react-router";
import { toast } from "~/lib/toast-store";
import { CalculatorPage, ResultPrompt } from "~/components/tools/calculator-page";
import { NumberField } from "~/components/tools/number-field";
import { ResultPanel } from "~/components/tools/result-panel";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { gratuityContent as content } from "~/content/calculators/gratuity";
import { gratuityCeiling, gratuityQuery } from "~/features/calculators/gratuity";
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

export default function GratuityCalculator({ loaderData }: Route.ComponentProps) {
  const { values, result } = loaderData;
  const hydrated = useHydrated();
  const shown = result?.eligible && result.payable > 0 ? result : null;
  const navigationType = useNavigationType();
  // Toasts follow a press of the button, not the first load of a shared link.
  useEffect(() => {
    if (!result || navigationType === "POP") return;
    if (!result.eligible) toast.error(result.message);
    else if (result.payable > 0) toast.success("Gratuity calculated successfully!");
  }, [result, navigationType]);

  return (
    <CalculatorPage
      path={path}
      heading={content.heading}
      intro={content.intro}
      submitLabel="Calculate Gratuity"
      fields={
        <>
          <NumberField
            label="Monthly Salary (Basic + DA)"
            name="salary"
            prefix="₹"
            defaultValue={values.salary}
          />
          <div className="grid grid-cols-2 gap-4">
            <NumberField label="Years of Service" name="years" defaultValue={values.years} />
            <NumberField label="Additional Months" name="months" defaultValue={values.months} />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              Covered by the Payment of Gratuity Act
            </legend>
            <div className="mt-2 flex gap-6">
              {[
                ["yes", "Yes"],
                ["no", "No"],
              ].map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="covered"
                    value={value}
                    defaultChecked={
                      values.covered === value || (value === "yes" && values.covered !== "no")
                    }
                    className="size-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-slate-600">
              Most employers with 10 or more employees are covered.
            </p>
          </fieldset>
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
            items={[{ label: "Gratuity", value: shown.payable, highlight: true }]}
          >
            <p className="mt-4 text-sm text-slate-600">
              {values.covered === "no"
                ? `15 × salary × ${shown.countedYears} years ÷ 30 (not covered by the Act).`
                : `${shown.countedYears} years × salary × 15 ÷ 26 (covered by the Act).`}
            </p>
            {shown.capped ? (
              <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                The formula gives {formatRupees(shown.amount)}, but gratuity under the Act is capped
                at {formatRupees(gratuityCeiling)}.
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                Gratuity under the Act is capped at {formatRupees(gratuityCeiling)} (₹20 lakh).
              </p>
            )}
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
          <ResultPrompt text="Enter your salary and years of service, then press Calculate Gratuity." />
        )
      }
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
