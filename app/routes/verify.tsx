import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { VerifyDownloads } from "~/features/assessment/verify-downloads";
import { verifyPageData } from "~/features/assessment/verify-page.server";
import { referenceExample } from "~/features/assessment/rules";
import type { Route } from "./+types/verify";

export async function loader({ params }: Route.LoaderArgs) {
  return verifyPageData(params.reference);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.tags ?? [];

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { reference, certificate } = loaderData;
  const credential = "credential" in loaderData ? loaderData.credential : null;
  const title = !certificate
    ? "Certificate not found"
    : certificate.revoked
      ? "Certificate revoked"
      : certificate.expired
        ? "Certificate expired"
        : "Certificate verified";
  const details = certificate
    ? [
        ["Awarded to", certificate.name],
        ["Score", certificate.band],
        ["Issued", certificate.issued],
        ["Certificate type", certificate.type],
        ["Reference", reference],
        [
          "Status",
          certificate.revoked
            ? `Revoked on ${certificate.revoked}`
            : certificate.expired
              ? `Expired on ${certificate.validUntil}`
              : `Valid until ${certificate.validUntil}`,
        ],
      ]
    : [];
  const good = certificate && !certificate.revoked && !certificate.expired;
  return (
    <>
      <PageHeader eyebrow="Certificate verification" title={title} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        {certificate ? (
          <section
            className={`rounded-2xl border bg-white p-8 shadow-sm ${good ? "border-emerald-200" : certificate.revoked ? "border-red-200" : "border-amber-300"}`}
          >
            {certificate.revoked ? (
              <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
                <Icon name="ban" aria-hidden="true" className="size-6" />
                This certificate was revoked by Staffing Spotlight. It no longer certifies anything.
              </p>
            ) : certificate.expired ? (
              <p className="flex items-center gap-2 text-lg font-semibold text-amber-900">
                <Icon name="calendar-x" aria-hidden="true" className="size-6" />
                This genuine Staffing Spotlight Recruiter Certification expired on{" "}
                {certificate.validUntil}. A certificate holds for two years.
              </p>
            ) : (
              <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
                <Icon name="badge-check" aria-hidden="true" className="size-6" />
                This is a genuine Staffing Spotlight Recruiter Certification.
              </p>
            )}
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {certificate.renewedBy ? (
              <p className="mt-6 font-semibold text-slate-900">
                Renewed: see{" "}
                <PageLink
                  to={`/verify/${certificate.renewedBy}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {certificate.renewedBy}
                </PageLink>
              </p>
            ) : null}
          </section>
        ) : (
          <section className="rounded-2xl border border-red-200 bg-white p-8 shadow-sm">
            <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
              <Icon name="search-x" aria-hidden="true" className="size-6" />
              We could not find a certificate with the reference {reference}.
            </p>
            <p className="mt-3 text-slate-700">
              Check the reference for typing mistakes: it looks like {referenceExample}. A
              certificate that cannot be found here was not issued by Staffing Spotlight.
            </p>
            <PageLink
              to="/verify"
              className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              Look up another reference
            </PageLink>{" "}
            <PageLink
              to="/assessment"
              className="ml-4 mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              Take the assessment
            </PageLink>
          </section>
        )}
        {certificate && credential ? (
          <>
            <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="key-round" aria-hidden="true" className="size-5 text-brand-700" />
                Signed credential
              </h2>
              <p className="mt-2 text-slate-700">
                {credential.signatureValid
                  ? "Its Open Badges 3.0 credential carries a valid signature by Staffing Spotlight, checked on this page with the key we publish."
                  : "Its credential's signature could not be checked just now; the details above come from our records."}
              </p>
              <ul className="mt-3 space-y-1 text-sm text-slate-700">
                <li>
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`/verify/${reference}/credential`}
                  >
                    The signed credential
                  </a>{" "}
                  (VC-JWT, Ed25519, key id <code className="break-all">{credential.keyId}</code>)
                </li>
                <li>
                  <a className="font-medium text-brand-700 underline" href="/.well-known/jwks.json">
                    Our published key
                  </a>{" "}
                  and{" "}
                  <a className="font-medium text-brand-700 underline" href="/issuer">
                    issuer profile
                  </a>
                </li>
              </ul>
            </section>
            <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-bold text-slate-900">Keep it, share it</h2>
              <VerifyDownloads
                certificate={credential.certificate}
                linkedIn={credential.linkedIn}
              />
            </section>
          </>
        ) : null}
        {certificate ? (
          <section className="text-sm text-slate-700">
            <h2 className="font-semibold text-slate-900">What this certificate means</h2>
            <p className="mt-1">
              Its holder passed Staffing Spotlight&apos;s free recruiter assessment with 75% or
              more: 25 questions drawn from a bank of nine modules of US recruiting practice,
              answered within 30 minutes, by a candidate whose e-mail address was confirmed with a
              one-time code. It holds for two years from its issue date, and its holder renews it by
              passing again. It is an informal community credential, not an accredited or
              government-recognized one.
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
