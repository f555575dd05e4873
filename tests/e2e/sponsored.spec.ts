import { expect, test, type Request } from "@playwright/test";
import { AD_CAMPAIGNS } from "#app/ads/campaigns.ts";
import { listingHydrated, SCREEN_PER_MARKET } from "./devices";

// Sponsored products (issue #9): each ad tile's impression tracker fires once, when the tile has
// been seen, and its click tracker once, when its link is followed (spec §3, §7 "Ad impression").

const [campaign] = AD_CAMPAIGNS;
const trackerCalls = (page: import("@playwright/test").Page, type: "impression" | "click") => {
  const calls: string[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith("/ads/v1/event") && url.searchParams.get("type") === type)
      calls.push(`${url.searchParams.get("part")}@${url.searchParams.get("slot")}`);
  });
  return calls;
};

for (const { device, use, prefix } of SCREEN_PER_MARKET) {
  test.describe(`on a ${device} (${prefix || "US"})`, () => {
    test.use(use);

    test("an ad's impression is reported once it is seen, and only once", async ({ page }) => {
      const impressions = trackerCalls(page, "impression");
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      const ads = page.locator("article.card--ad");
      await expect(ads).toHaveCount(campaign.slots.length);
      await expect(ads.first()).toContainText("Sponsored");
      await ads.first().scrollIntoViewIfNeeded();
      await expect.poll(() => impressions.filter((call) => call.endsWith(`@${campaign.slots[0].slot}`)).length).toBe(1);
      // The last ad, far below, has not been seen yet.
      const last = campaign.slots.at(-1)!.slot;
      expect(impressions.some((call) => call.endsWith(`@${last}`))).toBe(false);
      await ads.last().scrollIntoViewIfNeeded();
      await expect.poll(() => impressions.filter((call) => call.endsWith(`@${last}`)).length).toBe(1);
      // Seen again: not reported again.
      await page.mouse.wheel(0, -5000);
      await ads.last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(impressions.filter((call) => call.endsWith(`@${last}`))).toHaveLength(1);
      expect(new Set(impressions).size).toBe(impressions.length);
    });

    test("following an ad reports the click once and opens its product", async ({ page }) => {
      const clicks = trackerCalls(page, "click");
      await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
      await listingHydrated(page);
      const link = page.locator("article.card--ad").first().locator("h3 a");
      await expect(link).toHaveAttribute("rel", "sponsored");
      const href = await link.getAttribute("href");
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect.poll(() => clicks.length).toBe(1);
      expect(clicks[0]).toMatch(new RegExp(`@${campaign.slots[0].slot}$`));
    });
  });
}
