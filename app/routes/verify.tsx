import { BadgeCheck, SearchX } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { findCertificate } from "~/features/assessment/assessment.server";
import { referenceExample, referencePattern, scoreBand } from "~/features/assessment/rules";
import { formatLongDate } from "~/lib/dates";
import type { Route } from "./+types/verify";

export async function loader({ params }: Route.LoaderArgs) {
  const reference = params.reference.toUpperCase();
  const found = referencePattern.test(reference) ? await findCertificate(reference) : undefined;
  if (!found) return data({ reference, certificate: null }, { status: 404 });
  return {
    reference,
    certificate: {
      name: found.full_name,
      band: scoreBand(found.score),
      issued: formatLongDate(found.created_at),
      type: found.certificate_type === "premium" ? "Premium" : "Standard",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.certificate
      ? `Certificate ${loaderData.reference} verified | Staffing Spotlight`
      : "Certificate not found | Staffing Spotlight",
  },
  {
    name: "description",
    content: "Check that a Staffing Spotlight Recruiter Certification is genuine.",
  },
  { name: "robots", content: "noindex" },
];

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { reference, certificate } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Certificate verification"
        title={certificate ? "Certificate verified" : "Certificate not found"}
      />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        {certificate ? (
          <section className="rounded-2xl border border-emerald-200 bg-white p-8 shadow-sm">
            <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-6" />
              This is a genuine Staffing Spotlight Recruiter Certification.
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {[
                ["Awarded to", certificate.name],
                ["Score", certificate.band],
                ["Issued", certificate.issued],
                ["Certificate type", certificate.type],
                ["Reference", reference],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : (
          <section className="rounded-2xl border border-red-200 bg-white p-8 shadow-sm">
            <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
              <SearchX aria-hidden="true" className="size-6" />
              We could not find a certificate with the reference {reference}.
            </p>
            <p className="mt-3 text-slate-700">
              Check the reference for typing mistakes: it looks like {referenceExample}. A
              certificate that cannot be found here was not issued by Staffing Spotlight.
            </p>
            <Link
              to="/assessment"
              className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              Take the assessment
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
