import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The page cache (server/page-cache.ts) forgets its pages only after a post that noted a saved
// change (app/lib/request-scope.server.ts). Every route with an action is named here with how
// it does so, so that a new action cannot be added without deciding: through `submitForm`
// (which notes each save it makes), through `noteSavedChange` in the file named, or with the
// reason why what it saves can be on no page the cache shares.

const routesDir = new URL("./", import.meta.url);
const appDir = new URL("../", import.meta.url);

type HowSavesAreNoted =
  { through: "submitForm" | "noteSavedChange"; in: string } | { none: string };

const actions: Record<string, HowSavesAreNoted[]> = {
  "admin.login.tsx": [{ through: "submitForm", in: "routes/admin.login.tsx" }],
  "admin.logout.ts": [
    { none: "ends the moderator's own session; the cache never shares a moderator's pages" },
  ],
  "admin.tsx": [{ through: "submitForm", in: "features/moderation/moderate.server.ts" }],
  // Issue 33: the moderators' accounts, which no public page shows.
  "admin.account.tsx": [{ through: "submitForm", in: "routes/admin.account.tsx" }],
  "admin.invitation.tsx": [{ through: "submitForm", in: "routes/admin.invitation.tsx" }],
  "admin.team.tsx": [{ through: "submitForm", in: "routes/admin.team.tsx" }],
  "admin.two-factor.tsx": [
    { none: "completes a moderator's own sign-in; the cache never shares a moderator's pages" },
  ],
  "assessment.tsx": [
    { through: "submitForm", in: "features/assessment/steps.server.ts" },
    {
      none: "its other intents change only the visitor's own attempt (answers, code, downloads), which no shared page shows",
    },
  ],
  "claims.confirm.tsx": [{ through: "noteSavedChange", in: "routes/claims.confirm.tsx" }],
  "company.claim.tsx": [{ through: "submitForm", in: "routes/company.claim.tsx" }],
  "company.tsx": [{ through: "submitForm", in: "routes/company.tsx" }],
  "contact.tsx": [{ through: "submitForm", in: "routes/contact.tsx" }],
  "for-companies.sign-in.tsx": [
    { none: "starts a representative's own session; the cache never shares a page with it" },
  ],
  "for-companies.tsx": [
    { through: "submitForm", in: "routes/for-companies.tsx" },
    { none: "signing out ends the representative's own session, which no shared page shows" },
  ],
  // A reply, a flag and a proposal wait for a moderator: no shared page changes until the
  // moderator's decision, which notes its change (features/moderation).
  "for-companies.reviews.$id.tsx": [
    { through: "submitForm", in: "routes/for-companies.reviews.$id.tsx" },
  ],
  "for-companies.profile.tsx": [{ through: "submitForm", in: "routes/for-companies.profile.tsx" }],
  "reviews.confirm.tsx": [{ through: "noteSavedChange", in: "routes/reviews.confirm.tsx" }],
  "submit-company.tsx": [{ through: "submitForm", in: "routes/submit-company.tsx" }],
  "submit.tsx": [{ through: "submitForm", in: "routes/submit.tsx" }],
  "your-movement.tsx": [{ through: "noteSavedChange", in: "routes/your-movement.tsx" }],
  "unsubscribe.tsx": [{ none: "records an address's mail preference, which no page shows" }],
  // Issue 34: a person's own data. Asking for a link stores one; the erase removes published
  // reviews and movements, so it notes its change.
  "your-data.tsx": [
    { through: "submitForm", in: "routes/your-data.tsx" },
    { none: "ending the session ends the person's own session, which no shared page shows" },
  ],
  "your-data.open.tsx": [
    {
      none: "starts a person's own session to see their data; the cache never shares a page with it",
    },
  ],
  "your-data.erase.tsx": [{ through: "noteSavedChange", in: "routes/your-data.erase.tsx" }],
};

const hasAction = /^export (?:async )?(?:function action\b|const action\b)/m;

function routesWithActions(): string[] {
  return readdirSync(routesDir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => hasAction.test(readFileSync(new URL(name, routesDir), "utf8")))
    .sort();
}

describe("every route action says how it notes a saved change", () => {
  it("names each route that has an action, and no other", () => {
    expect(routesWithActions()).toEqual(Object.keys(actions).sort());
  });

  it.each(Object.entries(actions))("%s notes its saves where it says", (_route, ways) => {
    for (const way of ways) {
      if ("none" in way) {
        expect(way.none.length).toBeGreaterThan(20);
        continue;
      }
      const source = readFileSync(new URL(way.in, appDir), "utf8");
      expect(source, way.in).toMatch(new RegExp(`\\b${way.through}\\(`));
    }
  });
});
