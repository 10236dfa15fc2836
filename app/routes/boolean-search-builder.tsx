import { Form } from "react-router";
import { SearchOutput, useResetKey } from "~/components/tools/search-output";
import { TextField } from "~/components/tools/text-field";
import { ToolArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { booleanSearchContent as content } from "~/content/recruiter-tools/boolean-search";
import { linkedInLimitsExceeded, orJoins } from "~/features/search-builders/build";
import { booleanQuery } from "~/features/search-builders/queries";
import { SavedSearches, SearchTemplates } from "~/features/search-builders/saved-searches";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/boolean-search-builder";

const path = "/boolean-search-builder";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => booleanQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  booleanQuery(new URL(request.url));

export default function BooleanSearchBuilder({ loaderData }: Route.ComponentProps) {
  const { values, query } = loaderData;
  const formKey = useResetKey("reset");
  const commaHint = "Separate several with commas.";
  const overLimits = linkedInLimitsExceeded(query);
  return (
    <>
      <PageHeader eyebrow="Free recruiter tool" title={content.heading} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <SearchTemplates builder="boolean" />
        <Form
          id="boolean-form"
          key={formKey}
          method="get"
          action={path}
          preventScrollReset
          replace
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job Titles (OR group)"
              name="jobTitles"
              defaultValue={values.jobTitles}
              placeholder="Recruiter, Talent Acquisition Specialist"
              hint={commaHint}
            />
            <TextField
              label="AND Keywords"
              name="andKeywords"
              defaultValue={values.andKeywords}
              placeholder="ATS, sourcing"
              hint="Every one must appear."
            />
            <div className="space-y-3 sm:col-span-2">
              <TextField
                label="OR Keywords"
                name="orKeywords"
                defaultValue={values.orKeywords}
                placeholder="IT staffing, healthcare"
                hint="Separate several with commas. Choose below how they join the rest of the string."
              />
              <fieldset>
                <legend className="field-label">Join OR Keywords with</legend>
                <div className="mt-1.5 space-y-2">
                  {orJoins.map((join) => (
                    <div key={join.value} className="flex gap-2">
                      <input
                        id={`orJoin-${join.value}`}
                        type="radio"
                        name="orJoin"
                        value={join.value}
                        defaultChecked={values.orJoin === join.value}
                        aria-describedby={`orJoin-${join.value}-hint`}
                        className="mt-1 size-4 shrink-0"
                      />
                      <div>
                        <label
                          htmlFor={`orJoin-${join.value}`}
                          className="text-sm font-medium text-slate-800"
                        >
                          {join.label}
                        </label>
                        <p id={`orJoin-${join.value}-hint`} className="text-xs text-slate-600">
                          {join.hint}
                        </p>
                      </div>
                    </div>
                  ))}
                </div>
              </fieldset>
            </div>
            <TextField
              label="NOT Keywords"
              name="notKeywords"
              defaultValue={values.notKeywords}
              placeholder="intern"
              hint="None may appear."
            />
            <TextField
              label="Location"
              name="location"
              defaultValue={values.location}
              placeholder="Dallas, Remote"
              hint={commaHint}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("primary", "lg")}>
              <Icon name="wand-sparkles" aria-hidden="true" />
              Generate Boolean
            </button>
            <button type="submit" name="reset" value="1" className={buttonClass("secondary", "lg")}>
              Reset
            </button>
          </div>
        </Form>
        <SavedSearches builder="boolean" formId="boolean-form" />
        {query ? (
          <SearchOutput
            label="Your Boolean string"
            value={query}
            hint="Use this string in LinkedIn, job boards, or your ATS"
            minHeightClass="min-h-[120px]"
            copiedMessage="Boolean search string copied to clipboard"
          >
            {overLimits.length ? (
              <p className="w-full rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                At {query.length.toLocaleString("en-US")} characters, this string is over our
                cautious guide for{" "}
                {overLimits
                  .map(
                    (limit) =>
                      `${limit.product} (about ${limit.characters.toLocaleString("en-US")} characters)`,
                  )
                  .join(" and ")}
                ; LinkedIn publishes no maximum. If it is cut off or refused, remove a few keywords
                or locations, or split it into two searches.
              </p>
            ) : null}
          </SearchOutput>
        ) : null}
      </div>
      <ToolArticle
        intro={content.intro}
        path={path}
        howTo={content.howTo}
        listHeading="Boolean tips"
        list={content.tips}
        faqs={content.faqs}
      />
    </>
  );
}
