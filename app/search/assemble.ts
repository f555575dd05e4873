// The search answer (spec §3 "Listing data") assembled from what the engines found: the page's
// product rows, the total, the facet counts, the category and its children. Pure: no D1, no cache;
// search.server.ts reads, this module shapes.
import type { CategoryRecord } from "#app/catalogue/categories.server.ts";
import { CATALOG_PREFIXES } from "#app/catalogue/catalog-prefixes.ts";
import { inPriceEdition, type PriceBucketEdition } from "#app/catalogue/facet-values.ts";
import { FACET_BY_KEY, FACET_DISPLAY_ORDER } from "#app/catalogue/facets.ts";
import type { ChildCategoryRow, FacetValueMeta } from "#app/catalogue/metadata.server.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { toProductCard, type ProductRow } from "#app/catalogue/product-card-row.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { Breadcrumb, Catalog, Facet, ListingData } from "./listing";
import type { FilterGroup, Region } from "./query.server";
import type { SortOption } from "./request";

export interface ListingParts {
  market: MarketConfig;
  /** clock for the "new" badge */
  now: Date;
  term: string | null;
  /** the selected facet values, grouped by key */
  filters: FilterGroup[];
  sort: SortOption;
  from: number;
  count: number;
  baseUrl: string;
  /** products matching the request */
  total: number;
  /** the page's products, in order */
  pageRows: ProductRow[];
  /** the requested category (null on a search over everything) */
  category: CategoryRecord | null;
  children: ChildCategoryRow[];
  /** every facet value by id */
  facetValues: Map<number, FacetValueMeta>;
  /** facet key → value id → count */
  countsByKey: Map<string, Map<number, number>>;
  /** a selected value's label, when the catalogue has one */
  facetLabel: (key: string, value: string) => string | undefined;
  /** the price buckets the price facet lists (the catalogue indexes both editions) */
  priceBuckets: PriceBucketEdition;
}

export function assembleListing(parts: ListingParts): ListingData {
  const { market, now, term, filters, sort, from, count, baseUrl, total, pageRows, category, children, facetValues, countsByKey, facetLabel, priceBuckets } =
    parts;
  const products: ProductCard[] = pageRows.map((r) => toProductCard(r, market, now));

  // facets
  const selected = new Map(filters.map((f) => [f.key, new Set(f.values)]));
  const facets = buildFacets(facetValues, countsByKey, selected, market.region, priceBuckets);

  // breadcrumbs
  const breadcrumbs: Breadcrumb[] = [];
  if (category) {
    for (const a of category.ancestors) {
      breadcrumbs.push({ breadcrumbText: a.name, type: "category", groupId: a.id, urlSlug: a.slug, catalogPrefix: a.catalogPrefix });
    }
  }
  for (const f of filters) {
    for (const v of f.values) {
      const label = facetLabel(f.key, v) ?? v;
      breadcrumbs.push({ breadcrumbText: label, type: "facet", facetKey: f.key, facetValue: v });
    }
  }
  if (term) breadcrumbs.push({ breadcrumbText: term, type: "search" });

  // catalog
  const inferred = category ? category.id : mostCommon(pageRows.map((r) => r.primary_category_id));
  const catalog: Catalog = {
    id: category ? category.catalogId : String(CATALOG_PREFIXES.b),
    groupId: category ? category.id : null,
    inferredGroupId: inferred,
    name: category ? category.name : (term ?? "All Products"),
    shortDescription: category?.shortDescription ?? "",
    urlSlug: category?.slug ?? "",
    type: category ? category.catalogPrefix : term ? "search" : "b",
    catalogPrefix: category?.catalogPrefix ?? null,
    descendents: children.map((c) => ({
      groupId: String(c.id),
      name: c.name,
      urlSlug: c.slug,
      catalogPrefix: c.catalog_prefix,
      count: c.product_count,
    })),
    published: category ? category.published : true,
    replacementGroupId: category?.replacementGroupId ?? null,
    parentGroupId: category?.parentId ?? null,
  };

  const oneValue = filters.length === 1 && filters[0].values.length === 1 ? filters[0] : null;
  const hvfLabel = oneValue ? breadcrumbs.find((b) => b.type === "facet")?.breadcrumbText : undefined;

  return {
    products,
    recordSetTotal: total,
    catalog,
    facets,
    breadcrumbs,
    suggestions: [],
    noResults: total === 0,
    searchTerm: term,
    isReplacement: category?.replacementGroupId != null,
    isSortable: true,
    hvfMetadata: category && !term && hvfLabel ? { contentTitle: `${hvfLabel} ${category.name}` } : null,
    purchaseHistory: null,
    marketCustomerWarmingData: null,
    baseCategoryPage: !!category && !term && filters.length === 0,
    baseUrl,
    from,
    count,
    sort,
  };
}

/** The answer for a near spelling of a term that found nothing: its results, said to be for the term asked. */
export function withSpellingSuggestion(listing: ListingData, term: string, suggestion: string): ListingData {
  return {
    ...listing,
    suggestions: [suggestion],
    searchTerm: term,
    breadcrumbs: listing.breadcrumbs.map((b) => (b.type === "search" ? { ...b, breadcrumbText: suggestion } : b)),
  };
}

/**
 * The answer for the close matches of a term whose words found nothing together: the results of
 * the words kept (`kept`), said to be for the term asked; `closeMatchTerm` names the words they match.
 */
export function withCloseMatches(listing: ListingData, term: string, kept: string): ListingData {
  return { ...listing, searchTerm: term, closeMatchTerm: kept };
}

function mostCommon(ids: number[]): string | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const id of ids) {
    const n = (counts.get(id) ?? 0) + 1;
    counts.set(id, n);
    if (best == null || n > counts.get(best)!) best = id;
  }
  return best != null ? String(best) : null;
}

/**
 * Facets in display order; values with a count, plus selected values even at 0. The price facet
 * lists one edition's buckets (and a selected bucket of the other, from an older link, so it can
 * be seen and removed).
 */
export function buildFacets(
  meta: Map<number, FacetValueMeta>,
  countsByKey: Map<string, Map<number, number>>,
  selected: Map<string, Set<string>>,
  region: Region,
  priceBuckets: PriceBucketEdition = "v1",
): Facet[] {
  const byKey = new Map<string, FacetValueMeta[]>();
  for (const m of meta.values()) {
    if (m.market !== "*" && m.market !== region) continue;
    if (m.key === "price_d" && !inPriceEdition(m.value, priceBuckets) && !selected.get(m.key)?.has(m.value)) continue;
    let list = byKey.get(m.key);
    if (!list) byKey.set(m.key, (list = []));
    list.push(m);
  }
  const facets: Facet[] = [];
  for (const key of FACET_DISPLAY_ORDER) {
    const values = byKey.get(key) ?? [];
    const counts = countsByKey.get(key) ?? new Map<number, number>();
    const sel = selected.get(key) ?? new Set<string>();
    const shown = values.map((m) => ({ m, count: counts.get(m.id) ?? 0, selected: sel.has(m.value) })).filter((v) => v.count > 0 || v.selected);
    if (!shown.length) continue;
    if (FACET_BY_KEY[key].valueOrder === "catalogue") shown.sort((a, b) => a.m.sortOrder - b.m.sortOrder);
    else shown.sort((a, b) => b.count - a.count || (a.m.label < b.m.label ? -1 : a.m.label > b.m.label ? 1 : 0));
    const first = shown[0].m;
    facets.push({
      key,
      name: key,
      facetId: first.facetId,
      label: first.facetName,
      values: shown.map((v) => ({ value: v.m.value, id: v.m.valueId, label: v.m.label, count: v.count, selected: v.selected })),
    });
  }
  return facets;
}
