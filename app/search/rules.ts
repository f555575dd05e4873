// Pure business rules of the listing (spec §4, §5, §9). No I/O; shared by the catalogue
// generator (scripts/catalogue) and the search engine.
import type { FeatureFlags } from "../features/flags";

/** spec §9: new-item window. */
export const NEW_PRODUCT_WINDOW_DAYS = 60;
/** spec §4: the special parent part number that is never "new". */
export const NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER = "199675";
const DAY_MS = 86_400_000;

/**
 * spec §4 "New product": started within 60 days and is not the excluded parent part 199675.
 * `createdAt` is an ISO date ('YYYY-MM-DD', taken as UTC midnight) or date-time. A start date in
 * the future is not new yet; an unparseable date is not new.
 */
export function isNewProduct(
  product: { createdAt: string | null | undefined; parentPartNumber: string | null | undefined },
  now: Date = new Date(),
): boolean {
  if (product.parentPartNumber === NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER) return false;
  if (!product.createdAt) return false;
  const started = Date.parse(product.createdAt);
  if (Number.isNaN(started)) return false;
  const age = now.getTime() - started;
  return age >= 0 && age <= NEW_PRODUCT_WINDOW_DAYS * DAY_MS;
}

/** spec §9 price facet buckets, v1 (the default). Amounts in the market currency. */
export const PRICE_BUCKETS_V1 = [
  { value: "0-10", label: "Under $10", min: 0, max: 10 },
  { value: "10-20", label: "$10 - $20", min: 10, max: 20 },
  { value: "20-30", label: "$20 - $30", min: 20, max: 30 },
  { value: "30-40", label: "$30 - $40", min: 30, max: 40 },
  { value: "40-50", label: "$40 - $50", min: 40, max: 50 },
  { value: "50-up", label: "$50 & Above", min: 50, max: Infinity },
] as const;
/** spec §9 v2 (behind the priceBucketsV2 flag): the top bucket split in three. */
export const PRICE_BUCKETS_V2 = [
  ...PRICE_BUCKETS_V1.slice(0, 5),
  { value: "50-75", label: "$50 - $75", min: 50, max: 75 },
  { value: "75-100", label: "$75 - $100", min: 75, max: 100 },
  { value: "100-up", label: "$100 & Above", min: 100, max: Infinity },
] as const;

export type PriceBucketEdition = "v1" | "v2";
/** The edition the price facet lists under these flags. */
export const priceBucketsUnder = (flags: Pick<FeatureFlags, "priceBucketsV2">): PriceBucketEdition => (flags.priceBucketsV2 ? "v2" : "v1");
const PRICE_BUCKET_EDITIONS = { v1: PRICE_BUCKETS_V1, v2: PRICE_BUCKETS_V2 } as const;

/**
 * Every price bucket of either edition, each once, v1's first (the catalogue's sort order of the
 * price facet's values). The catalogue indexes a product under both editions, so the flag switches
 * what the facet shows with no reindex.
 */
export const PRICE_BUCKETS = [...PRICE_BUCKETS_V1, ...PRICE_BUCKETS_V2.filter((b) => !PRICE_BUCKETS_V1.some((a) => a.value === b.value))];

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

/**
 * spec §5 "Option summary text": names pluralised by adding s unless already ending in s,
 * joined with ', ', names sorted case-insensitively. Only options with more than one value are
 * worth a message; returns null when there is nothing to say.
 */
export function optionsMessage(options: { name: string; count: number }[]): string | null {
  const shown = options.filter((o) => o.count > 1);
  if (!shown.length) return null;
  return shown
    .slice()
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((o) => `${o.count} ${o.name.endsWith("s") ? o.name : `${o.name}s`}`)
    .join(", ");
}

export type CtaType = "none" | "personalize" | "choose-options" | "add-to-cart";
/** spec §4 "Call-to-action type of a product". */
export function ctaType(p: { isGiftCard: boolean; isCustomizable: boolean; isPrescription: boolean; isRxVetDiet: boolean }): CtaType {
  if (p.isGiftCard) return "none";
  if (p.isCustomizable) return "personalize";
  if (p.isPrescription || p.isRxVetDiet) return "choose-options";
  return "add-to-cart";
}

/**
 * spec §4: "For new users, add-to-cart additionally needs a group assignment." Decision
 * (docs/decisions/0009): the group is the newUserCta experiment group, on for everyone by default
 * (spec §9 flag default); a new user outside it gets no quick Add to Cart on cards ("none"): the card
 * still leads to the product page, where the buy box is always shown.
 */
export function ctaForVisitor(cta: CtaType, visitor: { isNewUser: boolean; hasGroupAssignment: boolean }): CtaType {
  return cta === "add-to-cart" && visitor.isNewUser && !visitor.hasGroupAssignment ? "none" : cta;
}

/** Cents (integer) to an amount in the currency, or null. */
export function centsToAmount(cents: number | null | undefined): number | null {
  return cents == null ? null : Math.round(cents) / 100;
}

/**
 * spec §5 the part numbers a product list item stands for: its ensemble part numbers when it has
 * several (a set sold together), otherwise its parent part number.
 */
export function listItemPartNumbers(item: { parentPartNumber: string; ensemblePartNumbers: readonly string[] }): string[] {
  return item.ensemblePartNumbers.length > 1 ? [...item.ensemblePartNumbers] : [item.parentPartNumber];
}
