// Feature flags (spec §9): one typed table of the flags in use, with their defaults. Pure: the
// sources (for now the FEATURE_FLAGS environment variable over the page defaults) are read in
// app/env/env.server.ts; loaders and the browser receive the merged answer, never a raw source.

/** Every flag, its default, and what it switches. Add a flag here and use it somewhere real. */
const FEATURE_FLAGS = {
  /** spec §9 default on: sponsored-product ad tiles in listings */
  ads: { default: true },
  /** spec §9 default on: listing pages show the merchandisers' CMS zones (issue #10) */
  cmsWidgets: { default: true },
  /** spec §9 default on: CMS zones 1-3 may sit above the fold (off: always below the grid) */
  cmsAtf: { default: true },
  /** spec §9 default on: a new visitor is in the group that sees Add to Cart on cards */
  newUserCta: { default: true },
  /** spec §9: the Newest sort is offered */
  sortNewest: { default: true },
  /** spec §9: the Bestselling sort is offered (and is the categories' default) */
  sortBestselling: { default: true },
  /** spec §9: the price facet shows the v2 buckets (…, $50 - $75, $75 - $100, $100 & Above) */
  priceBucketsV2: { default: false },
  /** spec §7: cards are enriched through the legacy `POST /api/item/v1/item` instead of /plp/api/enrichments */
  legacyEnrichment: { default: false },
  /** spec §9 default on: a listing's own widgets (educational tile, FAQ, curated supplements, featured categories on no results) */
  landoWidgets: { default: true },
  /** spec §9 "sponsored brand video": a brand's page shows its videos */
  sponsoredBrandVideo: { default: true },
  /** a product page shows the widget service's carousels (similar items, bought together) */
  productCarousels: { default: true },
  /** spec §9 default off: the options overlay is a mini product page (image, brand, description) as well as the options */
  miniPdp: { default: false },
  /** spec §9 default on: a listing's header carries its introduction (a curated search's or an ad landing's copy) */
  plpHeader: { default: true },
  /** spec §2 "a part-number-based internal-linking variant": listing cards link to /{slug}/sku/{partNumber} */
  partNumberLinks: { default: false },
  /** spec §4 brand-path experiment: a VARIANT_01 brand's links use the short path, not the longer one with brandExp */
  brandShortPaths: { default: false },
  /** a search that finds nothing shows the results of a near spelling ('Showing results for “…” instead.') */
  didYouMean: { default: true },
  /** spec §3 showVisuallySimilarButton: an out-of-stock card offers Shop Similar */
  visuallySimilar: { default: true },
  /** a product page shows the shopper's recently viewed products */
  recentlyViewed: { default: true },
  /** real-user monitoring (Core Web Vitals and the perf-event queue) is loaded after hydration */
  realUserMonitoring: { default: true },
  /** spec §9 "browse and search parallelisation": a listing's sponsored-products search runs beside its search, not after it */
  parallelListingCalls: { default: true },
  /** decision 0023: a plain category's facet values link to their high-value facet pages */
  highValueFacetLinks: { default: true },
  /** a product page's "Frequently bought together" carousel (with productCarousels) */
  boughtTogether: { default: true },
  /** a product page's Share button (the Web Share API, the clipboard, or our apps' share bridge) */
  shareButton: { default: true },
  /** an out-of-stock product page offers the notify-me form */
  notifyMe: { default: true },
} as const satisfies Record<string, { default: boolean }>;

export type FlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Readonly<Record<FlagName, boolean>>;
export type FlagSource = Partial<Record<FlagName, boolean>>;

export const FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FlagName[];

export const DEFAULT_FLAGS: FeatureFlags = Object.fromEntries(FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name].default])) as FeatureFlags;

/**
 * The flags from their sources, highest priority first (spec §9: query, experiment platform,
 * environment variable, page); a flag no source sets keeps its default.
 */
export function mergeFlags(...sources: FlagSource[]): FeatureFlags {
  const merged: Record<string, boolean> = { ...DEFAULT_FLAGS };
  for (const name of FLAG_NAMES) {
    const set = sources.find((source) => source[name] !== undefined);
    if (set) merged[name] = set[name]!;
  }
  return merged as FeatureFlags;
}

const FLAG_VALUES: Record<string, boolean> = { on: true, true: true, "1": true, off: false, false: false, "0": false };

/**
 * A flag list as ops write it: `priceBucketsV2=on, sortNewest=off` (on/off, true/false, 1/0).
 * Answers the flags it sets, or the first thing wrong with it.
 */
export function parseFlagList(text: string): { flags: FlagSource } | { error: string } {
  const flags: FlagSource = {};
  for (const item of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, value, extra] = item.split("=").map((part) => part.trim());
    if (!(FLAG_NAMES as string[]).includes(name)) return { error: `unknown flag "${name}" (known: ${FLAG_NAMES.join(", ")})` };
    if (extra !== undefined || value === undefined || !(value.toLowerCase() in FLAG_VALUES)) {
      return { error: `flag "${name}" needs =on or =off, not "${item}"` };
    }
    flags[name as FlagName] = FLAG_VALUES[value.toLowerCase()];
  }
  return { flags };
}

/** A short stable text naming the flags that differ from their defaults ("" when none): part of cache keys. */
export function flagsFingerprint(flags: FeatureFlags): string {
  return FLAG_NAMES.filter((name) => flags[name] !== DEFAULT_FLAGS[name])
    .map((name) => `${name}=${flags[name] ? "on" : "off"}`)
    .join(",");
}
