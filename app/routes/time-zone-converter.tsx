import { Form } from "react-router";
import { useResetKey } from "~/components/tools/search-output";
import { ToolArticle } from "~/components/tools/tool-article";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { timeZoneContent as content } from "~/content/recruiter-tools/time-zone";
import { dateExample, localToday } from "~/features/timezone/dates";
import { withCurrentZoneNames } from "~/features/timezone/legacy-zones.server";
import { converterQuery } from "~/features/timezone/query";
import { workingHours } from "~/features/timezone/working-hours";
import { WorkingHoursSection } from "~/features/timezone/working-hours-table";
import { ZoneField, ZoneHint, ZoneSuggestions } from "~/features/timezone/zone-field";
import { offsetsAt } from "~/features/timezone/zones";
import { logger } from "~/lib/logger.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/time-zone-converter";

const path = "/time-zone-converter";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: content.title, description: content.description, path }, matches);

/**
 * The zones' current offsets come from the server's tz data and are reused as they are when the
 * page hydrates, so the browser's own (possibly different) data cannot change the options' text.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = withCurrentZoneNames(new URL(request.url));
  const { zones, ...state } = converterQuery(url);
  if (state.conversion && !state.conversion.ok)
    logger.warn({ event: "time_conversion_failed", ...state.values }, "time conversion failed");
  const hours = zones && workingHours(zones, state.values.date);
  return { ...state, hours, offsets: offsetsAt(Date.now()) };
}

/**
 * The server converts and works out the working-hours view (so that their code is no part of the
 * page's JavaScript); in the browser the date field's "today" is the visitor's own date. (The
 * working-hours view is for the server's today in the From zone until a date is converted, which
 * differs from the visitor's only around midnight.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.conversion) return data;
  return { ...data, values: { ...data.values, date: localToday() } };
}

export default function TimeZoneConverter({ loaderData }: Route.ComponentProps) {
  const { values, errors, conversion, offsets, also, hours } = loaderData;
  const formKey = useResetKey("clear");
  const input =
    "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm";
  return (
    <>
      <PageHeader eyebrow="Free recruiter tool" title={content.heading} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {/* Remounted after Clear, so that the fields show the reset values. */}
        <Form
          key={formKey}
          id="converter"
          method="get"
          action={path}
          preventScrollReset
          replace
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <ZoneField
              id="from-zone"
              label="From Time Zone"
              name="from"
              value={values.from}
              error={errors.from}
            />
            <ZoneField
              id="to-zone"
              label="To Time Zone"
              name="to"
              value={values.to}
              error={errors.to}
            />
            <ZoneHint />
            <div>
              <label htmlFor="time" className="field-label">
                Time
              </label>
              <input
                id="time"
                name="time"
                type="time"
                defaultValue={values.time}
                className={input}
              />
            </div>
            <div>
              <label htmlFor="date" className="field-label">
                Date (DD-MMM-YY)
              </label>
              <input
                id="date"
                name="date"
                type="text"
                defaultValue={values.date}
                autoComplete="off"
                spellCheck={false}
                aria-describedby="date-hint"
                className={input}
              />
              <p id="date-hint" className="mt-1 text-sm text-slate-600">
                For example {dateExample} for 23 November 2026.
              </p>
            </div>
          </div>
          <div>
            <label htmlFor="converted" className="field-label">
              Converted Time
            </label>
            <input
              id="converted"
              readOnly
              value={conversion?.ok ? conversion.text : ""}
              placeholder="Click 'Convert Time' to see result"
              aria-describedby={conversion && !conversion.ok ? "conversion-error" : undefined}
              className={`${input} bg-slate-50 text-lg font-semibold text-brand-900`}
            />
            <p
              id="conversion-error"
              role="alert"
              className="mt-1 min-h-5 text-sm font-medium text-red-700"
            >
              {conversion && !conversion.ok ? conversion.error : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("primary", "lg")}>
              <Icon name="arrow-right-left" aria-hidden="true" />
              Convert Time
            </button>
            <button type="submit" name="clear" value="1" className={buttonClass("secondary", "lg")}>
              Clear
            </button>
          </div>
        </Form>
        <WorkingHoursSection also={also} errors={errors.also} hours={hours} />
        <ZoneSuggestions offsets={offsets} />
        <p className="mt-6 flex gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-700">
          <Icon name="bookmark" aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {content.bookmark}
        </p>
      </div>
      <ToolArticle
        intro={content.intro}
        path={path}
        howTo={content.howTo}
        listHeading="Scheduling tips"
        list={content.tips}
        faqs={content.faqs}
        sources={content.sources}
      />
    </>
  );
}
