import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, listingHydrated, MARKETS, PHONE, PHONE_AND_WIDE_DESKTOP } from "./devices";

// Issue #26 "search that helps": the header's typeahead (decision 0048) — an ARIA 1.2 combobox on the
// search field, loaded on its first focus, listing searches, categories, brands and products from
// {market}/api/search-suggestions. By keyboard and by touch, on a phone and a desktop, both markets;
// axe clean with the list open; and without JavaScript the field is the plain search form it was.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A listing page, hydrated, with the search field typed into as a shopper types (letter by letter). */
async function typeInSearch(page: Page, prefix: string, text: string) {
  await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
  await listingHydrated(page);
  const field = page.getByRole("searchbox", { name: "Search" }).or(page.getByRole("combobox", { name: "Search" }));
  await field.click();
  // The answer for all of the text: a list for an earlier prefix may show first, then this one replaces it.
  const answered = page.waitForResponse((res) => res.url().endsWith(`/api/search-suggestions?q=${encodeURIComponent(text)}`));
  await field.pressSequentially(text, { delay: 40 });
  await answered;
  const combobox = page.getByRole("combobox", { name: "Search" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  return combobox;
}

for (const { device, use } of PHONE_AND_WIDE_DESKTOP) {
  for (const { market, prefix } of MARKETS) {
    test.describe(`the search typeahead on a ${device} in the ${market} market`, () => {
      test.use(use);

      test("typing a prefix lists grouped suggestions; arrows and Enter follow the chosen one", async ({ page }) => {
        const errors = collectErrors(page);
        const combobox = await typeInSearch(page, prefix, "dog fo");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        await expect(listbox).toBeVisible();
        await expect(combobox).toHaveAttribute("aria-expanded", "true");
        await expect(combobox).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
        // Grouped as the issue asks: searches, categories and products for "dog fo".
        for (const group of ["Searches", "Categories", "Products"]) await expect(listbox.getByRole("group", { name: group })).toBeVisible();
        await expect(listbox.getByRole("group", { name: "Searches" }).getByRole("option", { name: "dog food", exact: true })).toBeVisible();
        // The polite live region says how many there are.
        const count = await listbox.getByRole("option").count();
        await expect(page.getByRole("status").filter({ hasText: `${count} suggestions` })).toHaveCount(1);

        // Down to the first product: the field points at it, and it is the one marked selected.
        const firstProduct = listbox.getByRole("group", { name: "Products" }).getByRole("option").first();
        const productName = (await firstProduct.textContent())!;
        const productId = (await firstProduct.getAttribute("id"))!;
        const before = await listbox.getByRole("option").evaluateAll((options, id) => options.findIndex((o) => o.id === id), productId);
        for (let i = 0; i <= before; i++) await page.keyboard.press("ArrowDown");
        await expect(combobox).toHaveAttribute("aria-activedescendant", productId);
        await expect(firstProduct).toHaveAttribute("aria-selected", "true");
        await expect(listbox.getByRole("option", { selected: true })).toHaveCount(1);
        await page.keyboard.press("Enter");
        // A product's page in the market: {prefix}/{slug}/dp/{id}.
        await page.waitForURL((url) => url.pathname.startsWith(`${prefix}/`) && url.pathname.includes("/dp/"));
        if (!prefix) expect(new URL(page.url()).pathname.startsWith("/ca/")).toBe(false);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
        expect(errors).toEqual([]);
      });

      test("Enter with no option chosen searches what was typed; ArrowUp from the text goes to the last option", async ({ page }) => {
        const errors = collectErrors(page);
        const combobox = await typeInSearch(page, prefix, "cat li");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        await expect(listbox.getByRole("option", { name: "cat litter", exact: true })).toBeVisible();
        await page.keyboard.press("ArrowUp");
        await expect(combobox).toHaveAttribute("aria-activedescendant", (await listbox.getByRole("option").last().getAttribute("id"))!);
        await page.keyboard.press("ArrowDown"); // back to the typed text
        await expect(combobox).not.toHaveAttribute("aria-activedescendant");
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === `${prefix}/s` && url.searchParams.get("query") === "cat li");
        expect(errors).toEqual([]);
      });

      test("Escape closes the list, a second Escape clears the field, and Tab leaves it", async ({ page }) => {
        const errors = collectErrors(page);
        const combobox = await typeInSearch(page, prefix, "pupp");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        await expect(listbox).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(listbox).toBeHidden();
        await expect(combobox).toHaveAttribute("aria-expanded", "false");
        await expect(combobox).toHaveValue("pupp");
        await expect(combobox).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(combobox).toHaveValue("");
        await combobox.pressSequentially("pupp", { delay: 40 });
        await expect(listbox).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(listbox).toBeHidden();
        await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
        expect(errors).toEqual([]);
      });

      test("has no axe violations with the list open", async ({ page }) => {
        const errors = collectErrors(page);
        await typeInSearch(page, prefix, "dog");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        await expect(listbox.getByRole("group", { name: "Products" })).toBeVisible();
        await page.keyboard.press("ArrowDown");
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const found = violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}: ${v.help}`);
        expect(found, `axe with the typeahead open:\n${found.join("\n")}`).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`${use.hasTouch ? "a tap" : "a click"} on a category option opens that category in the market`, async ({ page }) => {
        const errors = collectErrors(page);
        await typeInSearch(page, prefix, "cat li");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        // The answer for all of "cat li" (an earlier prefix's list may show while the last letters are asked).
        await expect(listbox.getByRole("option", { name: "cat litter", exact: true })).toBeVisible();
        const category = listbox.getByRole("group", { name: "Categories" }).getByRole("option").first();
        const name = (await category.textContent())!;
        if (use.hasTouch) await category.tap();
        else await category.click();
        await page.waitForURL((url) => url.pathname.startsWith(`${prefix}/b/`));
        if (!prefix) expect(new URL(page.url()).pathname.startsWith("/ca/")).toBe(false);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  for (const { market, prefix } of MARKETS) {
    test(`the header's field is still a search form in the ${market} market`, async ({ page }) => {
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      const field = page.getByRole("searchbox", { name: "Search" });
      await field.fill("dog food");
      await field.press("Enter");
      await page.waitForURL((url) => url.pathname === `${prefix}/s` && url.searchParams.get("query") === "dog food");
      await expect(page.getByRole("listbox")).toHaveCount(0);
    });
  }
});
