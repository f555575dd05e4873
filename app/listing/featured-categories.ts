import type { MarketConfig } from "#app/markets/config.ts";
import { slugify } from "#app/catalogue/slug.ts";
import { buildCategoryUrl } from "#app/urls/listing-url.ts";
import type { CrumbView } from "./view";

/** spec §2 "No-results page": featured categories, in the spec's order, with their catalogue ids. */
const FEATURED_CATEGORIES = [
  { name: "Dog", groupId: "288" },
  { name: "Cat", groupId: "325" },
  { name: "Fish", groupId: "10114" },
  { name: "Bird", groupId: "10037" },
  { name: "Small Pet", groupId: "1449" },
  { name: "Reptile", groupId: "10347" },
  { name: "Farm Animal", groupId: "16680" },
  { name: "Horse", groupId: "10457" },
  { name: "Pharmacy", groupId: "2515" },
  { name: "Pet Parent", groupId: "20990" },
] as const;

export function featuredCategories(market: MarketConfig): CrumbView[] {
  return FEATURED_CATEGORIES.map(({ name, groupId }) => ({
    label: name,
    href: buildCategoryUrl(market, { catalogPrefix: "b", slug: slugify(name), groupId }),
  }));
}
