import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/lib/dates";
import { ConfirmedMark } from "./confirmed-mark";
import type { FeedMovement } from "./feed.server";

export function MovementCard({
  movement,
  headingLevel = 2,
}: {
  movement: FeedMovement;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article aria-labelledby={`movement-${movement.id}`} className="card">
      <p className="text-xs font-medium text-slate-600">
        <time dateTime={movement.createdAt}>{formatDate(movement.createdAt)}</time>
      </p>
      <Heading id={`movement-${movement.id}`} className="mt-1 text-lg font-semibold text-slate-900">
        {movement.name}
      </Heading>
      {movement.confirmed ? <ConfirmedMark confirmed={movement.confirmed} small /> : null}
      <p className="mt-1 font-medium text-brand-800">{movement.newRole}</p>
      <p className="meta-line mt-1">
        <span className="inline-flex items-center gap-1">
          <Icon name="building-complex" aria-hidden="true" className="size-4" />
          {movement.company}
        </span>
        {movement.location ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" aria-hidden="true" className="size-4" />
            {movement.location}
          </span>
        ) : null}
      </p>
      <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-slate-700">
        {movement.description}
      </p>
      {movement.tags.length ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {movement.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/movements?tag=${encodeURIComponent(tag)}`} className="tag-chip">
                {`#${tag}`}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={`/movements/${movement.id}`} className="more-link mt-4">
        Read more<span className="sr-only">{` about ${movement.name}`}</span>
        <Icon name="arrow-right" aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
