import { expect, test } from "@playwright/test";
import { DESKTOP, listingHydrated, PHONE } from "./devices";

// Issue #26: the sort sheet says "Sort by" once, and the phone's Sort chip shows the order chosen, in
// the words of the sort options.

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test.describe(`sort, ${market} market, phone`, () => {
    test.use(PHONE);

    test("the sheet says Sort by once, and the chip names the chosen sort", async ({ page }) => {
      await page.goto(`${prefix}/s?query=dog%20food`, { waitUntil: "load" });
      await listingHydrated(page);
      await page.getByRole("button", { name: "Sort", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "Sort by" });
      await expect(sheet).toBeVisible();
      // drawn once: a visually hidden text is clipped to a pixel
      const drawn = await sheet
        .getByText("Sort by", { exact: true })
        .evaluateAll((texts) => texts.filter((text) => text.getBoundingClientRect().width > 2 && text.getBoundingClientRect().height > 2).length);
      expect(drawn).toBe(1);
      // the choices are still a group named for screen readers
      await expect(sheet.getByRole("group", { name: "Sort by" })).toBeVisible();
      await sheet.getByRole("radio", { name: "Price low to high" }).check();
      await expect(page).toHaveURL(/sort=byLowestPrice/);
      await expect(page.getByRole("button", { name: "Sort: Price low to high", exact: true })).toBeVisible();
    });
  });
}

test("a desktop's sort control shows the chosen sort", async ({ page }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await page.goto("/ca/s?query=dog%20food&sort=byLowestPrice", { waitUntil: "load" });
  await expect(page.getByLabel("Sort by")).toHaveValue("byLowestPrice");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Price low to high");
});
