import { expect, test, type Page } from "@playwright/test";
import { PHONE, PRODUCT_CARD } from "./devices";

// Issue #11, spec §6/§7: our apps' webviews (user agents tailwise-ios/… and tailwise-android/…):
// page size 20, no site header or footer (the app has its own), and the native bridges: lifecycle
// (hybrid_ready_to_display, the first-content-paint signal), share, bottom-sheet dismissal; a
// missing bridge is logged and nothing breaks.

const IOS_UA = "tailwise-ios/25.37.0 (iPhone; iOS 18.1) Mobile";
const ANDROID_UA = "tailwise-android/26.1.0 (Linux; Android 14; Pixel 8) Mobile";

type Posted = { bridge: string; payload: unknown };
const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted);

/** The apps' bridges, recording what the page posts (iOS: message handlers; Android: TailwiseApp's methods, given JSON). */
async function installBridges(page: Page, platform: "ios" | "android", missing: string[] = []) {
  await page.addInitScript(
    ({ platform, missing }) => {
      const w = window as unknown as Record<string, unknown> & { __posted: Posted[] };
      w.__posted = [];
      const names = ["lifecycle", "share", "dismissBottomSheet", "addToCart", "refreshCart"].filter((name) => !missing.includes(name));
      if (platform === "ios") {
        w.webkit = {
          messageHandlers: Object.fromEntries(names.map((name) => [name, { postMessage: (payload: unknown) => w.__posted.push({ bridge: name, payload }) }])),
        };
      } else {
        w.TailwiseApp = Object.fromEntries(names.map((name) => [name, (json: string) => w.__posted.push({ bridge: name, payload: JSON.parse(json) })]));
      }
    },
    { platform, missing },
  );
}

test.describe("inside the iOS app", () => {
  test.use({ ...PHONE, userAgent: IOS_UA });

  test("a listing has 20 products, no site chrome, and tells the app it is ready and when it painted", async ({ page }) => {
    await installBridges(page, "ios");
    await page.goto("/b/dog_c288", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-app-webview", "ios");
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.locator(PRODUCT_CARD)).toHaveCount(20);
    await expect
      .poll(async () => (await posted(page)).filter((p) => p.bridge === "lifecycle").map((p) => (p.payload as { event: string }).event), { timeout: 10_000 })
      .toEqual(["hybrid_ready_to_display", "first_content_paint"]);
    const [ready, paint] = (await posted(page))
      .filter((p) => p.bridge === "lifecycle")
      .map((p) => p.payload as { event: string; pageType: string; time?: number });
    expect(ready).toEqual({ event: "hybrid_ready_to_display", pageType: "plp" });
    expect(paint.time).toBeGreaterThan(0);
  });

  test("Share hands the app the share payload, and closing a bottom sheet tells the app", async ({ page }) => {
    await installBridges(page, "ios");
    await page.goto("/whisker-co-high-protein-pork-stew/dp/504885", { waitUntil: "load" });
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(async () => (await posted(page)).find((p) => p.bridge === "share")?.payload)
      .toMatchObject({
        catalogEntryId: "504885",
        productName: expect.any(String),
        productImageUrl: expect.stringMatching(/^http/),
        shareData: { url: expect.stringContaining("/dp/504885") },
      });

    await page.goto("/b/dog_c288", { waitUntil: "load" });
    await page.locator("button.filter-bar__button:not([hidden])").first().click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect
      .poll(async () => (await posted(page)).filter((p) => p.bridge === "dismissBottomSheet").map((p) => p.payload))
      .toEqual([{ sheet: "filter-sheet" }]);
  });
});

test.describe("inside the Android app", () => {
  test.use({ ...PHONE, userAgent: ANDROID_UA });

  test("the lifecycle reaches TailwiseApp; a missing share bridge is logged and the page carries on", async ({ page }) => {
    await installBridges(page, "android", ["share"]);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/whisker-co-high-protein-pork-stew/dp/504885", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-app-webview", "android");
    await expect
      .poll(async () => (await posted(page)).filter((p) => p.bridge === "lifecycle").map((p) => (p.payload as { event: string }).event), { timeout: 10_000 })
      .toEqual(["hybrid_ready_to_display", "first_content_paint"]);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => errors).toContain("Missing native bridge: TailwiseApp.share");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("on the web: the site's chrome, 36 products, and no bridge is called", async ({ page }) => {
  await installBridges(page, "ios");
  await page.goto("/b/dog_c288", { waitUntil: "load" });
  await expect(page.locator("html")).not.toHaveAttribute("data-app-webview", /.*/);
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.locator(PRODUCT_CARD)).toHaveCount(36);
  await page.waitForTimeout(2500);
  expect(await posted(page)).toEqual([]);
});
