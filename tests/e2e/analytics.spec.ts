import { PRODUCT_CARD } from "./devices";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page, type Request } from "@playwright/test";

// The analytics layer in a real browser, against `wrangler dev` on the seeded test state: the data
// layer, the identity in local storage and the cookie, the collector script loaded under the CSP, the
// queue flushed in order to POST {market}/v1/batch, and the events stored in the ANALYTICS D1 database.

const STATE = ".wrangler/test-state";
const LINKER_ID = "a1b2c3d4-e5f6-a7b8-c9d0-e1f2a3b4c5d6";
const IOS_APP_UA = "tailwise-ios/25.40.0 (iPhone; iOS 17.4) Mobile";

interface SentMessage {
  type: string;
  event?: string;
  name?: string;
  messageId: string;
  anonymousId: string;
  properties: Record<string, unknown>;
}
interface StoredRow {
  message_id: string;
  type: string;
  event: string;
  /** SQL type of the event column ("null" for identify); wrangler's --json prints a NULL as "null". */
  event_type: string;
  payload: string;
}
type DataLayerEntry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> | null };

/** Runs SQL on the local D1 that wrangler dev writes (the same persisted state), as a developer would. */
async function d1<T>(sql: string): Promise<T[]> {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["wrangler", "d1", "execute", "ANALYTICS", "--local", "--persist-to", STATE, "--command", sql, "--json"],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
  );
  return (JSON.parse(stdout) as { results: T[] }[])[0].results;
}
const byAnonymousId = (id: string) => `json_extract(payload, '$.anonymousId') = '${id.replace(/'/g, "''")}'`;
const storedEvents = (anonymousId: string) =>
  d1<StoredRow>(
    `SELECT message_id, type, event, typeof(event) AS event_type, payload FROM analytics_events WHERE ${byAnonymousId(anonymousId)} ORDER BY rowid`,
  );

// The rows these tests stored are removed afterwards, so the shared test state does not grow run by run.
const visitors: string[] = [];
test.afterAll(async () => {
  if (visitors.length) await d1(`DELETE FROM analytics_events WHERE ${visitors.map(byAnonymousId).join(" OR ")}`);
});

/**
 * Before any page script: record CSP violations, console errors, and how many data-layer entries existed
 * when the collector installed itself (more than 0 means events waited in the queue for it).
 */
async function instrument(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => (w.__cspViolations as string[]).push(`${e.violatedDirective} ${e.blockedURI}`));
    let collector: unknown;
    Object.defineProperty(window, "tailwiseCollector", {
      configurable: true,
      get: () => collector,
      set(value) {
        collector = value;
        w.__dataLayerAtCollectorInstall = ((w.dataLayer as unknown[]) ?? []).length;
      },
    });
  });
  const batches: SentMessage[][] = [];
  const sent = () => batches.flat();
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/v1/batch")) {
      const { batch } = JSON.parse(request.postData() ?? "{}") as { batch: SentMessage[] };
      batches.push(batch);
      for (const { anonymousId } of batch) if (!visitors.includes(anonymousId)) visitors.push(anonymousId);
    }
  });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  return { errors, batches, sent, requests };
}

const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => e.event));
const nameOf = (m: SentMessage) => m.event ?? m.name;

/** Scrolls the grid into view a few rows at a time, so impressions come in batches as cards appear. */
async function scrollThroughGrid(page: Page) {
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 450);
    await page.waitForTimeout(120);
  }
}

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`a search page in the ${market} market reports to the data layer, the collector and D1`, async ({ page }) => {
    const { errors, batches, sent, requests } = await instrument(page);
    await page.goto(`${prefix}/s?query=dog%20food`);
    await expect(page.locator(PRODUCT_CARD).first()).toBeVisible();

    // The collector script is injected by the lazily loaded analytics chunk, and runs under the CSP.
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { tailwiseCollector?: object }).tailwiseCollector)).toBe("object");
    expect(requests).toContain("/analytics/collector.js");
    expect(requests).toContain(`${prefix}/app/rest/user-context`);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

    // Identity: the same anonymous id in local storage and in the cookie.
    const ids = await page.evaluate(() => ({
      stored: localStorage.getItem("abTestingAnonymousPID"),
      cookie: document.cookie.match(/(?:^|; )abTestingAnonymousPID=([^;]+)/)?.[1],
    }));
    expect(ids.stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.cookie).toBe(ids.stored);
    const anonymousId = ids.stored!;

    await scrollThroughGrid(page);

    // The data layer: the page view first, the search, and impressions in batches of at most 4.
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "productImpression").length).toBeGreaterThanOrEqual(3);
    const entries = await dataLayer(page);
    expect(entries[0]).toMatchObject({ event: "virtualPageView", page_type: "plp", personalization_id: anonymousId });
    expect(entries.find((e) => e.event === "gaEvent" && e.eventCategory === "search")).toMatchObject({ eventAction: "submit", eventLabel: "dog food" });
    const impressions = entries.filter((e) => e.event === "productImpression").map((e) => (e.ecommerce as { impressions: unknown[] }).impressions);
    for (const batch of impressions) expect(batch.length).toBeLessThanOrEqual(4);
    expect(impressions.some((batch) => batch.length === 4)).toBe(true);
    expect(entries.some((e) => e.event === "promotionView")).toBe(true);

    // The queue: events were waiting when the collector installed, then sent in the order they happened.
    const waiting = await page.evaluate(() => (window as unknown as { __dataLayerAtCollectorInstall: number }).__dataLayerAtCollectorInstall);
    expect(waiting).toBeGreaterThan(0);
    await expect.poll(() => sent().filter((m) => nameOf(m) === "Product List Viewed").length).toBe(impressions.length);
    const platformNames = sent()
      .filter((m) => m.type !== "identify")
      .map(nameOf);
    const expectedOrder = entries
      .map((e) =>
        e.event === "virtualPageView"
          ? "Page Viewed"
          : e.event === "productImpression"
            ? "Product List Viewed"
            : e.event === "promotionView"
              ? "Promotion Viewed"
              : e.event === "gaEvent" && e.eventCategory === "search"
                ? "Products Searched"
                : // a first visit's experiment exposures (issue #11), once each
                  e.event === "Experiment Viewed"
                  ? "Experiment Viewed"
                  : undefined,
      )
      .filter(Boolean);
    expect(platformNames).toEqual(expectedOrder);
    expect(platformNames.slice(0, 2)).toEqual(["Page Viewed", "Products Searched"]);
    const sequence = sent()
      .filter((m) => m.type !== "identify")
      .map((m) => m.properties.sequence_timestamp as number);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    expect(batches[0][0]).toMatchObject({ type: "page", name: "Page Viewed", anonymousId });
    for (const product of sent().find((m) => nameOf(m) === "Product List Viewed")!.properties.products as { product_id: string; position: number }[]) {
      expect(product.product_id).toBeTruthy();
      expect(product.position).toBeGreaterThan(0);
    }

    // Add to Cart: the button confirms, Product Added is reported, and it is not a product click.
    const partNumber = await page
      .locator(PRODUCT_CARD, { has: page.getByRole("button", { name: "Add to Cart" }) })
      .first()
      .getAttribute("data-part-number");
    const card = page.locator(`article.card[data-part-number="${partNumber}"]`);
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(card.getByRole("button", { name: "Added to cart" })).toBeVisible();
    await expect.poll(() => sent().filter((m) => nameOf(m) === "Product Added").length).toBe(1);
    const added = sent().find((m) => nameOf(m) === "Product Added")!;
    expect(added.properties).toMatchObject({ added_to: "cart", currency: "USD", products: [{ product_id: partNumber, quantity: 1 }] });
    expect((await dataLayer(page)).some((e) => e.event === "addToCart")).toBe(true);
    expect(sent().some((m) => nameOf(m) === "Product Clicked")).toBe(false);
    // The add opened the mini-cart (issue #26); closed, the list is there to click.
    await expect(page.getByRole("dialog", { name: "Added to your cart" })).toBeVisible();
    await page.keyboard.press("Escape");

    // A product link: Product Clicked, then the product page's own page view.
    const clicked = page.locator(PRODUCT_CARD).nth(1);
    const clickedPart = await clicked.getAttribute("data-part-number");
    await clicked.locator(".card__name a").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/.*dp/`));
    await expect.poll(() => sent().filter((m) => nameOf(m) === "Product Clicked").length).toBe(1);
    expect(sent().find((m) => nameOf(m) === "Product Clicked")!.properties).toMatchObject({ products: [{ product_id: clickedPart }], list_id: "search" });
    await expect
      .poll(() =>
        sent()
          .filter((m) => nameOf(m) === "Page Viewed")
          .map((m) => m.properties.page_type),
      )
      .toEqual(["plp", "pdp"]);
    await expect.poll(() => sent().filter((m) => nameOf(m) === "Product Viewed").length).toBe(1);

    // Every message sent is stored in D1 once, in the order sent.
    const sentIds = sent().map((m) => m.messageId);
    await expect.poll(async () => (await storedEvents(anonymousId)).length, { timeout: 20_000 }).toBe(sentIds.length);
    const rows = await storedEvents(anonymousId);
    expect(rows.map((r) => r.message_id)).toEqual(sentIds);
    expect(new Set(rows.filter((r) => r.type !== "identify").map((r) => r.event))).toEqual(
      new Set([
        "Page Viewed",
        "Products Searched",
        "Experiment Viewed",
        "Product List Viewed",
        "Promotion Viewed",
        "Product Added",
        "Product Clicked",
        "Product Viewed",
      ]),
    );
    expect(rows.filter((r) => r.type === "identify").map((r) => r.event_type)).toEqual(["null"]);
    const storedPage = JSON.parse(rows[0].payload);
    expect(storedPage).toMatchObject({ type: "page", context: { page: { path: `${prefix}/s` }, library: { name: "tailwise-collector" } } });
    expect(storedPage.properties.location.pathname).toBe(`${prefix}/s`);

    expect(errors).toEqual([]);
  });
}

test("a category page reports its list and the promotion click (Canada)", async ({ page }) => {
  const { errors, sent } = await instrument(page);
  await page.goto("/ca/b/dog_c288");
  // Impressions go in fours; the first screen's row also holds a sponsored tile (not a list impression).
  await expect(page.locator(PRODUCT_CARD).first()).toBeVisible();
  await scrollThroughGrid(page);
  await expect.poll(() => sent().filter((m) => nameOf(m) === "Product List Viewed").length).toBeGreaterThan(0);
  const impression = sent().find((m) => nameOf(m) === "Product List Viewed")!;
  expect(impression.properties).toMatchObject({ list_id: "/b/dog_c288", category: "Dog", "list-page-number": 1 });
  expect(sent().some((m) => nameOf(m) === "Products Searched")).toBe(false);

  const banner = page.locator("aside.promo-banner");
  await expect(banner).toContainText("Tailwise Canada");
  await banner.getByRole("link").click();
  await expect(page).toHaveURL(/\/ca\/deals\/todays-deal_c2723/);
  await expect
    .poll(() =>
      sent()
        .filter((m) => nameOf(m) === "Promotion Clicked")
        .map((m) => m.properties.promotion_id),
    )
    .toEqual(["welcome-offer-ca"]);
  expect(errors).toEqual([]);
});

test.describe("inside the iOS app's webview", () => {
  test.use({ userAgent: IOS_APP_UA });

  test("with a valid linker id, events also go to the native bridge", async ({ page }) => {
    await page.addInitScript(() => {
      const messages: unknown[] = [];
      (window as unknown as { __bridge: unknown[] }).__bridge = messages;
      // The app's analytics bridge, and its lifecycle one (the page says when it is ready, issue #11).
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { tailwiseAnalytics: { postMessage: (m: unknown) => messages.push(m) }, lifecycle: { postMessage: () => undefined } },
      };
    });
    const { errors } = await instrument(page);
    await page.goto(`/s?query=dog%20food&nma_linker_id=${LINKER_ID}`);
    await expect(page.locator(PRODUCT_CARD)).toHaveCount(20); // spec §9: 20 a page in the app
    await scrollThroughGrid(page);
    type BridgeMessage = { type: string; event?: string; nma_linker_id: string; properties: Record<string, unknown> };
    const bridge = () => page.evaluate(() => (window as unknown as { __bridge: BridgeMessage[] }).__bridge);
    await expect
      .poll(async () => (await bridge()).map((m) => m.event))
      .toEqual(expect.arrayContaining(["Page Viewed", "Products Searched", "Product List Viewed"]));
    const messages = await bridge();
    for (const message of messages) expect(message.nma_linker_id).toBe(LINKER_ID);
    expect(messages.find((m) => m.event === "Page Viewed")!.properties).toMatchObject({ is_webview: true, nma_linker_id: LINKER_ID });

    // Later pages of the visit keep bridging without the query parameter.
    await page.locator(PRODUCT_CARD).first().locator(".card__name a").click();
    await expect.poll(async () => (await bridge()).filter((m) => m.event === "Page Viewed").length).toBe(2);
    expect((await bridge()).some((m) => m.event === "Product Clicked")).toBe(true);
    expect(errors).toEqual([]);
  });

  test("without a linker id nothing goes to the bridge", async ({ page }) => {
    await page.addInitScript(() => {
      const messages: unknown[] = [];
      (window as unknown as { __bridge: unknown[] }).__bridge = messages;
      (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { tailwiseAnalytics: { postMessage: (m: unknown) => messages.push(m) } } };
    });
    const { sent } = await instrument(page);
    await page.goto("/s?query=dog%20food&nma_linker_id=not-a-linker-id");
    await expect.poll(() => sent().some((m) => nameOf(m) === "Page Viewed")).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __bridge: unknown[] }).__bridge)).toEqual([]);
  });
});
