import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { priceFacts, type ItemPriceRow } from "#app/pricing/price-facts.ts";
import { priceRow } from "#app/pricing/price-row.testkit.ts";
import { priceView } from "#app/pricing/price-view.ts";
import type { ProductDetail, ProductItem } from "#app/product/product.server.ts";
import { feedEntries, feedHead, feedItemXml, FEED_TAIL, parseProductFeedFileName, productFeedPath } from "./product-feed";

const ORIGIN = "https://example.com";
// A $12.49 item without Autoship: the house price row (app/pricing/price-row.testkit.ts) minus its Autoship saving.
const ROW = priceRow({ price: 1249, autoship: null, autoshipDiscountPct: null });

function item(id: string, overrides: Partial<ItemPriceRow> = {}, stock: ProductItem["stock"] = "in-stock", market = US_MARKET): ProductItem {
  const facts = priceFacts({ ...ROW, ...overrides }, { autoshipAllowed: false, dealId: null }, market);
  return {
    id,
    partNumber: `P-${id}`,
    gtin: id === "1" ? "012345678912" : null,
    name: `${id}-lb bag`,
    size: `${id}-lb bag`,
    flavor: null,
    color: null,
    price: facts.advertisedCents / 100,
    facts,
    prices: priceView(facts, market),
    stock,
  };
}

function product(items: ProductItem[]): ProductDetail {
  return {
    id: "101",
    partNumber: "P-101",
    name: "Kibble Co Chicken & Rice <Dry> Dog Food",
    title: "Kibble Co Chicken & Rice <Dry> Dog Food (item P-101)",
    slug: "kibble-co-chicken",
    description: "Real chicken first.",
    image: "/images/p/101-abc/front-400.webp",
    gtin: null,
    rating: 4.5,
    ratingCount: 3,
    brand: { name: "Kibble Co", slug: "kibble-co", categoryId: null },
    category: { id: "288", name: "Dog Food", slug: "dog-food", catalogPrefix: "b" },
    ancestors: [],
    published: true,
    autoshipAllowed: false,
    cta: "add-to-cart",
    isPrescription: false,
    isLive: false,
    availability: "in-stock",
    items,
  };
}

describe("feed file names (decisions 0069, 0074)", () => {
  it("/feeds/{us|ca}-products-{n}.xml: a market's file of id block n, named as its product sitemap", () => {
    expect(productFeedPath({ market: US_MARKET, block: 51 })).toBe("/feeds/us-products-51.xml");
    expect(productFeedPath({ market: CA_MARKET, block: 1 })).toBe("/feeds/ca-products-1.xml");
    expect(parseProductFeedFileName("ca-products-51.xml")).toEqual({ market: CA_MARKET, block: 51 });
    expect(parseProductFeedFileName(productFeedPath({ market: US_MARKET, block: 7 }).slice("/feeds/".length))).toEqual({ market: US_MARKET, block: 7 });
  });

  it("names nothing else: no other market, kind, block 0 or the old single file", () => {
    for (const name of ["uk-products-1.xml", "us-brands-1.xml", "us-products-0.xml", "us-products.xml", "ca-products-51"]) {
      expect(parseProductFeedFileName(name), name).toBeNull();
    }
  });
});

describe("feedEntries: one entry per item for sale, from the page's facts", () => {
  it("id, group, title, link, JPEG picture, availability, price, brand, gtin", () => {
    const [first, second] = feedEntries(product([item("1"), item("5", { price: 5499 }, "out-of-stock")]), US_MARKET, ORIGIN);
    expect(first).toEqual({
      id: "P-1",
      itemGroupId: "P-101",
      title: "Kibble Co Chicken & Rice <Dry> Dog Food (item P-101), 1-lb bag",
      description: "Real chicken first.",
      link: "https://example.com/kibble-co-chicken/dp/101?item=1",
      imageLink: "https://example.com/images/p/101-abc/front-800.jpg",
      availability: "in_stock",
      price: "12.49 USD",
      salePrice: null,
      brand: "Kibble Co",
      gtin: "012345678912",
      shipping: null,
    });
    expect(second).toMatchObject({
      id: "P-5",
      availability: "out_of_stock",
      price: "54.99 USD",
      shipping: { country: "US", currency: "USD", deliveryDays: { min: 1, max: 3 } },
    });
  });

  it("a single item is the product: no group, the product's title", () => {
    const [entry] = feedEntries(product([item("1")]), US_MARKET, ORIGIN);
    expect(entry).toMatchObject({ itemGroupId: null, title: "Kibble Co Chicken & Rice <Dry> Dog Food (item P-101)" });
  });

  it("Canada: a valid strike price is the regular price, the advertised one the sale price; links under /ca", () => {
    const [entry] = feedEntries(product([item("1", { price: 3999, strike: 4999 }, "in-stock", CA_MARKET)]), CA_MARKET, ORIGIN);
    expect(entry).toMatchObject({ price: "49.99 CAD", salePrice: "39.99 CAD", link: "https://example.com/ca/kibble-co-chicken/dp/101?item=1" });
  });

  it("leaves out discontinued items and unpublished products", () => {
    expect(feedEntries(product([item("1", {}, "discontinued"), item("2")]), US_MARKET, ORIGIN).map((e) => e.id)).toEqual(["P-2"]);
    expect(feedEntries({ ...product([item("1")]), published: false }, US_MARKET, ORIGIN)).toEqual([]);
  });
});

describe("the feed's XML", () => {
  it("is RSS 2.0 in Google's namespace, text escaped, optional attributes only with a value", () => {
    const entries = feedEntries(product([item("1"), item("5", { price: 5499 })]), US_MARKET, ORIGIN);
    const xml = feedHead(US_MARKET, ORIGIN) + entries.map(feedItemXml).join("") + FEED_TAIL;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0"><channel><title>Tailwise US products<\/title>/,
    );
    expect(xml).toContain("<title>Kibble Co Chicken &amp; Rice &lt;Dry&gt; Dog Food (item P-101), 1-lb bag</title>");
    expect(xml).toContain("<link>https://example.com/kibble-co-chicken/dp/101?item=1</link>");
    expect(xml).toContain("<g:gtin>012345678912</g:gtin>");
    expect(xml).toContain("<g:identifier_exists>no</g:identifier_exists>");
    expect(xml).toContain("<g:condition>new</g:condition>");
    expect(xml).toContain(
      "<g:shipping><g:country>US</g:country><g:service>Standard</g:service><g:price>0.00 USD</g:price><g:min_transit_time>1</g:min_transit_time><g:max_transit_time>3</g:max_transit_time></g:shipping>",
    );
    expect(xml.match(/<g:shipping>/g)).toHaveLength(1);
    expect(xml).not.toContain("g:sale_price");
    expect(xml.endsWith("</item></channel></rss>\n")).toBe(true);
  });

  it("drops characters XML cannot carry", () => {
    const [entry] = feedEntries(product([item("1")]), US_MARKET, ORIGIN);
    expect(feedItemXml({ ...entry, description: "a\u0000b\u0008c" })).toContain("<description>abc</description>");
  });
});
