import { expect, test } from "@playwright/test";
import { MARKETS, recordLayoutShifts, VIEWPORTS } from "./devices";
import { findCard } from "./catalogue";

// A product page's picture holds its place while the file is on its way: on a first visit (nothing
// cached, a slow network) the buy box under it on a phone must not jump down when the picture
// arrives. Lighthouse's first run saw a layout shift of 0.26 there ("poor" is above 0.25): the
// picture's box was as wide as the picture not yet loaded. Phone and desktop, both markets.

/** How long every picture is held back: the page is drawn before any arrives. */
const PICTURE_DELAY_MS = 1_000;

for (const { market, prefix } of MARKETS) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`${market} on a ${device}`, () => {
      test.use(use);

      test("the product page's picture holds its place until it arrives", async ({ page, request }) => {
        const product = await findCard(request, prefix, "product in stock", (card) => card.inStock && !card.isDiscontinued);
        let held = 0;
        await page.route(/\.webp$/, async (route) => {
          held++;
          await new Promise((resolve) => setTimeout(resolve, PICTURE_DELAY_MS));
          await route.continue();
        });
        const layoutShifts = await recordLayoutShifts(page);
        await page.goto(`${prefix}${product.href}`, { waitUntil: "domcontentloaded" });
        const buyBox = page.locator(".product-page__buy");
        await expect(buyBox).toBeVisible();
        const picture = page.locator(".gallery__view img").first();
        expect(await picture.evaluate((img: HTMLImageElement) => img.complete), "the picture is still on its way").toBe(false);
        // (its height may change as its parts hydrate; where it starts may not)
        const topLeft = async () => {
          const box = (await buyBox.boundingBox())!;
          return { x: box.x, y: box.y };
        };
        const before = await topLeft();

        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(held, "the pictures were held back").toBeGreaterThan(0);
        expect(await topLeft(), "the buy box where it was drawn").toEqual(before);
        expect(await layoutShifts()).toEqual([]);
      });
    });
  }
}
