import { useNavigation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { listCompanies } from "~/features/companies/companies.server";
import { facetNames, parseFilters } from "~/features/companies/directory";
import { DirectoryForm } from "~/features/companies/directory-form";
import {
  ActiveFilters,
  DirectoryPages,
  DirectoryResults,
} from "~/features/companies/directory-results";
import { facetCounts } from "~/features/companies/facet-counts.server";
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
  const filters = parseFilters(url.searchParams);
  const listing = await listCompanies(q, page, filters);
  return {
    q,
    filters,
    page,
    ...listing,
    counts: await facetCounts(q, filters, listing),
    // Known only when the matches were counted to the end.
    pages: listing.exact ? Math.max(1, Math.ceil(listing.total / companiesPageSize)) : undefined,
    submitted: url.searchParams.has("submitted"),
  };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { q, filters, page, companies, total, exact, hasNext, pages, counts, submitted } =
    loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/companies";

  return (
    <>
      <PageHeader eyebrow="Company directory" title="Staffing Companies">
        <p>
          Discover staffing and recruitment firms across the US, and see what the community says
          about them.
        </p>
      </PageHeader>
      <div className="page-section py-10">
        {submitted ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            Thank you! The company you added will appear in the directory once a moderator has
            reviewed it.
          </p>
        ) : null}
        <DirectoryForm q={q} filters={filters} counts={counts} />
        <ActiveFilters q={q} filters={filters} />
        <DirectoryResults
          q={q}
          filtered={facetNames.some((facet) => filters[facet])}
          companies={companies}
          total={total}
          exact={exact}
          searching={searching}
        />
        <DirectoryPages q={q} filters={filters} page={page} pages={pages} hasNext={hasNext} />
      </div>
    </>
  );
}
