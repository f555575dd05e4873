import { beforeAll, describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { DEALS, type DealRule } from "#app/pricing/deals.ts";
import { STOCK_LABELS } from "#app/catalogue/stock.ts";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { Shopper } from "./buy-path-harness";
import { signedSession } from "./signed-session";
import { byTestId, cardsIn, cartLinesIn, centsIn, productIn, shelfProductsIn, type ShownCard, type ShownPrices, type ShownProduct } from "./surface-readers";
import { useWorker } from "./use-worker";

// Issue #24: one truth per fact. For a sample of at least 200 products per market, chosen so every
// kind the rules treat differently is in it (deals, Autoship, first-order Autoship offers, MAP,
// out of stock, discontinued, prescription, personalised, several options, Canadian strike prices),
// read price, strike, Autoship, deal, stock and call-to-action facts from every surface a shopper or
// a script meets, as a new and as an existing customer, and require them equal; then add to cart
// and require the line to charge what the card said.

const worker = useWorker({ scratch: true });
const MIN_PRODUCTS = 200;
/** Products searched for by name per kind: their search pages bring the rest of the sample along. */
const PER_KIND = 8;
const CUSTOMERS = ["new", "existing"] as const;
type Customer = (typeof CUSTOMERS)[number];

/** The kinds of product the price, offer and stock rules treat differently, as SQL over products p and their featured item i. */
const KINDS: Record<string, { where: string; market?: MarketConfig["region"] }> = {
  deal: { where: "p.deal_id IS NOT NULL" },
  autoship: { where: "p.is_autoship_allowed = 1 AND i.autoship_usd IS NOT NULL" },
  "first-autoship": { where: "p.is_autoship_allowed = 1 AND i.first_autoship_pct IS NOT NULL" },
  "autoship-deal": { where: "p.is_autoship_allowed = 1 AND i.autoship_discount_pct > 5" },
  map: { where: "i.map_enforced = 1 AND i.map_type IS NOT NULL" },
  "out-of-stock": {
    where:
      "p.is_discontinued = 0 AND NOT EXISTS (SELECT 1 FROM items x WHERE x.product_id = p.id AND x.published = 1 AND x.inventory > 0 AND x.discontinued = 0)",
  },
  discontinued: { where: "p.is_discontinued = 1" },
  prescription: { where: "(p.is_prescription = 1 OR p.is_rx_vet_diet = 1)" },
  personalised: { where: "p.is_customizable = 1" },
  "multi-option": { where: "(SELECT count(*) FROM items x WHERE x.product_id = p.id AND x.published = 1) >= 3" },
  strike: { where: "i.strike_cad > i.price_cad", market: "ca" },
};

/** The featured item (the card's): the cheapest published one, first in option order (app/catalogue/queries.server.ts cardItemJoin). */
const FEATURED = (money: string) =>
  `i.id = (SELECT x.id FROM items x WHERE x.product_id = p.id AND x.published = 1 ORDER BY x.price_${money}, x.option_order LIMIT 1)`;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

interface Sampled {
  card: ShownCard;
  /** product id, from the card's link */
  id: string;
  kinds: Set<string>;
}

async function sessionCookie(customer: Customer): Promise<string | null> {
  return customer === "existing" ? signedSession({ hasPurchased: true, sub: "one-truth-customer" }) : null;
}

async function pageAs(path: string, customer: Customer): Promise<string> {
  const shopper = new Shopper(worker.mf);
  const session = await sessionCookie(customer);
  if (session) shopper.cookies.set(SESSION_COOKIE, session);
  const res = await shopper.get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Runs `task` over `items`, a few at a time (the worker is one isolate on two cores). */
async function each<T, R>(items: readonly T[], task: (item: T) => Promise<R>, concurrency = 6): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await worker.mf.dispatchFetch(`http://127.0.0.1:8787${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  } as never);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** What two surfaces show of one product must be the same: the fields either shows, and the ones neither does. */
function expectSamePrices(a: ShownPrices, b: ShownPrices, what: string) {
  expect(b, what).toEqual(a);
}

describe.each([
  { market: US_MARKET, prefix: "" },
  { market: CA_MARKET, prefix: "/ca" },
])("one truth per fact in the $market.region market", ({ market, prefix }) => {
  const money = market.region === "ca" ? "cad" : "usd";
  /** cards by part number, per customer class */
  const cards: Record<Customer, Map<string, Sampled>> = { new: new Map(), existing: new Map() };
  /** product pages by product id, per customer class */
  const pages: Record<Customer, Map<string, ShownProduct>> = { new: new Map(), existing: new Map() };
  let sample: Sampled[] = [];

  beforeAll(async () => {
    // The products of each kind, searched for by name: every card on those search pages joins the sample.
    const names = new Map<string, string[]>();
    for (const [kind, { where, market: only }] of Object.entries(KINDS)) {
      if (only && only !== market.region) continue;
      const { results } = await worker.db
        .prepare(
          `SELECT p.name FROM products p JOIN items i ON ${FEATURED(money)}
            WHERE p.published = 1 AND ${where} GROUP BY p.name HAVING count(*) = 1 ORDER BY p.id LIMIT ?1`,
        )
        .bind(PER_KIND)
        .all<{ name: string }>();
      names.set(
        kind,
        results.map((row) => row.name),
      );
    }
    const searches = [...new Set([...names.values()].flat())].map((name) => withMarketPrefix(`/s?query=${encodeURIComponent(name)}`, market));
    // Today's Deals and the pharmacy too: pages whose cards are mostly deals and prescriptions.
    searches.push(withMarketPrefix("/deals/todays-deal_c2723", market), withMarketPrefix("/b/pharmacy_c2515", market));
    for (const customer of CUSTOMERS) {
      const htmls = await each(searches, (path) => pageAs(path, customer));
      for (const html of htmls) {
        for (const card of cardsIn(html)) {
          if (!cards[customer].has(card.partNumber)) cards[customer].set(card.partNumber, { card, id: /\/dp\/(\d+)/.exec(card.href)![1], kinds: new Set() });
        }
      }
    }
    // Each sampled product's kinds, from the catalogue.
    const ids = [...cards.new.values()].map((s) => Number(s.id));
    for (const [kind, { where, market: only }] of Object.entries(KINDS)) {
      if (only && only !== market.region) continue;
      const { results } = await worker.db
        .prepare(`SELECT p.id FROM products p JOIN items i ON ${FEATURED(money)} WHERE p.id IN (SELECT value FROM json_each(?1)) AND ${where}`)
        .bind(JSON.stringify(ids))
        .all<{ id: number }>();
      const of = new Set(results.map((row) => String(row.id)));
      for (const s of cards.new.values()) if (of.has(s.id)) s.kinds.add(kind);
    }
    sample = [...cards.new.values()];
    console.log(`one truth, ${market.region}: ${sample.length} products from ${searches.length} pages`);
    for (const customer of CUSTOMERS) {
      const shown = await each(sample, (s) => pageAs(s.card.href, customer));
      sample.forEach((s, i) => pages[customer].set(s.id, productIn(shown[i])));
    }
  }, 600_000);

  it(`samples at least ${MIN_PRODUCTS} products, with every kind the rules treat differently`, () => {
    expect(sample.length).toBeGreaterThanOrEqual(MIN_PRODUCTS);
    for (const kind of Object.keys(KINDS)) {
      if (KINDS[kind].market && KINDS[kind].market !== market.region) continue;
      expect(sample.filter((s) => s.kinds.has(kind)).length, kind).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(CUSTOMERS)("a card and its product page show the same prices, deal and stock (%s customer)", (customer) => {
    for (const s of sample) {
      const card = cards[customer].get(s.card.partNumber);
      if (!card) continue; // a search page the other class saw differently (none expected: same catalogue)
      const page = pages[customer].get(s.id)!;
      expectSamePrices(card.card.prices, page.prices, `${s.card.href}: card vs product page`);
      if (card.card.stock) {
        expect(page.stock, `${s.card.href}: the card's stock word`).toBe(card.card.stock);
        expect(page.addable).toBe(false);
      }
      if (card.card.action === "add-to-cart") {
        expect(page.stock, `${s.card.href}: a card that adds promises an item in stock`).toBe("In stock");
        expect(page.addable).toBe(true);
      }
      // spec §4: a strike price only in Canada; the first Autoship order's offer only for new customers.
      if (market.region === "us") expect(card.card.prices.strikePrice).toBeUndefined();
      if (customer === "existing") expect(card.card.prices.firstAutoship).toBeUndefined();
    }
    expect(cards[customer].size).toBe(cards.new.size);
  });

  it("every kind's words are the owner's: stock words, deal names, the first-order and Autoship lines", () => {
    const stockWords = new Set(Object.values(STOCK_LABELS));
    const dealLines = new Set(DEALS.map((deal) => `Deal: ${deal.name}`));
    for (const s of sample) {
      if (s.card.stock) expect(stockWords).toContain(s.card.stock);
      if (s.kinds.has("discontinued")) expect(s.card.stock, s.card.href).toBe(STOCK_LABELS.discontinued);
      if (s.kinds.has("out-of-stock")) expect(s.card.stock, s.card.href).toBe(STOCK_LABELS["out-of-stock"]);
      if (s.kinds.has("deal")) expect(dealLines, s.card.href).toContain(s.card.prices.deal);
      if (s.kinds.has("autoship")) expect(s.card.prices.autoship ?? "", s.card.href).toMatch(/^\$\d+\.\d{2} Autoship price · Save \d+%$/);
      if (s.kinds.has("strike")) expect(s.card.prices.strikePrice ?? "", s.card.href).toMatch(/^\$\d+\.\d{2}$/);
      if (s.kinds.has("first-autoship") && !s.kinds.has("map") && !s.kinds.has("autoship-deal"))
        expect(s.card.prices.firstAutoship ?? "", s.card.href).toMatch(/^\$\d+\.\d{2} on your first Autoship order \(save \d+%\)$/);
    }
  });

  it("the product page's buy box and JSON-LD offers say what its price lines say", () => {
    for (const s of sample) {
      const page = pages.new.get(s.id)!;
      const offer = page.offers.find((o) => o.sku === s.card.partNumber);
      expect(offer, `${s.card.href}: an offer for the card's item`).toBeDefined();
      expect(Math.round(offer!.price * 100), `${s.card.href}: JSON-LD price`).toBe(centsIn(page.prices.price));
      // (a page without a stock line, an eGift card's, states no availability to compare)
      if (page.stock) expect(offer!.availability.endsWith("InStock"), `${s.card.href}: JSON-LD availability`).toBe(page.stock === "In stock");
      if (page.addable && page.prices.firstAutoship) expect(page.buyBoxFirstAutoship, s.card.href).toBe(page.prices.firstAutoship);
      expect(pages.existing.get(s.id)!.buyBoxFirstAutoship).toBeUndefined();
    }
  });

  it("the enrichment, legacy item and promo-pricing APIs answer what the cards show", async () => {
    const partNumbers = sample.map((s) => s.card.partNumber);
    type Enrichment = {
      remove: boolean;
      stock: keyof typeof STOCK_LABELS | "in-stock";
      prices: Record<string, string | number>;
      addToCartItemId: string | null;
    };
    type Promo = { value: number | null; savings_pct: number | null; isMapEnforced: boolean };
    const enrichments: Record<string, Enrichment> = {};
    const legacy: Record<string, Enrichment> = {};
    const promos: Record<string, Promo> = {};
    for (let i = 0; i < partNumbers.length; i += 100) {
      const partNumbersPage = { partNumbers: partNumbers.slice(i, i + 100) };
      Object.assign(enrichments, await postJson(`${prefix}/plp/api/enrichments`, partNumbersPage));
      Object.assign(legacy, await postJson(`${prefix}/api/item/v1/item`, partNumbersPage));
      Object.assign(promos, await postJson(`${prefix}/plp/api/promo-pricing`, partNumbersPage));
    }
    for (const s of sample) {
      const { card } = s;
      const enrichment = enrichments[card.partNumber];
      expect(enrichment.remove, card.href).toBe(false);
      expect(legacy[card.partNumber], `${card.href}: legacy item service`).toEqual(enrichment);
      expect(enrichment.prices.price, card.href).toBe(card.prices.price);
      expect(enrichment.prices.strikePrice, card.href).toBe(card.prices.strikePrice);
      expect(enrichment.prices.deal === undefined ? undefined : `Deal: ${enrichment.prices.deal}`, card.href).toBe(card.prices.deal);
      expect(enrichment.prices.mapMessage, card.href).toBe(card.prices.mapMessage);
      if (enrichment.prices.autoshipPrice !== undefined) expect(card.prices.autoship, card.href).toContain(`${enrichment.prices.autoshipPrice} Autoship price`);
      else expect(card.prices.autoship, card.href).toBeUndefined();
      expect(enrichment.stock === "in-stock" ? undefined : STOCK_LABELS[enrichment.stock], card.href).toBe(card.stock);
      if (card.action === "add-to-cart") expect(enrichment.addToCartItemId, `${card.href}: the item Add to Cart adds`).toBe(card.itemId);
      if (card.stock) expect(enrichment.addToCartItemId, `${card.href}: nothing to add`).toBeNull();
      // spec §7 promo pricing: the first Autoship order's price, which the card states (its price only when MAP allows).
      const promo = promos[card.partNumber];
      if (promo.value === null) expect(card.prices.firstAutoship, card.href).toBeUndefined();
      else if (promo.isMapEnforced) expect(card.prices.firstAutoship, card.href).toBe(`Save ${promo.savings_pct}% on your first Autoship order`);
      else
        expect(card.prices.firstAutoship, card.href).toBe(
          `${dollars(Math.round(promo.value * 100))} on your first Autoship order (save ${promo.savings_pct}%)`,
        );
    }
  });

  it("the product GraphQL server and the options overlay's API give the card's item the card's prices", async () => {
    type Item = {
      partNumber: string;
      price: string;
      strikePrice: string | null;
      autoshipPrice: string | null;
      deal: string | null;
      mapMessage: string | null;
      stock: string;
    };
    const byId = new Map<string, Item[]>();
    const ids = sample.map((s) => s.id);
    for (let i = 0; i < ids.length; i += 24) {
      const answer = await postJson<{ data: { items: { id: string; items: Item[] }[] } }>(
        `${prefix}/api/pdp/graphql`,
        {
          query: "query Items($ids: [ID!]!) { items(ids: $ids) { id items { partNumber price strikePrice autoshipPrice deal mapMessage stock } } }",
          variables: { ids: ids.slice(i, i + 24) },
        },
        { "apollo-require-preflight": "true" },
      );
      for (const product of answer.data.items) byId.set(product.id, product.items);
    }
    await each(sample, async (s) => {
      const { card } = s;
      const item = byId.get(s.id)?.find((i) => i.partNumber === card.partNumber);
      expect(item, `${card.href}: GraphQL item`).toBeDefined();
      expect(item!.price).toBe(card.prices.price);
      expect(item!.strikePrice ?? undefined).toBe(card.prices.strikePrice);
      expect(item!.deal === null ? undefined : `Deal: ${item!.deal}`).toBe(card.prices.deal);
      expect(item!.mapMessage ?? undefined).toBe(card.prices.mapMessage);
      if (item!.autoshipPrice) expect(card.prices.autoship).toContain(item!.autoshipPrice);
      const res = await worker.mf.dispatchFetch(`http://127.0.0.1:8787${prefix}/plp/api/product-options?id=${s.id}`, {
        headers: { accept: "application/json" },
      } as never);
      expect(res.status, card.href).toBe(200);
      const options = (await res.json()) as { items: { partNumber: string; prices: Record<string, string>; stock: string }[] };
      const own = options.items.find((i) => i.partNumber === card.partNumber);
      expect(own?.prices.price, `${card.href}: options overlay`).toBe(card.prices.price);
      expect(own?.prices.deal === undefined ? undefined : `Deal: ${own?.prices.deal}`).toBe(card.prices.deal);
    });
  });

  it("shelves and carousels show a product as its product page does (no US was-price, the same deal)", async () => {
    const carousels = await each(["todays-deals", "top-sellers", "top-brands"], (carouselId) =>
      postJson<{ data: { carousel: { products: { href: string; price: string; strikePrice: string | null; deal: string | null; stock: string }[] } } }>(
        `${prefix}/api/widgets/graphql`,
        {
          query: "query Carousel($carouselId: String) { carousel(carouselId: $carouselId) { products { href price strikePrice deal stock } } }",
          variables: { carouselId },
        },
      ),
    );
    const shown = [
      ...carousels.flatMap((c) =>
        c.data.carousel.products.map((p) => ({
          href: p.href,
          prices: { price: p.price, ...(p.strikePrice && { strikePrice: p.strikePrice }), ...(p.deal && { deal: `Deal: ${p.deal}` }) },
        })),
      ),
      ...shelfProductsIn(await pageAs(withMarketPrefix("/", market), "new")),
      ...shelfProductsIn(await pageAs(withMarketPrefix("/s?query=zzzxqq", market), "new")),
    ];
    expect(shown.length, "products on shelves and carousels").toBeGreaterThan(20);
    await each(shown, async (product) => {
      const page = productIn(await pageAs(product.href, "new"));
      expect(product.prices.price, product.href).toBe(page.prices.price);
      expect(product.prices.strikePrice, `${product.href}: strike`).toBe(page.prices.strikePrice);
      expect(product.prices.deal, `${product.href}: deal`).toBe(page.prices.deal);
      if (market.region === "us") expect(product.prices.strikePrice, "no US was-price (spec §4)").toBeUndefined();
    });
  });

  it.each(CUSTOMERS)("the cart charges what the card said, and applies the deal (%s customer)", async (customer) => {
    // This customer's own cards (a new customer's promise a first Autoship order; an existing one's do not).
    const addable = sample.flatMap((s) => {
      const own = cards[customer].get(s.card.partNumber);
      return own?.card.action === "add-to-cart" ? [{ ...s, card: own.card }] : [];
    });
    expect(addable.length).toBeGreaterThan(50);
    const session = await sessionCookie(customer);
    /** A new browser, as this customer. */
    const shopper = () => {
      const s = new Shopper(worker.mf);
      if (session) s.cookies.set(SESSION_COOKIE, session);
      return s;
    };
    /** Adds each to a cart of its own kind, read back from the cart page; a deal's product alone, so no other line shares its promotion. */
    async function cartOf(group: Sampled[], line: (s: Sampled) => Record<string, string>) {
      const browser = shopper();
      await browser.get(withMarketPrefix("/app/cart", market));
      for (const s of group) {
        const res = await browser.post(withMarketPrefix("/app/cart", market), { intent: "add", itemId: s.card.itemId!, ...line(s) });
        expect(res.status, `${s.card.href}: add`).toBe(303);
      }
      return cartLinesIn(await (await browser.get(withMarketPrefix("/app/cart", market))).text());
    }
    const plain = addable.filter((s) => !s.card.prices.deal);
    const chunks = Array.from({ length: Math.ceil(plain.length / 40) }, (_, i) => plain.slice(i * 40, i * 40 + 40));

    // Bought once: the card's price, less the extra the card said MAP takes off in the cart.
    for (const group of chunks) {
      const lines = await cartOf(group, () => ({ quantity: "1" }));
      for (const s of group) {
        const line = lines.get(s.card.itemId!)!;
        const price = centsIn(s.card.prices.price)!;
        const unit = centsIn(line.unit)!;
        const extra = /^Save an extra (\$[\d.]+) today$/.exec(s.card.prices.mapMessage ?? "");
        if (s.card.prices.mapMessage === "See Price in Cart") expect(unit, s.card.href).toBeLessThan(price);
        else expect(unit, `${s.card.href}: one-time line`).toBe(price - (extra ? centsIn(extra[1])! : 0));
      }
    }
    // On Autoship: a new customer's first order at the card's first-order price, else the card's Autoship price.
    const autoship = plain.filter((s) => s.card.prices.autoship);
    for (const group of Array.from({ length: Math.ceil(autoship.length / 40) }, (_, i) => autoship.slice(i * 40, i * 40 + 40))) {
      const lines = await cartOf(group, () => ({ quantity: "1", autoship: "1" }));
      for (const s of group) {
        const line = lines.get(s.card.itemId!)!;
        const promised = s.card.prices.firstAutoship && centsIn(s.card.prices.firstAutoship);
        const expected = promised || centsIn(s.card.prices.autoship)!;
        if (!(s.card.prices.firstAutoship && !promised)) expect(centsIn(line.unit), `${s.card.href}: Autoship line`).toBe(expected);
        if (s.card.prices.firstAutoship) expect(line.unit, s.card.href).toContain("on your first order");
        if (customer === "existing") expect(line.unit, s.card.href).not.toContain("first order");
      }
    }
    // A deal: the line names it, and its rule is applied to the quantity that earns it.
    const deals = addable.filter((s) => s.card.prices.deal);
    expect(deals.length, "deal products that can be added").toBeGreaterThan(3);
    await each(
      deals,
      async (s) => {
        const name = s.card.prices.deal!.replace(/^Deal: /, "");
        // The promotion the card names, and its rule: the quantity that earns it and what that costs.
        const deal = DEALS.find((candidate) => candidate.name === name);
        expect(deal, `${s.card.href}: a promotion the store runs`).toBeDefined();
        const rule: DealRule = deal!.rule;
        const quantity = rule.kind === "every-nth-free" || rule.kind === "every-nth-pct-off" ? rule.nth : 1;
        const lines = await cartOf([s], () => ({ quantity: String(quantity) }));
        const line = lines.get(s.card.itemId!)!;
        expect(line.deal, s.card.href).toMatch(new RegExp(`^Deal: ${name.replace(/[$]/g, "\\$")}`));
        const unit = centsIn(line.unit)!;
        const expected =
          rule.kind === "every-nth-free"
            ? (quantity - 1) * unit
            : rule.kind === "every-nth-pct-off"
              ? quantity * unit - Math.round((unit * rule.pct) / 100)
              : rule.kind === "pct-off"
                ? unit - Math.round((unit * rule.pct) / 100)
                : // a first-Autoship promotion on a one-time line, or a spend reward: no price changes
                  quantity * unit;
        expect(centsIn(line.total), `${s.card.href}: ${name}`).toBe(expected);
      },
      3,
    );
  });
});

it("the cart's summary says a spend reward is earned or how far it is", async () => {
  const { results } = await worker.db
    .prepare(
      `SELECT i.id, i.price_usd AS price FROM products p JOIN items i ON i.product_id = p.id
        WHERE p.published = 1 AND p.deal_id = '41002' AND i.published = 1 AND i.inventory > 10 AND i.discontinued = 0 AND p.is_prescription = 0 AND p.is_customizable = 0 AND p.is_gift_card = 0 AND p.is_rx_vet_diet = 0
        ORDER BY i.price_usd LIMIT 1`,
    )
    .all<{ id: number; price: number }>();
  const [item] = results;
  const shopper = new Shopper(worker.mf);
  await shopper.get("/app/cart");
  await shopper.post("/app/cart", { intent: "add", itemId: String(item.id), quantity: "1" });
  const before = await (await shopper.get("/app/cart")).text();
  if (item.price < 4900) expect(byTestId(before, "promotion")).toBe(`Add ${dollars(4900 - item.price)} more of these items to earn a $20.00 eGift card`);
  await shopper.post("/app/cart", { intent: "set-quantity", itemId: String(item.id), quantity: String(Math.ceil(4900 / item.price)) });
  expect(byTestId(await (await shopper.get("/app/cart")).text(), "promotion")).toBe("Earned: a $20.00 eGift card");
});
