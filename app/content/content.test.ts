import { describe, expect, it } from "vitest";
import * as about from "./about";
import * as assessment from "./assessment";
import { celebrations, featuredCompanies } from "./about";
import { disclaimer, postingPolicy, websitePolicies, type PolicyPage } from "./policies";
import { lifetimeText, siteCookies } from "./cookies";
import { removalTime } from "./promises";
import * as recruiterTools from "./recruiter-tools";
import { tools } from "./tools";
import { wheelCategories } from "./wheel-categories";
import { wheelTips } from "./wheel-tips";

function allText(page: PolicyPage): string {
  return [
    ...page.intro,
    ...page.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.type === "p" ? [block.text] : block.type === "ul" ? block.items : block.rows.flat(),
      ),
    ),
  ].join("\n");
}

describe("policy pages", () => {
  it("the posting policy has the spec's seven numbered sections in order, issue 31's and issue 32's", () => {
    expect(postingPolicy.sections.map((section) => section.heading)).toEqual([
      "1. Purpose",
      "2. Data Sources",
      "3. Legal Compliance",
      "4. Privacy",
      "5. When a Post Is About You",
      "6. Removal Requests",
      "7. Intent",
      "8. Legal Disclaimer",
      "9. For Companies",
    ]);
  });

  it("the website policies have the spec's seven sections, issue 32's, and the date", () => {
    // The spec's date was 5 Sep 2025; the policies changed since, and say so (as they promise).
    expect(websitePolicies.lastUpdated).toBe("29 Nov 2026");
    expect(websitePolicies.sections.map((section) => section.heading)).toEqual([
      "Privacy Policy",
      "Cookie Policy",
      "Accessibility",
      "Terms of Use",
      "For Companies",
      "Disclaimer",
      "Changes to These Policies",
      "Contact Us",
    ]);
  });

  it("the disclaimer links to the contact page", () => {
    const text = allText(disclaimer);
    expect(text).toContain("{contact}");
    expect(text).toMatch(/third-party/);
  });

  it("makes one removal promise everywhere", () => {
    expect(removalTime).toBe("24-48 hours");
    for (const page of [disclaimer, postingPolicy]) {
      const text = allText(page);
      expect(text).toContain(`within ${removalTime}`);
      // Every sentence that gives a removal a duration gives this one.
      const timed = text
        .split(/(?<=\.)\s+/)
        .filter(
          (sentence) => /remov/i.test(sentence) && /\d+ (business )?(hours|days)/.test(sentence),
        );
      expect(timed.length).toBeGreaterThan(0);
      for (const sentence of timed) expect(sentence).toContain(`within ${removalTime}.`);
    }
  });

  it("names every cookie the code sets, with its purpose and lifetime", () => {
    const table = websitePolicies.sections
      .find((section) => section.id === "cookie-policy")
      ?.blocks.find((block) => block.type === "table");
    expect(table?.rows).toEqual([
      ["ss_toast", siteCookies.toast.purpose, "60 seconds"],
      ["ss_attempt", siteCookies.attempt.purpose, "30 days"],
      ["ss_session", siteCookies.session.purpose, "12 hours"],
      ["ss_company", siteCookies.company.purpose, "12 hours"],
      ["ss_your_data", siteCookies.yourData.purpose, "30 minutes"],
    ]);
    expect(lifetimeText(90)).toBe("90 seconds");
    expect(lifetimeText(120)).toBe("2 minutes");
    expect(lifetimeText(3600)).toBe("1 hour");
  });

  it("says which e-mails are sent, when, and how to stop notifications (issue 14)", () => {
    const privacy = allText(websitePolicies);
    expect(privacy).toContain("a receipt with its reference, so you know it arrived");
    expect(privacy).toContain("the moderator's reason, only if the moderator chooses to send it");
    expect(privacy).toContain("Without an e-mail address we send nothing.");
    expect(privacy).toContain("at most one every 15 minutes");
    expect(privacy).toContain("each has an unsubscribe link");
    expect(privacy).toContain("we send that address no further notifications");
    expect(privacy).toContain("a review not confirmed within 7 days is deleted");
    expect(privacy).toContain(
      "a 6-digit code that confirms your address, which works for 15 minutes",
    );
    expect(privacy).toContain("the link to your certificate's public verification page");
  });

  it("describes exactly what a certificate's verification page shows", () => {
    const privacy = allText(websitePolicies);
    expect(privacy).toContain(
      "shows only the holder's name, the score band (75-84%, 85-94% or 95-100%, never the exact score), the issue date, the date until which it is valid (two years later), the certificate type, the reference itself and, once renewed, the reference of the certificate that renewed it;",
    );
  });

  it.each([disclaimer, postingPolicy, websitePolicies])(
    "$heading has unique section ids, a description of 120-160 characters and no unknown tokens",
    (page) => {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThanOrEqual(160);
      const tokens = allText(page).match(/\{[^}]*\}/g) ?? [];
      const known = ["{email}", "{contact}", "{your-data}"];
      expect(tokens.filter((token) => !known.includes(token))).toEqual([]);
    },
  );
});

describe("about page content", () => {
  it("features 29 distinct staffing companies", () => {
    expect(featuredCompanies).toHaveLength(29);
    expect(new Set(featuredCompanies).size).toBe(29);
  });

  it("has the three 'What We Celebrate' cards", () => {
    expect(celebrations.map((card) => card.title)).toEqual([
      "New Roles & Promotions",
      "Leadership Changes",
      "Industry Milestones",
    ]);
  });
});

describe("tools hub content", () => {
  it("lists the eight tools at the spec's routes", () => {
    expect(tools.map((tool) => tool.path)).toEqual([
      "/gratuity-calculator",
      "/simple-interest-calculator",
      "/sip-calculator",
      "/compound-interest-calculator",
      "/swp-calculator",
      "/time-zone-converter",
      "/xray-search-builder",
      "/boolean-search-builder",
    ]);
  });
  it("describes every tool in a sentence (the hub's cards)", () => {
    for (const tool of tools) expect(tool.description).toMatch(/^[A-Z].{40,}\.$/);
  });
});

describe("calculator content", () => {
  it("has the spec's FAQ counts: 8 for gratuity, 5 for the others", async () => {
    const {
      gratuityContent,
      simpleInterestContent,
      sipContent,
      compoundInterestContent,
      swpContent,
      simpleVsCompound,
    } = await import("./calculators");
    expect(gratuityContent.faqs).toHaveLength(8);
    for (const content of [
      simpleInterestContent,
      sipContent,
      compoundInterestContent,
      swpContent,
    ]) {
      expect(content.faqs).toHaveLength(5);
    }
    expect(gratuityContent.sections.map((section) => section.heading)).toEqual([
      "Eligibility",
      "Taxation of Gratuity",
      "Benefits of Using This Calculator",
    ]);
    expect(simpleVsCompound.length).toBeGreaterThanOrEqual(5);
  });

  it("gives a SIP worked example that matches the calculator (gratuity's: calculators.test.ts)", async () => {
    const { sipContent } = await import("./calculators");
    const { calculateSip } = await import("~/features/calculators/sip");
    const { formatRupees } = await import("~/lib/numbers");
    const text = (section: { paragraphs: string[]; list?: string[] }) =>
      [...section.paragraphs, ...(section.list ?? [])].join(" ");
    expect(text(sipContent.example)).toContain(
      formatRupees(calculateSip({ monthly: 10000, rate: 12, years: 10 }).total),
    );
  });

  it("states the gratuity law as the fact check of issue 27 found it, and names each section", async () => {
    const { gratuityContent: page } = await import("./calculators");
    const sections = [page.explanation, page.example, ...page.sections];
    const all = [
      page.intro,
      ...sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]),
      ...page.formula.legend,
      ...page.howTo,
      ...page.advantages,
      ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ].join("\n");
    // No figure of tax is computed, so none is promised.
    expect(page.intro).not.toMatch(/tax-free/);
    expect(all).not.toMatch(/how much of it (is|will be) tax-free/);
    // Coverage: by kind whatever the size, shops and establishments from 10 employees.
    expect(all).not.toMatch(/covers establishments with 10 or more employees/);
    expect(all).toContain(
      "The Code covers every factory, mine, oilfield, plantation, port and railway company whatever its size, plus shops and establishments with 10 or more employees (First Schedule).",
    );
    // Wages: special allowance counts; the 50% test adds up every excluded payment.
    expect(all).not.toMatch(/special allowance are left out/);
    expect(all).toContain(
      "The 50% test adds up every excluded payment; only gratuity and retrenchment compensation stay out of it (proviso to s.2(88)).",
    );
    // Tax: the 2025 Act's section, and the warning about item 5.
    expect(all).toContain("section 19(1) of the 2025 Act (the Table, items 3 to 6)");
    expect(all).toMatch(/item 5 of the Table still names the Payment of Gratuity Act, 1972/);
    expect(all).toMatch(/the 50% add-back or a special allowance, may not be exempt/);
    // Working journalists: three years.
    expect(all).toContain("a working journalist after 3 years (s.53(1), proviso)");
    // The sources box names each section the page cites, and the review date moved.
    const sources = page.sources?.links.map((link) => link.label).join("\n") ?? "";
    for (const cited of ["section 2(88)", "section 53", "the First Schedule", "section 19(1)"])
      expect(sources).toContain(cited);
    expect(page.sources?.reviewed).toBe("2026-11-27");
  });
});

describe("texts for the US audience", () => {
  // British forms that have a US spelling; the rupee calculators' Indian content is not checked.
  const british = new RegExp(
    [
      "\\b\\w*(authori|organi|recogni|reali|apologi|emphasi|prioriti|summari|minimi|maximi|optimi|customi|personali|utili|finali|categori|standardi|speciali|memori|critici|familiari|saniti)s(e|ed|es|ing|ation|ations|er|ers)\\b",
      // "analyses" is the plural of analysis in US English too.
      "\\b\\w*analys(e|ed|ing|er|ers)\\b",
      "\\b\\w*(behaviour|colour|favour|honour|labour|neighbour|humour|centre|programme|licence|defence|offence|catalogue|enrolment|judgement|travell|cancell|modell|labell|instalment)\\w*",
      "\\b(enrol|enrols|fulfil|fulfils|practise[ds]?|practising|whilst|amongst|cheques?)\\b",
    ].join("|"),
    "gi",
  );

  it.each([
    ["assessment", assessment],
    ["about page", about],
    ["policy pages", { disclaimer, postingPolicy, websitePolicies }],
    ["recruiter tools", recruiterTools],
    ["tools hub", tools],
    ["wheel", { wheelCategories, wheelTips }],
  ])("the %s content uses US spelling", (_name, content) => {
    // A source's title is quoted as published (a British journal's "behaviour" stays).
    const text = JSON.stringify(content, (key, value: unknown) =>
      key === "sources" ? undefined : value,
    );
    expect(text.match(british) ?? []).toEqual([]);
  });
  it("the check finds British spellings, and passes their US forms and look-alikes", () => {
    expect(
      "An authorised organisation's colour; enrol, analyse the instalments".match(british),
    ).toEqual(["authorised", "organisation", "colour", "enrol", "analyse", "instalments"]);
    expect(
      "An authorized organization's color; enroll, analyze the installments. A specialist finalist, criticism, promise, advertise, two analyses.".match(
        british,
      ),
    ).toBeNull();
  });
});
