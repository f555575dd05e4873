import { expect, test, type Page } from "@playwright/test";
import { listingHydrated, PRODUCT_CARD, VIEWPORTS } from "./devices";

// Issue #26: Load More never moves what is already on screen (page 1's sponsored cards, educational
// tile and CMS card stay where they were), and the address it leaves (/b/dog_c288_p2) reloads and
// hydrates without a React error.

/** Every tile of the grid that is not a placeholder, by what it shows, with its place in the document. */
const tilePlaces = (page: Page) =>
  page.locator("ol.product-grid > li:not(.card--placeholder)").evaluateAll((tiles) =>
    tiles.map((tile) => {
      const box = tile.getBoundingClientRect();
      const link = tile.querySelector("a")?.getAttribute("href") ?? tile.className;
      return { what: link, x: Math.round(box.left), y: Math.round(box.top + window.scrollY) };
    }),
  );

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`Load More keeps the screen still, ${market} market, ${device}`, () => {
      test.use(use);

      test("page 1's tiles and cards stay where they were, and the page it leaves reloads without an error", async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
        await listingHydrated(page);
        const cards = page.locator(PRODUCT_CARD);
        await expect(cards).toHaveCount(36);
        const before = await tilePlaces(page);
        // the first page has more than its products: sponsored cards and content tiles
        expect(before.length).toBeGreaterThan(36);
        expect(await page.locator("ol.product-grid article.card--ad").count()).toBeGreaterThan(0);

        await page.getByRole("link", { name: "Load More" }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288_p2$`));
        await expect(cards).toHaveCount(72);
        const after = await tilePlaces(page);
        expect(after.slice(0, before.length)).toEqual(before);

        // reload the address Load More left: the server's page 2 hydrates as it was sent
        await page.reload({ waitUntil: "load" });
        await listingHydrated(page);
        await expect(page.getByTestId("result-count")).toBeVisible();
        // one more round trip, so a late hydration error would have been logged
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
        expect(errors).toEqual([]);
      });
    });
  }
}
