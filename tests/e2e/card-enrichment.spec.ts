import { PRODUCT_CARD } from "./devices";
import { expect, test } from "@playwright/test";

// spec §4 enrichment after load (issue #9): once the page is shown, the browser asks the catalogue
// about the cards on it and the first Autoship order's price (promo pricing); the cards that have an
// offer keep saying it (the server's HTML already does for a new customer: issue #24, one owner).

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`the cards of a listing are enriched after load, in the ${market} market`, async ({ page, request }) => {
    const html = await (await request.get(`${prefix}/b/dog_c288`)).text();
    // (the listed products' cards: sponsored tiles are asked about on their own)
    const promisedByServer = [...html.matchAll(/<article class="card" data-part-number="[^"]+"[\s\S]*?<\/article>/g)].filter((m) =>
      m[0].includes('data-testid="first-autoship"'),
    ).length;
    const partNumbers = [...html.matchAll(/data-part-number="([^"]+)"/g)].map((m) => m[1]);
    expect(partNumbers).toHaveLength(36);

    const asked: string[][] = [];
    page.on("request", (req) => {
      if (req.url().endsWith(`${prefix}/plp/api/enrichments`)) asked.push((req.postDataJSON() as { partNumbers: string[] }).partNumbers);
    });
    const promo = page.waitForResponse((res) => res.url().endsWith(`${prefix}/plp/api/promo-pricing`));
    await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
    const answer = (await (await promo).json()) as Record<string, { value: number | null; isMapEnforced: boolean; savings_pct: number | null }>;
    const offered = Object.values(answer).filter((p) => p.value !== null && (p.savings_pct ?? 0) >= 1).length;
    expect(offered, "the Dog category has first-Autoship offers to show").toBeGreaterThan(0);
    expect(promisedByServer, "the server's HTML promises what promo pricing prices").toBe(offered);
    await expect(page.locator(PRODUCT_CARD, { hasText: "on your first Autoship order" })).toHaveCount(offered);
    expect(asked.flat().sort()).toEqual([...partNumbers].sort());
    await expect(page.locator(PRODUCT_CARD)).toHaveCount(36);
  });
}
