import { listHighValueFacetPages } from "#app/catalogue/high-value-facets.server.ts";
import { buildCategoryPath, buildFacetPath, isCatalogPrefix, SEARCH_LANDING_PATH_PREFIX } from "#app/urls/listing-url.ts";
import { SEARCH_LANDING_TERMS } from "#app/listing/search-landings.ts";
import { MARKETS, type MarketConfig } from "#app/markets/config.ts";
import type { SitemapKind } from "./sitemap";

// What the sitemaps list, read from the catalogue: the indexable listing pages of each market
// (docs/decisions/0022): published categories with products (browse, deals, shops) and the search
// landing pages, brand pages, and high-value facet pages (decision 0023). Market-free paths,
// canonical shape.

type Paths = Record<SitemapKind, string[]>;

interface CategoryRow {
  id: number;
  slug: string;
  catalog_prefix: string;
}

async function categoryPaths(db: D1Database): Promise<Pick<Paths, "categories" | "brands">> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.catalog_prefix FROM categories c JOIN category_counts n ON n.category_id = c.id
       WHERE c.published = 1 AND n.product_count > 0 ORDER BY c.catalog_prefix, c.id`,
    )
    .all<CategoryRow>();
  const paths: Pick<Paths, "categories" | "brands"> = { categories: [], brands: [] };
  for (const row of results) {
    if (!isCatalogPrefix(row.catalog_prefix)) continue;
    const path = buildCategoryPath({ catalogPrefix: row.catalog_prefix, slug: row.slug, groupId: row.id });
    (row.catalog_prefix === "brands" ? paths.brands : paths.categories).push(path);
  }
  // High-value search landing pages are listings of their own, indexed (decision 0022).
  paths.categories.push(...Object.keys(SEARCH_LANDING_TERMS).map((slug) => `${SEARCH_LANDING_PATH_PREFIX}${slug}`));
  return paths;
}

/** Every market's sitemap paths by kind (categories and brands are the same in both; facet values may be market-specific). */
export async function sitemapPaths(db: D1Database): Promise<Record<MarketConfig["region"], Paths>> {
  const [categories, ...facets] = await Promise.all([categoryPaths(db), ...MARKETS.map((market) => listHighValueFacetPages(db, market.region))]);
  const byMarket = MARKETS.map((market, i): [MarketConfig["region"], Paths] => [
    market.region,
    {
      ...categories,
      facets: facets[i].flatMap((page) => buildFacetPath({ slug: page.slug, groupId: page.categoryId, facetId: page.facetId, valueId: page.valueId }) ?? []),
    },
  ]);
  return Object.fromEntries(byMarket) as Record<MarketConfig["region"], Paths>;
}
