import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectErrors, MARKETS, VIEWPORTS } from "./devices";
import { findCard, type ApiCard } from "./catalogue";

// Issue #26 "Products you can tell apart": the product page's gallery zoom and its reviews.
// Zoom: a modal dialog loaded on first use, opened by keyboard or by a tap, that keeps focus inside,
// closes with Escape or its button and gives focus back to the Zoom link, axe clean while open, showing
// the 800 px picture; without JavaScript Zoom is a link to that picture. Reviews: the stars lead to
// them, and their pages work by links with and without JavaScript. Phone and desktop, both markets.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** In stock with more than two pages of reviews (the search API's cards carry the review count). */
const reviewedOften = (c: ApiCard) => c.inStock && !c.isDiscontinued && !c.isGiftCard && (c as ApiCard & { ratingCount: number }).ratingCount > 25;
const reviewCount = (c: ApiCard) => (c as ApiCard & { ratingCount: number }).ratingCount;

const zoomDialog = (page: Page, view: string) => page.getByRole("dialog", { name: `Enlarged picture: ${view}` });
const inside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));
/** The product page's script has run (its Share button shows only then). */
const productHydrated = (page: Page) => expect(page.locator(".share button")).toBeVisible({ timeout: 15_000 });

async function expectLargePicture(dialog: Locator, view: string) {
  const image = dialog.getByTestId("gallery-zoom-image");
  await expect(image).toHaveAttribute("src", new RegExp(`/${view}-800\\.webp$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  // The picture is opaque as the browser draws it (a WebP's palette once decoded as transparent: a white page showed nothing).
  const alphas = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    return [10, 400, 790].map((at) => context.getImageData(at, at, 1, 1).data[3]);
  });
  expect(alphas).toEqual([255, 255, 255]);
}

for (const { market, prefix } of MARKETS) {
  for (const { device, use } of VIEWPORTS) {
    test.describe(`${market} on a ${device}`, () => {
      test.use(use);

      test("Zoom opens by keyboard: the 800 px picture in a dialog that keeps focus, axe clean; Escape closes it and focus goes back", async ({
        page,
        request,
      }) => {
        const errors = collectErrors(page);
        const product = await findCard(request, prefix, "product with many reviews", reviewedOften);
        await page.goto(`${prefix}${product.href}`, { waitUntil: "load" });
        await productHydrated(page);
        const zoom = page.getByRole("link", { name: "Zoom in on picture 1 of 3: front of the pack" });
        await zoom.focus();
        await page.keyboard.press("Enter");

        const dialog = zoomDialog(page, "front of the pack");
        // (the first Zoom also loads its code: give a busy machine time)
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expectLargePicture(dialog, "front");
        expect(page.url(), "the page stayed; the picture opened over it").toContain(product.href);
        expect(await inside(dialog)).toBe(true);
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press("Tab");
          expect(await inside(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
        }
        await page.keyboard.press("Shift+Tab");
        expect(await inside(dialog), "Shift+Tab stays in the dialog").toBe(true);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(zoom).toBeFocused();
        expect(errors).toEqual([]);
      });

      test("Zoom opens by a tap or a click on another view's picture; its close button closes it and focus goes back", async ({ page, request }) => {
        const errors = collectErrors(page);
        const product = await findCard(request, prefix, "product with many reviews", reviewedOften);
        await page.goto(`${prefix}${product.href}`, { waitUntil: "load" });
        await productHydrated(page);
        await page.getByRole("link", { name: "Show picture 2 of 3: back label" }).click();
        const zoom = page.getByRole("link", { name: "Zoom in on picture 2 of 3: back label" });
        await expect(zoom).toBeVisible();
        if (use.hasTouch) await zoom.tap();
        else await zoom.click();

        const dialog = zoomDialog(page, "back label");
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expectLargePicture(dialog, "back");
        await dialog.getByRole("button", { name: "Close the enlarged picture" }).click();
        await expect(dialog).toHaveCount(0);
        await expect(zoom).toBeFocused();
        expect(errors).toEqual([]);
      });

      test("the stars lead to the reviews, and Older reviews loads the next page in place", async ({ page, request }) => {
        const errors = collectErrors(page);
        const product = await findCard(request, prefix, "product with many reviews", reviewedOften);
        const pages = Math.ceil(reviewCount(product) / 10);
        await page.goto(`${prefix}${product.href}`, { waitUntil: "load" });
        await productHydrated(page);
        await page.locator("a.product-page__rating").click();
        const section = page.getByRole("region", { name: "Customer reviews" });
        await expect(section).toBeInViewport();
        await expect(section.getByTestId("reviews-summary")).toContainText(`from ${reviewCount(product).toLocaleString("en")} reviews`);
        const firstPage = await section.locator(".review").first().getAttribute("id");
        await expect(section.locator(".review")).toHaveCount(10);

        // In place: the same document (a mark left on its window survives), not a page load.
        await page.evaluate(() => Object.assign(window, { reviewsMark: true }));
        await section.getByRole("link", { name: "Older reviews" }).click();
        await expect(page).toHaveURL(/[?&]reviewPage=2#reviews$/);
        await expect(section).toContainText(`Page 2 of ${pages}`);
        expect(await page.evaluate(() => "reviewsMark" in window)).toBe(true);
        await expect(section.locator(".review").first()).not.toHaveAttribute("id", firstPage!);
        await expect(section).toBeInViewport();
        await section.getByRole("link", { name: "Newer reviews" }).click();
        await expect(section).toContainText(`Page 1 of ${pages}`);
        await expect(section.locator(".review").first()).toHaveAttribute("id", firstPage!);
        expect(errors).toEqual([]);
      });
    });
  }

  test.describe(`${market} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, ...VIEWPORTS[0]!.use });

    test("Zoom is a link to the 800 px picture, and the reviews' pages are plain links", async ({ page, request }) => {
      const product = await findCard(request, prefix, "product with many reviews", reviewedOften);
      const pages = Math.ceil(reviewCount(product) / 10);
      await page.goto(`${prefix}${product.href}`, { waitUntil: "load" });
      const zoom = page.getByRole("link", { name: "Zoom in on picture 1 of 3: front of the pack" });
      const href = (await zoom.getAttribute("href"))!;
      expect(href).toMatch(/\/front-800\.webp$/);
      const picture = await request.get(href);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/webp");

      const section = page.getByRole("region", { name: "Customer reviews" });
      await expect(section).toContainText(`Page 1 of ${pages}`);
      await section.getByRole("link", { name: "Older reviews" }).click();
      await page.waitForLoadState("load");
      await expect(page).toHaveURL(/[?&]reviewPage=2#reviews$/);
      await expect(section).toContainText(`Page 2 of ${pages}`);
      await expect(section.locator(".review")).toHaveCount(10);
      await expect(section).toBeInViewport();
    });
  });
}
