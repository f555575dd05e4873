import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectErrors, listingHydrated } from "./devices";

// Issue #26 keyboard (decision 0053): from the top of a category page a desktop shopper reaches the
// first card's Add to Cart within 25 Tab presses, in both markets: the header's row of pets is one
// Tab stop (the arrow keys move between pets), a facet group shows its first values and "Show more",
// the later groups sit under "More filters". Every pet and every filter stays reachable by keyboard,
// also without JavaScript, and a focused value in a scrolling list keeps its whole focus ring.

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false };
const MAX_TABS = 25;
const PETS = 10;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** The pets of the header's row are one Tab stop once the row's script has run. */
const rowReady = (page: Page) => page.waitForFunction(() => document.querySelectorAll('.browse-nav--bar summary[tabindex="-1"]').length > 0);

test.use(DESKTOP_1366);

for (const prefix of ["", "/ca"]) {
  test.describe(`market '${prefix || "/"}'`, () => {
    test(`the first card's Add to Cart is at most ${MAX_TABS} Tab presses from the top of a category page`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      await rowReady(page);
      const add = page.locator(".product-grid article.card").first().getByRole("button", { name: "Add to Cart" });
      await expect(add).toBeVisible();
      let presses = 0;
      while (presses < MAX_TABS + 20 && !(await isFocused(add))) {
        await page.keyboard.press("Tab");
        presses++;
      }
      expect(await isFocused(add), "the first card's Add to Cart took the focus").toBe(true);
      expect(presses).toBeLessThanOrEqual(MAX_TABS);
      expect(errors).toEqual([]);
    });

    test("the arrow keys move between the header's pets, Tab leaves the row, Escape closes a pet's list", async ({ page }) => {
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      await rowReady(page);
      const row = page.getByRole("navigation", { name: "Shop by pet" }).first();
      const pets = row.locator("summary");
      await expect(pets).toHaveCount(PETS);
      await pets.first().focus();
      await expect(row.getByText("The arrow keys move between pets.")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(pets.nth(1)).toBeFocused();
      await page.keyboard.press("End");
      await expect(pets.last()).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(pets.first()).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(pets.last()).toBeFocused();
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowRight");
      // Enter opens the pet's list; Tab goes into it; Escape closes it and goes back to the pet
      await page.keyboard.press("Enter");
      const cat = row.locator("details").nth(1);
      await expect(cat).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toMatch(/^Shop all /);
      await page.keyboard.press("Escape");
      await expect(cat).not.toHaveAttribute("open", "");
      await expect(pets.nth(1)).toBeFocused();
      // the pet last visited keeps the row's one Tab stop: Tab leaves the row, Shift+Tab comes back to it
      await page.keyboard.press("Tab");
      expect(await row.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
      await page.keyboard.press("Shift+Tab");
      await expect(pets.nth(1)).toBeFocused();
    });

    test("every brand is reachable by keyboard behind Show more, and a focused one keeps its whole focus ring inside the scrolling list", async ({ page }) => {
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      const brand = page.locator("details.facet", { has: page.locator("summary", { hasText: /^Brand$/ }) });
      await brand.locator("summary").first().focus();
      await page.keyboard.press("Enter");
      const shown = brand.locator(":scope > ul a");
      await expect(shown).toHaveCount(5);
      const more = brand.locator("details.facet__more");
      await more.locator("summary").focus();
      // (the summary holds both words; CSS shows the one for its state)
      await expect(more.locator("summary span:visible")).toHaveText("Show more");
      await page.keyboard.press("Enter");
      await expect(more.locator("summary span:visible")).toHaveText("Show fewer");
      const rest = more.locator("a");
      const count = await rest.count();
      expect(count).toBeGreaterThan(20);
      const list = more.locator("ul");
      expect(await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight), "the long list scrolls").toBe(true);
      for (let i = 0; i < count; i++) {
        await page.keyboard.press("Tab");
        await expect(rest.nth(i)).toBeFocused();
        // the ring: the link's box grown by the outline's width and offset, inside the list's visible box
        const clipped = await rest.nth(i).evaluate((link) => {
          const style = getComputedStyle(link);
          const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = link.getBoundingClientRect();
          const scroller = link.closest("ul")!.getBoundingClientRect();
          const sides = {
            top: box.top - ring - scroller.top,
            bottom: scroller.bottom - (box.bottom + ring),
            left: box.left - ring - scroller.left,
            right: scroller.right - (box.right + ring),
          };
          return ring > 0 ? Object.entries(sides).filter(([, room]) => room < -0.5) : [["no ring", 0]];
        });
        expect(clipped, `brand ${i + 6}'s focus ring`).toEqual([]);
      }
    });
  });

  test.describe(`market '${prefix || "/"}' without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("every pet is a Tab stop, and the groups under More filters open from the keyboard", async ({ page }) => {
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      const pets = page.getByRole("navigation", { name: "Shop by pet" }).first().locator("summary");
      await pets.first().focus();
      for (let i = 1; i < PETS; i++) {
        await page.keyboard.press("Tab");
        await expect(pets.nth(i)).toBeFocused();
      }
      const moreFilters = page.locator("details.facets__more");
      await moreFilters.locator("summary").first().focus();
      await page.keyboard.press("Enter");
      await expect(moreFilters).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      const group = page.locator("details.facets__more details.facet").first();
      await expect(group.locator("summary").first()).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const value = group.getByRole("checkbox").first();
      await expect(value).toBeFocused();
      const href = await value.getAttribute("href");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?.]/g, "\\$&")}$`));
      await expect(page.locator(".pill").first()).toBeVisible();
    });
  });
}
