import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { celebrations, featuredCompanies } from "~/content/about";
import { CommunityNumbers } from "~/features/numbers/community-numbers";
import { siteCounts } from "~/features/numbers/numbers.server";
import { seo } from "~/lib/seo";
import { postRemovalMailto } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { scriptFreeHandle } from "~/lib/script-free";
import type { Route } from "./+types/about";

export const handle = scriptFreeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "About Us",
      path: "/about",
      description:
        "Why Staffing Spotlight exists: an independent community that celebrates the promotions, new roles and leadership changes of US staffing professionals.",
    },
    matches,
  );

const celebrationIcons = ["trending-up", "briefcase", "award"] as const;

export async function loader() {
  return { counts: await siteCounts() };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHeader
        eyebrow="About Staffing Spotlight"
        title="Celebrating the people who power staffing"
      >
        <p>
          Recruiters, sourcers, account managers and leaders place millions of Americans in work
          every year. Their own career wins rarely make the news. We are here to change that.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <section aria-labelledby="mission-heading" className="py-12">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Our mission
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            <p>
              Staffing Spotlight is an independent community platform for the US staffing and
              recruitment industry. We celebrate career movements: promotions, new roles, leadership
              appointments and the milestones in between, so that the professionals behind every
              placement get the recognition they deserve.
            </p>
            <p>
              Members of the community send us their news, or news of colleagues they are proud of.
              Every submission is reviewed for quality and relevance before it is published, and we
              only share professional information. Alongside the celebrations we keep a directory of
              staffing companies, a free recruiter certification and free tools that make a
              recruiter's day a little easier.
            </p>
            <p>
              We are not an employer, a recruiting agency or an official body, and we are not
              affiliated with the companies we mention. We are simply a place where the staffing
              community can cheer each other on.
            </p>
          </div>
        </section>

        <section aria-labelledby="about-stats-heading" className="pb-12">
          <h2 id="about-stats-heading" className="sr-only">
            Staffing Spotlight in numbers
          </h2>
          <CommunityNumbers counts={loaderData.counts} layout="cards" />
        </section>

        <section aria-labelledby="celebrate-heading" className="pb-12">
          <h2 id="celebrate-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            What We Celebrate
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {celebrations.map((card, index) => {
              const icon = celebrationIcons[index] ?? "award";
              return (
                <li
                  key={card.title}
                  className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={icon} aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{card.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="featured-heading" className="pb-12">
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Featured staffing companies
          </h2>
          <p className="mt-2 text-slate-600">
            Professionals from these firms, among many others, have been part of our community's
            stories. We are not affiliated with them: being named here implies no partnership or
            endorsement.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {featuredCompanies.map((company) => (
              <li
                key={company}
                className="rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 shadow-sm"
              >
                {company}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="community-first-heading"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-8"
        >
          <h2
            id="community-first-heading"
            className="flex items-center gap-2 text-xl font-bold text-slate-900"
          >
            <Icon name="heart-handshake" aria-hidden="true" className="size-6 text-brand-700" />
            Community First
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            Every story we publish is about a real person. If a post about you is inaccurate, or you
            would simply rather it were not here, tell us and we will take it down. Write to{" "}
            <a
              href={postRemovalMailto(site)}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {site.contactEmail}
            </a>{" "}
            or use our{" "}
            <PageLink
              to="/contact"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              contact page
            </PageLink>
            .
          </p>
          <a
            href={postRemovalMailto(site)}
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
          >
            <Icon name="mail" aria-hidden="true" />
            Request a post removal
          </a>
        </section>
      </div>
    </>
  );
}
