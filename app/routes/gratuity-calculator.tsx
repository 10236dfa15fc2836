import { useEffect } from "react";
import { useNavigationType } from "react-router";
import { toast } from "~/lib/toast-store";
import { CalculatorPage, useLiveResult } from "~/components/tools/calculator-page";
import { CalculatorArticle } from "~/components/tools/tool-article";
import { gratuityContent as content } from "~/content/calculators/gratuity";
import { gratuityQuery } from "~/features/calculators/gratuity";
import { GratuityFields, GratuityResultView } from "~/features/calculators/gratuity-form";
import { formatRupees } from "~/lib/numbers";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gratuity-calculator";

const path = "/gratuity-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => gratuityQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  gratuityQuery(new URL(request.url));

export default function GratuityCalculator({ loaderData }: Route.ComponentProps) {
  const [{ values, errors, result }, onInputs] = useLiveResult(loaderData, gratuityQuery);
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
      values={values}
      errors={errors}
      fields={<GratuityFields values={values} errors={errors} />}
      summary={
        !result
          ? null
          : !result.eligible
            ? { message: result.message }
            : result.payable > 0
              ? { label: "Gratuity", value: formatRupees(result.payable) }
              : null
      }
      result={<GratuityResultView result={result} employment={values.employment} />}
    >
      <CalculatorArticle path={path} content={content} />
    </CalculatorPage>
  );
}
