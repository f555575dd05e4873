// The product feed per market (issue #27): Google Merchant Center's RSS 2.0 with the g: namespace
// (decision 0069), one <item> per item a shopper can buy. Every fact comes from the product as the
// product page reads it (app/product/product.server.ts: the price owner's facts, the stock rule,
// the drawn picture, the distinguishing title) and from the merchant policy the JSON-LD states
// (./merchant-policy.ts), so the feed and the page cannot disagree. Pure.
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { productImageSources } from "#app/images/product-image-url.ts";
import { CURRENCY_FRACTION_DIGITS } from "#app/pricing/format.ts";
import type { ProductDetail, ProductItem } from "#app/product/product.server.ts";
import { buildProductItemPath } from "#app/urls/listing-url.ts";
import { offerShipping, type FreeShipping } from "./merchant-policy";
import { STORE_NAME } from "./product-structured-data";
import { parseSitemapFileName, sitemapFileName } from "./sitemap";

/** Google's namespace for the feed's product attributes. */
const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";
/** The shipping service the feed names: the store has one, standard delivery. */
const SHIPPING_SERVICE = "Standard";

/** A feed file: one market's items of the products in one block of ids. */
export interface ProductFeedFile {
  market: MarketConfig;
  block: number;
}

/**
 * `/feeds/{us|ca}-products-{n}.xml`: a market's feed is filed as its product sitemaps are
 * (./sitemap.ts owns the numbering and the names): file n holds the items of the products whose
 * id is in block n, so one file is one bounded read, about 27 MB at its fullest, small enough to
 * keep at the edge and fetch whole (decision 0074).
 */
export const productFeedPath = ({ market, block }: ProductFeedFile): string => `/feeds/${sitemapFileName({ market, kind: "products", page: block })}`;

/** The feed file a `/feeds/{name}` address names, or null for any other name. */
export function parseProductFeedFileName(name: string): ProductFeedFile | null {
  const file = parseSitemapFileName(name);
  return file?.kind === "products" ? { market: file.market, block: file.page } : null;
}

/** One <item> of the feed: Google's attribute names, values as Google reads them. */
export interface FeedEntry {
  id: string;
  itemGroupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  availability: "in_stock" | "out_of_stock";
  /** "12.49 USD": the regular price */
  price: string;
  /** the price paid when lower than the regular one (Canada's valid strike prices) */
  salePrice: string | null;
  brand: string;
  gtin: string | null;
  shipping: FreeShipping | null;
}

/** Google: the amount with `.` and 2 decimals, a space, the ISO currency. */
const feedPrice = (cents: number, currency: MarketConfig["currency"]) => `${(cents / 100).toFixed(CURRENCY_FRACTION_DIGITS)} ${currency}`;

/**
 * A product's feed entries: one per item that can be bought, now or once restocked. A discontinued
 * item (or product) is left out: Google has no "discontinued" availability, and a feed offers
 * nothing the shopper can never buy (decision 0069).
 */
export function feedEntries(product: ProductDetail, market: MarketConfig, origin: string): FeedEntry[] {
  if (!product.published) return [];
  const image = productImageSources(product.image)?.jpeg ?? product.image;
  const forSale = product.items.filter((item) => item.stock !== "discontinued");
  return forSale.map((item) => ({
    id: item.partNumber,
    // Items of one product are its variants (Google groups them by the product's part number).
    itemGroupId: product.items.length > 1 ? product.partNumber : null,
    title: product.items.length > 1 ? `${product.title}, ${item.name}` : product.title,
    description: product.description,
    link: new URL(withMarketPrefix(buildProductItemPath({ slug: product.slug, catalogEntryId: product.id }, item.id), market), origin).href,
    imageLink: new URL(image, origin).href,
    availability: item.stock === "in-stock" ? "in_stock" : "out_of_stock",
    ...prices(item, market),
    brand: product.brand.name,
    gtin: item.gtin,
    shipping: offerShipping(market, item.facts.oneTimeCents),
  }));
}

/**
 * The page's prices (the price owner's facts): the advertised price, the one the page and the
 * JSON-LD show; where a valid strike price stands above it (Canada), that is the regular price and
 * the advertised one the sale price, as the page shows them.
 */
function prices(item: ProductItem, market: MarketConfig): Pick<FeedEntry, "price" | "salePrice"> {
  const { advertisedCents, strike } = item.facts;
  if (strike) return { price: feedPrice(strike.cents, market.currency), salePrice: feedPrice(advertisedCents, market.currency) };
  return { price: feedPrice(advertisedCents, market.currency), salePrice: null };
}

// ---------------------------------------------------------------------------------------------
// XML

// Characters XML 1.0 does not allow at all, then the five it wants escaped in text.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xmlText = (value: string) => value.replace(NOT_XML, "").replace(/[&<>"']/g, (char) => ESCAPES[char]!);
const element = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`;

/** The feed's opening: the RSS channel of the market's store. */
export function feedHead(market: MarketConfig, origin: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}"><channel>` +
    element("title", `${STORE_NAME} ${market.region.toUpperCase()} products`) +
    element("link", new URL(withMarketPrefix("/", market), origin).href) +
    element("description", `Every product ${STORE_NAME} sells in its ${market.region.toUpperCase()} store, with its price, stock and shipping.`)
  );
}

export const FEED_TAIL = "</channel></rss>\n";

/** One <item>: Google's attributes, the optional ones only when they hold a value. */
export function feedItemXml(entry: FeedEntry): string {
  const shipping = entry.shipping
    ? "<g:shipping>" +
      element("g:country", entry.shipping.country) +
      element("g:service", SHIPPING_SERVICE) +
      element("g:price", feedPrice(0, entry.shipping.currency)) +
      element("g:min_transit_time", entry.shipping.deliveryDays.min) +
      element("g:max_transit_time", entry.shipping.deliveryDays.max) +
      "</g:shipping>"
    : "";
  return (
    "<item>" +
    element("g:id", entry.id) +
    (entry.itemGroupId ? element("g:item_group_id", entry.itemGroupId) : "") +
    element("title", entry.title) +
    element("description", entry.description) +
    element("link", entry.link) +
    element("g:image_link", entry.imageLink) +
    element("g:availability", entry.availability) +
    element("g:price", entry.price) +
    (entry.salePrice ? element("g:sale_price", entry.salePrice) : "") +
    element("g:brand", entry.brand) +
    // Google: without a GTIN (and with no MPN), say the product has no identifier.
    (entry.gtin ? element("g:gtin", entry.gtin) : element("g:identifier_exists", "no")) +
    element("g:condition", "new") +
    shipping +
    "</item>"
  );
}
