// The catalogue metadata, cached per isolate and read again when the catalogue is reseeded (its
// version changes): every facet value with its id, label and catalogue-wide count, and the derived
// counts — published products per category, and from what size a category has pair counts — and
// the category tree.
import type { MarketConfig } from "#app/markets/config.ts";
import { CANONICAL_METADATA_KIND, canonicalFromMetadata } from "#app/seo/canonical-override.ts";
import type { CatalogPrefix } from "./catalog-prefixes";
import { toCategoryRecord, type CategoryRecord, type CategorySqlRow } from "./categories.server";
import { type CatalogueDb, prepare } from "./d1.server";
import { catalogueVersionQuery, categoriesQuery, categoryCountsQuery, facetValuesQuery } from "./queries.server";

export interface FacetValueMeta {
  id: number;
  key: string;
  facetId: number;
  facetName: string;
  value: string;
  valueId: string;
  label: string;
  market: "*" | "us" | "ca";
  sortOrder: number;
  /** published products with the value in the whole catalogue */
  total: number;
}
type CategoryRow = CategorySqlRow & { sort_order: number };

/** A category's live child with its product count (the search answer's catalog descendents). */
export interface ChildCategoryRow {
  id: number;
  name: string;
  slug: string;
  catalog_prefix: CatalogPrefix;
  product_count: number;
}

interface FacetValueSqlRow {
  id: number;
  facet_key: string;
  facet_id: number;
  facet_name: string;
  value: string;
  value_id: string;
  label: string;
  market: "*" | "us" | "ca";
  sort_order: number;
  total: number;
}

export interface CatalogueMeta {
  version: string;
  byId: Map<number, FacetValueMeta>;
  /** key \u0000 value \u0000 market → meta */
  byValue: Map<string, FacetValueMeta>;
  categoryCounts: Map<number, number>;
  /** categories with at least this many products have pair counts (catalogue_meta) */
  pairMinProducts: number;
  /** every category by id, in the tree's order (sort order, then id) */
  categories: Map<number, CategoryRow>;
  /** spec §2 a category's page metadata of kind Canonical, by category id: its value (short description, else long) */
  canonicalMetadata: Map<number, string>;
}

/** spec §2 the categories' Canonical page metadata (migrations/0008). */
const canonicalMetadataQuery = () => ({
  sql: `SELECT category_id, short_description, long_description FROM category_metadata WHERE kind = ?1`,
  params: [CANONICAL_METADATA_KIND],
});
let metaCache: CatalogueMeta | null = null;

/** The metadata this isolate holds, if it has read it yet. */
export function cachedCatalogueMeta(): CatalogueMeta | null {
  return metaCache;
}

/** Reads the metadata afresh (and caches it): on a cache miss, and when the catalogue was reseeded. */
export async function loadCatalogueMeta(db: CatalogueDb): Promise<CatalogueMeta> {
  const [v, fvs, cc, cats, canonicals] = await db.batch([
    prepare(db, catalogueVersionQuery()),
    prepare(db, facetValuesQuery()),
    prepare(db, categoryCountsQuery()),
    prepare(db, categoriesQuery()),
    prepare(db, canonicalMetadataQuery()),
  ]);
  const byId = new Map<number, FacetValueMeta>();
  const byValue = new Map<string, FacetValueMeta>();
  for (const r of fvs.results as unknown as FacetValueSqlRow[]) {
    const m: FacetValueMeta = {
      id: r.id,
      key: r.facet_key,
      facetId: r.facet_id,
      facetName: r.facet_name,
      value: r.value,
      valueId: r.value_id,
      label: r.label,
      market: r.market,
      sortOrder: r.sort_order,
      total: r.total,
    };
    byId.set(m.id, m);
    byValue.set(`${m.key}\u0000${m.value}\u0000${m.market}`, m);
  }
  const categoryCounts = new Map<number, number>();
  for (const r of cc.results as { category_id: number; product_count: number }[]) categoryCounts.set(r.category_id, r.product_count);
  const categories = new Map<number, CategoryRow>();
  for (const r of cats.results as unknown as CategoryRow[]) categories.set(r.id, r);
  const canonicalMetadata = new Map<number, string>();
  for (const r of canonicals.results as { category_id: number; short_description: string; long_description: string }[]) {
    const value = canonicalFromMetadata({ shortDescription: r.short_description, longDescription: r.long_description });
    if (value) canonicalMetadata.set(r.category_id, value);
  }
  const version = (v.results[0] as { version: string | null } | undefined)?.version ?? "";
  const pairMin = /(?:^|;)pair_min_products=(\d+)/.exec(version);
  metaCache = { version, byId, byValue, categoryCounts, pairMinProducts: pairMin ? Number(pairMin[1]) : Infinity, categories, canonicalMetadata };
  return metaCache;
}

/** The metadata: this isolate's copy, or read now. */
export async function catalogueMeta(db: CatalogueDb): Promise<CatalogueMeta> {
  return metaCache ?? (await loadCatalogueMeta(db));
}

/** A category and its ancestors, nearest first (ids as the listing's breadcrumbs carry them); [] for none. */
export function categoryLineage(meta: Pick<CatalogueMeta, "categories">, groupId: string | number | null | undefined): string[] {
  return lineageRows(meta, groupId == null || groupId === "" ? null : Number(groupId)).map((row) => String(row.id));
}

function lineageRows(meta: Pick<CatalogueMeta, "categories">, id: number | null): CategoryRow[] {
  const rows: CategoryRow[] = [];
  let row = id == null ? undefined : meta.categories.get(id);
  // The depth bound guards against a cycle in bad data.
  while (row && rows.length < 32) {
    rows.push(row);
    row = row.parent_id == null ? undefined : meta.categories.get(row.parent_id);
  }
  return rows;
}

/** A category with its ancestors and product count, as the catalogue held it when the metadata was read; null when unknown. */
export function categoryFromMeta(meta: Pick<CatalogueMeta, "categories" | "categoryCounts">, id: number): CategoryRecord | null {
  const row = meta.categories.get(id);
  if (!row) return null;
  return toCategoryRecord({ ...row, product_count: meta.categoryCounts.get(id) ?? 0 }, lineageRows(meta, id).reverse());
}

/** A category's live children (published, not replaced) in the tree's order, with their product counts. */
export function childCategoriesFromMeta(meta: Pick<CatalogueMeta, "categories" | "categoryCounts">, id: number): ChildCategoryRow[] {
  const children: ChildCategoryRow[] = [];
  for (const row of meta.categories.values()) {
    if (row.parent_id !== id || row.published !== 1 || row.replacement_group_id != null) continue;
    children.push({ id: row.id, name: row.name, slug: row.slug, catalog_prefix: row.catalog_prefix, product_count: meta.categoryCounts.get(row.id) ?? 0 });
  }
  return children;
}

export function findFacetValue(meta: CatalogueMeta, key: string, value: string, region: MarketConfig["region"]): FacetValueMeta | undefined {
  return meta.byValue.get(`${key}\u0000${value}\u0000*`) ?? meta.byValue.get(`${key}\u0000${value}\u0000${region}`);
}

/**
 * Facet value metadata (id, key, label, value id, catalogue count) — e.g. for loaders resolving rh /
 * HVF URLs. Always the catalogue's current values: the isolate's metadata when the catalogue still
 * has its version (one one-row read), else read afresh (every facet value and category count).
 */
export async function getFacetValues(db: CatalogueDb): Promise<FacetValueMeta[]> {
  const cached = metaCache;
  const current = cached ? ((await prepare(db, catalogueVersionQuery()).first<{ version: string | null }>())?.version ?? "") : null;
  const meta = cached && current === cached.version ? cached : await loadCatalogueMeta(db);
  return [...meta.byId.values()];
}
