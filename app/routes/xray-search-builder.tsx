import { Form } from "react-router";
import { SearchOutput, useResetKey } from "~/components/tools/search-output";
import { TextField } from "~/components/tools/text-field";
import { ToolArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { xraySearchContent as content } from "~/content/recruiter-tools/xray-search";
import { googleSearchUrl } from "~/features/search-builders/build";
import { xrayQuery } from "~/features/search-builders/queries";
import { SavedSearches, SearchTemplates } from "~/features/search-builders/saved-searches";
import { WordLimit, XRayChoices } from "~/features/search-builders/xray-parts";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/xray-search-builder";

const path = "/xray-search-builder";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => xrayQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  xrayQuery(new URL(request.url));

export default function XRaySearchBuilder({ loaderData }: Route.ComponentProps) {
  const { values, query } = loaderData;
  const formKey = useResetKey("reset");
  const commaHint = "Separate several with commas.";
  return (
    <>
      <PageHeader eyebrow="Free recruiter tool" title={content.heading} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <SearchTemplates builder="xray" />
        <Form
          id="xray-form"
          key={formKey}
          method="get"
          action={path}
          preventScrollReset
          replace
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job Title(s)"
              name="jobTitle"
              defaultValue={values.jobTitle}
              placeholder="Java Developer, Backend Engineer"
              hint={commaHint}
            />
            <TextField
              label="Location"
              name="location"
              defaultValue={values.location}
              placeholder="Austin, Remote"
              hint={commaHint}
            />
            <TextField
              label="Skills (comma separated)"
              name="skills"
              defaultValue={values.skills}
              placeholder="Java, Spring"
            />
            <TextField
              label="Seniority Level"
              name="seniority"
              defaultValue={values.seniority}
              placeholder="Senior, Lead"
              hint={commaHint}
            />
            <TextField
              label="Company (Optional)"
              name="company"
              defaultValue={values.company}
              placeholder="Acme"
            />
            <TextField
              label="Exclude (comma separated)"
              name="exclude"
              defaultValue={values.exclude}
              placeholder="Infosys, Intern"
              hint={
                'Each becomes -"term", which Google leaves out. A leading minus in any field does the same.'
              }
            />
            <XRayChoices values={values} />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("primary", "lg")}>
              <Icon name="search" aria-hidden="true" />
              Build Query
            </button>
            <button type="submit" name="reset" value="1" className={buttonClass("secondary", "lg")}>
              Reset
            </button>
          </div>
        </Form>
        <SavedSearches builder="xray" formId="xray-form" />
        {query ? (
          <SearchOutput
            label="Your X-Ray query"
            value={query}
            hint="Paste this query in Google Search to find matching profiles"
            minHeightClass="min-h-[100px]"
            copiedMessage="Search query copied to clipboard"
          >
            <a
              href={googleSearchUrl(query)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary")}
            >
              <Icon name="external-link" aria-hidden="true" />
              Search on Google
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <WordLimit query={query} />
          </SearchOutput>
        ) : null}
      </div>
      <ToolArticle
        intro={content.intro}
        path={path}
        howTo={content.howTo}
        listHeading="Sourcing tips"
        list={content.tips}
        faqs={content.faqs}
      />
    </>
  );
}
