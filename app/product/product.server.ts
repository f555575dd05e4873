import { z } from "zod";
import { productImagePath } from "#app/images/product-image-url.ts";
import { moneyColumnSuffix, type MarketConfig } from "#app/markets/config.ts";
import { itemPriceRowOf, priceFacts, type PriceFacts } from "#app/pricing/price-facts.ts";
import { priceView, type PriceView } from "#app/pricing/price-view.ts";
import { ctaType, type CtaType } from "#app/catalogue/product-rules.ts";
import { centsToAmount } from "#app/pricing/format.ts";
import { itemStockState, productStockState, type StockState } from "#app/catalogue/stock.ts";
import { distinguishingTitle, type TitleFacts } from "#app/catalogue/product-title.ts";
import { productHasPage } from "./product-has-page";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

const ProductRow = z.object({
  id: z.number(),
  part_number: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  gtin: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number(),
  brand_name: z.string(),
  brand_category_id: z.number().nullable(),
  brand_slug: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  category_slug: z.string(),
  category_prefix: z.string(),
  is_discontinued: z.number(),
  published: z.number(),
  is_autoship_allowed: z.number(),
  is_gift_card: z.number(),
  is_customizable: z.number(),
  is_prescription: z.number(),
  is_rx_vet_diet: z.number(),
  is_live_feed: z.number(),
  is_live_plant: z.number(),
  deal_id: z.string().nullable(),
});

const ItemRow = z.object({
  product_id: z.number(),
  id: z.number(),
  part_number: z.string(),
  gtin: z.string().nullable(),
  name: z.string(),
  size: z.string().nullable(),
  flavor: z.string().nullable(),
  color: z.string().nullable(),
  price: z.number(),
  strike: z.number().nullable(),
  strike_type: z.string().nullable(),
  autoship: z.number().nullable(),
  autoship_discount_pct: z.number().nullable(),
  first_autoship_pct: z.number().nullable(),
  first_autoship_max: z.number().nullable(),
  map_enforced: z.number(),
  map_type: z.number().nullable(),
  map_savings: z.number().nullable(),
  ppu: z.number().nullable(),
  unit_of_measure: z.string().nullable(),
  inventory: z.number(),
  discontinued: z.number(),
});

/** An item of another published product with the same name (and so the same brand, whose name it starts with). */
const NamesakeItemRow = z.object({
  for_product_id: z.number(),
  product_id: z.number(),
  part_number: z.string(),
  size: z.string().nullable(),
  flavor: z.string().nullable(),
});
const AncestorRow = z.object({ id: z.number(), name: z.string(), slug: z.string(), catalog_prefix: z.string(), published: z.number() });
// Made once: a schema built inside the loader was rebuilt for every product page.
const ItemRows = z.array(ItemRow);
const AncestorRows = z.array(AncestorRow);
const NamesakeItemRows = z.array(NamesakeItemRow);
type ProductRow = z.infer<typeof ProductRow>;
type ItemRows = z.infer<typeof ItemRows>;
type AncestorRows = z.infer<typeof AncestorRows>;

export interface ProductItem {
  id: string;
  partNumber: string;
  gtin: string | null;
  name: string;
  size: string | null;
  flavor: string | null;
  color: string | null;
  /** The advertised price in the market currency (analytics, JSON-LD). */
  price: number;
  /** The item's price facts (app/pricing/price-facts.ts): what the cart charges follows from them too. */
  facts: PriceFacts;
  /** The same facts as every surface words them (app/pricing/price-view.ts). */
  prices: PriceView;
  stock: StockState;
}

export interface ProductDetail {
  id: string;
  partNumber: string;
  name: string;
  /** The name, with what tells it apart from other products of the same name (app/catalogue/product-title.ts): the page's title. */
  title: string;
  slug: string;
  description: string;
  image: string;
  gtin: string | null;
  rating: number;
  ratingCount: number;
  brand: { name: string; slug: string; categoryId: string | null };
  category: { id: string; name: string; slug: string; catalogPrefix: string };
  /** Root first, the primary category last: every level of the breadcrumbs. */
  ancestors: { id: string; name: string; slug: string; catalogPrefix: string; published: boolean }[];
  published: boolean;
  autoshipAllowed: boolean;
  cta: CtaType;
  isPrescription: boolean;
  /** live feeders or plants (the terms: not returnable) */
  isLive: boolean;
  availability: StockState;
  items: ProductItem[];
}

const PartNumberRow = z.object({ product_id: z.number(), item_id: z.number().nullable() });

/**
 * Which product (and item) a part number names (the part-number links of spec §2): an item's part
 * number names that item, a product's (parent) part number the product; null when none does.
 */
export async function productOfPartNumber(db: CatalogueDb, partNumber: string): Promise<{ productId: number; itemId: string | null } | null> {
  const row = await db
    .prepare(
      // (an item's part number first: both columns are unique, but nothing says they never meet)
      `SELECT product_id, item_id FROM (
         SELECT product_id, id AS item_id, 0 AS rank FROM items WHERE part_number = ?1
         UNION ALL SELECT id AS product_id, NULL AS item_id, 1 AS rank FROM products WHERE part_number = ?1
       ) ORDER BY rank LIMIT 1`,
    )
    .bind(partNumber)
    .first();
  if (!row) return null;
  const parsed = PartNumberRow.parse(row);
  return { productId: parsed.product_id, itemId: parsed.item_id === null ? null : String(parsed.item_id) };
}

/** A product with its published items in the market's currency, or null when there is no such product. */
export async function loadProduct(db: CatalogueDb, market: MarketConfig, id: number): Promise<ProductDetail | null> {
  return productDetailOf(await db.batch(productStatements(db, market, id)), market);
}

/** The product from its statements' results (./load-product.server.ts batches them with the reviews' facts). */
export function productDetailOf([productResult, itemsResult, ancestorsResult, namesakesResult]: D1Result[], market: MarketConfig): ProductDetail | null {
  const row = productResult?.results[0];
  if (!row) return null;
  const product = toProductDetail(ProductRow.parse(row), ItemRows.parse(itemsResult!.results), AncestorRows.parse(ancestorsResult!.results), market);
  return { ...product, title: distinguishingTitle(product.name, titleFactsOf(product), namesakesOf(NamesakeItemRows.parse(namesakesResult!.results))) };
}

function titleFactsOf(product: Omit<ProductDetail, "title">): TitleFacts {
  return { partNumber: product.partNumber, items: product.items };
}

/** The other same-named products' title facts, from their items' rows (in option order). */
function namesakesOf(rows: z.infer<typeof NamesakeItemRows>): TitleFacts[] {
  const byProduct = new Map<number, { partNumber: string; items: { size: string | null; flavor: string | null }[] }>();
  for (const row of rows) {
    const facts = byProduct.get(row.product_id) ?? { partNumber: row.part_number, items: [] };
    facts.items.push({ size: row.size, flavor: row.flavor });
    byProduct.set(row.product_id, facts);
  }
  return [...byProduct.values()];
}

/** A product with its brand and primary category; a WHERE on `p` follows. */
const PRODUCT_SELECT = `SELECT p.id, p.part_number, p.name, p.slug, p.description, p.image, p.gtin, p.rating, p.rating_count,
                b.name AS brand_name, b.category_id AS brand_category_id, b.slug AS brand_slug,
                c.id AS category_id, c.name AS category_name, c.slug AS category_slug, c.catalog_prefix AS category_prefix,
                p.is_discontinued, p.published, p.is_autoship_allowed, p.is_gift_card, p.is_customizable, p.is_prescription, p.is_rx_vet_diet, p.is_live_feed, p.is_live_plant, p.deal_id
           FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.primary_category_id`;

/** Items with their prices in the market's money columns; a WHERE on the items follows. */
const itemSelect = (
  money: string,
) => `SELECT product_id, id, part_number, gtin, name, size, flavor, color, price_${money} AS price, strike_${money} AS strike, strike_type,
                autoship_${money} AS autoship, autoship_discount_pct, first_autoship_pct, first_autoship_max_${money} AS first_autoship_max, map_enforced, map_type, map_savings_${money} AS map_savings,
                ppu_${money} AS ppu, unit_of_measure, inventory, discontinued
           FROM items`;

/**
 * The published items of other published products of the same name as `p`: same-named products
 * share their brand (the name starts with it); the index on (brand_id, name) finds them without reading
 * the rest of the brand (migrations/0010).
 * A WHERE on `p` follows (with `AND`).
 */
const NAMESAKE_ITEMS_SELECT = `SELECT p.id AS for_product_id, i.product_id, o.part_number, i.size, i.flavor
           FROM products p JOIN products o ON o.brand_id = p.brand_id AND o.name = p.name AND o.id <> p.id
           JOIN items i ON i.product_id = o.id
          WHERE o.published = 1 AND i.published = 1 AND`;

/** One round trip: the product with its brand and primary category, its published items, its category's ancestors, its namesakes' items. */
export function productStatements(db: CatalogueDb, market: MarketConfig, id: number) {
  const money = moneyColumnSuffix(market);
  return [
    db.prepare(`${PRODUCT_SELECT} WHERE p.id = ?1`).bind(id),
    db.prepare(`${itemSelect(money)} WHERE product_id = ?1 AND published = 1 ORDER BY option_order, id`).bind(id),
    db
      .prepare(
        `SELECT c.id, c.name, c.slug, c.catalog_prefix, c.published
           FROM products p JOIN category_closure cc ON cc.descendant_id = p.primary_category_id JOIN categories c ON c.id = cc.ancestor_id
          WHERE p.id = ?1 ORDER BY cc.depth DESC`,
      )
      .bind(id),
    db.prepare(`${NAMESAKE_ITEMS_SELECT} p.id = ?1 ORDER BY i.product_id, i.option_order, i.id`).bind(id),
  ];
}

/** Rows grouped by the product they belong to, in their order. */
function byProductId<T>(rows: readonly T[], productId: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(productId(row));
    if (group) group.push(row);
    else groups.set(productId(row), [row]);
  }
  return groups;
}

/** The published products after `afterId`, `limit` of them in id order (a page of the product feed). */
const PAGE_OF_PRODUCTS = "(SELECT id FROM products WHERE id > ?1 AND id <= ?3 AND published = 1 ORDER BY id LIMIT ?2)";

/**
 * A page of published products in id order, after `afterId` up to `lastId`, each as {@link loadProduct} reads it but without its
 * category's ancestors: the product feed's reading (app/seo/product-feed.server.ts), so the feed's
 * prices, stock, picture and title are the product page's. One round trip per page.
 */
export async function loadProductsAfter(
  db: CatalogueDb,
  market: MarketConfig,
  ids: { afterId: number; lastId: number },
  limit: number,
): Promise<ProductDetail[]> {
  const { afterId, lastId } = ids;
  const money = moneyColumnSuffix(market);
  const [productsResult, itemsResult, namesakesResult] = await db.batch([
    db.prepare(`${PRODUCT_SELECT} WHERE p.id IN ${PAGE_OF_PRODUCTS} ORDER BY p.id`).bind(afterId, limit, lastId),
    db
      .prepare(`${itemSelect(money)} WHERE product_id IN ${PAGE_OF_PRODUCTS} AND published = 1 ORDER BY product_id, option_order, id`)
      .bind(afterId, limit, lastId),
    db.prepare(`${NAMESAKE_ITEMS_SELECT} p.id IN ${PAGE_OF_PRODUCTS} ORDER BY p.id, i.product_id, i.option_order, i.id`).bind(afterId, limit, lastId),
  ]);
  const items = byProductId(ItemRows.parse(itemsResult.results), (item) => item.product_id);
  const namesakes = byProductId(NamesakeItemRows.parse(namesakesResult.results), (row) => row.for_product_id);
  return productsResult.results.map((row) => {
    const parsed = ProductRow.parse(row);
    const product = toProductDetail(parsed, items.get(parsed.id) ?? [], [], market);
    return { ...product, title: distinguishingTitle(product.name, titleFactsOf(product), namesakesOf(namesakes.get(parsed.id) ?? [])) };
  });
}

function toProductDetail(product: ProductRow, items: ItemRows, ancestors: AncestorRows, market: MarketConfig): Omit<ProductDetail, "title"> {
  const autoshipAllowed = product.is_autoship_allowed === 1;
  const discontinued = product.is_discontinued === 1;
  const productItems = items.map((item) => toProductItem(item, product, market));
  return {
    id: String(product.id),
    partNumber: product.part_number,
    name: product.name,
    slug: product.slug,
    description: product.description,
    // The product's own drawn picture (front, 400 px WebP); the gallery and the JSON-LD read its other views and the JPEG from it.
    image: productImagePath({ catalogEntryId: product.id, name: product.name, brand: product.brand_name, image: product.image }, "front", 400, "webp"),
    gtin: product.gtin,
    rating: product.rating,
    ratingCount: product.rating_count,
    brand: { name: product.brand_name, slug: product.brand_slug, categoryId: product.brand_category_id === null ? null : String(product.brand_category_id) },
    category: { id: String(product.category_id), name: product.category_name, slug: product.category_slug, catalogPrefix: product.category_prefix },
    ancestors: ancestors.map((a) => ({ id: String(a.id), name: a.name, slug: a.slug, catalogPrefix: a.catalog_prefix, published: a.published === 1 })),
    published: productHasPage({ published: product.published === 1, publishedItems: items.length }),
    autoshipAllowed,
    cta: ctaType({
      isGiftCard: product.is_gift_card === 1,
      isCustomizable: product.is_customizable === 1,
      isPrescription: product.is_prescription === 1,
      isRxVetDiet: product.is_rx_vet_diet === 1,
    }),
    isPrescription: product.is_prescription === 1 || product.is_rx_vet_diet === 1,
    isLive: product.is_live_feed === 1 || product.is_live_plant === 1,
    availability: discontinued ? "discontinued" : productStockState(productItems.map((item) => item.stock)),
    items: productItems,
  };
}

function toProductItem(item: ItemRows[number], product: ProductRow, market: MarketConfig): ProductItem {
  // Every price from the one owner (app/pricing/price-facts.ts), as the card and the cart read them.
  const facts = priceFacts(itemPriceRowOf(item), { autoshipAllowed: product.is_autoship_allowed === 1, dealId: product.deal_id }, market);
  return {
    id: String(item.id),
    partNumber: item.part_number,
    gtin: item.gtin,
    name: item.name,
    size: item.size,
    flavor: item.flavor,
    color: item.color,
    price: centsToAmount(item.price) ?? 0,
    facts,
    prices: priceView(facts, market),
    stock: itemStockState({ inventory: item.inventory, discontinued: item.discontinued === 1 }, { discontinued: product.is_discontinued === 1 }),
  };
}
