// The catalogue's SQL builders (pure; run through ./d1.server.ts): the metadata every search reads
// (version, facet values, category counts, the category tree), a category with its ancestors, and
// the product cards. The search engine's own statements (the page, counts, the facet index) are its
// own and select their cards with cardColumns and cardItemJoin from here. Values are always bound,
// never written into the text (workerd's statement cache grows with every distinct text).
import { moneyColumnSuffix, type MarketConfig } from "#app/markets/config.ts";
import type { Stmt } from "./d1.server";

type Region = MarketConfig["region"];

/** Categories with at least this many published products get facet pair counts at seed time. */
export const PAIR_COUNT_MIN_PRODUCTS = 2000;

/**
 * The catalogue's version (catalogue_meta, e.g. the seed and pair_min_products): read beside every
 * search's statements, so a search knows whether its cached metadata is still the catalogue's.
 */
export function catalogueVersionQuery(): Stmt {
  return {
    sql: `SELECT group_concat(key || '=' || value, ';') AS version FROM (SELECT key, value FROM catalogue_meta ORDER BY key)`,
    params: [],
  };
}

const CATEGORY_COLUMNS = `c.id, c.parent_id, c.name, c.slug, c.catalog_prefix, c.short_description, c.published,
  c.replacement_group_id, c.depth, c.brand_id`;

export function categoryQuery(id: number): Stmt {
  return {
    sql: `SELECT ${CATEGORY_COLUMNS}, coalesce(n.product_count, 0) AS product_count
FROM categories c LEFT JOIN category_counts n ON n.category_id = c.id WHERE c.id = ?1`,
    params: [id],
  };
}

/** Ancestors of a category, root first, the category itself last. */
export function ancestorsQuery(id: number): Stmt {
  return {
    sql: `SELECT ${CATEGORY_COLUMNS}, cl.depth AS distance
FROM category_closure cl JOIN categories c ON c.id = cl.ancestor_id
WHERE cl.descendant_id = ?1 ORDER BY cl.depth DESC`,
    params: [id],
  };
}

/** Facet values with their whole-catalogue product counts. */
export function facetValuesQuery(): Stmt {
  return {
    sql: `SELECT fv.id, fv.facet_key, fv.facet_id, fv.facet_name, fv.value, fv.value_id, fv.label, fv.market, fv.sort_order,
  coalesce(c.product_count, 0) AS total
FROM facet_values fv LEFT JOIN category_facet_counts c ON c.category_id = 0 AND c.facet_value_id = fv.id
ORDER BY fv.id`,
    params: [],
  };
}

export function categoryCountsQuery(): Stmt {
  return { sql: "SELECT category_id, product_count FROM category_counts", params: [] };
}

/** The category tree (a few hundred rows, held with the catalogue metadata). */
export function categoriesQuery(): Stmt {
  return { sql: `SELECT ${CATEGORY_COLUMNS}, c.sort_order FROM categories c ORDER BY c.sort_order, c.id`, params: [] };
}

/**
 * The columns of a card row (./product-card-row.ts ProductRow), money in cents of the market's
 * currency. Without descriptions (a listing page shows none) the longest text stays in the database.
 * Reads `p` (products) and `b` (brands) joined with {@link cardItemJoin}'s `i`.
 */
export function cardColumns(region: Region, descriptions = true): string {
  const m = moneyColumnSuffix({ region });
  return `p.id, p.part_number, p.name, p.slug, b.name AS brand_name, ${descriptions ? "p.description" : "'' AS description"}, p.image, p.rating, p.rating_count,
  p.created_at, p.primary_category_id, p.is_autoship_allowed, p.is_deal, p.is_discontinued, p.is_gift_card, p.is_fresh,
  p.is_frozen, p.is_live_feed, p.is_live_plant, p.is_prescription, p.is_rx_vet_diet, p.is_customizable, p.is_dropshipped,
  p.is_canadian_national_brand, p.is_exclusive, p.is_bundle, p.bundle_part_numbers, p.bundle_title, p.deal_id, p.deal_name,
  i.id AS item_id, i.part_number AS item_part_number, (i.inventory > 0 AND i.discontinued = 0) AS item_in_stock, i.price_${m} AS price, i.strike_${m} AS strike, i.strike_type,
  i.autoship_${m} AS autoship, i.autoship_discount_pct, i.first_autoship_pct, i.first_autoship_max_${m} AS first_autoship_max,
  i.map_enforced, i.map_type, i.map_savings_${m} AS map_savings, i.ppu_${m} AS ppu, i.unit_of_measure,
  (SELECT count(*) FROM items x WHERE x.product_id = p.id AND x.published = 1) AS item_count,
  (SELECT count(*) FROM items x WHERE x.product_id = p.id AND x.published = 1 AND x.inventory > 0 AND x.discontinued = 0) AS in_stock_count,
  (SELECT count(*) FROM items x WHERE x.product_id = p.id AND x.published = 1 AND x.discontinued = 1) AS discontinued_count,
  (SELECT count(DISTINCT x.size) FROM items x WHERE x.product_id = p.id AND x.published = 1) AS size_count,
  (SELECT count(DISTINCT x.flavor) FROM items x WHERE x.product_id = p.id AND x.published = 1) AS flavor_count,
  (SELECT count(DISTINCT x.color) FROM items x WHERE x.product_id = p.id AND x.published = 1) AS color_count`;
}

/**
 * The join of a card's item `i`: the cheapest published item (in stock or not: its price is the
 * card's price), first in option order on a tie — the same price the price sorts and the price_d
 * facet use, so a list sorted by price reads in order.
 */
export function cardItemJoin(region: Region): string {
  const m = moneyColumnSuffix({ region });
  return `LEFT JOIN items i ON i.id = (
  SELECT x.id FROM items x WHERE x.product_id = p.id AND x.published = 1
  ORDER BY x.price_${m}, x.option_order LIMIT 1)`;
}

/** Product cards of the given ids (JSON array), in that order. */
export function cardsQuery(region: Region, ids: number[], descriptions = true): Stmt {
  return {
    sql: `SELECT ${cardColumns(region, descriptions)}
FROM json_each(?1) pg
CROSS JOIN products p ON p.id = pg.value
JOIN brands b ON b.id = p.brand_id
${cardItemJoin(region)}
ORDER BY pg.key`,
    params: [JSON.stringify(ids)],
  };
}
