import { PageLink } from "~/components/page-link";
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
      <p className="card-date">
        <time dateTime={movement.createdAt}>{formatDate(movement.createdAt)}</time>
      </p>
      <Heading id={`movement-${movement.id}`} className="card-title">
        {movement.name}
      </Heading>
      {movement.confirmed ? <ConfirmedMark confirmed={movement.confirmed} small /> : null}
      <p className="card-role">{movement.newRole}</p>
      <p className="meta-line mt-1">
        <span className="meta-item">
          <Icon name="building-complex" aria-hidden="true" />
          {movement.company}
        </span>
        {movement.location ? (
          <span className="meta-item">
            <Icon name="map-pin" aria-hidden="true" />
            {movement.location}
          </span>
        ) : null}
      </p>
      <p className="card-text">{movement.description}</p>
      {movement.tags.length ? (
        <ul aria-label="Tags" className="tag-list">
          {movement.tags.map((tag) => (
            <li key={tag}>
              <PageLink to={`/movements?tag=${encodeURIComponent(tag)}`} className="tag-chip">
                {`#${tag}`}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      <PageLink to={`/movements/${movement.id}`} className="more-link mt-4">
        Read more<span className="sr-only">{` about ${movement.name}`}</span>
        <Icon name="arrow-right" aria-hidden="true" />
      </PageLink>
    </article>
  );
}
