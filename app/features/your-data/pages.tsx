import { Form, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { lifetimeText, siteCookies } from "~/content/cookies";
import { erasedReason, yourDataLinkMinutes } from "~/content/retention";
import { formatDate } from "~/lib/dates";
import type { FormFailure } from "~/lib/form-state";
import { linkSentParam, requestFields, type RequestField } from "./fields";

// The "Your data" pages' parts (issue 34): the form that asks for a link, the list of what is
// held, and the erase's confirmation and result.

const panel = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";

export function RequestForm({
  result,
  ended,
}: {
  result?: FormFailure<RequestField>;
  ended: boolean;
}) {
  const location = useLocation();
  const { field, formProps } = useValidatedForm(requestFields, result, () =>
    import("./schema").then((module) => module.requestSchema),
  );
  const sent = new URLSearchParams(location.search).get(linkSentParam) === "sent";
  return (
    <section className={panel}>
      {sent ? (
        <div
          role="status"
          className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-sm leading-6 text-slate-700"
        >
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon name="mail-check" aria-hidden="true" className="size-5 text-emerald-800" />
            Check your inbox
          </p>
          <p className="mt-2">
            We have sent a link to that address. It works for {yourDataLinkMinutes} minutes and
            once. If it does not arrive, check your spam folder, or ask again in a few minutes; if
            it still does not (an address can be sent only a few e-mails an hour), write to us
            through the{" "}
            <PageLink to="/contact" className="text-brand-700 underline">
              contact page
            </PageLink>
            from that address.
          </p>
        </div>
      ) : ended ? (
        <p role="status" className="mb-6 font-semibold text-slate-800">
          Your session has ended. Ask for a new link to see your data again.
        </p>
      ) : null}
      <p className="text-slate-700">
        See what Staffing Spotlight holds about you, download it, or erase it. We e-mail a link to
        the address you give: only its inbox can open it.
      </p>
      <Form
        key={location.key}
        method="post"
        action="/your-data"
        className="mt-6 space-y-4"
        {...formProps}
      >
        <Honeypot />
        <input type="hidden" name="intent" value="request" />
        <Field
          label="Your e-mail"
          type="email"
          required
          autoComplete="email"
          hint="The address you used on Staffing Spotlight. We send the same answer for every address."
          {...field("email")}
        />
        <SubmitButton label="E-mail me a link" pendingLabel="Sending..." action="/your-data" />
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        What we keep, and why, is in our{" "}
        <PageLink to="/website-policies#privacy-policy" className="text-brand-700 underline">
          privacy policy
        </PageLink>
        .
      </p>
    </section>
  );
}

export interface HeldGroup {
  title: string;
  /** One line per row. */
  items: string[];
}

/** Signed in by the link: every kind of row, the download, the erase and the way out. */
export function HeldData({ address, groups }: { address: string; groups: HeldGroup[] }) {
  return (
    <section className={panel} aria-labelledby="held-heading">
      <h2 id="held-heading" className="text-xl font-semibold text-slate-900">
        What we hold for {address}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        This page works for {lifetimeText(siteCookies.yourData.maxAge)} after you opened the link.
      </p>
      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {groups.map((group) => (
          <div key={group.title} className="px-4 py-3">
            <dt className="font-semibold text-slate-900">
              {group.title} ({group.items.length})
            </dt>
            {group.items.length ? (
              <dd>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {group.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd className="mt-1 text-sm text-slate-600">None</dd>
            )}
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* A document, not a page: the browser saves the answer (Content-Disposition). */}
        <a href="/your-data/export.json" download className={buttonClass("secondary")}>
          <Icon name="download" aria-hidden="true" />
          Download as JSON
        </a>
        <PageLink to="/your-data/erase" className={buttonClass("secondary")}>
          <Icon name="trash" aria-hidden="true" />
          Erase my data
        </PageLink>
        <Form method="post" action="/your-data">
          <input type="hidden" name="intent" value="end" />
          <button type="submit" className={buttonClass("secondary")}>
            End this session
          </button>
        </Form>
      </div>
    </section>
  );
}

/** The erase's one step of confirmation: what goes, what stays and why, and the button. */
export function EraseConfirm({ address, error }: { address: string; error?: string }) {
  return (
    <section className={panel} aria-labelledby="erase-heading">
      <h2 id="erase-heading" className="text-xl font-semibold text-slate-900">
        Erase everything we hold for {address}?
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          Deleted: your reviews (published ones leave the site), career movements about you,
          movements you shared that were not published, your contact messages, your assessment
          attempts and results, the e-mails we sent you and your e-mail preferences.
        </li>
        <li>
          Anonymised: a movement you shared that was published stays, without your name and address;
          a certificate is revoked (“{erasedReason}”) and keeps only its reference, so a shared link
          says “revoked”; a company profile you claimed is no longer yours, and the replies
          published under it stay under the company&apos;s name.
        </li>
        <li>
          Kept: the moderators&apos; audit log (with a keyed hash in place of your address) and
          rate-limit counters for up to an hour, under the same hash.
        </li>
      </ul>
      <p className="mt-4 font-semibold text-slate-900">This cannot be undone.</p>
      <Form method="post" action="/your-data/erase" className="mt-6 space-y-4">
        <input type="hidden" name="confirm" value="yes" />
        {error ? (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            label="Erase my data for good"
            pendingLabel="Erasing..."
            action="/your-data/erase"
          />
          <PageLink to="/your-data" className={buttonClass("secondary", "lg")}>
            Keep my data
          </PageLink>
        </div>
      </Form>
    </section>
  );
}

/** The erase's page without a session: the way to a new link. */
export function SessionEnded() {
  return (
    <section className={panel}>
      <p role="status" className="font-semibold text-slate-800">
        Your session has ended, or this browser has none. Ask for a new link to see or erase your
        data.
      </p>
      <PageLink to="/your-data" className={`${buttonClass("secondary")} mt-6`}>
        Ask for a new link
      </PageLink>
    </section>
  );
}

/** After the erase: what was done, by kind. */
export function ErasedSummary({ lines, at }: { lines: string[]; at: string }) {
  return (
    <section className={panel} aria-labelledby="erased-heading">
      <div role="status">
        <h2 id="erased-heading" className="text-xl font-semibold text-emerald-800">
          Your data is erased
        </h2>
      </div>
      <p className="mt-2 text-slate-700">On {formatDate(at)}, we:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        Your session has ended. The moderators&apos; audit log records that an erase took place,
        without your address.
      </p>
      <PageLink to="/" className={`${buttonClass("secondary")} mt-6`}>
        Return to Home
      </PageLink>
    </section>
  );
}
