import { useEffect } from "react";
import { Form, useLocation } from "react-router";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { UnconfirmedAction } from "./actions";
import { BackupFailure, BackupLine } from "./backup-line";
import type { BackupView } from "./backups.server";
import { ConfirmDialog } from "./confirm-dialog";
import { AuditView, CertificatesView, ContactView, OutboxView } from "./desk-views";
import { QuestionsView } from "./questions-view";
import { CompaniesView, MovementsView, ReviewsView } from "./queue-views";
import type { WorkspaceViewData } from "./queues.server";
import { viewHref, viewLabels, workspaceViews, type WorkspaceView } from "./views";
import { CountBadge, withCount } from "./workspace-parts";
import type { Role } from "./roles";

type WorkspacePageProps = WorkspaceViewData & {
  moderator: { email: string; queueMail: boolean; role: Role };
  confirm?: { action: UnconfirmedAction; title: string; back: string };
  backup: BackupView;
};

/**
 * The moderators' workspace: who is signed in, the tabs of its views (each a page of its own,
 * with the counts waiting), the confirm step of a decision when one is asked, and one view.
 */
export function WorkspacePage(props: WorkspacePageProps) {
  const { moderator, counts, confirm } = props;
  useFocusOnFragment();
  const waiting: Partial<Record<WorkspaceView, number>> = {
    movements: counts.movements,
    companies: counts.companies,
    reviews: counts.reviews,
    contact: counts.contact,
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {/* The account's own pages beside the heading: on a phone too, they take no line. */}
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Moderation</h1>
            <p className="text-sm">
              <PageLink to="/admin/account" className="font-medium text-brand-700 underline">
                Your account
              </PageLink>
              {moderator.role === "owner" ? (
                <>
                  {" · "}
                  <PageLink to="/admin/team" className="font-medium text-brand-700 underline">
                    Team
                  </PageLink>
                </>
              ) : null}
            </p>
          </div>
          <p className="mt-1 text-sm text-slate-600">Signed in as {moderator.email}</p>
          <BackupFailure backup={props.backup} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post" className="flex flex-wrap items-center gap-2 text-sm">
            <input type="hidden" name="intent" value="queue-mail" />
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name="queueMail"
                defaultChecked={moderator.queueMail}
                className="size-4"
              />
              E-mail about new items (at most one every 15 minutes)
            </label>
            <button type="submit" className={buttonClass("secondary")}>
              Save
            </button>
          </Form>
          <Form method="post" action="/admin/logout">
            <button type="submit" className={buttonClass("secondary")}>
              <Icon name="log-out" aria-hidden="true" />
              Sign out
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label="Workspace" className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-1 text-sm">
          {workspaceViews.map((view) => {
            const current = view === props.view;
            const count = waiting[view];
            return (
              <li key={view}>
                <a
                  href={viewHref(view)}
                  aria-label={withCount(viewLabels[view], count)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block border-b-2 px-2 py-2 font-medium sm:px-3 ${current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:border-slate-300"}`}
                >
                  {viewLabels[view]}
                  {count !== undefined ? <CountBadge count={count} /> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {confirm ? <ConfirmDialog step={confirm} /> : null}
      {props.view === "outbox" ? <BackupLine backup={props.backup} /> : null}
      <ViewBody {...props} canRetire={moderator.role === "owner"} />
    </div>
  );
}

function ViewBody(data: WorkspaceViewData & { canRetire: boolean }) {
  switch (data.view) {
    case "movements":
      return <MovementsView data={data} />;
    case "companies":
      return <CompaniesView data={data} />;
    case "reviews":
      return <ReviewsView data={data} />;
    case "contact":
      return <ContactView data={data} />;
    case "certificates":
      return <CertificatesView data={data} />;
    case "questions":
      return <QuestionsView data={data} canRetire={data.canRetire} />;
    case "outbox":
      return <OutboxView data={data} />;
    case "audit":
      return <AuditView data={data} />;
  }
}

/**
 * After a decision the server sends the moderator to the next item's heading (a fragment). The
 * browser scrolls there itself; with JavaScript, where the page is not loaded anew, focus is
 * moved there too (the headings take focus: tabindex -1), so the keyboard and a screen reader
 * carry on from the next item, not from the top of the page.
 */
function useFocusOnFragment() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // Again on the next frames while something else takes focus back as the page settles (a
    // busy machine's late re-render left it on the body): at most ten frames, then as it is.
    let frames = 0;
    let frame = 0;
    const place = () => {
      const target = document.getElementById(id);
      if (target && document.activeElement !== target) target.focus();
      if ((frames += 1) < 10) frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
