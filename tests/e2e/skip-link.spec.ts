import { expect, test } from "@playwright/test";
import { DESKTOP, listingHydrated } from "./devices";

// Issue #26 keyboard: a listing's skip link goes to its results (past the breadcrumbs, the filters and
// the banners); other pages' skip link goes to their content. Both markets.

test.use(DESKTOP);

for (const prefix of ["", "/ca"]) {
  test(`market '${prefix || "/"}': the first Tab on a listing is "Skip to results", and the next Tab is inside the results`, async ({ page }) => {
    await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
    await listingHydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.getElementById("results")?.contains(document.activeElement) ?? false)).toBe(true);
  });

  test(`market '${prefix || "/"}': on a search that finds nothing, "Skip to results" lands on the no-results message`, async ({ page }) => {
    await page.goto(`${prefix}/s?query=zzqqxx`, { waitUntil: "load" });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#results$/);
    await expect(page.locator("#results").getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test(`market '${prefix || "/"}': a product page's skip link goes to its content`, async ({ page }) => {
    await page.goto(`${prefix}/whisker-co-high-protein-pork-stew/dp/504885`, { waitUntil: "load" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });
}
