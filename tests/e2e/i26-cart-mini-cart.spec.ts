import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectErrors, listingHydrated, MARKETS, PRODUCT_CARD, VIEWPORTS } from "./devices";
import { buyableWithOptions, findCard } from "./catalogue";

// Issue #26 "A mini-cart": an add with JavaScript, from a listing's card, the options overlay or the
// product page, opens a cart drawer with the line, the subtotal (the cart page's), the free-shipping
// progress, Checkout and View cart. A modal dialog: focus moves into it and stays there, Escape and
// its buttons close it and focus goes back to the button that added; axe finds nothing with it open;
// on a phone and a desktop, in both markets. Inside our apps' webviews the app shows its cart instead.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** spec §5: Canadian order amounts read "CA $…", US ones "$…". */
const amountPattern = (prefix: string) => (prefix ? /^CA \$\d+\.\d\d$/ : /^\$\d+\.\d\d$/);

const miniCart = (page: Page) => page.getByRole("dialog", { name: "Added to your cart" });
const inside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

for (const { market, prefix } of MARKETS) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`${market} on a ${device}`, () => {
      test.use(use);

      test("a card's Add to Cart opens the mini-cart: line, subtotal, free shipping, Checkout, View cart; focus kept and given back; axe clean", async ({
        page,
      }) => {
        const errors = collectErrors(page);
        await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
        await listingHydrated(page);
        const card = page.locator(PRODUCT_CARD, { has: page.getByRole("button", { name: "Add to Cart" }) }).first();
        const partNumber = await card.getAttribute("data-part-number");
        const added = page.locator(`${PRODUCT_CARD}[data-part-number="${partNumber}"]`);
        const name = (await added.locator(".card__name a").textContent())!.trim();
        const button = added.getByRole("button", { name: "Add to Cart" });
        await button.focus();
        await page.keyboard.press("Enter");

        const dialog = miniCart(page);
        // (the first add also loads its code: give a busy machine time)
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog.getByTestId("mini-cart-line")).toContainText(name);
        await expect(dialog.getByTestId("mini-cart-line")).toContainText("Quantity: 1");
        await expect(dialog).toContainText("Subtotal (1 item)");
        await expect(dialog.getByTestId("mini-cart-subtotal")).toHaveText(amountPattern(prefix));
        await expect(dialog.getByTestId("mini-cart-shipping")).toContainText(/You're (CA )?\$\d+\.\d\d away from free shipping|You've got free shipping!/);
        await expect(dialog.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", `${prefix}/app/checkout`);
        await expect(dialog.getByRole("link", { name: "View cart" })).toHaveAttribute("href", `${prefix}/app/cart`);
        // The header's count follows, behind it.
        await expect(page.getByRole("link", { name: "Cart, 1 item" })).toHaveCount(1);

        // Focus moved in, and Tab (forwards and back) never leaves it.
        expect(await inside(dialog)).toBe(true);
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press("Tab");
          expect(await inside(dialog), `Tab ${i + 1} stays in the mini-cart`).toBe(true);
        }
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press("Shift+Tab");
          expect(await inside(dialog), `Shift+Tab ${i + 1} stays in the mini-cart`).toBe(true);
        }
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include("dialog.mini-cart").analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

        // Escape closes it; focus is back on the button that added (which says so).
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(added.getByRole("button", { name: /^Added/ })).toBeFocused();

        // The same subtotal as the cart page's (one owner): the second add's mini-cart, then View cart.
        await added.getByRole("button", { name: /^Added/ }).click();
        await expect(dialog.getByTestId("mini-cart-line")).toContainText("Quantity: 2");
        await expect(dialog).toContainText("Subtotal (2 items)");
        const subtotal = await dialog.getByTestId("mini-cart-subtotal").textContent();
        await dialog.getByRole("link", { name: "View cart" }).click();
        await expect(page).toHaveURL(`${prefix}/app/cart`);
        await expect(page.getByTestId("cart-subtotal")).toHaveText(subtotal!);
        await expect(page.getByTestId("line-quantity")).toHaveText("2");
        expect(errors).toEqual([]);
      });
    });
  }

  test(`${market}: the options overlay's Add to Cart opens the mini-cart over it; closing it goes back to the overlay`, async ({ page }) => {
    await page.goto(`${prefix}/b/pain-arthritis_c20906`, { waitUntil: "load" });
    await listingHydrated(page);
    await page.locator("a.card__option-link", { hasText: "Choose Options" }).first().click();
    const overlay = page.getByRole("dialog", { name: "Choose options" });
    const add = overlay.getByRole("button", { name: "Add to Cart" });
    // The overlay's Add to Cart is the same orange primary button as every other one (--accent-strong, #b23c0a).
    await expect(add).toHaveCSS("background-color", "rgb(178, 60, 10)");
    await expect(add).toHaveCSS("color", "rgb(255, 255, 255)");
    await add.click();
    const dialog = miniCart(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("mini-cart-subtotal")).toHaveText(amountPattern(prefix));
    await dialog.getByRole("button", { name: "Close your cart" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("button", { name: /^Added/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(overlay).toHaveCount(0);
  });

  test(`${market}: the product page's Add to Cart opens the mini-cart with the quantity added; Keep shopping gives focus back`, async ({ page, request }) => {
    const product = await findCard(request, prefix, "buyable product with options", buyableWithOptions);
    await page.goto(`${prefix}${product.href}`, { waitUntil: "load" });
    await expect(page.locator(".share button")).toBeVisible();
    await page.getByLabel("Quantity").fill("3");
    const add = page.getByRole("button", { name: "Add to Cart" });
    await add.click();
    const dialog = miniCart(page);
    await expect(dialog.getByTestId("mini-cart-line")).toContainText(product.name);
    await expect(dialog.getByTestId("mini-cart-line")).toContainText("Quantity: 3");
    await expect(dialog).toContainText("Subtotal (3 items)");
    await dialog.getByRole("button", { name: "Keep shopping" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Added/ })).toBeFocused();
  });
}

test("inside the iOS app's webview an add opens no mini-cart: the app shows its own cart", async ({ browser, request }) => {
  const context = await browser.newContext({ userAgent: "tailwise-ios/25.37.0 (iPhone; iOS 18.1) Mobile" });
  const page = await context.newPage();
  const product = await findCard(request, "", "buyable product with options", buyableWithOptions);
  await page.goto(product.href, { waitUntil: "load" });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Added to cart" })).toBeVisible();
  // (the mini-cart's code would have loaded with the add's other reports by now)
  await page.waitForTimeout(500);
  await expect(miniCart(page)).toHaveCount(0);
  await context.close();
});
