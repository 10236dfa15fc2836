import { Icon } from "~/components/ui/icon";
import {
  countQueryWords,
  googleWordLimit,
  linkedInCountries,
  linkedInNoise,
  platforms,
  type XRayInput,
} from "./build";

// The X-Ray builder's own parts: its choices (platform, LinkedIn country, the noise filter) and
// the word count Google reads.

const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm";

/** The platform, the LinkedIn country and "Skip job posts and company pages". */
export function XRayChoices({
  values,
}: {
  values: Pick<XRayInput, "platform" | "country" | "skipNoise">;
}) {
  return (
    <>
      <div>
        <label htmlFor="platform" className="field-label">
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
        <label htmlFor="country" className="field-label">
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
        <p id="country-hint" className="field-hint">
          Only a hint: searches the country&apos;s subdomain, such as uk.linkedin.com/in, but Google
          may list a profile under another.
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
    </>
  );
}

/** "N of 32 words", and a warning when Google would ignore the rest. */
export function WordLimit({ query }: { query: string }) {
  const words = countQueryWords(query);
  return (
    <>
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
          <Icon name="triangle-exclamation-point" aria-hidden="true" className="size-5 shrink-0" />
          Google reads only the first {googleWordLimit} words of a query. Remove some titles, skills
          or locations so that none are ignored.
        </p>
      ) : null}
    </>
  );
}
