import { expect, test, type Browser } from "@playwright/test";
import { US_MARKET } from "#app/markets/config.ts";
import { freeShippingLine, welcomeLine } from "#app/offers/offers.ts";
import { findCard } from "./catalogue";

// Issue #24 "Offers" as a shopper meets them in Chromium, with and without JavaScript: the cart's
// free-shipping progress and welcome box never contradict each other, and an existing customer (a
// verified session from the dev issuer) never sees the welcome offer, also after client-side
// navigations that render pages in the browser.

const NEW_US_BANNER = freeShippingLine(US_MARKET, false);
const EXISTING_US_BANNER = freeShippingLine(US_MARKET, true);

async function contextFor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`an existing customer sees the $49 threshold and no welcome offer, ${js}`, async ({ browser }) => {
    const { context, page } = await contextFor(browser, javaScriptEnabled);
    await page.goto("/app/dev/session?hasPurchased=1&next=/b/dog_c288");
    await expect(page).toHaveURL(/\/b\/dog_c288$/);
    await expect(page.getByTestId("site-banner")).toContainText(EXISTING_US_BANNER);
    await expect(page.getByTestId("welcome-offer")).toHaveCount(0);
    // On to a search and home by the page's own links: rendered in the browser when it has JavaScript.
    await page.getByRole("searchbox", { name: "Search" }).fill("cat food");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("result-count")).toContainText("cat food");
    await expect(page.getByTestId("welcome-offer")).toHaveCount(0);
    await page
      .getByRole("link", { name: /^Tailwise/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("welcome-offer")).toHaveCount(0);
    await expect(page.getByText("WELCOME20")).toHaveCount(0);
    await expect(page.getByTestId("site-banner")).toContainText(EXISTING_US_BANNER);
    await context.close();
  });

  test(`a new customer's cart past $35: free shipping, and a welcome box that asks $49 only for the eGift card, ${js}`, async ({ browser, request }) => {
    // One option, in stock, plainly buyable, priced so that a few of it land between $35 and $49.
    const card = (await findCard(request, "", "plain product between $6 and $12", (c) => {
      const price = (c as unknown as { advertisedPrice: number }).advertisedPrice;
      return (
        c.inStock &&
        !c.hasMoreChoices &&
        !c.isGiftCard &&
        !c.isCustomizable &&
        !c.isPrescription &&
        !c.isRxVetDiet &&
        !c.isDiscontinued &&
        !c.mapMessage &&
        price >= 6 &&
        price <= 12
      );
    })) as unknown as { href: string; advertisedPrice: number; name: string };
    const { context, page } = await contextFor(browser, javaScriptEnabled);
    await page.goto("/b/dog_c288");
    await expect(page.getByTestId("site-banner")).toContainText(NEW_US_BANNER);
    await expect(page.getByTestId("welcome-offer")).toContainText(welcomeLine(US_MARKET, false)!);

    await page.goto(card.href);
    await page.getByLabel("Quantity").fill(String(Math.ceil(35 / card.advertisedPrice)));
    await page.getByRole("button", { name: "Add to Cart" }).click();
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Added to cart" })).toBeVisible();
    await page.goto("/app/cart");
    const subtotal = Number((await page.getByTestId("cart-subtotal").textContent())!.replace(/[^\d.]/g, ""));
    expect(subtotal).toBeGreaterThanOrEqual(35);
    expect(subtotal).toBeLessThan(49);
    await expect(page.getByTestId("free-shipping")).toContainText("You've got free shipping!");
    await expect(page.getByTestId("welcome-offer")).toHaveText(welcomeLine(US_MARKET, false, false)!);
    // Nothing on the page asks for $49 for free shipping (the $35.49 cart seen on main did).
    await expect(page.locator(".cart-summary")).not.toContainText(/free shipping[^.!]*\$49/i);

    // One fewer: below $35 the progress says how far, and the welcome box still only promises the gift card.
    await page.getByRole("button", { name: `Decrease quantity of ${card.name}` }).click();
    await expect(page.getByTestId("free-shipping")).toContainText(/You're \$\d+\.\d\d away from free shipping/);
    await expect(page.getByTestId("welcome-offer")).toHaveText(welcomeLine(US_MARKET, false, false)!);
    await context.close();
  });
}
