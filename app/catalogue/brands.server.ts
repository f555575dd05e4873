// Brands from the D1 catalogue: the /brands page, a brand page by slug, and a brand by its facet
// value (the brand-facet → brand-page redirect).
import type { CatalogueDb } from "./d1.server";

export interface BrandRecord {
  id: number;
  name: string;
  slug: string;
  isCanadianNationalBrand: boolean;
  isExclusive: boolean;
  /** the brands-prefix category listing the brand: /brands/{slug}_c{categoryId} */
  categoryId: string | null;
}

interface BrandSqlRow {
  id: number;
  name: string;
  slug: string;
  is_national_brand_ca: number;
  is_exclusive: number;
  category_id: number | null;
}
const toBrand = (r: BrandSqlRow): BrandRecord => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  isCanadianNationalBrand: r.is_national_brand_ca === 1,
  isExclusive: r.is_exclusive === 1,
  categoryId: r.category_id != null ? String(r.category_id) : null,
});
const BRAND_COLUMNS = "id, name, slug, is_national_brand_ca, is_exclusive, category_id";

export async function getBrandBySlug(db: CatalogueDb, slug: string): Promise<BrandRecord | null> {
  const row = await db.prepare(`SELECT ${BRAND_COLUMNS} FROM brands WHERE slug = ?1`).bind(slug).first<BrandSqlRow>();
  return row ? toBrand(row) : null;
}

/** Brand by its facet value (the brand name), e.g. for the brand-facet → brands-page redirect. */
export async function getBrandByName(db: CatalogueDb, name: string): Promise<BrandRecord | null> {
  const row = await db.prepare(`SELECT ${BRAND_COLUMNS} FROM brands WHERE name = ?1`).bind(name).first<BrandSqlRow>();
  return row ? toBrand(row) : null;
}

/** All brands, by name (the /brands page). */
export async function listBrands(db: CatalogueDb): Promise<BrandRecord[]> {
  const { results } = await db.prepare(`SELECT ${BRAND_COLUMNS} FROM brands ORDER BY name`).all<BrandSqlRow>();
  return results.map(toBrand);
}
