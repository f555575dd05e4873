// Categories from the D1 catalogue: one with its ancestors (category and brand pages, redirects),
// and the record the search answer carries for a category listing.
import { CATALOG_PREFIXES, type CatalogPrefix } from "./catalog-prefixes";
import { type CatalogueDb, prepare } from "./d1.server";
import { ancestorsQuery, categoryQuery } from "./queries.server";

/** The requested group (category) does not exist. */
export class CatalogueNotFoundError extends Error {
  readonly status = 404;
  constructor(
    message: string,
    readonly groupId?: string,
  ) {
    super(message);
    this.name = "CatalogueNotFoundError";
  }
}

export interface CategoryRecord {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  catalogPrefix: CatalogPrefix;
  catalogId: string;
  shortDescription: string;
  published: boolean;
  replacementGroupId: string | null;
  depth: number;
  brandId: number | null;
  /** published products in the category and its descendants */
  productCount: number;
  /** root first, the category itself last */
  ancestors: { id: string; name: string; slug: string; catalogPrefix: CatalogPrefix; published: boolean }[];
}

export interface CategorySqlRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  catalog_prefix: CatalogPrefix;
  short_description: string;
  published: number;
  replacement_group_id: number | null;
  depth: number;
  brand_id: number | null;
  product_count?: number;
}

export function toCategoryRecord(row: CategorySqlRow, ancestors: CategorySqlRow[]): CategoryRecord {
  return {
    id: String(row.id),
    parentId: row.parent_id != null ? String(row.parent_id) : null,
    name: row.name,
    slug: row.slug,
    catalogPrefix: row.catalog_prefix,
    catalogId: String(CATALOG_PREFIXES[row.catalog_prefix]),
    shortDescription: row.short_description,
    published: row.published === 1,
    replacementGroupId: row.replacement_group_id != null ? String(row.replacement_group_id) : null,
    depth: row.depth,
    brandId: row.brand_id,
    productCount: row.product_count ?? 0,
    ancestors: ancestors.map((a) => ({
      id: String(a.id),
      name: a.name,
      slug: a.slug,
      catalogPrefix: a.catalog_prefix,
      published: a.published === 1,
    })),
  };
}

/** A category id as the catalogue stores it (a positive whole number), or null. */
export function parseCategoryId(id: string | number): number | null {
  const n = typeof id === "number" ? id : /^\d{1,12}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A category with its ancestors, or null when the id is unknown. */
export async function getCategory(db: CatalogueDb, id: string | number): Promise<CategoryRecord | null> {
  const n = parseCategoryId(id);
  if (n == null) return null;
  const [cat, anc] = await db.batch<CategorySqlRow>([prepare(db, categoryQuery(n)), prepare(db, ancestorsQuery(n))]);
  const row = cat.results[0];
  return row ? toCategoryRecord(row, anc.results) : null;
}
