import { expect, test } from "@playwright/test";

// spec §7 POST {market}/api/item/v1/item, "only when legacy-enrichment flag is on" (issue #24: with
// the flag forced by `?flags=legacyEnrichment:on` the page called it and got a 404). The page calls
// the legacy endpoint instead of /plp/api/enrichments, market-prefixed, and it answers.

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`?flags=legacyEnrichment:on enriches the cards through the legacy endpoint, in the ${market} market`, async ({ page }) => {
    const called: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.endsWith("/api/item/v1/item") || pathname.endsWith("/plp/api/enrichments")) called.push(pathname);
    });
    const legacy = page.waitForResponse((res) => new URL(res.url()).pathname === `${prefix}/api/item/v1/item`);
    await page.goto(`${prefix}/b/dog_c288?flags=legacyEnrichment:on`, { waitUntil: "load" });
    const answer = await legacy;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    const asked = (answer.request().postDataJSON() as { partNumbers: string[] }).partNumbers;
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual([...asked].sort());
    expect(called).toEqual([`${prefix}/api/item/v1/item`]);
  });

  test(`without the flag the page enriches through /plp/api/enrichments, in the ${market} market`, async ({ page }) => {
    const called: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.endsWith("/api/item/v1/item") || pathname.endsWith("/plp/api/enrichments")) called.push(pathname);
    });
    const enrichments = page.waitForResponse((res) => new URL(res.url()).pathname === `${prefix}/plp/api/enrichments`);
    await page.goto(`${prefix}/b/dog_c288`, { waitUntil: "load" });
    expect((await enrichments).status()).toBe(200);
    expect(called).toEqual([`${prefix}/plp/api/enrichments`]);
  });
}
