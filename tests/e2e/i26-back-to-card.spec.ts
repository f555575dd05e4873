import { expect, test, type Page } from "@playwright/test";
import { listingHydrated, PRODUCT_CARD, VIEWPORTS } from "./devices";

// Issue #26: back from a product, the card the shopper tapped is where it was: its box inside the
// viewport, at (nearly) the same offset, with and without Load More, on a phone and a desktop.

// near the top of the screen, so the whole card (a phone card is ~750 px tall) fits below it
const OFFSET = 80;

/** The top of the nth product card in the viewport (by place: a grown list may show a product twice, sponsored on page 1 and listed on page 2). */
const cardTop = (page: Page, nth: number) =>
  page
    .locator(PRODUCT_CARD)
    .nth(nth)
    .evaluate((card) => card.getBoundingClientRect().top);

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  for (const { device, use } of VIEWPORTS) {
    for (const loadMore of [false, true]) {
      test.describe(`back to the tapped card, ${market} market, ${device}${loadMore ? ", after Load More" : ""}`, () => {
        test.use(use);

        test("the card is back where it was", async ({ page }) => {
          await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
          await listingHydrated(page);
          const cards = page.locator(PRODUCT_CARD);
          if (loadMore) {
            await page.getByRole("link", { name: "Load More" }).click();
            await expect(cards).toHaveCount(72);
          }
          const nth = loadMore ? 41 : 13;
          const card = cards.nth(nth);
          const link = card.locator(".card__name a");
          const href = (await link.getAttribute("href"))!;
          const name = (await link.textContent())!;
          // the card a little way down the screen, as a shopper scrolling would have it
          await expect(async () => {
            await card.evaluate((article, at) => window.scrollBy({ top: article.getBoundingClientRect().top - at, behavior: "instant" }), OFFSET);
            await page.waitForTimeout(300);
            expect(Math.abs((await cardTop(page, nth))! - OFFSET)).toBeLessThan(50);
          }).toPass();
          const before = (await cardTop(page, nth))!;

          await link.click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288${loadMore ? "_p2" : ""}$`));
          const back = cards.nth(nth);
          await expect(back.locator(".card__name a")).toHaveAttribute("href", href);
          await expect(back).toBeInViewport({ ratio: 1 });
          // at the offset it had (the zones above the grid may still be arriving: poll)
          await expect.poll(async () => Math.abs((await cardTop(page, nth))! - before)).toBeLessThanOrEqual(24);
        });
      });
    }
  }
}
