// Sponsored products for a listing (spec §3 ad fields): the campaign targeting the listing shows
// its brand's best sellers among what the shopper is looking at (the same category or term and the
// same filters) that the page does not already list, one per slot, on the first page only.
import type { MarketConfig } from "#app/markets/config.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import type { ListingData } from "#app/search/listing.ts";
import type { SearchRequest } from "#app/search/request.ts";
import { listItemPartNumbers } from "#app/catalogue/product-rules.ts";
import { searchListing, type SearchOptions } from "#app/search/search.server.ts";
import { BoundedCache, MAP_ENTRY_BYTES, stringBytes } from "#app/search/bounded-cache.ts";
import { cachedCatalogueMeta } from "#app/catalogue/metadata.server.ts";
import { adFields } from "./ad-fields";
import { campaignFor } from "./campaigns";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

const BRAND_KEY = "brand_facet";
const CANDIDATES_PER_SLOT = 4;

/** A listing's ads: the campaign's products, each with its ad fields (spec §3). */
export interface SponsoredProducts {
  campaign: string;
  products: ProductCard[];
}

/** The ads of a listing, once its own search is in. */
export type SponsoredFor = (listing: ListingData) => Promise<SponsoredProducts | null>;

const NO_ADS: SponsoredFor = async () => null;

/** What the catalogue says before the listing's search: its version and the category's lineage (nearest first). */
export interface CatalogueFacts {
  version: string;
  lineage: readonly string[];
}

/**
 * The candidates of each first page's ads, kept in the isolate for the catalogue version they were
 * read at: every shopper on the same listing sees the same ads, so one search serves them all until
 * the catalogue changes (as the facet index is kept: decision 0007). Bounded by an estimate of bytes.
 */
const CANDIDATES_BYTES = 1_000_000;
/** A card's day-dependent parts (the "new" badge) are not kept longer than this. */
const CANDIDATES_TTL_MS = 5 * 60_000;
const keptCandidates = new BoundedCache<string, { at: number; cards: ProductCard[] }>(
  CANDIDATES_BYTES,
  (key, kept) => stringBytes(key) + MAP_ENTRY_BYTES + stringBytes(JSON.stringify(kept.cards)),
);

/**
 * Starts a listing's sponsored search beside the listing's own search: the campaign follows from
 * the request alone (the category's lineage and the term), so the page waits for the slower of the
 * two searches, not their sum — and not at all when this isolate has the candidates already. The
 * answer drops what the listing already shows.
 */
export function startSponsoredProducts(
  db: CatalogueDb,
  market: MarketConfig,
  request: SearchRequest,
  catalogue: CatalogueFacts,
  options: SearchOptions,
): SponsoredFor {
  if (request.from !== 0) return NO_ADS;
  const campaign = campaignFor({ groupIds: catalogue.lineage, term: request.term?.trim() || null });
  if (!campaign) return NO_ADS;
  // A shopper who chose other brands asked not to see this one.
  const brands = request.facetFilters.filter((filter) => filter.key === BRAND_KEY).map((filter) => filter.value);
  if (brands.length && !brands.includes(campaign.brand)) return NO_ADS;
  const adRequest: SearchRequest = {
    ...request,
    facetFilters: [...request.facetFilters.filter((filter) => filter.key !== BRAND_KEY), { key: BRAND_KEY, value: campaign.brand }],
    sort: "byPopularity",
    from: 0,
    // Enough candidates to skip those already on the page.
    count: campaign.slots.length * CANDIDATES_PER_SLOT,
  };
  const key = candidatesKey(catalogue.version, market, adRequest, options);
  const kept = keptCandidates.get(key);
  const found =
    kept && Date.now() - kept.at < CANDIDATES_TTL_MS
      ? Promise.resolve(kept.cards)
      : searchListing(db, market, adRequest, { ...options, productsOnly: true }).then(({ products }) => {
          if (cachedCatalogueMeta()?.version === catalogue.version) keptCandidates.set(key, { at: Date.now(), cards: products });
          return products;
        });
  // When the listing's own search fails first, nobody awaits this one: its failure is not news.
  found.catch(() => {});
  return async (listing) => {
    const candidates = await found;
    if (listing.noResults) return null;
    // The catalogue changed while this page was read (its search read the new one): these
    // candidates may name products it no longer sells.
    if (cachedCatalogueMeta()?.version !== catalogue.version) return null;
    // An ad never repeats a product the page lists: products are told apart by their list-item part
    // numbers (spec §5: a product's ensemble part numbers when it has several, else its parent's).
    const listed = new Set(listing.products.flatMap(listItemPartNumbers));
    const products = candidates
      .filter((product) => product.inStock && !listItemPartNumbers(product).some((partNumber) => listed.has(partNumber)))
      .slice(0, campaign.slots.length)
      .map((product, i) => ({ ...product, ...adFields(campaign.id, campaign.slots[i], product.partNumber, market.pathPrefix) }));
    return products.length ? { campaign: campaign.id, products } : null;
  };
}

/** Everything an ad search's answer depends on. */
function candidatesKey(version: string, market: MarketConfig, request: SearchRequest, options: SearchOptions): string {
  const filters = request.facetFilters.map((filter) => `${filter.key}=${filter.value}`).sort();
  return JSON.stringify([
    version,
    market.region,
    request.term?.trim().toLowerCase() ?? "",
    request.groupId ?? "",
    filters,
    request.count,
    options.priceBuckets ?? "v1",
  ]);
}
