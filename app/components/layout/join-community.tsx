import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ServerMemo } from "~/lib/server-markup";
import { mailto } from "~/lib/site";

/** Ways into the community: e-mail or the movement form, the directory, and how we work. */
export function JoinCommunity({ contactEmail }: { contactEmail: string }) {
  // The same for every visitor: rendered once on the server for the site's address (ServerMemo).
  return (
    <ServerMemo cacheKey={`join community ${contactEmail}`}>
      <section aria-labelledby="join-heading" className="page-section py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-12">
          <h2 id="join-heading" className="section-title">
            Join Our Community
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Share news, discover staffing companies and read how we work. Everything here is free,
            and nobody needs an account.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[
              {
                href: mailto(contactEmail),
                label: "Email us",
                icon: "mail" as const,
                external: true,
              },
              {
                href: "/submit",
                label: "Use the form",
                icon: "plus" as const,
                hidden: " to share a movement",
              },
              { href: "/companies", label: "Company directory", icon: "building-complex" as const },
              { href: "/about", label: "About us", icon: "users" as const },
              { href: "/posting-policy", label: "Posting policy", icon: "scroll-text" as const },
              { href: "/website-policies", label: "Website policies", icon: "file-text" as const },
            ].map(({ href, label, icon, external, hidden }) => (
              <li key={href}>
                {external ? (
                  <a href={href} className={`${buttonClass("secondary")} w-full`}>
                    <Icon name={icon} aria-hidden="true" />
                    {label}
                  </a>
                ) : (
                  <PageLink to={href} className={`${buttonClass("secondary")} w-full`}>
                    <Icon name={icon} aria-hidden="true" />
                    {label}
                    {hidden ? <span className="sr-only">{hidden}</span> : null}
                  </PageLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </ServerMemo>
  );
}
