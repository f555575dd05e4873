import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { listingHydrated, SCREEN_PER_MARKET } from "./devices";

// The options overlay (issue #9; spec §4 open/closed, §2 the multi-option selector sheet): a card's
// Choose Options opens the product's options over the list; the shopper picks one and adds it.

for (const { device, use, prefix } of SCREEN_PER_MARKET) {
  test.describe(`on a ${device} (${prefix || "US"})`, () => {
    test.use(use);

    test("Choose Options opens the options over the list, a choice changes the price, Add to Cart adds it, Escape closes", async ({ page }) => {
      await page.goto(`${prefix}/b/pain-arthritis_c20906`, { waitUntil: "load" });
      await listingHydrated(page);
      const listUrl = page.url();
      const open = page.locator("a.card__option-link", { hasText: "Choose Options" }).first();
      await open.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Choose options" });
      await expect(dialog).toBeVisible();
      expect(page.url()).toBe(listUrl);
      const radios = dialog.getByRole("radio");
      await expect(radios.first()).toBeVisible();
      expect(await radios.count()).toBeGreaterThan(1);
      await expect(dialog).toContainText("Prescription item: after you order, we contact your vet to approve it.");
      expect(
        await new AxeBuilder({ page })
          .include("dialog")
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([]);

      const price = dialog.getByTestId("options-price");
      const before = await price.textContent();
      // (a fixed radio: a `:not(:checked)` locator would move on to the next one once this is checked)
      const states = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
      const other = radios.nth(states.indexOf(false));
      await other.check();
      await expect(other).toBeChecked();
      await expect.poll(() => price.textContent()).not.toBe(before);

      await dialog.getByRole("button", { name: "Add to Cart" }).click();
      await expect(dialog.getByRole("button", { name: /Added/ })).toBeVisible();
      // The add opened the mini-cart over the overlay (issue #26): Escape closes it first, back to the overlay.
      const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
      await expect(miniCart).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(miniCart).toHaveCount(0);
      await expect(dialog.getByRole("button", { name: /Added/ })).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      // (the flag is off by default: options only)
      await expect(page.getByTestId("mini-pdp")).toHaveCount(0);
    });

    test("with the miniPdp flag, the overlay is a mini product page: picture, brand and description above the options", async ({ page }) => {
      await page.goto(`${prefix}/b/pain-arthritis_c20906?flags=miniPdp:on`, { waitUntil: "load" });
      await listingHydrated(page);
      const card = page.locator("article.card:not(.card--ad)", { has: page.locator("a.card__option-link", { hasText: "Choose Options" }) }).first();
      const brand = (await card.locator(".card__brand").textContent())!.trim();
      await card.locator("a.card__option-link").click();
      const dialog = page.getByRole("dialog", { name: "Choose options" });
      const mini = dialog.getByTestId("mini-pdp");
      await expect(mini).toBeVisible();
      await expect(mini).toContainText(`By ${brand}`);
      expect(((await mini.locator(".mini-pdp__description").textContent()) ?? "").length).toBeGreaterThan(20);
      await expect(dialog.getByRole("radio").first()).toBeVisible();
      expect(
        await new AxeBuilder({ page })
          .include("dialog")
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Choose Options is a link to the product page's options", async ({ page }) => {
    await page.goto("/b/pain-arthritis_c20906");
    const open = page.locator("a.card__option-link", { hasText: "Choose Options" }).first();
    const href = await open.getAttribute("href");
    expect(href).toMatch(/\/dp\/\d+#options$/);
    await open.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });
});
