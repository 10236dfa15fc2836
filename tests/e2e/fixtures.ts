import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught exception in the page,
 * so a broken script, a CSP violation or a hydration error cannot pass unnoticed.
 */
export const test = base.extend<{ pageErrors: string[]; allowConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, such as the browser's own line for a page that is a 404. */
  allowConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      waitForHydrationAfterNavigating(Object.getPrototypeOf(page) as Page);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page and its effects have rendered, when the page has
 * React Router's scripts and JavaScript runs; otherwise returns at once. (Polled inside the
 * page: Playwright's waitForFunction evaluates strings, which the site's CSP rightly refuses.)
 */
export async function hydrated(page: Page) {
  try {
    await page.evaluate(async () => {
      if (!("__reactRouterContext" in window)) return;
      const isHydrated = () => {
        const main = document.querySelector("main");
        return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
      };
      for (let waited = 0; !isHydrated(); waited += 20) {
        if (waited > 15_000) throw new Error("the page did not hydrate");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  } catch (error) {
    // The page went on to another document meanwhile: the test's next step waits for that one.
    if (!String(error).includes("Execution context was destroyed")) throw error;
  }
}

/**
 * A page loads its scripts after its first paint (app/components/layout/hydration-scripts.tsx),
 * so its load event can come before React has taken over. A visitor who clicks that early gets
 * the server's links and forms, which work without JavaScript; the tests check what a page does
 * with JavaScript, so every navigation of every page a test opens (Page.goto, reload, goBack,
 * goForward) returns once the page it reached has hydrated.
 */
function waitForHydrationAfterNavigating(prototype: Page) {
  const methods = prototype as unknown as Record<string, unknown>;
  if (methods.__waitsForHydration) return;
  methods.__waitsForHydration = true;
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    methods[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as
        { waitUntil?: string } | undefined;
      if (options?.waitUntil !== "commit") await hydrated(this);
      return response;
    };
  }
}

/** Runs axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules; any violation fails. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Every rule still runs on every node; only the violations are collected in full (axe's
    // own advice for speed: the passes' and inapplicables' details went unread). Set first:
    // `options()` replaces the whole object, so called after `withTags()` it dropped the tags
    // and ran the best-practice rules too (a CI run failed on one).
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}
