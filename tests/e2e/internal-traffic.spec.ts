import { expect, test } from "@playwright/test";
import { listingHydrated } from "./devices";
import { INTERNAL_TOKEN, PRODUCTION_URL } from "./production-server";

// Issue #11, spec §9: in production a flag may be forced by query only by internal traffic (here the
// internal-traffic header with its secret); anyone else gets the page as it is. On a production
// server (ENVIRONMENT=prd), in Chromium, with and without the header.

const V1 = "$50 & Above";
const V2 = "$50 - $75";

test.describe("in production, a shopper", () => {
  test.use({ baseURL: PRODUCTION_URL });

  test("cannot force a flag by query: the page is as it is", async ({ page }) => {
    await page.goto("/b/dog_c288?flags=priceBucketsV2:on", { waitUntil: "load" });
    const facets = page.locator("aside");
    await expect(facets.getByText(V1).first()).toBeAttached();
    await expect(facets.getByText(V2)).toHaveCount(0);
  });
});

test.describe("in production, internal traffic", () => {
  test.use({ baseURL: PRODUCTION_URL, extraHTTPHeaders: { "x-tailwise-internal": INTERNAL_TOKEN } });

  test("forces a flag by query for that page, and its overlay follows it", async ({ page }) => {
    await page.goto("/b/dog_c288?flags=priceBucketsV2:on", { waitUntil: "load" });
    const facets = page.locator("aside");
    await expect(facets.getByText(V2).first()).toBeAttached();
    await expect(facets.getByText(V1)).toHaveCount(0);
    // the next page without the query is the page as it is
    await page.goto("/b/dog_c288", { waitUntil: "load" });
    await expect(facets.getByText(V1).first()).toBeAttached();
    await page.goto("/b/pain-arthritis_c20906?flags=miniPdp:on", { waitUntil: "load" });
    await listingHydrated(page);
    await page.locator("a.card__option-link", { hasText: "Choose Options" }).first().click();
    await expect(page.getByRole("dialog", { name: "Choose options" }).getByTestId("mini-pdp")).toBeVisible();
  });
});
