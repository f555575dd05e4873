import { expect, test, type Page, type Route } from "@playwright/test";
import { DESKTOP, PHONE, listingHydrated } from "./devices";

// Issue #26: a filter sheet stays usable while it counts (spec §4 facet refresh). The count request is
// slowed down on purpose: meanwhile the counts shown are the last known ones (never "(0)"), every box
// stays tappable, and the latest choice is the one counted (an answer for an older choice is dropped).
// The sheets are the phone's; a desktop filters with the sidebar's links (checked at the end).

const labelCounts = (page: Page) =>
  page
    .getByRole("dialog", { name: "Filter & Sort" })
    .locator("label.sheet-option:has(input[type=checkbox])")
    .evaluateAll((labels) => labels.map((label) => label.querySelector(".facet__count")!.textContent));

const countIn = (label: string) => Number(label.match(/\(([\d,]+)\)/)![1].replace(/,/g, ""));

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test.describe(`filter sheet while counting, ${market} market`, () => {
    test.use(PHONE);

    test("keeps the counts, keeps boxes tappable, and counts the later choice", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // The first count request answers last: slower than the one after it.
      let asked = 0;
      await page.route(`**${prefix}/plp/api/facets`, async (route: Route) => {
        const nth = ++asked;
        await new Promise((resolve) => setTimeout(resolve, nth === 1 ? 4000 : 1500));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      await page.getByRole("button", { name: "Filter & Sort" }).click();
      const sheet = page.getByRole("dialog", { name: "Filter & Sort" });
      await expect(sheet).toBeVisible();
      const before = await labelCounts(page);

      const brandGroup = sheet.locator("details", { has: page.getByRole("group", { name: "Brand", exact: true }) });
      if (!(await brandGroup.evaluate((d) => (d as HTMLDetailsElement).open))) await brandGroup.locator("summary").click();
      const brands = brandGroup.locator("label.sheet-option");
      const [first, second] = [brands.nth(0), brands.nth(1)];
      const expected = countIn((await first.textContent())!) + countIn((await second.textContent())!);

      await first.getByRole("checkbox").check();
      await expect.poll(() => asked).toBe(1);
      await expect(sheet.locator("#sheet-status")).toHaveText("Updating counts…");
      // while counting: the page's counts stay, none becomes "(0)", and no unticked box is disabled
      expect(await labelCounts(page)).toEqual(before);
      expect(await sheet.locator("label.sheet-option input[type=checkbox]:disabled").count()).toBe(0);

      // a second tap during the refresh is not lost
      await second.getByRole("checkbox").check();
      await expect(second.getByRole("checkbox")).toBeChecked();
      await expect(first.getByRole("checkbox")).toBeChecked();
      await expect.poll(() => asked).toBe(2);
      expect((await labelCounts(page)).filter((count) => count === "(0)")).toEqual(before.filter((count) => count === "(0)"));

      // the later choice's answer is the one shown, and stays after the older (slower) request has answered:
      // brand A alone would read fewer results
      const show = sheet.getByRole("button", { name: `Show ${expected.toLocaleString("en-US")} results` });
      await expect(show).toBeVisible({ timeout: 10_000 });
      await expect(sheet.locator("#sheet-status")).toHaveText("");
      await page.waitForTimeout(3000);
      await expect(show).toBeVisible();
      await show.click();
      await expect(page).toHaveURL(/rh=brand_facet/);
      expect(errors).toEqual([]);
    });
  });
}

test("a desktop filters from the sidebar, with no sheet to wait for", async ({ page }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await page.goto("/ca/b/dog_c288", { waitUntil: "load" });
  await expect(page.locator("aside.facets")).toBeVisible();
  await expect(page.getByRole("button", { name: "Filter & Sort" })).toBeHidden();
});
