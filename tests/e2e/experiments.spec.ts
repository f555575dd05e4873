import { expect, test, type Request } from "@playwright/test";
import { RECENTLY_VIEWED_COOKIE } from "#app/widgets/recently-viewed-cookie.ts";

// Issue #11: a visitor's experiment variants (the seeded content runs four experiments for everyone)
// are reported to the analytics layer once each: Experiment Viewed on the first page, not again.

interface Sent {
  event?: string;
  properties?: Record<string, unknown>;
}

test("a first visit reports each experiment's variant once, and the next page does not again", async ({ page }) => {
  const sent: Sent[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/v1/batch"))
      sent.push(...(JSON.parse(request.postData() ?? "{}") as { batch: Sent[] }).batch);
  });
  const first = await page.goto("/b/dog_c288", { waitUntil: "load" });
  // The Worker bucketed this first visit: the island names its variants.
  const island = JSON.parse((await page.locator("#personal-state").textContent()) ?? "{}") as { experiments: Record<string, string> };
  expect(Object.keys(island.experiments).sort()).toEqual(["brand-paths", "browse-search-parallel", "landing-phase-3-2025", "performance-rum"]);
  expect((await first!.allHeaders())["set-cookie"] ?? "").toContain("abTestingAnonymousPID=");

  const exposures = () => sent.filter((m) => m.event === "Experiment Viewed");
  await expect.poll(() => exposures().length, { timeout: 15_000 }).toBe(4);
  expect(Object.fromEntries(exposures().map((m) => [m.properties!.experiment_id, m.properties!.variation_name]))).toEqual(island.experiments);

  // The same visitor on another page: the same variants, nothing reported again.
  await page.goto("/s?query=cat", { waitUntil: "load" });
  await expect.poll(() => sent.filter((m) => m.event === "Page Viewed" || (m as { type?: string }).type === "page").length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1000);
  expect(exposures()).toHaveLength(4);
  const again = JSON.parse((await page.locator("#personal-state").textContent()) ?? "{}") as { experiments: Record<string, string> };
  expect(again.experiments).toEqual(island.experiments);
});

test("a flag forced by query changes the page for that request only (outside production; in production only internal traffic may)", async ({ page }) => {
  await page.goto("/b/dog_c288?flags=priceBucketsV2:on", { waitUntil: "load" });
  const facets = page.locator("aside");
  await expect(facets.getByText("$50 - $75").first()).toBeAttached();
  await expect(facets.getByText("$50 & Above")).toHaveCount(0);
  await page.goto("/b/dog_c288", { waitUntil: "load" });
  await expect(facets.getByText("$50 & Above").first()).toBeAttached();
  await expect(facets.getByText("$50 - $75")).toHaveCount(0);
});

test("recentlyViewed off by query: a product page neither asks for nor records the shopper's recently viewed products", async ({ page, context }) => {
  const recent: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/widgets/graphql") && req.postData()?.includes('"recent"')) recent.push(req.url());
  });
  const product = "/whisker-co-high-protein-pork-stew/dp/504885";
  // (the carousel is asked when its place nears the screen: the shopper scrolls down to it)
  const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.goto(`${product}?flags=recentlyViewed:off`, { waitUntil: "load" });
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/after-hydration-")));
  await scrollToEnd();
  await page.waitForTimeout(1000);
  expect(recent).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(RECENTLY_VIEWED_COOKIE);
  // the same page with the flag at its default does both
  await page.goto(product, { waitUntil: "load" });
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain(RECENTLY_VIEWED_COOKIE);
  // recorded at once, asked for only near the screen
  expect(recent).toEqual([]);
  await scrollToEnd();
  await expect.poll(() => recent.length).toBeGreaterThan(0);
});

test("shareButton off by query: the product page has no Share button (the same page without the flag has one)", async ({ page }) => {
  const product = "/whisker-co-high-protein-pork-stew/dp/504885";
  const share = page.getByRole("button", { name: /^(Share|Copy link)$/ });
  await page.goto(product, { waitUntil: "load" });
  await expect(share).toBeVisible();
  await page.goto(`${product}?flags=shareButton:off`, { waitUntil: "load" });
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/after-hydration-")));
  await expect(share).toHaveCount(0);
});
