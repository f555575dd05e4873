import type { MarketConfig } from "#app/markets/config.ts";
import { HIGH_VALUE_CATALOG_PREFIX, HIGH_VALUE_FACET_KEYS, HIGH_VALUE_MIN_PRODUCTS, highValueFacetSlug } from "./high-value-facets";

/** A high-value facet page of a market, with what its URL is built from. */
export interface HighValueFacetPage {
  categoryId: string;
  categoryName: string;
  facetId: string;
  valueId: string;
  slug: string;
}

interface Row {
  category_id: number;
  category_name: string;
  facet_id: number;
  value_id: string;
  label: string;
}

/** Every high-value facet page of a market (the sitemap), by category then facet and value order. */
export async function listHighValueFacetPages(db: D1Database, region: MarketConfig["region"]): Promise<HighValueFacetPage[]> {
  const keys = HIGH_VALUE_FACET_KEYS.map((_, i) => `?${i + 3}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT k.id AS category_id, k.name AS category_name, fv.facet_id, fv.value_id, fv.label
       FROM category_facet_counts c
       JOIN facet_values fv ON fv.id = c.facet_value_id
       JOIN categories k ON k.id = c.category_id
       WHERE k.published = 1 AND k.catalog_prefix = '${HIGH_VALUE_CATALOG_PREFIX}' AND fv.market IN ('*', ?1)
         AND c.product_count >= ?2 AND fv.facet_key IN (${keys})
       ORDER BY k.id, fv.facet_id, fv.sort_order, fv.id`,
    )
    .bind(region, HIGH_VALUE_MIN_PRODUCTS, ...HIGH_VALUE_FACET_KEYS)
    .all<Row>();
  return results.map((r) => ({
    categoryId: String(r.category_id),
    categoryName: r.category_name,
    facetId: String(r.facet_id),
    valueId: r.value_id,
    slug: highValueFacetSlug(r.label, r.category_name),
  }));
}

/** How many products a category's plain page has with a facet value (0 when none). */
export async function categoryFacetCount(db: D1Database, categoryId: string, facetValueId: number): Promise<number> {
  const row = await db
    .prepare("SELECT product_count AS n FROM category_facet_counts WHERE category_id = ?1 AND facet_value_id = ?2")
    .bind(Number(categoryId), facetValueId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
