import { Plus, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { listCompanies } from "~/features/companies/companies.server";
import { CompanyCard } from "~/features/companies/company-card";
import { companiesPageSize } from "~/features/companies/schema";
import { parsePage, searchParam } from "~/lib/params";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/companies";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Staffing Companies Directory",
      path: "/companies",
      description:
        "Browse US staffing and recruitment companies by name, industry or location, read their ratings and reviews, and add a company that is missing.",
    },
    matches,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchParam(url, "q");
  const page = parsePage(url);
  const { companies, total } = await listCompanies(q, page);
  return {
    q,
    page,
    companies,
    total,
    pages: Math.max(1, Math.ceil(total / companiesPageSize)),
    submitted: url.searchParams.has("submitted"),
  };
}

function pageHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/companies?${query}` : "/companies";
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { q, page, companies, total, pages, submitted } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/companies";

  return (
    <>
      <PageHeader eyebrow="Company directory" title="Staffing Companies">
        <p>
          Discover staffing and recruitment firms across the US, and see what the community says
          about them.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {submitted ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            Thank you! The company you added will appear in the directory once a moderator has
            reviewed it.
          </p>
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Form
            method="get"
            action="/companies"
            role="search"
            className="flex w-full max-w-xl gap-2"
          >
            <label htmlFor="company-search" className="sr-only">
              Search companies by name, industry or location
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id="company-search"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                placeholder="Search by name, industry or location"
                className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 shadow-sm"
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  clearTimeout(timer.current);
                  timer.current = setTimeout(
                    () => submit(form, { replace: true, preventScrollReset: true }),
                    250,
                  );
                }}
              />
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              Search
            </button>
          </Form>
          <Link to="/submit-company" className={buttonClass("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            Add Company
          </Link>
        </div>

        <h2
          className="mt-8 text-lg font-semibold text-slate-900"
          aria-live="polite"
          aria-busy={searching}
        >
          {total} {total === 1 ? "company" : "companies"}
          {q ? ` matching "${q}"` : ""}
        </h2>

        {companies.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        ) : q ? (
          <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
            No companies found matching "{q}". Try adjusting your search terms.
          </p>
        ) : (
          <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-slate-700">No companies found. Be the first to add a company!</p>
            <Link to="/submit-company" className={`${buttonClass("primary")} mt-5`}>
              <Plus aria-hidden="true" className="size-4" />
              Add First Company
            </Link>
          </div>
        )}

        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link to={pageHref(q, page - 1)} className={buttonClass("secondary")}>
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <Link to={pageHref(q, page + 1)} className={buttonClass("secondary")}>
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
