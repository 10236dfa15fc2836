import { PageLink } from "~/components/page-link";

/**
 * The listed companies that no specialty filter finds (decision 0028): stored before the
 * filters with an industry that names no specialty (migration 0025), or added without one.
 * A short list with links to each profile, and how many there are.
 */
export function CompaniesWithoutSpecialty({
  companies,
  total,
}: {
  companies: { id: number; name: string; industry: string | null }[];
  total: number;
}) {
  return (
    <section aria-labelledby="without-specialty" className="mt-10">
      <h2 id="without-specialty" className="text-xl font-bold text-slate-900">
        Listed companies without a specialty, {total}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        No specialty filter finds these companies in the directory.
      </p>
      {companies.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          {companies.map((company) => (
            <li key={company.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <PageLink
                to={`/company/${company.id}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {company.name}
              </PageLink>
              <span className="text-slate-600">{company.industry ?? "No industry given"}</span>
            </li>
          ))}
          {total > companies.length ? (
            <li className="px-4 py-2 text-slate-600">and {total - companies.length} more</li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Every listed company has a specialty.
        </p>
      )}
    </section>
  );
}
