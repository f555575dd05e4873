// The widget service's recommendations (issue #10), computed from the catalogue in D1: top sellers
// of a category (the product_categories popularity index), today's deals (its category), the best
// seller of each top brand, products like one product (its category, nearest in price), visually
// like it (its category's products with the same picture), bought with it (the rest of its pet's
// catalogue), and the visitor's recently viewed. Each answer is a list of product cards.
import { type CatalogueDb, prepare } from "#app/catalogue/d1.server.ts";
import { catalogueMeta, categoryLineage } from "#app/catalogue/metadata.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { cardsByPartNumber } from "#app/catalogue/cards-by-part-number.server.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { toProductCard, type ProductRow } from "#app/catalogue/product-card-row.ts";
import { cardsQuery } from "#app/catalogue/queries.server.ts";
import { BoundedCache, stringBytes } from "#app/search/bounded-cache.ts";
import { MAX_CAROUSEL_PRODUCTS, type CarouselPlan } from "./carousels";

/**
 * Recommendations and managed shelves are the same for every shopper of a market until the
 * catalogue changes: an isolate keeps them (1 MB, 5 minutes, keyed by the catalogue's version) so a
 * page's carousels and shelves cost a lookup after the first render. The shopper's own (recently
 * viewed) are never kept; `refetch` skips the kept answer.
 */
const KEPT_MS = 5 * 60_000;
/** A card as kept, roughly (its strings and numbers). */
const CARD_BYTES = 1200;
const kept = new BoundedCache<string, { at: number; value: unknown; cards: number }>(1024 * 1024, (key, entry) => stringBytes(key) + entry.cards * CARD_BYTES);

/** `compute`'s answer for `key` under the current catalogue version, kept 5 minutes. */
export async function keptForCatalogue<T>(
  db: CatalogueDb,
  key: string,
  compute: () => Promise<T>,
  count: (value: T) => number,
  options: { now?: Date; refetch?: boolean } = {},
): Promise<T> {
  const at = (options.now ?? new Date()).getTime();
  const versioned = `${(await catalogueMeta(db)).version}|${key}`;
  const hit = kept.get(versioned);
  if (hit && !options.refetch && at - hit.at < KEPT_MS) return hit.value as T;
  const value = await compute();
  kept.set(versioned, { at, value, cards: count(value) });
  return value;
}

/** spec §2: Today's Deals (/deals/todays-deal_c2723). */
const TODAYS_DEALS_CATEGORY = 2723;
/** product_categories' row for the whole published catalogue. */
const WHOLE_CATALOGUE = 0;
/** Asked for more than shown: a product without a sellable item has no card. */
const CANDIDATES = MAX_CAROUSEL_PRODUCTS + 4;

interface Anchor {
  id: number;
  categoryId: number;
  image: string;
  price: number;
}

async function ids(statement: D1PreparedStatement): Promise<number[]> {
  return (await statement.all<{ id: number }>()).results.map((row) => row.id);
}

/** The product a part number names (its own, or one of its items'), if published. */
async function anchorOf(db: CatalogueDb, market: MarketConfig, partNumber: string): Promise<Anchor | null> {
  const price = market.region === "ca" ? "min_price_cad" : "min_price_usd";
  return db
    .prepare(
      `SELECT p.id, p.primary_category_id AS categoryId, p.image, p.${price} AS price FROM products p
       WHERE p.published = 1 AND p.id = coalesce((SELECT id FROM products WHERE part_number = ?1), (SELECT product_id FROM items WHERE part_number = ?1))`,
    )
    .bind(partNumber)
    .first<Anchor>();
}

const topIn = (db: CatalogueDb, categoryId: number, limit = CANDIDATES) =>
  ids(db.prepare("SELECT product_id AS id FROM product_categories WHERE category_id = ?1 ORDER BY popularity DESC LIMIT ?2").bind(categoryId, limit));

/** The product ids a plan's carousel shows, best first. */
async function productIds(db: CatalogueDb, market: MarketConfig, plan: Extract<CarouselPlan, { ok: true }>): Promise<number[]> {
  const priceColumn = market.region === "ca" ? "price_cad" : "price_usd";
  switch (plan.carouselId) {
    case "top-sellers":
      return topIn(db, WHOLE_CATALOGUE);
    case "todays-deals":
      return topIn(db, TODAYS_DEALS_CATEGORY);
    case "top-in-category":
      return topIn(db, Number(plan.categoryId));
    case "top-brands":
      // Each brand's best seller (SQLite takes the row of the max), the brands by that seller.
      return ids(
        db
          .prepare(
            `SELECT p.id, max(pc.popularity) AS best FROM product_categories pc JOIN products p ON p.id = pc.product_id
             WHERE pc.category_id = ?1 GROUP BY p.brand_id ORDER BY best DESC LIMIT ?2`,
          )
          .bind(WHOLE_CATALOGUE, CANDIDATES),
      );
    case "similar-items":
    case "visually-similar":
    case "bought-together": {
      const anchor = await anchorOf(db, market, plan.partNumber!);
      if (!anchor) return [];
      const lineage = categoryLineage(await catalogueMeta(db), anchor.categoryId).map(Number);
      if (plan.carouselId === "similar-items") {
        // Its own category, nearest in price first.
        return ids(
          db
            .prepare(
              `SELECT product_id AS id FROM product_categories WHERE category_id = ?1 AND product_id != ?2
               ORDER BY abs(${priceColumn} - ?3), popularity DESC LIMIT ?4`,
            )
            .bind(anchor.categoryId, anchor.id, anchor.price, CANDIDATES),
        );
      }
      if (plan.carouselId === "visually-similar") {
        // The same kind of product (its picture) in its parent category, best sellers first.
        return ids(
          db
            .prepare(
              `SELECT pc.product_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id
               WHERE pc.category_id = ?1 AND pc.product_id != ?2 AND p.image = ?3 ORDER BY pc.popularity DESC LIMIT ?4`,
            )
            .bind(lineage[1] ?? anchor.categoryId, anchor.id, anchor.image, CANDIDATES),
        );
      }
      // Bought together: the best sellers of its pet's catalogue outside its own part of it.
      const pet = lineage[lineage.length - 1] ?? anchor.categoryId;
      const ownPart = lineage[1] ?? anchor.categoryId;
      return ids(
        db
          .prepare(
            `SELECT pc.product_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id
             WHERE pc.category_id = ?1 AND p.primary_category_id NOT IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = ?2)
             ORDER BY pc.popularity DESC LIMIT ?3`,
          )
          .bind(pet, ownPart, CANDIDATES),
      );
    }
    case "recently-viewed":
      return [];
  }
}

/** The cards a plan's carousel shows, in its order. */
export async function recommendedCards(
  db: CatalogueDb,
  market: MarketConfig,
  plan: Extract<CarouselPlan, { ok: true }>,
  options: { now?: Date; refetch?: boolean } = {},
): Promise<ProductCard[]> {
  const now = options.now ?? new Date();
  if (plan.carouselId === "recently-viewed") {
    const cards = await cardsByPartNumber(db, market, plan.recentlyViewed ?? [], now);
    return (plan.recentlyViewed ?? []).flatMap((partNumber) => cards.get(partNumber) ?? []);
  }
  const key = `carousel|${market.region}|${plan.carouselId}|${plan.partNumber ?? ""}|${plan.categoryId ?? ""}`;
  return keptForCatalogue(
    db,
    key,
    () => computeCards(db, market, plan, now),
    (cards) => cards.length,
    options,
  );
}

async function computeCards(db: CatalogueDb, market: MarketConfig, plan: Extract<CarouselPlan, { ok: true }>, now: Date): Promise<ProductCard[]> {
  const wanted = await productIds(db, market, plan);
  if (!wanted.length) return [];
  const rows = (await prepare(db, cardsQuery(market.region, wanted, false)).all<ProductRow>()).results;
  // A product without a sellable item has no card (its price would be unknown).
  return rows.filter((row) => row.item_id !== null).map((row) => toProductCard(row, market, now));
}
