import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { ConfirmedMarkNote } from "./confirmed-mark-note";
import type { FeedMovement } from "./feed.server";
import { MovementCard } from "./movement-card";

/** The home page's latest approved movements, when there are any. */
export function RecentMovements({ movements }: { movements: FeedMovement[] }) {
  if (!movements.length) return null;
  return (
    <section aria-labelledby="recent-heading" className="page-section py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recent-heading" className="section-title">
            Recent Movements
          </h2>
          <p className="mt-2 text-slate-600">
            The latest career news from our community, reviewed by our moderators.
          </p>
        </div>
        <PageLink to="/movements" className={buttonClass("secondary")}>
          See all movements
        </PageLink>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {movements.map((movement) => (
          <li key={movement.id}>
            <MovementCard movement={movement} headingLevel={3} />
          </li>
        ))}
      </ul>
      <ConfirmedMarkNote className="mt-8" />
    </section>
  );
}
