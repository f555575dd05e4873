import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { listingHydrated, SCREEN_PER_MARKET } from "./devices";

// Shop Similar (issue #10; spec §8): an out-of-stock card's link opens the visually similar products
// over the list; a failure says so in the spec's words and Refresh asks again; nothing found offers
// Please try again; Keep Shopping closes. Without JavaScript the link leads to the product's similar items.

const WIDGETS = "**/api/widgets/graphql";
const similarLink = (page: Page) => page.locator("a.card__similar-link").first();

for (const { device, use, prefix } of SCREEN_PER_MARKET) {
  test.describe(`on a ${device} (${prefix || "US"})`, () => {
    test.use(use);

    test("Shop Similar opens, fails (forced) with the spec's words, and Refresh finds similar items", async ({ page }) => {
      await page.goto(`${prefix}/b/cat_c325`, { waitUntil: "load" });
      await listingHydrated(page);
      const link = similarLink(page);
      const name = (await link.locator(".visually-hidden").textContent())!.replace(/^: /, "");
      // The widget service is unreachable for the first call.
      await page.route(WIDGETS, (route) => route.abort("failed"));
      await link.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Shop similar" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`We're working hard to bring ${name} back in stock.`);
      await expect(dialog.getByRole("alert")).toContainText("We're sorry, we ran into an error");
      await expect(dialog.getByRole("alert")).toContainText("Please retry to find similar items");
      await expect(dialog.getByRole("button", { name: "Keep Shopping" })).toBeVisible();
      expect(
        await new AxeBuilder({ page })
          .include("dialog[open]")
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([]);

      await page.unroute(WIDGETS);
      const answered = page.waitForResponse((res) => res.url().includes("/api/widgets/graphql") && res.status() === 200);
      await dialog.getByRole("button", { name: "Refresh" }).click();
      await answered;
      const items = dialog.locator(".shelf__item");
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeGreaterThanOrEqual(4);
      await expect(items.first().getByRole("link")).toHaveAttribute("href", new RegExp(`^${prefix}/[a-z0-9-]+/dp/\\d+$`));

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();
    });

    test("when nothing similar is found: 'We're sorry, we couldn't fetch a similar item.', Please try again, Keep Shopping closes", async ({ page }) => {
      await page.goto(`${prefix}/b/cat_c325`, { waitUntil: "load" });
      await listingHydrated(page);
      await page.route(WIDGETS, (route) =>
        route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            data: { carousel: { __typename: "Carousel", carouselId: "visually-similar", title: "Shop similar", reason: "insufficientrecords", products: [] } },
          }),
        }),
      );
      await similarLink(page).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Shop similar" });
      await expect(dialog.getByRole("alert")).toContainText("We're sorry, we couldn't fetch a similar item.");
      await expect(dialog.getByRole("button", { name: "Please try again" })).toBeVisible();
      await dialog.getByRole("button", { name: "Keep Shopping" }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Shop Similar leads to the product page's similar items", async ({ page }) => {
    await page.goto("/b/cat_c325", { waitUntil: "load" });
    const link = similarLink(page);
    await expect(link).toHaveAttribute("href", /\/dp\/\d+#similar-items$/);
    await link.click();
    await expect(page.locator("#similar-items")).toContainText("Similar items");
  });
});
