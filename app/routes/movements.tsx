import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { ConfirmedMarkNote } from "~/features/movements/confirmed-mark-note";
import { feedPageSize, listMovements, popularTags } from "~/features/movements/feed.server";
import { MovementCard } from "~/features/movements/movement-card";
import { parsePage, searchParam } from "~/lib/params";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/movements";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Career Movements in US Staffing",
      path: "/movements",
      description:
        "The latest promotions, new roles and leadership changes in US staffing and recruitment, reviewed by our moderators and celebrated by the community.",
    },
    matches,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchParam(url, "q");
  const tag = searchParam(url, "tag");
  const page = parsePage(url);
  const [{ movements, total }, tags] = await Promise.all([
    listMovements(q, tag, page),
    popularTags(),
  ]);
  return {
    q,
    tag,
    page,
    pages: Math.max(1, Math.ceil(total / feedPageSize)),
    total,
    movements,
    tags,
  };
}

function href(params: { q?: string; tag?: string; page?: number }) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.tag) search.set("tag", params.tag);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `/movements?${query}` : "/movements";
}

export default function Movements({ loaderData }: Route.ComponentProps) {
  const { q, tag, page, pages, total, movements, tags } = loaderData;
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <PageHeader eyebrow="Community news" title="Career Movements">
        <p>
          Promotions, new roles and leadership changes from across US staffing, reviewed before they
          appear here.
        </p>
      </PageHeader>
      <div className="page-section py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Form
            method="get"
            action="/movements"
            role="search"
            className="flex w-full max-w-xl gap-2"
          >
            {tag ? <input type="hidden" name="tag" value={tag} /> : null}
            <label htmlFor="movement-search" className="sr-only">
              Search movements by name, company or new role
            </label>
            <div className="relative flex-1">
              <Icon
                name="search"
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
              />
              <input
                id="movement-search"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                placeholder="Search by name, company or new role"
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
          <div className="flex gap-3">
            <a
              href={
                tag ? `/movements/rss.xml?tag=${encodeURIComponent(tag)}` : "/movements/rss.xml"
              }
              className={buttonClass("secondary")}
            >
              <Icon name="rss" aria-hidden="true" />
              RSS feed
            </a>
            <PageLink to="/submit" className={buttonClass("primary")}>
              Share a Movement
            </PageLink>
          </div>
        </div>
        {tags.length ? (
          <nav aria-label="Filter by tag" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              <li>
                <PageLink
                  to={href({ q })}
                  aria-current={!tag ? "page" : undefined}
                  className={`rounded-full px-3 py-1 text-sm font-medium ${!tag ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`}
                >
                  All
                </PageLink>
              </li>
              {tags.map((item) => (
                <li key={item}>
                  <PageLink
                    to={href({ q, tag: item })}
                    aria-current={item.toLowerCase() === tag.toLowerCase() ? "page" : undefined}
                    className={`rounded-full px-3 py-1 text-sm font-medium ${item.toLowerCase() === tag.toLowerCase() ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`}
                  >
                    #{item}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <h2 className="mt-8 text-lg font-semibold text-slate-900" aria-live="polite">
          {total} {total === 1 ? "movement" : "movements"}
          {tag ? ` tagged #${tag}` : ""}
          {q ? ` matching "${q}"` : ""}
        </h2>
        {movements.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {movements.map((movement) => (
              <li key={movement.id}>
                <MovementCard movement={movement} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
            {q || tag
              ? "No movements match your search. Try other words or another tag."
              : "No movements have been published yet. Be the first to share one!"}
          </p>
        )}
        {movements.length ? <ConfirmedMarkNote className="mt-8" /> : null}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <PageLink to={href({ q, tag, page: page - 1 })} className={buttonClass("secondary")}>
                Previous page
              </PageLink>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <PageLink to={href({ q, tag, page: page + 1 })} className={buttonClass("secondary")}>
                Next page
              </PageLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
