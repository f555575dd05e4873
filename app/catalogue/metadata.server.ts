// The catalogue metadata, cached per isolate and read again when the catalogue is reseeded (its
// version changes): every facet value with its id, label and catalogue-wide count, and the derived
// counts — published products per category, and from what size a category has pair counts.
import { catalogueVersionQuery, categoryCountsQuery, facetValuesQuery, type Region } from "../search/query.server";
import { prepare } from "./d1.server";

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
}
let metaCache: CatalogueMeta | null = null;

/** The metadata this isolate holds, if it has read it yet. */
export function cachedCatalogueMeta(): CatalogueMeta | null {
  return metaCache;
}

/** Reads the metadata afresh (and caches it): on a cache miss, and when the catalogue was reseeded. */
export async function loadCatalogueMeta(db: D1Database): Promise<CatalogueMeta> {
  const [v, fvs, cc] = await db.batch([
    prepare(db, catalogueVersionQuery()),
    prepare(db, facetValuesQuery()),
    prepare(db, categoryCountsQuery()),
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
  const version = (v.results[0] as { version: string | null } | undefined)?.version ?? "";
  const pairMin = /(?:^|;)pair_min_products=(\d+)/.exec(version);
  metaCache = { version, byId, byValue, categoryCounts, pairMinProducts: pairMin ? Number(pairMin[1]) : Infinity };
  return metaCache;
}

export function findFacetValue(meta: CatalogueMeta, key: string, value: string, region: Region): FacetValueMeta | undefined {
  return meta.byValue.get(`${key}\u0000${value}\u0000*`) ?? meta.byValue.get(`${key}\u0000${value}\u0000${region}`);
}

/**
 * Facet value metadata (id, key, label, value id, catalogue count) — e.g. for loaders resolving rh /
 * HVF URLs. Always the catalogue's current values: the isolate's metadata when the catalogue still
 * has its version (one one-row read), else read afresh (every facet value and category count).
 */
export async function getFacetValues(db: D1Database): Promise<FacetValueMeta[]> {
  const cached = metaCache;
  const current = cached ? ((await prepare(db, catalogueVersionQuery()).first<{ version: string | null }>())?.version ?? "") : null;
  const meta = cached && current === cached.version ? cached : await loadCatalogueMeta(db);
  return [...meta.byId.values()];
}
