import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ConfirmedMark } from "~/features/movements/confirmed-mark";
import { findApprovedMovement, wasTakenDown } from "~/features/movements/feed.server";
import { cardPageTags, movementCard } from "~/features/share-cards/cards.server";
import { formatDate } from "~/lib/dates";
import { notFound, takenDown } from "~/lib/not-found";
import { parseId } from "~/lib/params";
import { mailto, movementShareLinks } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/movement";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const movement = id === null ? undefined : await findApprovedMovement(id);
  if (!movement) throw id !== null && (await wasTakenDown(id)) ? takenDown() : notFound("movement");
  const description = `${movement.name} is now ${movement.newRole} at ${movement.company}. ${movement.description}`;
  // The page's tags, with its share card, are made here: their code stays on the server.
  const tags = cardPageTags(
    {
      title: `${movement.name}: ${movement.newRole} at ${movement.company}`,
      path: `/movements/${movement.id}`,
      type: "article",
      description:
        description.length > 160 ? `${description.slice(0, 157).trimEnd()}...` : description,
    },
    movementCard(movement),
  );
  return { movement, tags };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.tags ?? [{ title: "Page not found | Staffing Spotlight" }];

export default function Movement({ loaderData }: Route.ComponentProps) {
  const { movement } = loaderData;
  const site = useSite();
  const { url, linkedIn } = movementShareLinks(site, movement);
  const removal = `${mailto(site.contactEmail, "Post Removal Request")}&body=${encodeURIComponent(`Please remove this post: ${url}\n\nYour name:\nReason (optional):`)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageLink
        to="/movements"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" aria-hidden="true" />
        All movements
      </PageLink>
      <article className="panel mt-4">
        <p className="text-sm text-slate-600">
          <time dateTime={movement.createdAt}>{formatDate(movement.createdAt)}</time>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{movement.name}</h1>
        {movement.confirmed ? <ConfirmedMark confirmed={movement.confirmed} /> : null}
        <p className="mt-2 text-xl font-semibold text-brand-800">{movement.newRole}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
          <span className="meta-item">
            <Icon name="building-complex" aria-hidden="true" />
            {movement.companyId ? (
              <PageLink
                to={`/company/${movement.companyId}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {movement.company}
              </PageLink>
            ) : (
              movement.company
            )}
          </span>
          {movement.location ? (
            <span className="meta-item">
              <Icon name="map-pin" aria-hidden="true" />
              {movement.location}
            </span>
          ) : null}
        </p>
        {movement.previousRole || movement.previousCompany ? (
          <p className="mt-3 text-sm text-slate-600">
            Previously{" "}
            {[movement.previousRole, movement.previousCompany].filter(Boolean).join(" at ")}
          </p>
        ) : null}
        <p className="mt-6 whitespace-pre-line leading-7 text-slate-800">{movement.description}</p>
        {movement.tags.length ? (
          <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
            {movement.tags.map((tag) => (
              <li key={tag}>
                <PageLink
                  to={`/movements?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  #{tag}
                </PageLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-100 pt-6">
          <a
            href={linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary")}
          >
            <Icon name="external-link" aria-hidden="true" />
            Congratulate on LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={removal} className={buttonClass("secondary")}>
            <Icon name="trash" aria-hidden="true" />
            Post Removal
          </a>
        </div>
      </article>
    </div>
  );
}
