import { PageLink } from "~/components/page-link";
import { choiceLabel, facets, type Facet } from "./directory";

type Choices = Record<(typeof facets)[Facet]["field"], string[]>;

const rows: [Facet, string][] = [
  ["specialty", "Specialties"],
  ["service", "Services"],
  ["state", "States served"],
];

/** A profile's specialties, services and states served: the lists it has, or nothing. */
export function CompanyChoices({ company }: { company: Choices }) {
  const shown = rows.filter(([facet]) => company[facets[facet].field].length);
  if (!shown.length) return null;
  return (
    <dl className="mt-6 space-y-4 rounded-xl bg-slate-50 p-4">
      {shown.map(([facet, label]) => (
        <div key={facet}>
          <dt className="eyebrow">{label}</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-2">
              {company[facets[facet].field].map((value) => (
                <li key={value}>
                  <PageLink
                    to={`/companies?${facet}=${encodeURIComponent(value)}`}
                    className="choice-chip"
                  >
                    {choiceLabel(facet, value)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
