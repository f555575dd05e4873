// The catalogue metadata, cached per isolate and read again when the catalogue is reseeded (its
// version changes): every facet value with its id, label and catalogue-wide count, and the derived
// counts — published products per category, and from what size a category has pair counts — and
// the category tree.
import type { MarketConfig } from "#app/markets/config.ts";
import { CANONICAL_METADATA_KIND, canonicalFromMetadata } from "#app/seo/canonical-override.ts";
import type { CatalogPrefix } from "./catalog-prefixes";
import { toCategoryRecord, type CategoryRecord } from "./categories.server";
import type { KeepAlive } from "#app/isolate/shared-work.ts";
import { logError } from "#app/errors/log-line.ts";
import { type CatalogueDb, prepare } from "./d1.server";
import { type CatalogueMetaRows, type CategoryMetaRow as CategoryRow, readMetaCopy, writeMetaCopy } from "./metadata-copy.server";
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

/** A category's live child with its product count (the search answer's catalog descendents). */
export interface ChildCategoryRow {
  id: number;
  name: string;
  slug: string;
  catalog_prefix: CatalogPrefix;
  product_count: number;
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
/** Whether metaCache is KV's copy (./metadata-copy.server.ts) rather than D1's. */
let metaCacheIsCopy = false;

/** The metadata this isolate holds, if it has read it yet. */
export function cachedCatalogueMeta(): CatalogueMeta | null {
  return metaCache;
}

/** KV's copy of the metadata (./metadata-copy.server.ts) and the request's waitUntil, to write it in. */
export interface MetaCopy {
  kv: KVNamespace;
  keepAlive?: KeepAlive;
}

/**
 * Reads the metadata afresh (and caches it): on a cache miss, and when the catalogue was reseeded.
 * With `copy`, KV's copy is written from what was read (in the background).
 */
async function loadCatalogueMeta(db: CatalogueDb, copy?: MetaCopy): Promise<CatalogueMeta> {
  const rows = await readMetaRows(db);
  if (copy) copy.keepAlive?.(writeMetaCopy(copy.kv, rows).catch((e) => logError(null, "catalogue metadata copy not written", e)));
  metaCacheIsCopy = false;
  return (metaCache = metaFromRows(rows));
}

/**
 * The metadata read again after a search found the catalogue reseeded. KV's copy is written again
 * only by an isolate whose metadata was that copy (it knows the copy is older than D1): an isolate
 * that read D1 before the reseed leaves it to the catalogue load and to new isolates, so a reseed
 * costs a KV write per new isolate, not one per isolate alive (KV takes one write a second a key).
 */
export function reloadCatalogueMeta(db: CatalogueDb, copy: MetaCopy | undefined): Promise<CatalogueMeta> {
  return loadCatalogueMeta(db, metaCacheIsCopy ? copy : undefined);
}

/** The metadata: this isolate's copy, or read now. */
export async function catalogueMeta(db: CatalogueDb): Promise<CatalogueMeta> {
  return metaCache ?? (await loadCatalogueMeta(db));
}

/**
 * The metadata a search plans with: this isolate's, else KV's copy whatever its version (the
 * search checks the version in its first D1 batch and, when the catalogue was reseeded, reads D1
 * with {@link reloadCatalogueMeta}), else D1's, then copied to KV for the next new isolates.
 */
export async function catalogueMetaForSearch(db: CatalogueDb, copy: MetaCopy | undefined): Promise<CatalogueMeta> {
  if (metaCache) return metaCache;
  const rows = copy ? await readMetaCopy(copy.kv, (why) => logError(null, `catalogue metadata copy refused (${why}), reading D1`)) : null;
  if (!rows) return loadCatalogueMeta(db, copy);
  // another request of this isolate may have read D1 meanwhile: its metadata is at least as new
  if (metaCache) return metaCache;
  metaCacheIsCopy = true;
  return (metaCache = metaFromRows(rows));
}

/** Writes KV's copy of the metadata D1 holds now: what a catalogue load runs after loading, beside the facet index's snapshot. */
export async function publishMetaCopy(db: CatalogueDb, kv: KVNamespace): Promise<string> {
  const rows = await readMetaRows(db);
  await writeMetaCopy(kv, rows);
  return rows.version;
}

/** The statements' rows the metadata is built from, read in one batch (what KV's copy holds). */
async function readMetaRows(db: CatalogueDb): Promise<CatalogueMetaRows> {
  const [v, fvs, cc, cats, canonicals] = await db.batch([
    prepare(db, catalogueVersionQuery()),
    prepare(db, facetValuesQuery()),
    prepare(db, categoryCountsQuery()),
    prepare(db, categoriesQuery()),
    prepare(db, canonicalMetadataQuery()),
  ]);
  return {
    version: (v.results[0] as { version: string | null } | undefined)?.version ?? "",
    facetValues: fvs.results as unknown as CatalogueMetaRows["facetValues"],
    categoryCounts: cc.results as unknown as CatalogueMetaRows["categoryCounts"],
    categories: cats.results as unknown as CategoryRow[],
    canonicals: canonicals.results as unknown as CatalogueMetaRows["canonicals"],
  };
}

function metaFromRows(rows: CatalogueMetaRows): CatalogueMeta {
  const byId = new Map<number, FacetValueMeta>();
  const byValue = new Map<string, FacetValueMeta>();
  for (const r of rows.facetValues) {
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
  for (const r of rows.categoryCounts) categoryCounts.set(r.category_id, r.product_count);
  const categories = new Map<number, CategoryRow>();
  for (const r of rows.categories) categories.set(r.id, r);
  const canonicalMetadata = new Map<number, string>();
  for (const r of rows.canonicals) {
    const value = canonicalFromMetadata({ shortDescription: r.short_description, longDescription: r.long_description });
    if (value) canonicalMetadata.set(r.category_id, value);
  }
  const { version } = rows;
  const pairMin = /(?:^|;)pair_min_products=(\d+)/.exec(version);
  return { version, byId, byValue, categoryCounts, pairMinProducts: pairMin ? Number(pairMin[1]) : Infinity, categories, canonicalMetadata };
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
