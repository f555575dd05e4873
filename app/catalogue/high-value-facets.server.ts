import { isCatalogPrefix, type CatalogPrefix } from "./catalog-prefixes";
import type { MarketConfig } from "#app/markets/config.ts";
import { HIGH_VALUE_CATALOG_PREFIX, HIGH_VALUE_FACET_KEYS, HIGH_VALUE_MIN_PRODUCTS, highValueFacetSlug } from "./high-value-facets";
import type { CatalogueDb } from "./d1.server";

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

/*
 * A high-value facet page that duplicates a category (issue #27; decision 0066): its products are
 * exactly a published category's (another one, or its own when every product has the value), e.g. Dog Food (20100) filtered to "Fresh" and the Fresh Dog
 * Food category (9894). Then it is not a page of its own: the page answers 301 to the category and
 * the sitemap does not list it. This one query decides it for both, as SQL over the catalogue's
 * derived tables: the facet page's set is the category's products with the value (its count is
 * category_facet_counts), and a category with that many products, all of them in that set, is the
 * same set. The lowest id wins when several categories are.
 */
const duplicateCategorySql = (categoryId: string, facetValueId: string, productCount: string) =>
  `SELECT d.id, d.slug, d.catalog_prefix FROM category_counts dn JOIN categories d ON d.id = dn.category_id
   WHERE dn.product_count = ${productCount} AND d.published = 1
     AND (SELECT COUNT(*) FROM product_categories dp
          JOIN product_facets df ON df.product_id = dp.product_id AND df.facet_value_id = ${facetValueId}
          JOIN product_categories dg ON dg.category_id = ${categoryId} AND dg.product_id = dp.product_id
          WHERE dp.category_id = d.id) = ${productCount}
   ORDER BY d.id`;

interface FacetPageSet {
  categoryId: string;
  facetValueId: number;
  productCount: number;
}

/** The statement of {@link facetPageDuplicate} (bench/sitemaps.ts measures the rows it reads). */
export const facetPageDuplicateStatement = (db: CatalogueDb, page: FacetPageSet) =>
  db.prepare(`${duplicateCategorySql("?1", "?2", "?3")} LIMIT 1`).bind(Number(page.categoryId), page.facetValueId, page.productCount);

/** The category a high-value facet page duplicates, if any (the facet page's loader). */
export async function facetPageDuplicate(db: CatalogueDb, page: FacetPageSet): Promise<{ id: string; slug: string; catalogPrefix: CatalogPrefix } | null> {
  const row = await facetPageDuplicateStatement(db, page).first<{ id: number; slug: string; catalog_prefix: string }>();
  return row && isCatalogPrefix(row.catalog_prefix) ? { id: String(row.id), slug: row.slug, catalogPrefix: row.catalog_prefix } : null;
}

/** Every high-value facet page of a market that is a page of its own (the sitemap; duplicates of a category left out), by category then facet and value order. */
export async function listHighValueFacetPages(db: CatalogueDb, region: MarketConfig["region"]): Promise<HighValueFacetPage[]> {
  const keys = HIGH_VALUE_FACET_KEYS.map((_, i) => `?${i + 3}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT k.id AS category_id, k.name AS category_name, fv.facet_id, fv.value_id, fv.label
       FROM category_facet_counts c
       JOIN facet_values fv ON fv.id = c.facet_value_id
       JOIN categories k ON k.id = c.category_id
       WHERE k.published = 1 AND k.catalog_prefix = '${HIGH_VALUE_CATALOG_PREFIX}' AND fv.market IN ('*', ?1)
         AND c.product_count >= ?2 AND fv.facet_key IN (${keys})
         AND NOT EXISTS (${duplicateCategorySql("c.category_id", "c.facet_value_id", "c.product_count")})
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
export async function categoryFacetCount(db: CatalogueDb, categoryId: string, facetValueId: number): Promise<number> {
  const row = await db
    .prepare("SELECT product_count AS n FROM category_facet_counts WHERE category_id = ?1 AND facet_value_id = ?2")
    .bind(Number(categoryId), facetValueId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
