import AxeBuilder from "@axe-core/playwright";
import { VIEWPORTS } from "./devices";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { buyableWithOptions, findCard, temporarilyOutOfStock, type ApiCard } from "./catalogue";

// The buy path checked by axe (WCAG 2.0/2.1 A and AA), not by eye, in both markets on a phone and
// on a desktop: a product page with options, an out-of-stock product page (notify-me form, also
// with its error), a product page on sale with a MAP message, the cart with a line, after removing
// it (undo) and empty, the notify-me page and the checkout page. Plus the keyboard: the buy
// controls are reachable with Tab and work with Enter. Listing pages are not scanned here.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The price block at its fullest: a was-price (with a savings badge where the market shows one) and a MAP line.
const onSaleWithMapMessage = (c: ApiCard) => c.inStock && !c.isDiscontinued && c.strikePrice !== null && Boolean(c.mapMessage);

/** Scans the page as it is now and fails with one readable line per violation and element. */
async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact ?? "no impact"}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}: ${v.help}`);
  expect(found, `axe found WCAG violations on ${where}:\n${found.map((line) => `- ${line}`).join("\n")}`).toEqual([]);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; fails if it takes more than `maxTabs`. */
async function tabUntilFocused(page: Page, target: Locator, what: string, maxTabs = 40) {
  for (let tabs = 0; tabs < maxTabs; tabs++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `${what} is reachable with Tab`).toBe(true);
}

/**
 * The product page in the market, hydrated: the share button appears only once React runs in the
 * browser. The search answer's href carries no market prefix (the spec's shape), so add it.
 */
async function openProductPage(page: Page, prefix: string, card: ApiCard) {
  await page.goto(`${prefix}${card.href}`, { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);
  await expect(page.locator(".share button")).toBeVisible();
}

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`accessibility, ${market} market, ${device}`, () => {
      test.use(use);

      test("a product page with options has no axe violations, and its buy controls work from the keyboard", async ({ page, request }) => {
        const card = await findCard(request, prefix, "in-stock product with options", buyableWithOptions);
        await openProductPage(page, prefix, card);
        await expectNoAxeViolations(page, `the product page ${prefix}${card.href}`);

        // Tab from the option chips through the buy box.
        await page.locator(".option-chip").first().focus();
        await tabUntilFocused(page, page.getByLabel("Quantity"), "the Quantity input");
        const add = page.getByRole("button", { name: "Add to Cart" });
        await tabUntilFocused(page, add, "the Add to Cart button");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("button", { name: "Added to cart" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
        await expectNoAxeViolations(page, `the product page ${prefix}${card.href} after adding to the cart`);
      });

      test("an out-of-stock product page with the notify-me form has no axe violations", async ({ page, request }) => {
        const card = await findCard(request, prefix, "temporarily out-of-stock product", temporarilyOutOfStock);
        await openProductPage(page, prefix, card);
        await expect(page.locator(".notify-me").getByLabel("Email address")).toBeVisible();
        await expectNoAxeViolations(page, `the out-of-stock product page ${prefix}${card.href}`);

        // The form's error state (checked in the browser, nothing is sent).
        const form = page.locator(".notify-me");
        await form.getByRole("button", { name: "Notify me" }).click();
        await expect(form.getByRole("alert")).toHaveText("Email address is required.");
        await expectNoAxeViolations(page, `the out-of-stock product page ${prefix}${card.href} with the e-mail error`);
      });

      test("a product page with a sale price and a MAP message has no axe violations", async ({ page, request }) => {
        const card = await findCard(request, prefix, "product on sale with a MAP message", onSaleWithMapMessage);
        await openProductPage(page, prefix, card);
        await expect(page.locator(".product-price .card__map")).toBeVisible();
        await expectNoAxeViolations(page, `the product page ${prefix}${card.href}`);
      });

      test("the cart with a line has no axe violations, and its quantity stepper works from the keyboard", async ({ page, request }) => {
        const card = await findCard(request, prefix, "in-stock product with options", buyableWithOptions);
        await openProductPage(page, prefix, card);
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
        // The add opened the mini-cart (issue #26); closed, the header's link is there to follow.
        await expect(page.getByRole("dialog", { name: "Added to your cart" })).toBeVisible();
        await page.keyboard.press("Escape");
        await page.getByRole("link", { name: /^Cart,/ }).click();
        await expect(page).toHaveURL(`${prefix}/app/cart`);
        await expect(page.getByTestId("line-quantity")).toHaveText("1");
        await expectNoAxeViolations(page, `the cart ${prefix}/app/cart with one line`);

        const increase = page.getByRole("button", { name: `Increase quantity of ${card.name}` });
        await increase.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("line-quantity")).toHaveText("2");
        await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

        // Removed, with its undo bar in place of the line.
        await page.getByRole("button", { name: `Remove ${card.name} from your cart` }).click();
        await expect(page.getByRole("button", { name: `Undo removing ${card.name}` })).toBeVisible();
        await expectNoAxeViolations(page, `the cart ${prefix}/app/cart after removing its line`);
      });

      test("the empty cart has no axe violations", async ({ page }) => {
        await page.goto(`${prefix}/app/cart`, { waitUntil: "load" });
        await expect(page.getByText("Your cart is empty.")).toBeVisible();
        await expectNoAxeViolations(page, `the empty cart ${prefix}/app/cart`);
      });

      test("the notify-me page has no axe violations", async ({ page }) => {
        await page.goto(`${prefix}/app/notify-me?term=zebra`, { waitUntil: "load" });
        await expect(page.locator(".notify-me").getByLabel("Email address")).toBeVisible();
        await expectNoAxeViolations(page, `${prefix}/app/notify-me?term=zebra`);
      });

      test("the checkout page has no axe violations", async ({ page }) => {
        await page.goto(`${prefix}/app/checkout`, { waitUntil: "load" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${prefix}/app/checkout`);
      });
    });
  }
}
