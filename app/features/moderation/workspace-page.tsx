import { Download, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ChoiceFields } from "~/features/companies/choice-fields";
import { formatDateTime } from "~/lib/dates";
import { CompaniesWithoutSpecialty } from "./companies-without-specialty";
import type { workspaceData } from "./queues.server";
import { DecisionButtons, EditBeforeApprove, MovementReview, ReviewModeration } from "./workspace";

type WorkspaceData = Awaited<ReturnType<typeof workspaceData>> & {
  moderator: { email: string; queueMail: boolean };
};

/**
 * The moderators' workspace: counts, queues, inbox, published items, completions, the e-mail
 * outbox, audit log.
 */
export function WorkspacePage({
  moderator,
  counts,
  movements,
  published,
  companies,
  listed,
  inbox,
  audit,
  completions,
  reviews,
  publishedReviews,
  outbox,
  withoutSpecialty,
}: WorkspaceData) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Moderation</h1>
          <p className="mt-1 text-sm text-slate-600">Signed in as {moderator.email}</p>
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
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
        </div>
        <Form method="post" action="/admin/logout">
          <button type="submit" className={buttonClass("secondary")}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </Form>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Pending movements", counts.movements, "#pending-movements"],
          ["Pending companies", counts.companies, "#pending-companies"],
          ["Pending reviews", counts.reviews, "#pending-reviews"],
          ["New messages", counts.contact, "#inbox"],
        ].map(([label, value, href]) => (
          <div
            key={String(label)}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">
              <a href={String(href)} className="hover:underline">
                {label}
              </a>
            </dt>
            <dd className="text-3xl font-bold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>

      <Section id="pending-movements" title="Pending movements" count={counts.movements}>
        {movements.length ? (
          movements.map((movement) => <MovementReview key={movement.id} movement={movement} />)
        ) : (
          <Empty text="No movements are waiting for review." />
        )}
      </Section>

      <Section id="pending-companies" title="Pending companies" count={counts.companies}>
        {companies.length ? (
          companies.map((company) => (
            <article
              key={company.id}
              aria-labelledby={`review-company-${company.id}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3
                id={`review-company-${company.id}`}
                className="text-lg font-semibold text-slate-900"
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
                <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                  {company.description}
                </p>
              ) : null}
              <EditBeforeApprove
                subject="company"
                id={company.id}
                fields={[
                  { name: "name", label: "Name", value: company.name },
                  { name: "website", label: "Website", value: company.website ?? "" },
                  { name: "industry", label: "Industry", value: company.industry ?? "" },
                  { name: "location", label: "Location", value: company.location ?? "" },
                  {
                    name: "employee_count",
                    label: "Employee count",
                    value: company.employee_count ?? "",
                  },
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
          ))
        ) : (
          <Empty text="No companies are waiting for review." />
        )}
      </Section>

      <Section id="pending-reviews" title="Pending reviews" count={counts.reviews}>
        {reviews.length ? (
          reviews.map((review) => <ReviewModeration key={review.id} review={review} />)
        ) : (
          <Empty text="No reviews are waiting for review." />
        )}
      </Section>

      <Section id="inbox" title="Contact messages" count={counts.contact}>
        {inbox.length ? (
          inbox.map((message) => (
            <article
              key={message.id}
              aria-labelledby={`message-${message.id}`}
              className={`rounded-xl border p-5 shadow-sm ${message.status === "new" ? "border-brand-200 bg-white" : "border-slate-200 bg-slate-50"}`}
            >
              <h3 id={`message-${message.id}`} className="font-semibold text-slate-900">
                {message.subject}{" "}
                <span className="text-sm font-normal text-slate-600">({message.status})</span>
              </h3>
              <p className="text-sm text-slate-600">
                {message.name} ·{" "}
                <a
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                  className="text-brand-700 underline"
                >
                  {message.email}
                </a>{" "}
                · {formatDateTime(message.created_at)}
              </p>
              <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{message.message}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="contact" />
                <input type="hidden" name="id" value={message.id} />
                <input
                  type="hidden"
                  name="status"
                  value={message.status === "new" ? "handled" : "new"}
                />
                <button type="submit" className={buttonClass("secondary")}>
                  {message.status === "new" ? "Mark as handled" : "Mark as new"}
                </button>
              </Form>
            </article>
          ))
        ) : (
          <Empty text="No messages yet." />
        )}
      </Section>

      <Section id="published-movements" title="Published movements">
        {published.length ? (
          published.map((movement) => (
            <MovementReview key={movement.id} movement={movement} published />
          ))
        ) : (
          <Empty text="Nothing is published yet." />
        )}
      </Section>

      <Section id="listed-companies" title="Listed companies">
        {listed.length ? (
          listed.map((company) => (
            <article
              key={company.id}
              aria-labelledby={`listed-company-${company.id}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`listed-company-${company.id}`} className="font-semibold text-slate-900">
                {company.name}
              </h3>
              <DecisionButtons subject="company" id={company.id} published />
            </article>
          ))
        ) : (
          <Empty text="No companies are listed yet." />
        )}
      </Section>

      <CompaniesWithoutSpecialty {...withoutSpecialty} />

      <Section id="published-reviews" title="Published reviews">
        {publishedReviews.length ? (
          publishedReviews.map((review) => (
            <ReviewModeration key={review.id} review={review} published />
          ))
        ) : (
          <Empty text="No reviews are published yet." />
        )}
      </Section>

      <Section id="completions" title="Assessment completions">
        <a href="/admin/completions.csv" className={buttonClass("secondary")} download>
          <Download aria-hidden="true" className="size-4" />
          Export all as CSV
        </a>
        {completions.length ? (
          <div
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
            tabIndex={0}
            role="region"
            aria-label="Latest assessment completions"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {["Date", "Name", "E-mail", "Company", "Score", "Certificate"].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {completions.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">{formatDateTime(row.created_at)}</td>
                    <td className="px-3 py-2">{row.full_name}</td>
                    <td className="px-3 py-2">{row.email}</td>
                    <td className="px-3 py-2">{row.company_name}</td>
                    <td className="px-3 py-2">{row.score}%</td>
                    <td className="px-3 py-2">
                      {row.reference ? (
                        <>
                          <a
                            href={`/verify/${row.reference}`}
                            className="font-medium text-brand-700 underline"
                          >
                            {row.reference}
                          </a>
                          {row.revoked_at ? (
                            <p className="mt-1 font-semibold text-red-800">
                              Revoked {formatDateTime(row.revoked_at)}
                            </p>
                          ) : (
                            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                              <input type="hidden" name="intent" value="revoke" />
                              <input type="hidden" name="id" value={row.id} />
                              <label className="text-xs font-medium text-slate-700">
                                Reason to revoke {row.reference}
                                <input
                                  name="reason"
                                  required
                                  maxLength={500}
                                  className="mt-1 block w-48 rounded border border-slate-300 px-2 py-1 text-sm"
                                />
                              </label>
                              <button type="submit" className={buttonClass("secondary")}>
                                Revoke
                              </button>
                            </Form>
                          )}
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No one has completed the assessment yet." />
        )}
      </Section>

      <Section id="outbox" title="E-mail outbox">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            ["Waiting to be sent", outbox.queued],
            ["Sent", outbox.sent],
            ["Failed", outbox.failed],
            ["Held back in the last 24 hours", outbox.heldToday],
          ].map(([label, value]) => (
            <div
              key={String(label)}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">
          Held back: codes, confirmation links and receipts not sent because their inbox had already
          received 5 such e-mails in the hour or 10 in the day. Anyone can type anyone's address, so
          that is where the site stops; the form answered the visitor as usual.
        </p>
        {outbox.failedMail.length ? (
          outbox.failedMail.map((mail) => (
            <article
              key={mail.id}
              aria-labelledby={`failed-mail-${mail.id}`}
              className="rounded-xl border border-red-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`failed-mail-${mail.id}`} className="font-semibold text-slate-900">
                {mail.subject}
              </h3>
              <p className="text-sm text-slate-600">
                To {mail.recipient} · queued {formatDateTime(mail.created_at)} · {mail.attempts}{" "}
                {mail.attempts === 1 ? "attempt" : "attempts"}
              </p>
              <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-800">
                Last error: {mail.last_error ?? "none recorded"}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="retry-mail" />
                <input type="hidden" name="id" value={mail.id} />
                <button type="submit" className={buttonClass("secondary")}>
                  Retry
                </button>
              </Form>
            </article>
          ))
        ) : (
          <Empty text="No e-mail has failed." />
        )}
      </Section>

      <Section id="audit" title="Audit log">
        {audit.length ? (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
            {audit.map((entry) => (
              <li key={entry.id} className="px-4 py-2">
                <span className="text-slate-600">{formatDateTime(entry.created_at)}</span> ·{" "}
                <strong>{entry.email ?? "unknown"}</strong> · {entry.action} {entry.subject_type} #
                {entry.subject_id}
                {entry.reason ? <span className="text-slate-600"> · “{entry.reason}”</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <Empty text="No decisions yet." />
        )}
      </Section>
    </div>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
        {count !== undefined ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm text-brand-800">
            {count}
          </span>
        ) : null}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}
