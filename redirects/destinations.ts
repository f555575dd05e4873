/**
 * Every destination the default tables (redirects/tables.json) use, so that a catalogue test can
 * check them against D1: each category must exist, be published, carry this slug and sit under this
 * catalog prefix; the site pages must be pages the app serves.
 *
 * A redirect never lands on another redirect (issue: "a redirect never lands on another redirect"),
 * so a category destination is written in the legacy browse shape `/{prefix}/{slug}-{id}`, which the
 * app answers with 200 and that category's listing, and its slug must be the category's own (or the
 * loader's incorrect-slug redirect would fire).
 */

/** spec §2 "Routes": catalog prefixes 1004 is b (browse), 1006 is deals. */
export const CATALOG_PREFIX_IDS = { b: 1004, deals: 1006 } as const;
export type CatalogPrefix = keyof typeof CATALOG_PREFIX_IDS;

export interface DestinationCategory {
  id: number;
  /** The category's URL slug (spec §2 slug rules: lower case, no stop words, ≤ 36 characters). */
  slug: string;
  name: string;
  catalogPrefix: CatalogPrefix;
}

export const DESTINATION_CATEGORIES: readonly DestinationCategory[] = [
  // Ids given by the catalogue (spec §2 examples and §9).
  { id: 288, slug: "dog-food", name: "Dog Food", catalogPrefix: "b" },
  { id: 11097, slug: "puppy", name: "Puppy Food", catalogPrefix: "b" },
  { id: 11099, slug: "senior", name: "Senior Dog Food", catalogPrefix: "b" },
  { id: 11561, slug: "dog-medication", name: "Dog Medication", catalogPrefix: "b" },
  { id: 11562, slug: "heartworm", name: "Heartworm", catalogPrefix: "b" },
  { id: 11568, slug: "allergy-relief", name: "Allergy Relief", catalogPrefix: "b" },
  { id: 11576, slug: "diabetes-insulin", name: "Diabetes & Insulin", catalogPrefix: "b" },
  { id: 2723, slug: "todays-deal", name: "Today's Deal", catalogPrefix: "deals" },
  // Ids chosen here, to be reconciled with the catalogue generator.
  { id: 11098, slug: "adult", name: "Adult Dog Food", catalogPrefix: "b" },
  { id: 11100, slug: "grain-free", name: "Grain-Free Dog Food", catalogPrefix: "b" },
  { id: 11101, slug: "high-protein", name: "High-Protein Dog Food", catalogPrefix: "b" },
  { id: 11102, slug: "chicken-free", name: "Chicken-Free Dog Food", catalogPrefix: "b" },
  { id: 11103, slug: "immune-support", name: "Immune Support Dog Food", catalogPrefix: "b" },
  { id: 11104, slug: "weight-loss", name: "Weight Loss Dog Food", catalogPrefix: "b" },
  { id: 332, slug: "dog-treats", name: "Dog Treats", catalogPrefix: "b" },
  { id: 381, slug: "cat-food", name: "Cat Food", catalogPrefix: "b" },
  { id: 425, slug: "cat-litter", name: "Cat Litter", catalogPrefix: "b" },
  { id: 2530, slug: "pet-health", name: "Pet Health", catalogPrefix: "b" },
  { id: 2540, slug: "flea-tick", name: "Flea and Tick", catalogPrefix: "b" },
  { id: 1977, slug: "small-pet", name: "Small Pet", catalogPrefix: "b" },
  { id: 1978, slug: "small-pet-food", name: "Small Pet Food", catalogPrefix: "b" },
  { id: 1985, slug: "bird", name: "Bird", catalogPrefix: "b" },
  { id: 1986, slug: "bird-food", name: "Bird Food", catalogPrefix: "b" },
  { id: 1990, slug: "reptile", name: "Reptile", catalogPrefix: "b" },
  { id: 1991, slug: "reptile-habitats", name: "Reptile Habitats", catalogPrefix: "b" },
  { id: 1995, slug: "horse", name: "Horse", catalogPrefix: "b" },
  { id: 1996, slug: "horse-supplements", name: "Horse Supplements", catalogPrefix: "b" },
  { id: 1502, slug: "dog-crates-kennels", name: "Dog Crates and Kennels", catalogPrefix: "b" },
  { id: 1520, slug: "dog-toys", name: "Dog Toys", catalogPrefix: "b" },
  { id: 1525, slug: "cat-toys", name: "Cat Toys", catalogPrefix: "b" },
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

/** `/b/puppy-11097`, `/deals/todays-deal-2723`. */
export function legacyListingPath(category: DestinationCategory): string {
  return `/${category.catalogPrefix}/${category.slug}-${category.id}`;
}
