import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";

/**
 * The top of a calculator page: the form (a GET form, so the inputs land in the URL and the
 * page works without JavaScript) beside its result.
 */
export function CalculatorPage({
  path,
  eyebrow = "Free calculator",
  heading,
  intro,
  submitLabel,
  fields,
  result,
  after,
  children,
}: {
  path: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  submitLabel: string;
  fields: React.ReactNode;
  result: React.ReactNode;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={heading} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <Form
          method="get"
          action={path}
          noValidate
          preventScrollReset
          replace
          className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {fields}
          <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
            {submitLabel}
          </button>
        </Form>
        <div>{result}</div>
      </div>
      {after ? <div className="mx-auto max-w-5xl space-y-8 px-4 pb-8 sm:px-6">{after}</div> : null}
      {/* The tool comes first (on a phone it is the first thing below the title); the introduction follows it. */}
      <p className="mx-auto max-w-4xl px-4 pb-8 text-lg leading-8 text-slate-700 sm:px-6">
        {intro}
      </p>
      {children}
    </>
  );
}

/** Shown before the first calculation. */
export function ResultPrompt({ text }: { text: string }) {
  return (
    <div className="flex h-full min-h-48 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {text}
    </div>
  );
}
