import { listingHydrated, VIEWPORTS, PRODUCT_CARD } from "./devices";
import { expect, test } from "@playwright/test";

// spec §4 Load More (issue #9): the list grows in place, the address names the last page loaded,
// and coming back from a product restores the list and the position. Without JavaScript it is the
// next page.

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`Load More, ${market} market, ${device}`, () => {
      test.use(use);

      test("appends the next page in place and comes back to it from a product", async ({ page }) => {
        await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
        const cards = page.locator(PRODUCT_CARD);
        await expect(cards).toHaveCount(36);
        await listingHydrated(page);
        const firstName = await cards.first().locator(".card__name a").textContent();
        await page.getByRole("link", { name: "Load More" }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288_p2$`));
        await expect(cards).toHaveCount(72);
        await expect(cards.first().locator(".card__name a")).toHaveText(firstName!);
        await expect(page.getByTestId("result-count")).toContainText("Showing 1–72 of");
        // the 40th card, scrolled to and opened; then back
        const fortieth = cards.nth(39);
        await fortieth.scrollIntoViewIfNeeded();
        const name = (await fortieth.locator(".card__name a").textContent())!;
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBeGreaterThan(500);
        await fortieth.locator(".card__name a").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288_p2$`));
        await expect(cards).toHaveCount(72);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
        await expect(fortieth).toBeInViewport();
        // a filter or sort change starts the list again from its first page
        if (device === "desktop") {
          await page.getByLabel("Sort by").selectOption({ label: "Price low to high" });
          await expect(page).toHaveURL(/sort=byLowestPrice/);
          await expect(cards).toHaveCount(36);
        }
      });
    });
  }

  test.describe(`Load More without JavaScript, ${market} market`, () => {
    test.use({ javaScriptEnabled: false });
    test("is the next page", async ({ page }) => {
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await page.getByRole("link", { name: "Load More" }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288_p2$`));
      await expect(page.locator(PRODUCT_CARD)).toHaveCount(36);
      await expect(page.getByTestId("result-count")).toContainText("Showing 37–72 of");
    });
  });
}
