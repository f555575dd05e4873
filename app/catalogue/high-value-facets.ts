import type { FacetKey } from "./facet-keys";
import { slugify } from "./slug";

// High-value facet pages (spec §2 `/f/{slug}_c{groupId}_f{facetId}v{valueId}`, issue #9;
// docs/decisions/0023-high-value-facet-pages.md): which category + facet value pairs are pages of
// their own, indexed and listed in the sitemap, rather than a filter on the category page. Pure.

/** Facets shoppers search by name ("puppy food", "grain free dog food", "Barkwell dog food"). */
export const HIGH_VALUE_FACET_KEYS: readonly FacetKey[] = ["brand_facet", "Lifestage", "FoodForm", "SpecialDiet", "BreedSize", "HealthFeature"];

/** A pair makes a page only with enough products to fill most of a first page (page size 36). */
export const HIGH_VALUE_MIN_PRODUCTS = 24;

/** Only browse categories (catalog prefix b): deals, brand and shop pages are curated already. */
export const HIGH_VALUE_CATALOG_PREFIX = "b";

export function isHighValueFacet(pair: { key: string; productCount: number; catalogPrefix: string }): boolean {
  return (
    (HIGH_VALUE_FACET_KEYS as readonly string[]).includes(pair.key) &&
    pair.productCount >= HIGH_VALUE_MIN_PRODUCTS &&
    pair.catalogPrefix === HIGH_VALUE_CATALOG_PREFIX
  );
}

/** The page's name (its heading and title) and its canonical slug come from the value and the category. */
export function highValueFacetTitle(valueLabel: string, categoryName: string): string {
  return `${valueLabel} ${categoryName}`;
}

export function highValueFacetSlug(valueLabel: string, categoryName: string): string {
  return slugify(highValueFacetTitle(valueLabel, categoryName));
}
