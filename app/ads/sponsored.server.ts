// Sponsored products for a listing (spec §3 ad fields): the campaign targeting the listing shows
// its brand's best sellers among what the shopper is looking at (the same category or term and the
// same filters) that the page does not already list, one per slot, on the first page only.
import type { MarketConfig } from "#app/markets/config.ts";
import { categoryIdsOf, type ListingData, type ProductCard } from "#app/search/listing.ts";
import type { SearchRequest } from "#app/search/request.ts";
import { listItemPartNumbers } from "#app/search/rules.ts";
import { searchListing, type SearchOptions } from "#app/search/search.server.ts";
import { adFields } from "./ad-fields";
import { campaignFor } from "./campaigns";

const BRAND_KEY = "brand_facet";
const CANDIDATES_PER_SLOT = 4;

/** A listing's ads: the campaign's products, each with its ad fields (spec §3). */
export interface SponsoredProducts {
  campaign: string;
  products: ProductCard[];
}

export async function sponsoredProducts(
  db: D1Database,
  market: MarketConfig,
  request: SearchRequest,
  listing: ListingData,
  options: SearchOptions,
): Promise<SponsoredProducts | null> {
  if (request.from !== 0 || listing.noResults) return null;
  const campaign = campaignFor({ groupIds: categoryIdsOf(listing), term: listing.searchTerm ?? request.term ?? null });
  if (!campaign) return null;
  // A shopper who chose other brands asked not to see this one.
  const brands = request.facetFilters.filter((filter) => filter.key === BRAND_KEY).map((filter) => filter.value);
  if (brands.length && !brands.includes(campaign.brand)) return null;
  const found = await searchListing(
    db,
    market,
    {
      ...request,
      term: listing.searchTerm ?? request.term,
      facetFilters: [...request.facetFilters.filter((filter) => filter.key !== BRAND_KEY), { key: BRAND_KEY, value: campaign.brand }],
      sort: "byPopularity",
      from: 0,
      // Enough candidates to skip those already on the page.
      count: campaign.slots.length * CANDIDATES_PER_SLOT,
    },
    options,
  );
  // An ad never repeats a product the page lists: products are told apart by their list-item part
  // numbers (spec §5: a product's ensemble part numbers when it has several, else its parent's).
  const listed = new Set(listing.products.flatMap(listItemPartNumbers));
  const products = found.products
    .filter((product) => product.inStock && !listItemPartNumbers(product).some((partNumber) => listed.has(partNumber)))
    .slice(0, campaign.slots.length)
    .map((product, i) => ({ ...product, ...adFields(campaign.id, campaign.slots[i], product.partNumber, market.pathPrefix) }));
  return products.length ? { campaign: campaign.id, products } : null;
}
