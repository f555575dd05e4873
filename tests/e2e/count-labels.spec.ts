import { expect, test } from "@playwright/test";

// issue #24 "1 brands": the brand finder's count agrees with its count, as the shopper types.

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`the brand finder says 1 brand, N brands and No results. in the ${market} market`, async ({ page }) => {
    await page.goto(`${prefix}/brands`, { waitUntil: "load" });
    const count = page.locator(".brands-page .result-count");
    const all = await page.locator(".brands-page .tiles li").count();
    expect(all).toBeGreaterThan(1);
    await expect(count).toHaveText(`${all} brands`);
    const finder = page.getByLabel("Find a brand");
    await finder.fill("Barkwell");
    await expect(count).toHaveText("1 brand");
    await expect(page.locator(".brands-page .tiles li")).toHaveCount(1);
    await finder.fill("zzzz");
    await expect(count).toHaveText("No results.");
  });
}
