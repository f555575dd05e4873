import { PRODUCT_CARD } from "./devices";
import { expect, test } from "@playwright/test";

// A page answered from the edge cache (issue #8) is this shopper's page: it hydrates without a
// mismatch, shows their own cart, and a cart change made on it shows in the header at once.

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`a cached listing in the ${market} market is the shopper's own page`, async ({ page, request }) => {
    const path = `${prefix}/s?query=dog&sort=byPriceAsc`;
    // Another visitor has been here: the page is in the cache.
    await (await request.get(path)).text();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    const first = await page.goto(path, { waitUntil: "load" });
    expect(first?.headers()["x-cache"]).toBe("hit");
    const cartLink = page.getByTestId("cart-link");
    await expect(cartLink).toHaveAccessibleName("Cart, empty");

    await page.locator(PRODUCT_CARD).getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(cartLink).toHaveAccessibleName("Cart, 1 item");
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    const again = await page.reload({ waitUntil: "load" });
    expect(again?.headers()["x-cache"]).toBe("hit");
    await expect(cartLink).toHaveAccessibleName("Cart, 1 item");
    expect(errors).toEqual([]);
  });
}
