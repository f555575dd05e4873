import { listHighValueFacetPages } from "#app/catalogue/high-value-facets.server.ts";
import { BUILT_IN_PAGES } from "#app/content/built-in-pages.ts";
import { PRODUCT_HAS_PAGE_SQL } from "#app/product/product-has-page.ts";
import { buildCategoryPath, buildFacetPath, buildProductPath, isCatalogPrefix, SEARCH_LANDING_PATH_PREFIX } from "#app/urls/listing-url.ts";
import { SEARCH_LANDING_TERMS } from "#app/listing/search-landings.ts";
import { MARKETS, type MarketConfig } from "#app/markets/config.ts";
import { PRODUCT_BLOCK_IDS, productIdsOfBlock, sitemapDate, type ListedSitemapKind } from "./sitemap";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

// What the sitemaps list, read from the catalogue (docs/decisions/0062): the pages every market has
// (home, the brands directory, the built-in content pages), the indexable listing pages of each
// market (docs/decisions/0022): published categories with products (browse, deals, shops) and the
// search landing pages, brand pages, high-value facet pages (decision 0023); and the products that
// have a page (app/product/product-has-page.ts), a block of ids at a time. Market-free paths,
// canonical shape.

type ListedPaths = Record<ListedSitemapKind, string[]>;

/** Pages every market has, whatever the catalogue holds: managed content may change them, never remove them. */
const SITE_PAGES = ["/", "/brands", ...Object.keys(BUILT_IN_PAGES)];

interface CategoryRow {
  id: number;
  slug: string;
  catalog_prefix: string;
}

async function categoryPaths(db: CatalogueDb): Promise<Pick<ListedPaths, "categories" | "brands">> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.catalog_prefix FROM categories c JOIN category_counts n ON n.category_id = c.id
       WHERE c.published = 1 AND n.product_count > 0 ORDER BY c.catalog_prefix, c.id`,
    )
    .all<CategoryRow>();
  const paths: Pick<ListedPaths, "categories" | "brands"> = { categories: [], brands: [] };
  for (const row of results) {
    if (!isCatalogPrefix(row.catalog_prefix)) continue;
    const path = buildCategoryPath({ catalogPrefix: row.catalog_prefix, slug: row.slug, groupId: row.id });
    (row.catalog_prefix === "brands" ? paths.brands : paths.categories).push(path);
  }
  // High-value search landing pages are listings of their own, indexed (decision 0022).
  paths.categories.push(...Object.keys(SEARCH_LANDING_TERMS).map((slug) => `${SEARCH_LANDING_PATH_PREFIX}${slug}`));
  return paths;
}

/** Every market's listed paths by kind (pages, categories and brands are the same in both; facet values may be market-specific). */
export async function sitemapPaths(db: CatalogueDb): Promise<Record<MarketConfig["region"], ListedPaths>> {
  const [categories, ...facets] = await Promise.all([categoryPaths(db), ...MARKETS.map((market) => listHighValueFacetPages(db, market.region))]);
  const byMarket = MARKETS.map((market, i): [MarketConfig["region"], ListedPaths] => [
    market.region,
    {
      pages: SITE_PAGES,
      ...categories,
      facets: facets[i].flatMap((page) => buildFacetPath({ slug: page.slug, groupId: page.categoryId, facetId: page.facetId, valueId: page.valueId }) ?? []),
    },
  ]);
  return Object.fromEntries(byMarket) as Record<MarketConfig["region"], ListedPaths>;
}

/**
 * The catalogue's date, every sitemap's lastmod: the day it was loaded (catalogue_meta `seeded_on`).
 * The catalogue keeps no per-product change time: a load replaces every product's facts at once.
 */
export async function catalogueDate(db: CatalogueDb): Promise<string | null> {
  const row = await db.prepare("SELECT value FROM catalogue_meta WHERE key = 'seeded_on'").first<{ value: string }>();
  return sitemapDate(row?.value);
}

/**
 * The product files that list anything, in order. Product pages are the same in both markets (every
 * item has both markets' prices), so both markets have the same files.
 */
export async function productBlocks(db: CatalogueDb): Promise<number[]> {
  // Each id's block, the inverse of productIdsOfBlock. The block size is written into the SQL, not
  // bound: D1 binds a JavaScript number as a REAL, and the division would then not be a whole number.
  const { results } = await db
    .prepare(`SELECT DISTINCT p.id / ${PRODUCT_BLOCK_IDS} + 1 AS block FROM products p WHERE ${PRODUCT_HAS_PAGE_SQL} ORDER BY block`)
    .all<{ block: number }>();
  return results.map((row) => row.block);
}

/** The paths of the products in one file that have a page, by id: one read of an id range (the primary key). */
export async function productPathsOfBlock(db: CatalogueDb, block: number): Promise<string[]> {
  const { first, last } = productIdsOfBlock(block);
  const { results } = await db
    .prepare(`SELECT p.id, p.slug FROM products p WHERE p.id BETWEEN ?1 AND ?2 AND ${PRODUCT_HAS_PAGE_SQL} ORDER BY p.id`)
    .bind(first, last)
    .all<{ id: number; slug: string }>();
  return results.map((row) => buildProductPath({ slug: row.slug, catalogEntryId: row.id }));
}
