import { describe, expect, it } from "vitest";
import * as about from "./about";
import * as assessment from "./assessment";
import { celebrations, featuredCompanies } from "./about";
import { disclaimer, postingPolicy, websitePolicies, type PolicyPage } from "./policies";
import * as recruiterTools from "./recruiter-tools";
import { tools } from "./tools";
import { wheelCategories } from "./wheel-categories";
import { wheelTips } from "./wheel-tips";

function allText(page: PolicyPage): string {
  return [
    ...page.intro,
    ...page.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === "p" ? [block.text] : block.items)),
    ),
  ].join("\n");
}

describe("policy pages", () => {
  it("the posting policy has the spec's seven numbered sections in order", () => {
    expect(postingPolicy.sections.map((section) => section.heading)).toEqual([
      "1. Purpose",
      "2. Data Sources",
      "3. Legal Compliance",
      "4. Privacy",
      "5. Removal Requests",
      "6. Intent",
      "7. Legal Disclaimer",
    ]);
    expect(allText(postingPolicy)).toContain("1-5 business days");
  });

  it("the website policies have the spec's seven sections and date", () => {
    expect(websitePolicies.lastUpdated).toBe("5 Sep 2025");
    expect(websitePolicies.sections.map((section) => section.heading)).toEqual([
      "Privacy Policy",
      "Cookie Policy",
      "Accessibility",
      "Terms of Use",
      "Disclaimer",
      "Changes to These Policies",
      "Contact Us",
    ]);
  });

  it("the disclaimer gives the removal time and links to the contact page", () => {
    const text = allText(disclaimer);
    expect(text).toContain("24-48 hours");
    expect(text).toContain("{contact}");
    expect(text).toMatch(/third-party/);
  });

  it.each([disclaimer, postingPolicy, websitePolicies])(
    "$heading has unique section ids, a description of 120-160 characters and no unknown tokens",
    (page) => {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThanOrEqual(160);
      const tokens = allText(page).match(/\{[^}]*\}/g) ?? [];
      expect(tokens.filter((token) => token !== "{email}" && token !== "{contact}")).toEqual([]);
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

  it("gives worked examples that match the calculators", async () => {
    const { gratuityContent, sipContent } = await import("./calculators");
    const { calculateGratuity } = await import("~/features/calculators/gratuity");
    const { calculateSip } = await import("~/features/calculators/sip");
    const { formatRupees } = await import("~/lib/numbers");
    const text = (section: { paragraphs: string[]; list?: string[] }) =>
      [...section.paragraphs, ...(section.list ?? [])].join(" ");
    const partYear = calculateGratuity({ salary: 40000, years: 6, months: 8, covered: true });
    expect(partYear.eligible && partYear.amount).toBe(161538);
    expect(text(gratuityContent.example)).toContain(formatRupees(161538));
    expect(text(gratuityContent.example)).toContain("₹2,59,615");
    expect(text(sipContent.example)).toContain(
      formatRupees(calculateSip({ monthly: 10000, rate: 12, years: 10 }).total),
    );
  });
});

describe("texts for the US audience", () => {
  // British forms that have a US spelling; the rupee calculators' Indian content is not checked.
  const british = new RegExp(
    [
      "\\b\\w*(authori|organi|recogni|reali|apologi|emphasi|prioriti|summari|minimi|maximi|optimi|customi|personali|utili|finali|categori|standardi|speciali|memori|critici|familiari|saniti|analy)s(e|ed|es|ing|ation|ations|er|ers)\\b",
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
    expect(JSON.stringify(content).match(british) ?? []).toEqual([]);
  });
  it("the check finds British spellings, and passes their US forms and look-alikes", () => {
    expect(
      "An authorised organisation's colour; enrol, analyse the instalments".match(british),
    ).toEqual(["authorised", "organisation", "colour", "enrol", "analyse", "instalments"]);
    expect(
      "An authorized organization's color; enroll, analyze the installments. A specialist finalist, criticism, promise, advertise.".match(
        british,
      ),
    ).toBeNull();
  });
});
