import { PageLink } from "~/components/page-link";
import { shownCount, type SiteCounts } from "./numbers";

interface Stat {
  key: keyof SiteCounts;
  label: string;
  /**
   * What the block says instead while the count is below shownFrom, true of a young site: a
   * lead-in, then a link to add to the count.
   */
  early: { lead: string; action: string; href: string };
}

function stats(movementsLabel: string): Stat[] {
  const first = "Be among the first to";
  return [
    {
      key: "movements",
      label: movementsLabel,
      early: {
        lead: "A new community: be among the first to",
        action: "share a movement",
        href: "/submit",
      },
    },
    {
      key: "companies",
      label: "Companies Listed",
      early: {
        lead: "A young directory:",
        action: "suggest a staffing company",
        href: "/submit-company",
      },
    },
    {
      key: "certificates",
      label: "Certificates Issued",
      early: { lead: first, action: "earn the certificate", href: "/assessment" },
    },
    {
      key: "reviews",
      label: "Reviews Published",
      early: { lead: first, action: "review a company", href: "/companies" },
    },
  ];
}

const layouts = {
  /** The home page's strip under the hero. */
  strip: {
    list: "stat-strip",
    item: "stat-strip-item",
    value: "text-4xl font-bold text-brand-700",
    movements: "Movements Celebrated",
  },
  /** The about page's cards. */
  cards: {
    list: "grid grid-cols-2 gap-4 md:grid-cols-4",
    item: "flex items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm",
    value: "text-3xl font-bold text-brand-700",
    movements: "Career Movements Celebrated",
  },
} as const;

/**
 * The site's numbers as counted from its data (numbers.server.ts), each exact once it reaches
 * shownFrom; below that, a sentence that is true of a young site and says how to add to it.
 */
export function CommunityNumbers({
  counts,
  layout,
}: {
  counts: SiteCounts;
  layout: keyof typeof layouts;
}) {
  const style = layouts[layout];
  return (
    <dl className={style.list}>
      {stats(style.movements).map((stat) => {
        const shown = shownCount(counts[stat.key]);
        return (
          // A number above its label, as the spec draws it; a sentence below its label.
          <div
            key={stat.key}
            className={`${style.item} ${shown ? "flex-col-reverse justify-end" : "flex-col"}`}
          >
            <dt className="stat-label">{stat.label}</dt>
            {shown ? (
              <dd className={`${style.value} mb-1`}>{shown}</dd>
            ) : (
              <dd className="stat-note">
                {stat.early.lead}{" "}
                <PageLink to={stat.early.href} className="inline-link">
                  {stat.early.action}
                </PageLink>
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
