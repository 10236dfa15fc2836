import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** The home page's invitation to the free recruiter certification. */
export function CertificationPromo() {
  return (
    <section aria-labelledby="certification-heading" className="page-section py-12">
      <div className="surface-dark overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 text-white shadow-xl">
        <div className="grid gap-8 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-300">
              <Icon name="award" aria-hidden="true" className="size-4" />
              Recruiter Certification
            </p>
            <h2 id="certification-heading" className="mt-3 text-3xl font-bold tracking-tight">
              Prove your recruiting know-how
            </h2>
            <p className="mt-4 max-w-xl leading-7 text-indigo-100">
              Sourcing, US staffing basics, compliance, interviewing, negotiation and candidate
              experience: test yourself and earn a certificate you can share.
            </p>
            <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-3">
              <li className="flex items-center gap-2">
                <Icon name="file-text" aria-hidden="true" className="size-4 text-accent-300" />
                25 questions
              </li>
              <li className="flex items-center gap-2">
                <Icon name="clock" aria-hidden="true" className="size-4 text-accent-300" />
                30 minutes
              </li>
              <li className="flex items-center gap-2">
                <Icon name="badge-check" aria-hidden="true" className="size-4 text-accent-300" />
                Downloadable certificate
              </li>
            </ul>
          </div>
          <div className="rounded-xl bg-white/10 p-6 text-center ring-1 ring-white/20">
            {/* No former price: the certification has never been charged for (16 CFR 233.1). */}
            <p className="text-3xl font-extrabold text-accent-300">Free</p>
            <p className="mt-1 text-sm text-indigo-100">No fee and no account to create</p>
            <Link to="/assessment" className={`${buttonClass("accent", "lg")} mt-6 w-full`}>
              Take the Assessment Now
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
