/**
 * Every destination the default tables (redirects/tables.json) use, so that a catalogue test can
 * check them against D1: each category must exist, be published, carry this slug and sit under this
 * catalog prefix; the site pages must be pages the app serves.
 *
 * A redirect never lands on another redirect, nor on a page whose canonical link names another
 * address (issue #27: "redirects land on canonical URLs"): a category destination is the category's
 * canonical address `/{prefix}/{slug}_c{id}`, built by the listing URL builder from the category's own
 * catalog prefix and slug, exactly as its page's canonical link writes it (decision 0067).
 */
import { CATALOG_PREFIXES, type CatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";
import { buildCategoryPath } from "#app/urls/listing-url.ts";

/** The catalog prefixes of the legacy browse shape `/{prefix}/{slug}-{id}` (b and deals), ids from the catalogue's table: sources the category-id table reads. */
export const CATALOG_PREFIX_IDS = { b: CATALOG_PREFIXES.b, deals: CATALOG_PREFIXES.deals } as const;

export interface DestinationCategory {
  id: number;
  /** The category's URL slug as its canonical address has it (spec §2 slug rules: lower case, no stop words, ≤ 36 characters). */
  slug: string;
  name: string;
  catalogPrefix: CatalogPrefix;
}

export const DESTINATION_CATEGORIES: readonly DestinationCategory[] = [
  { id: 11097, slug: "puppy-food", name: "Puppy Food", catalogPrefix: "b" },
  { id: 20101, slug: "dry-dog-food", name: "Dry Dog Food", catalogPrefix: "b" },
  { id: 11099, slug: "senior-dog-food", name: "Senior Dog Food", catalogPrefix: "b" },
  { id: 21001, slug: "grain-free-dog-food", name: "Grain-Free Dog Food", catalogPrefix: "s" },
  { id: 388, slug: "dog-allergy-immune-supplements", name: "Dog Allergy & Immune Supplements", catalogPrefix: "b" },
  { id: 20953, slug: "dog-weight-management-diets", name: "Dog Weight Management Diets", catalogPrefix: "b" },
  { id: 20100, slug: "dog-food", name: "Dog Food", catalogPrefix: "b" },
  { id: 20110, slug: "dog-treats", name: "Dog Treats", catalogPrefix: "b" },
  { id: 20200, slug: "cat-food", name: "Cat Food", catalogPrefix: "b" },
  { id: 12583, slug: "cat-litter-accessories", name: "Cat Litter & Accessories", catalogPrefix: "b" },
  { id: 20150, slug: "dog-health-wellness", name: "Dog Health & Wellness", catalogPrefix: "b" },
  { id: 20140, slug: "dog-flea-tick", name: "Dog Flea & Tick", catalogPrefix: "b" },
  { id: 11561, slug: "dog-medication", name: "Dog Medication", catalogPrefix: "b" },
  { id: 11562, slug: "heartworm", name: "Heartworm", catalogPrefix: "b" },
  { id: 11568, slug: "allergy-relief", name: "Allergy Relief", catalogPrefix: "b" },
  { id: 11576, slug: "diabetes-insulin", name: "Diabetes & Insulin", catalogPrefix: "b" },
  { id: 20301, slug: "small-pet-food", name: "Small Pet Food", catalogPrefix: "b" },
  { id: 1449, slug: "small-pet", name: "Small Pet", catalogPrefix: "b" },
  { id: 20401, slug: "bird-food", name: "Bird Food", catalogPrefix: "b" },
  { id: 10037, slug: "bird", name: "Bird", catalogPrefix: "b" },
  { id: 20510, slug: "terrariums", name: "Terrariums", catalogPrefix: "b" },
  { id: 10347, slug: "reptile", name: "Reptile", catalogPrefix: "b" },
  { id: 2275, slug: "horse-supplements", name: "Horse Supplements", catalogPrefix: "b" },
  { id: 10457, slug: "horse", name: "Horse", catalogPrefix: "b" },
  { id: 138550, slug: "crates-kennels", name: "Crates & Kennels", catalogPrefix: "b" },
  { id: 136780, slug: "dog-toys", name: "Dog Toys", catalogPrefix: "b" },
  { id: 136772, slug: "cat-toys", name: "Cat Toys", catalogPrefix: "b" },
  { id: 2723, slug: "todays-deal", name: "Today's Deal", catalogPrefix: "deals" },
];

/** The site's own pages used as destinations (spec §2: /sp/{slug}, /education/..., /vet-care, /brands, /). */
export const DESTINATION_SITE_PAGES: readonly string[] = [
  "/",
  "/brands",
  "/vet-care",
  "/education/dog-food-guide",
  "/education/pet-care",
  "/education/puppy-training",
  "/sp/grain-free-dog-food",
];

/**
 * Category ids that the tables redirect away from (old groups whose pages and facet pages moved).
 * The catalogue must not serve them as live listing pages: the Worker redirects them first.
 */
export const RETIRED_CATEGORY_IDS: readonly number[] = [3312, 2516, 2517, 2519, 2545, 1668, 1669, 1670, 1671, 1606, 1607, 1608];

/** `/b/puppy-food_c11097`, `/deals/todays-deal_c2723`: the address the category's page names as its canonical. */
export function canonicalListingPath(category: DestinationCategory): string {
  return buildCategoryPath({ catalogPrefix: category.catalogPrefix, slug: category.slug, groupId: category.id });
}
