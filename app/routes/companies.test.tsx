import { describe, expect, it } from "vitest";
import type { CompanyCard } from "~/features/companies/companies.server";
import { countCap } from "~/features/companies/directory";
import { renderedText } from "../../tests/support/render";
import Companies, { type loader } from "./companies";

type Data = Awaited<ReturnType<typeof loader>>;

const card: CompanyCard = {
  id: 7,
  name: "Cedarbridge Clinical Staffing",
  description: "Nurses and allied health professionals.",
  industry: "Healthcare Staffing",
  location: "Austin, TX",
  logo_url: null,
  average_rating: 4.5,
  review_count: 2,
  is_demo: 0,
};

/** The directory page as the server renders it for `data`: its visible text. */
async function render(data: Partial<Data>): Promise<string> {
  const loaderData: Data = {
    q: "",
    filters: {},
    page: 1,
    companies: [card],
    total: 1,
    exact: true,
    hasNext: false,
    pages: 1,
    counts: { specialty: undefined, service: undefined, state: undefined },
    submitted: false,
    ...data,
  };
  return renderedText("/companies", () => (
    <Companies {...({ loaderData } as Parameters<typeof Companies>[0])} />
  ));
}

describe("the directory's count and pages", () => {
  it("gives an exact count with digit grouping, and the number of pages", async () => {
    const text = await render({ total: 12_345, page: 2, pages: 515, hasNext: true });
    expect(text).toContain("12,345 companies");
    expect(text).toContain("Page 2 of 515");
    expect(text).toContain("Previous page");
    expect(text).toContain("Next page");
  });

  it("says one company in the singular", async () => {
    expect(await render({ total: 1 })).toContain(" 1 company ");
  });

  it(`says "${countCap.toLocaleString("en-US")}+" when the matches were not counted to the end, and pages on without a last page`, async () => {
    const text = await render({
      q: "bridge",
      total: countCap + 1,
      exact: false,
      pages: undefined,
      page: 3,
      hasNext: true,
    });
    expect(text).toContain('1,000+ companies matching "bridge"');
    expect(text).toMatch(/Page 3 (?!of)/);
    expect(text).toContain("Next page");
    const last = await render({ total: countCap + 1, exact: false, pages: undefined, page: 44 });
    expect(last).toContain("Previous page");
    expect(last).not.toContain("Next page");
  });
});

describe("the directory's filters", () => {
  it('show each option\'s count when counted ("IT (12)", "(0)" for none), and labels alone when not', async () => {
    const text = await render({
      counts: { specialty: { it: 12, healthcare: 1_234 }, service: undefined, state: { US: 3 } },
    });
    expect(text).toContain(" IT (12) ");
    expect(text).toContain(" Healthcare (1,234) ");
    expect(text).toContain(" Legal (0) ");
    expect(text).toContain(" Nationwide (3) ");
    expect(text).toContain(" Direct hire ");
    expect(text).not.toMatch(/Direct hire \(/);
    expect(text).toContain("Apply filters");
  });
});
