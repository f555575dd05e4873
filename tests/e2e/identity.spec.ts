import { expect, test, type Page, type Request } from "@playwright/test";
import { knownPersonalizationIdFor } from "#app/analytics/known-id.ts";
import { buyableWithOptions, findCard } from "./catalogue";
import { DESKTOP, PHONE, PRODUCT_CARD } from "./devices";

// Who the visitor is, as analytics reports them (issue #24, analytics spec §4, decision 0035), in
// Chromium against `wrangler dev` on the seeded test state: a visitor who lost the anonymous id
// cookie but kept local storage keeps their id (and their experiment variants from the next page
// on); a verified returning customer is reported as one everywhere; the buy journey logs no
// analytics warning, nor any other console warning or error, in either market, on a phone and a desktop.

const ANONYMOUS = "abTestingAnonymousPID";
const MINTED = "abTestingAnonymousPIDMinted";
const KNOWN = "abTestingKnownPID";

interface SentMessage {
  type: string;
  event?: string;
  name?: string;
  anonymousId: string;
  userId?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
}

/**
 * The one warning this spec knows of that is not the page's doing: Chromium 156 does not know two
 * features worker/security-headers.ts names in Permissions-Policy ('bluetooth', 'web-share') and says
 * so on every page. Left to the header's owner (issue #24 identity report); named exactly, so any
 * other warning, including another header warning, still fails the journey.
 */
const KNOWN_HEADER_WARNING = /^warning: Error with Permissions-Policy header: Unrecognized feature: '(?:bluetooth|web-share)'\. /;

/** What the page sends to the collector, and every console warning or error and page error. */
function watch(page: Page) {
  const sent: SentMessage[] = [];
  const problems: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/v1/batch"))
      sent.push(...(JSON.parse(request.postData() ?? "{}") as { batch: SentMessage[] }).batch);
  });
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message} (${page.url()})`));
  return { sent, problems, named: (name: string) => sent.filter((m) => (m.event ?? m.name) === name) };
}

const island = (page: Page) =>
  page.evaluate(
    () => JSON.parse(document.getElementById("personal-state")?.textContent ?? "null") as { experiments?: Record<string, string> } & Record<string, unknown>,
  );
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const setCookies = async (response: { headersArray(): Promise<{ name: string; value: string }[]> } | null) =>
  (await response!.headersArray()).filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);

for (const { market, prefix } of [
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
]) {
  test(`${market}: a visitor who lost the cookie but kept local storage keeps their id, and the next page's variants follow it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { sent } = watch(page);
    const visitor = "3c9a7e10-24aa-4c11-9e2b-5d6f7a8b9c0d";
    // The visitor as they were: their cookie, their variants, the id kept in local storage too.
    await context.addCookies([{ name: ANONYMOUS, value: visitor, url: baseURL! }]);
    await page.goto(`${prefix}/b/dog_c288`);
    const theirVariants = (await island(page)).experiments;
    await expect.poll(() => stored(page, ANONYMOUS)).toBe(visitor);

    // The cookie is lost; local storage is not. The Worker mints an id for this page and marks it.
    await context.clearCookies();
    const landing = await page.goto(`${prefix}/s?query=dog%20food`);
    const headers = await setCookies(landing);
    const minted = headers
      .find((h) => h.startsWith(`${ANONYMOUS}=`))
      ?.split(";")[0]
      .split("=")[1];
    expect(minted).toMatch(/^[0-9a-f-]{36}$/);
    expect(minted).not.toBe(visitor);
    expect(headers).toContain(`${MINTED}=${minted}; Path=/; SameSite=Lax`);

    // Once the analytics layer runs, the stored id wins: the cookie is rewritten, the marker ends.
    await expect.poll(() => cookie(page, ANONYMOUS)).toBe(visitor);
    expect(await cookie(page, MINTED)).toBeUndefined();
    expect(await stored(page, ANONYMOUS)).toBe(visitor);
    await expect.poll(() => sent.filter((m) => m.type === "page").length).toBeGreaterThan(0);
    expect(new Set(sent.map((m) => m.anonymousId))).toEqual(new Set([visitor]));
    expect(sent.find((m) => m.type === "page")!.properties).toMatchObject({ personalization_id: visitor, device_fingerprint: { anonymous_id: visitor } });

    // The next page is bucketed by the restored id, and nothing is minted again.
    const next = await page.goto(`${prefix}/b/dog_c288`);
    expect((await setCookies(next)).filter((h) => h.startsWith(`${ANONYMOUS}=`) || h.startsWith(`${MINTED}=`))).toEqual([]);
    expect((await island(page)).experiments).toEqual(theirVariants);
  });

  test(`${market}: a verified returning customer is reported as one (user-context, identify, events) with abTestingKnownPID`, async ({ page }) => {
    const { sent, named } = watch(page);
    const customerId = `e2e-returning-${market.toLowerCase()}`;
    const knownId = await knownPersonalizationIdFor(customerId);
    const userContext = page.waitForResponse((response) => new URL(response.url()).pathname === `${prefix}/app/rest/user-context`);
    // The development issuer signs a session as the account service would (decision 0029).
    await page.goto(`${prefix}/app/dev/session?hasPurchased=1&sub=${customerId}&next=/b/dog_c288`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/b/dog_c288$`));

    const context = ((await (await userContext).json()) as { userContextData: Record<string, unknown> }).userContextData;
    expect(context).toMatchObject({ hasPurchased: true, registeredUser: true, isVisitor: false, knownPersonalizationId: knownId, personalizationId: knownId });

    await expect.poll(() => stored(page, KNOWN)).toBe(knownId);
    expect(await cookie(page, KNOWN)).toBe(knownId);

    await expect.poll(() => sent.filter((m) => m.type === "identify").length).toBe(1);
    const identify = sent.find((m) => m.type === "identify")!;
    expect(identify.userId).toBe(customerId);
    expect(identify.traits).toMatchObject({ hasPurchased: true, registeredUser: true, isVisitor: false, personalization_id: knownId });

    const viewed = named("Page Viewed")[0];
    expect(viewed.properties).toMatchObject({
      authentication_state: "registered",
      personalization_id: knownId,
      hasPurchased: true,
      user_id: customerId,
      device_fingerprint: { user_id: customerId },
    });
    // An event as well as the page: the promotion banner or the experiments' exposures.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => sent.filter((m) => m.type === "track").length).toBeGreaterThan(0);
    for (const event of sent.filter((m) => m.type === "track")) {
      expect(event.properties).toMatchObject({ authentication_state: "registered", personalization_id: knownId, hasPurchased: true, user_id: customerId });
    }
  });

  for (const { device, use } of [
    { device: "phone", use: PHONE },
    { device: "desktop", use: DESKTOP },
  ]) {
    test.describe(`${market} on a ${device}`, () => {
      test.use(use);

      test("the buy journey logs no warning or error: home, listing, search, product, add, cart quantity, remove, undo", async ({ page, request }) => {
        const { problems, named, sent } = watch(page);
        const product = await findCard(request, prefix, "buyable product", buyableWithOptions);

        await page.goto(`${prefix}/`);
        await page.goto(`${prefix}/b/dog_c288`);
        await page.mouse.wheel(0, 600);
        // Add to Cart from a card: its position goes with the event.
        const partNumber = await page
          .locator(PRODUCT_CARD, { has: page.getByRole("button", { name: "Add to Cart" }) })
          .first()
          .getAttribute("data-part-number");
        const card = page.locator(`${PRODUCT_CARD}[data-part-number="${partNumber}"]`);
        const position = Number(await card.getAttribute("data-position"));
        await card.getByRole("button", { name: "Add to Cart" }).click();
        await expect(card.getByRole("button", { name: "Added to cart" })).toBeVisible();
        await expect.poll(() => named("Product Added").length).toBe(1);
        expect(named("Product Added")[0].properties).toMatchObject({ products: [{ position }] });

        await page.goto(`${prefix}/s?query=dog%20food`);
        await expect(page.locator(PRODUCT_CARD).first()).toBeVisible();
        await page.goto(product.href.startsWith(`${prefix}/`) ? product.href : `${prefix}${product.href}`);
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await expect(page.getByRole("button", { name: "Added to cart" })).toBeVisible();
        await expect.poll(() => named("Product Added").length).toBe(2);

        await page.goto(`${prefix}/app/cart`);
        const name = (await page.locator(".cart-line__name").first().textContent())!.trim();
        const quantity = page.getByTestId("line-quantity").first();
        const before = Number(await quantity.textContent());
        // The stepper shows the new quantity at once; each next press waits until the cart has settled
        // (the action's answer and the page data it revalidates): a press while either is in flight
        // makes Remix abort it and log an AbortError (CI, on the + then −, and on the − then Remove).
        const settled = () =>
          Promise.all([
            page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/app/cart")),
            page.waitForResponse((res) => res.request().method() === "GET" && res.url().includes(".data")),
          ]);
        let answered = settled();
        await page.getByRole("button", { name: `Increase quantity of ${name}` }).click();
        await expect(quantity).toHaveText(String(before + 1));
        await answered;
        answered = settled();
        await page.getByRole("button", { name: `Decrease quantity of ${name}` }).click();
        await expect(quantity).toHaveText(String(before));
        await answered;
        answered = settled();
        await page.getByRole("button", { name: `Remove ${name} from your cart` }).click();
        await answered;
        await page.getByRole("button", { name: `Undo removing ${name}` }).click();
        await expect(page.getByRole("button", { name: `Remove ${name} from your cart` })).toBeVisible();
        // Every change reported (and so checked by the layer's validation) before we look at the console.
        await expect.poll(() => named("Product Added").length).toBe(4);
        await expect.poll(() => named("Product Removed").length).toBe(2);
        for (const event of [...named("Product Added"), ...named("Product Removed")]) {
          expect((event.properties!.products as { position: number }[])[0].position).toBeGreaterThan(0);
        }
        expect(sent.every((m) => m.type !== "page" || m.properties!.emission_path === 1)).toBe(true);
        expect(problems.filter((problem) => !KNOWN_HEADER_WARNING.test(problem))).toEqual([]);
      });
    });
  }
}
