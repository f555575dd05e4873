// The values a product is indexed under for the facets the catalogue computes (spec §9): its price
// bucket(s) and its star-rating values. Pure; the catalogue generator (scripts/catalogue) writes them
// into D1, the search engine reads which price edition the facet lists and whether price values
// exclude each other (its pair counts).
import type { FeatureFlags } from "#app/features/flags.ts";

/** spec §9 price facet buckets, v1 (the default). Amounts in the market currency. */
const PRICE_BUCKETS_V1 = [
  { value: "0-10", label: "Under $10", min: 0, max: 10 },
  { value: "10-20", label: "$10 - $20", min: 10, max: 20 },
  { value: "20-30", label: "$20 - $30", min: 20, max: 30 },
  { value: "30-40", label: "$30 - $40", min: 30, max: 40 },
  { value: "40-50", label: "$40 - $50", min: 40, max: 50 },
  { value: "50-up", label: "$50 & Above", min: 50, max: Infinity },
] as const;
/** spec §9 v2 (behind the priceBucketsV2 flag): the top bucket split in three. */
// (Built in pure functions: a bundle that imports another rule from here leaves the tables out.)
const PRICE_BUCKETS_V2 = /* @__PURE__ */ (() =>
  [
    ...PRICE_BUCKETS_V1.slice(0, 5),
    { value: "50-75", label: "$50 - $75", min: 50, max: 75 },
    { value: "75-100", label: "$75 - $100", min: 75, max: 100 },
    { value: "100-up", label: "$100 & Above", min: 100, max: Infinity },
  ] as const)();

export type PriceBucketEdition = "v1" | "v2";
/** The edition the price facet lists under these flags. */
export const priceBucketsUnder = (flags: Pick<FeatureFlags, "priceBucketsV2">): PriceBucketEdition => (flags.priceBucketsV2 ? "v2" : "v1");
const PRICE_BUCKET_EDITIONS = { v1: PRICE_BUCKETS_V1, v2: PRICE_BUCKETS_V2 } as const;

/**
 * Every price bucket of either edition, each once, v1's first (the catalogue's sort order of the
 * price facet's values). The catalogue indexes a product under both editions, so the flag switches
 * what the facet shows with no reindex.
 */
export const PRICE_BUCKETS = /* @__PURE__ */ (() => [
  ...PRICE_BUCKETS_V1,
  ...PRICE_BUCKETS_V2.filter((b) => !PRICE_BUCKETS_V1.some((a) => a.value === b.value)),
])();

/** A price's bucket value in an edition (lower bound inclusive, upper exclusive). */
export function priceBucket(price: number, edition: PriceBucketEdition = "v1"): string {
  const buckets = PRICE_BUCKET_EDITIONS[edition];
  for (const b of buckets) if (price >= b.min && price < b.max) return b.value;
  return buckets[0].value; // negative / NaN never happen; keep total
}

/** The price facet values a product at this price is indexed under: its bucket in each edition. */
export function priceBucketValues(price: number): string[] {
  return [...new Set([priceBucket(price, "v1"), priceBucket(price, "v2")])];
}

/** Whether a price facet value belongs to an edition's buckets (which values the price facet lists). */
export function inPriceEdition(value: string, edition: PriceBucketEdition): boolean {
  return PRICE_BUCKET_EDITIONS[edition].some((b) => b.value === value);
}

/**
 * Whether a product can match at most one of these price values: true when they all come from one
 * edition (a $60 product is both v1's "50-up" and v2's "50-75"). Pair counts add up only then.
 */
export function priceValuesExclusive(values: readonly string[]): boolean {
  return (["v1", "v2"] as const).some((edition) => values.every((value) => inPriceEdition(value, edition)));
}

/**
 * spec §9 star-rating facet: values '1'..'4' mean "N stars & up". A product rated 4.3 matches
 * 1, 2, 3 and 4; an unrated product (no reviews) matches none.
 */
export function ratingFacetValues(rating: number, ratingCount: number): string[] {
  if (!(ratingCount > 0) || !(rating >= 1)) return [];
  const top = Math.min(4, Math.floor(rating + 1e-9));
  return Array.from({ length: top }, (_, i) => String(i + 1));
}
export function ratingFacetLabel(value: string): string {
  return value === "1" ? "1 Star & Up" : `${value} Stars & Up`;
}
