import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/lib/dates";

/**
 * On a company's profile (issue 32): "Claimed" with its date when a representative confirmed a
 * work address at the company's domain, and the way to claim it (a company can have several
 * representatives, so the link stays).
 */
export function ClaimStatus({
  companyId,
  since,
  updatedByCompany,
}: {
  companyId: number;
  since: string | null;
  /** When a representative's proposal, approved by a moderator, last changed the profile. */
  updatedByCompany: string | null;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {since ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-900">
          <Icon name="badge-check" aria-hidden="true" />
          Claimed on {formatDate(since)}
          <span className="sr-only">
            {" "}
            by a representative who confirmed a work address at the company&apos;s domain
          </span>
        </span>
      ) : null}
      {updatedByCompany ? (
        <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-800">
          Updated by the company on {formatDate(updatedByCompany)}
        </span>
      ) : null}
      <PageLink
        to={`/company/${companyId}/claim`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Claim this profile
      </PageLink>
    </p>
  );
}

/** Under a profile's reviews: what a company's representatives can and cannot do to them. */
export function RepresentativesNote({ companyName }: { companyName: string }) {
  return (
    <p className="mt-6 rounded-xl bg-slate-50 p-4 text-sm leading-6 text-slate-700">
      {`Representatives of ${companyName} can reply to a review in public, after a moderator checks the reply, and can flag a review for our moderators. They can never hide, edit or remove a review, and never see who wrote one beyond what you see here. `}
      <PageLink to="/posting-policy#for-companies" className="font-medium text-brand-700 underline">
        Our rules for companies
      </PageLink>
    </p>
  );
}
