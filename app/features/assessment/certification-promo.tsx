import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ServerMemo } from "~/lib/server-markup";

/** The home page's invitation to the free recruiter certification, the same for everyone:
 * rendered once on the server (ServerMemo). */
export function CertificationPromo() {
  return (
    <ServerMemo cacheKey="certification promo">
      <section aria-labelledby="certification-heading" className="page-section py-12">
        <div className="surface-dark cert-band">
          <div className="cert-band-grid">
            <div>
              <p className="cert-eyebrow">
                <Icon name="award" aria-hidden="true" />
                Recruiter Certification
              </p>
              <h2 id="certification-heading" className="mt-3 text-3xl font-bold tracking-tight">
                Prove your recruiting know-how
              </h2>
              <p className="mt-4 max-w-xl leading-7 text-indigo-100">
                Sourcing, US staffing basics, compliance, interviewing, negotiation and candidate
                experience: test yourself and earn a certificate you can share.
              </p>
              <ul className="cert-points">
                <li>
                  <Icon name="file-text" aria-hidden="true" />
                  25 questions
                </li>
                <li>
                  <Icon name="clock" aria-hidden="true" />
                  30 minutes
                </li>
                <li>
                  <Icon name="badge-check" aria-hidden="true" />
                  Downloadable certificate
                </li>
              </ul>
            </div>
            <div className="cert-price">
              {/* No former price: the certification has never been charged for (16 CFR 233.1). */}
              <p className="text-3xl font-extrabold text-accent-300">Free</p>
              <p className="mt-1 text-sm text-indigo-100">No fee and no account to create</p>
              <PageLink to="/assessment" className={`${buttonClass("accent", "lg")} mt-6 w-full`}>
                Take the Assessment Now
              </PageLink>
            </div>
          </div>
        </div>
      </section>
    </ServerMemo>
  );
}
