import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { listingHydrated, SCREEN_PER_MARKET } from "./devices";

// Issue #11: real-user monitoring. A page's Core Web Vitals (web-vitals) and its perf-queue events
// (spec §4: here the options overlay's wait) reach {market}/api/rum as a beacon when the page is
// left (Playwright does not see a beacon sent while a page unloads: the test reads what was stored,
// with the same wrangler command `npm run rum:report` uses, and then runs the report itself).

const run = promisify(execFile);
const STATE = ".wrangler/test-state";
// A browser's user agent: the suite's headless one counts as a crawler, whose pages send no RUM.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function storedSince(market: "us" | "ca", since: string) {
  const sql = `SELECT page_type, name, value FROM rum_measurements WHERE market = '${market}' AND received_at >= '${since}'`;
  const { stdout } = await run("npx", ["wrangler", "d1", "execute", "ANALYTICS", "--local", "--persist-to", STATE, "--json", "--command", sql], {
    env: { ...process.env, NO_COLOR: "1" },
  });
  return (JSON.parse(stdout) as [{ results: { page_type: string; name: string; value: number }[] }])[0].results;
}

for (const { device, use, prefix } of SCREEN_PER_MARKET) {
  test.describe(`on a ${device} (${prefix || "US"})`, () => {
    test.use({ ...use, userAgent: BROWSER_UA });

    test("leaving a listing stores its vitals and the options overlay's wait, and rum:report shows them", async ({ page }) => {
      test.slow();
      const since = new Date(Date.now() - 1000).toISOString();
      await page.goto(`${prefix}/b/pain-arthritis_c20906`, { waitUntil: "load" });
      await listingHydrated(page);
      // The RUM module loads with the analytics layer, after hydration (app/analytics/after-hydration.ts).
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/after-hydration-")));
      // The overlay: START on open, STOP once its options show (a perf-queue event).
      await page.locator("a.card__option-link", { hasText: "Choose Options" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Choose options" });
      await expect(dialog.getByRole("radio").first()).toBeVisible();
      await page.keyboard.press("Escape");
      // Staged events go within a poll (500 ms) once the page is loaded.
      await page.waitForTimeout(700);
      await page.goto("about:blank");

      const market = prefix ? "ca" : "us";
      await expect
        .poll(async () => (await storedSince(market, since)).map((row) => row.name), { timeout: 20_000 })
        .toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "event:options-overlay"]));
      const rows = await storedSince(market, since);
      expect(new Set(rows.map((row) => row.page_type))).toEqual(new Set(["plp"]));
      const wait = rows.find((row) => row.name === "event:options-overlay")!;
      expect(wait.value).toBeGreaterThan(0);
      expect(wait.value).toBeLessThan(10_000);

      const { stdout } = await run("npx", ["tsx", "scripts/rum/report.ts", "--persist-to", STATE, "--days", "1"]);
      expect(stdout).toContain("RUM p75 per page type and market");
      expect(stdout).toMatch(new RegExp(`^plp\\s+${market}\\s+\\d+ ms`, "m"));
      expect(stdout).toMatch(new RegExp(`plp ${market} options-overlay: \\d+ ms`));
    });
  });
}

test.describe("with the realUserMonitoring flag off", () => {
  test.use({ userAgent: BROWSER_UA });

  test("a page loads its analytics but sends no measurements when hidden (the same page without the flag does)", async ({ page }) => {
    const rum: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/api/rum")) rum.push(request.url());
    });
    // The page goes to the background (the moment a beacon is sent), while Playwright still sees its requests.
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      });
    for (const [query, beacons] of [
      ["?flags=realUserMonitoring:off", 0],
      ["", 1],
    ] as const) {
      rum.length = 0;
      await page.goto(`/b/pain-arthritis_c20906${query}`, { waitUntil: "load" });
      await listingHydrated(page);
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/after-hydration-")));
      // The first paint's vitals are known once the shopper has interacted (LCP) and time has passed.
      await page.locator("h1").click();
      await page.waitForTimeout(1000);
      await hide();
      if (beacons) await expect.poll(() => rum.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(beacons);
      else {
        await page.waitForTimeout(1500);
        expect(rum).toEqual([]);
      }
    }
  });
});
