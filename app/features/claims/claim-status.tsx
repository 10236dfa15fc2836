import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/lib/dates";

/**
 * On a company's profile (issue 32): "Claimed" with its date when a representative confirmed a
 * work address at the company's domain, and the way to claim it (a company can have several
 * representatives, so the link stays).
 */
export function ClaimStatus({ companyId, since }: { companyId: number; since: string | null }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {since ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-900">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Claimed on {formatDate(since)}
          <span className="sr-only">
            {" "}
            by a representative who confirmed a work address at the company&apos;s domain
          </span>
        </span>
      ) : null}
      <Link
        to={`/company/${companyId}/claim`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Claim this profile
      </Link>
    </p>
  );
}
