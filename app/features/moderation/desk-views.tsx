import { Icon } from "~/components/ui/icon";
import { roleLabels } from "./roles";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import type { WorkspaceViewData } from "./queues.server";
import { itemAnchor, listAnchor, viewHref, type WorkspaceView } from "./views";
import { Empty, ListLinks, LongText, Pager, Section } from "./workspace-parts";

// The workspace's other views: the inbox, the certificates, the e-mail outbox and the audit log.

type ViewOf<V extends WorkspaceView> = Extract<WorkspaceViewData, { view: V }>;

const pager = (view: WorkspaceView, label: string, data: { page: number; pages: number }) => (
  <Pager
    label={label}
    page={data.page}
    pages={data.pages}
    href={(page) => viewHref(view, { page })}
  />
);

export function ContactView({ data }: { data: ViewOf<"contact"> }) {
  const { page, counts } = data;
  return (
    <Section id={listAnchor("contact", "pending")} title="Contact messages" count={counts.contact}>
      {page.items.length ? (
        page.items.map((message) => (
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
            <LongText label={`Message: ${message.subject}`}>{message.message}</LongText>
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
      {pager("contact", "Pages of contact messages", page)}
    </Section>
  );
}

export function CertificatesView({ data }: { data: ViewOf<"certificates"> }) {
  const { page } = data;
  return (
    <Section id={listAnchor("certificates", "pending")} title="Assessment completions">
      <a href="/admin/completions.csv" className={buttonClass("secondary")} download>
        <Icon name="download" aria-hidden="true" />
        Export all as CSV
      </a>
      {page.items.length ? (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Latest assessment completions"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {["Name", "Date", "E-mail", "Company", "Score", "Certificate"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <th
                    scope="row"
                    id={itemAnchor("certificate", row.id, "pending")}
                    tabIndex={-1}
                    className="scroll-mt-24 px-3 py-2 font-medium"
                  >
                    {row.full_name}
                  </th>
                  <td className="px-3 py-2">{formatDateTime(row.created_at)}</td>
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
      {pager("certificates", "Pages of assessment completions", page)}
    </Section>
  );
}

const mailStatus: Record<string, string> = {
  queued: "waiting to be sent",
  sent: "sent",
  failed: "failed",
  skipped: "not sent (unsubscribed or undone)",
};

export function OutboxView({ data }: { data: ViewOf<"outbox"> }) {
  const { summary, page, failedOnly } = data;
  const href = (options: { page?: number; failed: boolean }) =>
    `${viewHref("outbox", { page: options.page })}${options.failed ? "&mail=failed" : ""}`;
  return (
    <Section id={listAnchor("outbox", "pending")} title="E-mail outbox">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ["Waiting to be sent", summary.queued],
          ["Sent", summary.sent],
          ["Failed", summary.failed],
          ["Held back in the last 24 hours", summary.heldToday],
        ].map(([label, value]) => (
          <div
            key={String(label)}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
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
      <ListLinks
        label="Which e-mail"
        links={[
          { text: "All e-mail", href: href({ failed: false }), current: !failedOnly },
          { text: "Failed", href: href({ failed: true }), current: failedOnly },
        ]}
      />
      {page.items.length ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {page.items.map((mail) => (
            <li key={mail.id} className="px-4 py-3">
              <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
              <p className="break-words text-slate-600">
                To {mail.recipient} · {mailStatus[mail.status] ?? mail.status} · queued{" "}
                {formatDateTime(mail.created_at)}
                {mail.sent_at ? ` · sent ${formatDateTime(mail.sent_at)}` : ""} · {mail.attempts}{" "}
                {mail.attempts === 1 ? "attempt" : "attempts"}
              </p>
              {mail.last_error ? (
                // A server's answer can run to several lines: one line until asked for.
                <details className="mt-1 text-red-800">
                  <summary className="cursor-pointer font-medium">Last error</summary>
                  <p className="mt-1 break-words">{mail.last_error}</p>
                </details>
              ) : null}
              {mail.status === "failed" ? (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="retry-mail" />
                  <input type="hidden" name="id" value={mail.id} />
                  <button type="submit" className={buttonClass("secondary")}>
                    Retry
                    <span className="sr-only">
                      {" "}
                      “{mail.subject}” to {mail.recipient}
                    </span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty text={failedOnly ? "No e-mail has failed." : "No e-mail yet."} />
      )}
      <Pager
        label="Pages of the outbox"
        page={page.page}
        pages={page.pages}
        href={(number) => href({ page: number, failed: failedOnly })}
      />
    </Section>
  );
}

export function AuditView({ data }: { data: ViewOf<"audit"> }) {
  const { page } = data;
  return (
    <Section id={listAnchor("audit", "pending")} title="Audit log">
      {page.items.length ? (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {page.items.map((entry) => (
            <li key={entry.id} className="px-4 py-2">
              <span className="text-slate-600">{formatDateTime(entry.created_at)}</span> ·{" "}
              <strong>
                {entry.email ??
                  (entry.action === "taken-down-by-person"
                    ? "the person featured"
                    : entry.action === "erased-by-person"
                      ? "the person, at their request"
                      : "unknown")}
              </strong>
              {entry.role ? (
                <span className="text-slate-600"> ({roleLabels[entry.role]})</span>
              ) : null}{" "}
              · {entry.action} {entry.subject_type} {entry.subject_key ?? `#${entry.subject_id}`}
              {entry.reason ? <span className="text-slate-600"> · “{entry.reason}”</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Empty text="No decisions yet." />
      )}
      {pager("audit", "Pages of the audit log", page)}
    </Section>
  );
}
