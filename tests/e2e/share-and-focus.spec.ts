// Issue 28, items 5 and 7: 'Share Movement' leads to the form everywhere, with e-mail beside it;
// the focus ring stands out (3:1) on the dark hero and the certification band.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const mailLink = /^mailto:[^?]+\?subject=Share%20Movement&body=/;

/** WCAG's relative luminance and contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, b]: number[]) => {
    const [lr, lg, lb] = [r!, g!, b!].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The focused control's ring against what surrounds it, read from a screenshot: the ring is 2 px
 * wide, 2 px outside the control; the page's own pixels lie just inside and just outside it.
 */
async function ringContrast(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.focus();
  expect(await control.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
  const box = (await control.boundingBox())!;
  const margin = 10;
  const shot = await page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
  // The browser decodes its own screenshot: a canvas reads the pixels.
  const probe = await page.context().newPage();
  const pixels = await probe.evaluate(
    async ({ base64, left, middle }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const at = (x: number) => [...context.getImageData(x, middle, 1, 1).data.slice(0, 3)];
      // From the control's left edge (x = left) outwards: the gap (left - 1), the ring
      // (left - 3), and the background beyond it (left - 7).
      return { gap: at(left - 1), ring: at(left - 3), beyond: at(left - 7) };
    },
    { base64: shot.toString("base64"), left: margin, middle: Math.round(box.height / 2) + margin },
  );
  await probe.close();
  return Math.min(contrast(pixels.ring, pixels.gap), contrast(pixels.ring, pixels.beyond));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("'Share Movement' in the header and the hero opens the form; e-mail is the choice beside it", async ({
      page,
    }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      const hero = page.getByRole("main").locator("section").first();
      await expect(header.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute(
        "href",
        mailLink,
      );
      await expect(hero.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute(
        "href",
        mailLink,
      );
      await hero.getByRole("link", { name: "Share a Movement", exact: true }).click();
      await expect(page).toHaveURL(/\/submit$/);
      await page.goto("/about");
      await header.getByRole("link", { name: "Share Movement" }).click();
      await expect(page).toHaveURL(/\/submit$/);
      await expect(page.getByRole("main").getByLabel(/^Full Name/)).toBeVisible();
    });

    test("on a phone, the menu's 'Share Movement' opens the form, with e-mail beside it", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/movements");
      const header = page.getByRole("banner");
      await header.getByText("Menu", { exact: true }).click();
      const menu = header.getByRole("navigation", { name: "Main" });
      await expect(menu.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute(
        "href",
        mailLink,
      );
      await menu.getByRole("link", { name: "Share Movement" }).click();
      await expect(page).toHaveURL(/\/submit$/);
    });

    test("the focus ring measures at least 3:1 on the hero and the certification band", async ({
      page,
    }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      const controls = [
        main.getByRole("link", { name: "Share a Movement", exact: true }),
        main.getByRole("link", { name: "Learn About" }),
        main.getByRole("link", { name: "Take the Assessment Now" }),
        page.getByRole("banner").getByRole("link", { name: "Share Movement" }),
      ];
      for (const control of controls)
        expect(await ringContrast(page, control)).toBeGreaterThanOrEqual(3);
    });
  });
}
