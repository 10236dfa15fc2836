import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { booleanTemplates, xrayTemplates } from "~/content/recruiter-tools/search-templates";
import { useHydrated } from "~/lib/use-hydrated";
import { fillForm, searchHref, type Builder } from "./search-href";

// The panel is fetched the first time a visitor opens "Saved searches", so a page's first load
// carries only this launcher (the builders have little JavaScript budget left).
const SavedSearchesPanel = lazy(() => import("./saved-searches-panel"));

/**
 * "Saved searches", kept in this browser's storage: shown only once JavaScript runs, since
 * without it there is no storage to read.
 */
export function SavedSearches({ builder, formId }: { builder: Builder; formId: string }) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (!hydrated) return null;
  return (
    <details
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-lg font-bold text-slate-900">Saved searches</summary>
      {opened ? (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-600">Loading…</p>}>
          <SavedSearchesPanel builder={builder} formId={formId} />
        </Suspense>
      ) : null}
    </details>
  );
}

/** Plain links to the builder's URL with each template's values, so they work without script. */
export function SearchTemplates({ builder }: { builder: Builder }) {
  const id = useId();
  const templates = builder === "xray" ? xrayTemplates : booleanTemplates;
  return (
    <nav
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        Templates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Start from a common staffing search, then adjust the fields.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {templates.map((template) => (
          <li key={template.name}>
            <Link
              to={searchHref(builder, template.values)}
              state={fillForm}
              preventScrollReset
              className={buttonClass("secondary")}
            >
              {template.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
