import { JsonLd } from "~/components/json-ld";
import { latestMovements } from "~/features/movements/feed.server";
import { RecentMovements } from "~/features/movements/recent-movements";
import { CommunityNumbers } from "~/features/numbers/community-numbers";
import { siteCounts } from "~/features/numbers/numbers.server";
import { CertificationPromo } from "~/features/assessment/certification-promo";
import { HomeHero, LinkedInUpdates, TrendingHashtags } from "~/features/home/home-sections";
import { JoinCommunity } from "~/components/layout/join-community";
import { WheelSection } from "~/features/wheel/wheel-section";
import { seo } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      path: "/",
      description:
        "Staffing Spotlight celebrates promotions, new roles and leadership changes across US staffing and recruitment, with a company directory, a free recruiter certification and free tools.",
    },
    matches,
  );

export async function loader() {
  const [recent, counts] = await Promise.all([latestMovements("", 3), siteCounts()]);
  return { recent, counts };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.name,
          url: absoluteUrl(site, "/"),
          logo: absoluteUrl(site, "/favicon.svg"),
          email: site.contactEmail,
          sameAs: [site.linkedinUrl],
          description:
            "An independent community platform that celebrates career movements in US staffing and recruitment.",
        }}
      />

      <HomeHero site={site} />

      <section aria-labelledby="stats-heading" className="border-b border-slate-200 bg-white">
        <h2 id="stats-heading" className="sr-only">
          Our community in numbers
        </h2>
        <CommunityNumbers counts={loaderData.counts} layout="strip" />
      </section>

      <TrendingHashtags />

      <LinkedInUpdates site={site} />

      <RecentMovements movements={loaderData.recent} />
      <WheelSection />
      <CertificationPromo />

      <JoinCommunity contactEmail={site.contactEmail} />
    </>
  );
}
