import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { JoinCommunity } from "~/components/layout/join-community";
import { CertificationPromo } from "~/features/assessment/certification-promo";
import { ServerMarkupProvider } from "~/lib/server-markup";
import { sharedMarkupRenderer } from "~/lib/server-markup.server";
import type { SiteConfig } from "~/lib/site";
import { testSite } from "../../../tests/support/site";
import { HomeHero, LinkedInUpdates, TrendingHashtags } from "./home-sections";

const site = testSite;
const other: SiteConfig = {
  ...site,
  hashtag: "RecruitingWins",
  contactEmail: "team@elsewhere.example",
  linkedinUrl: "https://www.linkedin.com/company/elsewhere",
};

/** The home page's kept sections, as the page places them (among other elements). */
function sections(config: SiteConfig): ReactElement {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <HomeHero site={config} />
      <p>Numbers</p>
      <TrendingHashtags />
      <LinkedInUpdates site={config} />
      <CertificationPromo />
      <JoinCommunity contactEmail={config.contactEmail} />
    </MemoryRouter>
  );
}

describe("the home page's sections rendered once (ServerMemo)", () => {
  it("are the same HTML as rendered anew, for each site's configuration", () => {
    const shared = sharedMarkupRenderer();
    for (const config of [site, other, site, other]) {
      const kept = renderToString(
        <ServerMarkupProvider value={shared}>{sections(config)}</ServerMarkupProvider>,
      );
      expect(kept).toBe(renderToString(sections(config)));
    }
    // Hero, updates and joining for each configuration; the hashtags and the promo once.
    expect(shared.size()).toBe(2 * 3 + 2);
  });

  it("show the configured addresses", () => {
    const kept = renderToString(
      <ServerMarkupProvider value={sharedMarkupRenderer()}>{sections(other)}</ServerMarkupProvider>,
    );
    expect(kept).toContain("mailto:team@elsewhere.example");
    expect(kept).toContain("https://www.linkedin.com/company/elsewhere/posts/");
    expect(kept).toContain("#RecruitingWins");
    expect(kept).not.toContain("staffingspotlight.example");
  });
});
