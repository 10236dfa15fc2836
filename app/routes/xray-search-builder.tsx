import { AlertTriangle, ExternalLink, Search } from "lucide-react";
import { Form } from "react-router";
import { SearchOutput, useResetKey } from "~/components/tools/search-output";
import { TextField } from "~/components/tools/text-field";
import { ToolArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { xraySearchContent as content } from "~/content/recruiter-tools/xray-search";
import {
  countQueryWords,
  googleSearchUrl,
  googleWordLimit,
  linkedInCountries,
  linkedInNoise,
  platforms,
} from "~/features/search-builders/build";
import { xrayQuery } from "~/features/search-builders/queries";
import { SavedSearches, SearchTemplates } from "~/features/search-builders/saved-searches";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/xray-search-builder";

const path = "/xray-search-builder";
const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

export const loader = ({ request }: Route.LoaderArgs) => xrayQuery(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  xrayQuery(new URL(request.url));

export default function XRaySearchBuilder({ loaderData }: Route.ComponentProps) {
  const { values, query } = loaderData;
  const formKey = useResetKey("reset");
  const words = countQueryWords(query);
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
            <div>
              <label htmlFor="platform" className="block text-sm font-medium text-slate-800">
                Platform
              </label>
              <select
                id="platform"
                name="platform"
                defaultValue={values.platform}
                className={selectClass}
              >
                {platforms.map((platform) => (
                  <option key={platform.value} value={platform.value}>
                    {platform.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="country" className="block text-sm font-medium text-slate-800">
                LinkedIn country
              </label>
              <select
                id="country"
                name="country"
                defaultValue={values.country}
                aria-describedby="country-hint"
                className={selectClass}
              >
                {linkedInCountries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </select>
              <p id="country-hint" className="mt-1 text-xs text-slate-600">
                Only a hint: searches the country&apos;s subdomain, such as uk.linkedin.com/in, but
                Google may list a profile under another.
              </p>
            </div>
            <div className="flex gap-2 sm:col-span-2">
              <input
                id="skipNoise"
                type="checkbox"
                name="skipNoise"
                defaultChecked={values.skipNoise}
                aria-describedby="skipNoise-hint"
                className="mt-1 size-4 shrink-0"
              />
              <div>
                <label htmlFor="skipNoise" className="text-sm font-medium text-slate-800">
                  Skip job posts and company pages
                </label>
                <p id="skipNoise-hint" className="text-xs text-slate-600">
                  LinkedIn only. Adds {linkedInNoise}.
                </p>
              </div>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("primary", "lg")}>
              <Search aria-hidden="true" className="size-4" />
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
              <ExternalLink aria-hidden="true" className="size-4" />
              Search on Google
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p
              className={`text-sm ${words > googleWordLimit ? "font-semibold text-amber-900" : "text-slate-600"}`}
            >
              {words} of {googleWordLimit} words
            </p>
            {words > googleWordLimit ? (
              <p
                role="alert"
                className="flex w-full gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
              >
                <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
                Google reads only the first {googleWordLimit} words of a query. Remove some titles,
                skills or locations so that none are ignored.
              </p>
            ) : null}
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
