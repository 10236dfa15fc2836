import { Form } from "react-router";
import { ChoiceFields } from "~/features/companies/choice-fields";
import { formatDateTime, formatTime } from "~/lib/dates";
import { CompaniesWithoutSpecialty } from "./companies-without-specialty";
import type { Subject } from "./actions";
import type { WorkspaceViewData } from "./queues.server";
import { FlagsList, ProposalsList, RepliesList } from "./answers-view";
import { ClaimsList } from "./claims-view";
import { Corrections, TakenDown } from "./person-moderation";
import { listAnchor, viewHref, type ItemList, type WorkspaceView } from "./views";
import { DecisionButtons, EditBeforeApprove, MovementReview, ReviewModeration } from "./workspace";
import { Empty, ListLinks, LongText, Pager, Section } from "./workspace-parts";

// The three queues' views: pending items (with the rejections that can still be undone) and
// published ones, a page at a time.

type ViewOf<V extends WorkspaceView> = Extract<WorkspaceViewData, { view: V }>;

/** The pending and published lists of a queue's view, the current one marked. */
function QueueLists({
  view,
  list,
  noun,
  publishedText,
  corrections = 0,
  answers,
}: {
  view: WorkspaceView;
  list: ItemList;
  noun: string;
  publishedText: string;
  /** The movements' corrections waiting (issue 31). */
  corrections?: number;
  /** What companies' representatives sent and waits (issue 32). */
  answers?: { replies: number; flags: number; proposals: number };
}) {
  const link = (text: string, to: ItemList) => ({
    text,
    href: viewHref(view, { list: to }),
    current: list === to,
  });
  return (
    <ListLinks
      label={`Lists of ${noun}`}
      links={[
        { text: "Waiting for review", href: viewHref(view), current: list === "pending" },
        {
          text: publishedText,
          href: viewHref(view, { list: "published" }),
          current: list === "published",
        },
        // Published movements their featured person has not confirmed (issue 31).
        ...(view === "movements"
          ? [
              {
                text: "Not confirmed by the person",
                href: viewHref(view, { list: "unconfirmed" }),
                current: list === "unconfirmed",
              },
              {
                text: `Corrections from the person (${corrections})`,
                href: viewHref(view, { list: "corrections" }),
                current: list === "corrections",
              },
              {
                text: "Taken down by the person",
                href: viewHref(view, { list: "taken-down" }),
                current: list === "taken-down",
              },
            ]
          : []),
        // Who claimed which profile, and what representatives send (issue 32).
        ...(view === "companies"
          ? [
              link("Claims", "claims"),
              link(`Profile changes from companies (${answers?.proposals ?? 0})`, "proposals"),
            ]
          : []),
        ...(view === "reviews"
          ? [
              link(`Replies from companies (${answers?.replies ?? 0})`, "replies"),
              link(`Flags from companies (${answers?.flags ?? 0})`, "flags"),
            ]
          : []),
      ]}
    />
  );
}

/** Rejections made in the last 10 minutes, each with its Undo. */
function UndoPanel({
  subject,
  undoable,
}: {
  subject: Subject;
  undoable: { id: number; name: string; until: string }[];
}) {
  if (!undoable.length) return null;
  return (
    <section
      aria-labelledby={`undo-${subject}`}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id={`undo-${subject}`} className="font-semibold text-slate-900">
        Rejected in the last 10 minutes
      </h2>
      {/* One line a rejection, however many there were: the queue stays within three screens. */}
      <ul className="mt-2 divide-y divide-amber-200 text-sm">
        {undoable.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-1">
            <span className="min-w-0 truncate" title={item.name}>
              “{item.name}” · until {formatTime(item.until)}
            </span>
            <Form method="post" className="shrink-0">
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="subject" value={subject} />
              <input type="hidden" name="id" value={item.id} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-900 hover:bg-slate-50"
              >
                Undo<span className="sr-only"> the rejection of “{item.name}”</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function pagerOf(
  view: WorkspaceView,
  list: ItemList,
  label: string,
  data: { page: number; pages: number },
) {
  return (
    <Pager
      label={label}
      page={data.page}
      pages={data.pages}
      href={(page) => viewHref(view, { list, page })}
    />
  );
}

/**
 * A list of its own in a queue's view (claims; what companies send): the view's lists, then a
 * section of its items, or what to say when there are none, with its pages.
 */
function ListView({
  view,
  list,
  answers,
  title,
  data,
  empty,
  pagesLabel,
  children,
}: {
  view: "companies" | "reviews";
  list: ItemList;
  answers: { replies: number; flags: number; proposals: number };
  title: string;
  data: { total: number; page: number; pages: number; items: unknown[] };
  empty: string;
  pagesLabel: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <QueueLists
        view={view}
        list={list}
        noun={view}
        publishedText={view === "companies" ? "Listed" : "Published"}
        answers={answers}
      />
      <Section id={listAnchor(view, list)} title={title} count={data.total}>
        {data.items.length ? children : <Empty text={empty} />}
        {pagerOf(view, list, pagesLabel, data)}
      </Section>
    </>
  );
}

/**
 * One queue's view, pending or published: its two lists, the rejections that can be undone,
 * and a section of its items (or what to say when there are none) with its pages.
 */
function QueueFrame({
  view,
  subject,
  list,
  page,
  pendingCount,
  undoable,
  publishedText,
  empty,
  corrections,
  answers,
  children,
}: {
  view: "movements" | "companies" | "reviews";
  subject: Subject;
  list: ItemList;
  page: { page: number; pages: number; total: number; items: unknown[] };
  pendingCount: number;
  undoable: { id: number; name: string; until: string }[];
  publishedText: "Published" | "Listed";
  empty: { pending: string; published: string };
  corrections?: number;
  answers?: { replies: number; flags: number; proposals: number };
  children: React.ReactNode;
}) {
  const pending = list === "pending";
  const published = list === "unconfirmed" ? "unconfirmed" : publishedText.toLowerCase();
  const title = pending ? "Pending" : list === "unconfirmed" ? "Unconfirmed" : publishedText;
  return (
    <>
      <QueueLists
        view={view}
        list={list}
        noun={view}
        publishedText={publishedText}
        corrections={corrections}
        answers={answers}
      />
      {pending ? <UndoPanel subject={subject} undoable={undoable} /> : null}
      <Section
        id={listAnchor(view, list)}
        title={`${title} ${view}`}
        count={pending ? pendingCount : page.total}
      >
        {page.items.length ? children : <Empty text={pending ? empty.pending : empty.published} />}
        {pagerOf(view, list, `Pages of ${pending ? "pending" : published} ${view}`, page)}
      </Section>
    </>
  );
}

export function MovementsView({ data }: { data: ViewOf<"movements"> }) {
  const { list, page, corrections, takenDown } = data;
  if (takenDown)
    return (
      <>
        <QueueLists
          view="movements"
          list={list}
          noun="movements"
          publishedText="Published"
          corrections={corrections.total}
        />
        <Section
          id={listAnchor("movements", "taken-down")}
          title="Taken down by the person"
          count={takenDown.total}
        >
          {takenDown.items.length ? (
            <TakenDown items={takenDown.items} />
          ) : (
            <Empty text="No movement has been taken down by its person." />
          )}
          {pagerOf("movements", list, "Pages of movements taken down", takenDown)}
        </Section>
      </>
    );
  if (corrections.page)
    return (
      <>
        <QueueLists
          view="movements"
          list={list}
          noun="movements"
          publishedText="Published"
          corrections={corrections.total}
        />
        <Section
          id={listAnchor("movements", "corrections")}
          title="Corrections from the person"
          count={corrections.total}
        >
          {corrections.page.items.length ? (
            <Corrections items={corrections.page.items} />
          ) : (
            <Empty text="No corrections are waiting." />
          )}
          {pagerOf("movements", list, "Pages of corrections", corrections.page)}
        </Section>
      </>
    );
  return (
    <QueueFrame
      view="movements"
      subject="movement"
      list={list}
      page={page}
      pendingCount={data.counts.movements}
      undoable={data.undoable}
      publishedText="Published"
      empty={{
        pending: "No movements are waiting for review.",
        published:
          list === "unconfirmed"
            ? "Every published movement is confirmed by its person."
            : "Nothing is published yet.",
      }}
      corrections={corrections.total}
    >
      {page.items.map((movement) => (
        <MovementReview key={movement.id} movement={movement} published={list !== "pending"} />
      ))}
    </QueueFrame>
  );
}

function PendingCompany({ company }: { company: ViewOf<"companies">["page"]["items"][number] }) {
  return (
    <article
      aria-labelledby={`review-company-${company.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3
        id={`review-company-${company.id}`}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-slate-900"
      >
        {company.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {[
          company.industry,
          company.location,
          company.employee_count,
          company.website,
          company.logo_url,
        ]
          .filter(Boolean)
          .join(" · ") || "No details given"}{" "}
        · received {formatDateTime(company.created_at)}
      </p>
      {company.description ? (
        <LongText label={`Description: ${company.name}`}>{company.description}</LongText>
      ) : null}
      <EditBeforeApprove
        subject="company"
        id={company.id}
        fields={[
          { name: "name", label: "Name", value: company.name },
          { name: "website", label: "Website", value: company.website ?? "" },
          { name: "industry", label: "Industry", value: company.industry ?? "" },
          { name: "location", label: "Location", value: company.location ?? "" },
          { name: "employee_count", label: "Employee count", value: company.employee_count ?? "" },
          { name: "logo_url", label: "Logo URL", value: company.logo_url ?? "" },
          {
            name: "description",
            label: "Description",
            value: company.description ?? "",
            multiline: true,
          },
        ]}
      >
        <ChoiceFields values={company} />
      </EditBeforeApprove>
      <DecisionButtons subject="company" id={company.id} />
    </article>
  );
}

function ListedCompany({ company }: { company: { id: number; name: string } }) {
  return (
    <article
      aria-labelledby={`listed-company-${company.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3
        id={`listed-company-${company.id}`}
        tabIndex={-1}
        className="scroll-mt-24 font-semibold text-slate-900"
      >
        {company.name}
      </h3>
      <DecisionButtons subject="company" id={company.id} published />
    </article>
  );
}

export function CompaniesView({ data }: { data: ViewOf<"companies"> }) {
  const { list, page, claims, proposals, answers } = data;
  if (proposals)
    return (
      <ListView
        view="companies"
        list={list}
        answers={answers}
        title="Profile changes from companies"
        data={proposals}
        empty="No profile changes are waiting."
        pagesLabel="Pages of profile changes"
      >
        <ProposalsList items={proposals.items} />
      </ListView>
    );
  if (claims)
    return (
      <ListView
        view="companies"
        list={list}
        answers={answers}
        title="Claims"
        data={claims}
        empty="No company has been claimed yet."
        pagesLabel="Pages of claims"
      >
        <ClaimsList items={claims.items} />
      </ListView>
    );
  return (
    <>
      <QueueFrame
        view="companies"
        subject="company"
        list={list}
        page={page}
        pendingCount={data.counts.companies}
        undoable={data.undoable}
        publishedText="Listed"
        answers={answers}
        empty={{
          pending: "No companies are waiting for review.",
          published: "No companies are listed yet.",
        }}
      >
        {page.items.map((company) =>
          list === "pending" ? (
            <PendingCompany key={company.id} company={company} />
          ) : (
            <ListedCompany key={company.id} company={company} />
          ),
        )}
      </QueueFrame>
      {data.withoutSpecialty ? <CompaniesWithoutSpecialty {...data.withoutSpecialty} /> : null}
    </>
  );
}

export function ReviewsView({ data }: { data: ViewOf<"reviews"> }) {
  const { list, page, replies, flags, answers } = data;
  if (replies)
    return (
      <ListView
        view="reviews"
        list={list}
        answers={answers}
        title="Replies from companies"
        data={replies}
        empty="No replies are waiting."
        pagesLabel="Pages of replies"
      >
        <RepliesList items={replies.items} />
      </ListView>
    );
  if (flags)
    return (
      <ListView
        view="reviews"
        list={list}
        answers={answers}
        title="Flags from companies"
        data={flags}
        empty="No flags are open."
        pagesLabel="Pages of flags"
      >
        <FlagsList items={flags.items} />
      </ListView>
    );
  return (
    <QueueFrame
      view="reviews"
      subject="review"
      list={list}
      page={page}
      pendingCount={data.counts.reviews}
      undoable={data.undoable}
      publishedText="Published"
      answers={answers}
      empty={{
        pending: "No reviews are waiting for review.",
        published: "No reviews are published yet.",
      }}
    >
      {page.items.map((review) => (
        <ReviewModeration key={review.id} review={review} published={list !== "pending"} />
      ))}
    </QueueFrame>
  );
}
