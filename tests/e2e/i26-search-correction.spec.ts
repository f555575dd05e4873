import { expect, test } from "@playwright/test";
import { listingHydrated, MARKETS, PHONE_AND_WIDE_DESKTOP, PRODUCT_CARD } from "./devices";

// Issue #26 "search that helps": a corrected search says so and links to the search as typed; a
// long natural-language query shows close matches and says so. On a phone and a desktop, both markets.

for (const { device, use } of PHONE_AND_WIDE_DESKTOP) {
  for (const { market, prefix } of MARKETS) {
    test.describe(`search corrections on a ${device} in the ${market} market`, () => {
      test.use(use);

      test("“dgo fod” shows dog food, says so, and its link searches what was typed", async ({ page }) => {
        await page.goto(`${prefix}/s?query=dgo%20fod`, { waitUntil: "load" });
        await listingHydrated(page);
        await expect(page.getByText("Showing results for “dog food” instead.")).toBeVisible();
        await expect(page.locator(PRODUCT_CARD).first()).toBeVisible();
        const literal = page.getByRole("link", { name: "Search instead for “dgo fod”" });
        await expect(literal).toBeVisible();
        if (use.hasTouch) await literal.tap();
        else await literal.click();
        await page.waitForURL((url) => url.searchParams.get("literal") === "1" && url.searchParams.get("query") === "dgo fod");
        expect(new URL(page.url()).pathname).toBe(`${prefix}/s`);
        await expect(page.getByText("There are no results for “dgo fod”")).toBeVisible();
        await expect(page.getByText("Showing results for")).toHaveCount(0);
        await expect(page.locator(PRODUCT_CARD)).toHaveCount(0);
      });

      test("a long natural-language query shows close matches and says which words they match", async ({ page }) => {
        const query = "grain free salmon recipe for senior small breed dogs";
        await page.goto(`${prefix}/s?query=${encodeURIComponent(query)}`, { waitUntil: "load" });
        await listingHydrated(page);
        await expect(page.getByText(`No product matches every word of “${query}”. Showing close matches`)).toBeVisible();
        await expect(page.locator(PRODUCT_CARD).first()).toBeVisible();
      });
    });
  }
}
