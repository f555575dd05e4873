// spec §4 "Experiments on brand paths" (issue #11): one list of 17 brand paths maps to CONTROL,
// another of 18 to VARIANT_01, any other path to DEFAULT. For a VARIANT_01 path the shorter path is
// used when a flag is set, otherwise the longer path with an extra parameter. Pure; the lists are
// data (the spec does not name the brands: these are the catalogue's first 35 brand pages, split in
// the catalogue's order, docs/decisions/0030).

import { buildCategoryPath } from "#app/urls/listing-url.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";

export const BRAND_PATH_CONTROL: readonly string[] = [
  "/brands/barkwell_c30001",
  "/brands/whisker-co_c30002",
  "/brands/tailwind-kitchen_c30003",
  "/brands/hearthside-pet_c30004",
  "/brands/northpaw_c30005",
  "/brands/prairie-table_c30006",
  "/brands/silver-harbor_c30007",
  "/brands/meadowbrook-farms_c30008",
  "/brands/wild-cedar_c30009",
  "/brands/little-acorn-pet_c30010",
  "/brands/kindred-bowl_c30011",
  "/brands/goldmoor_c30012",
  "/brands/blue-fern_c30013",
  "/brands/trueheart-nutrition_c30014",
  "/brands/maple-crest-pet_c30015",
  "/brands/snackwood_c30016",
  "/brands/crumble-wag_c30017",
];

export const BRAND_PATH_VARIANT_01: readonly string[] = [
  "/brands/happy-hound-bakery_c30018",
  "/brands/good-bite_c30019",
  "/brands/chewberry_c30020",
  "/brands/fetchworks_c30021",
  "/brands/tug-tumble_c30022",
  "/brands/yarnball-lab_c30023",
  "/brands/squeakery_c30024",
  "/brands/zoomies-co_c30025",
  "/brands/den-dwell_c30026",
  "/brands/cozy-burrow_c30027",
  "/brands/trailhound_c30028",
  "/brands/lakeside-leash_c30029",
  "/brands/urban-tail_c30030",
  "/brands/sturdy-crate-co_c30031",
  "/brands/great-north-pet_c30032",
  "/brands/vetnova_c30033",
  "/brands/vitapaw_c30034",
  "/brands/calm-meadow_c30035",
];

export type BrandPathGroup = "CONTROL" | "VARIANT_01" | "DEFAULT";

/** The extra parameter of a VARIANT_01 brand path's longer form: the brand page shows its variant (its videos first). */
export const BRAND_EXPERIMENT_PARAM = "brandExp";

const control = new Set(BRAND_PATH_CONTROL);
const variant01 = new Set(BRAND_PATH_VARIANT_01);

/** Which list a brand path (without the market prefix, query or trailing slash) is on. */
export function brandPathGroup(path: string): BrandPathGroup {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, "").toLowerCase();
  if (control.has(bare)) return "CONTROL";
  if (variant01.has(bare)) return "VARIANT_01";
  return "DEFAULT";
}

/**
 * The path a link to a brand page uses: a VARIANT_01 path is the shorter path when the flag is set,
 * otherwise the longer path with the extra parameter; CONTROL and DEFAULT paths are unchanged.
 */
export function brandExperimentPath(path: string, shortPathsFlag: boolean): string {
  if (brandPathGroup(path) !== "VARIANT_01" || shortPathsFlag) return path;
  const url = new URL(path, "https://brand.invalid");
  url.searchParams.set(BRAND_EXPERIMENT_PARAM, "VARIANT_01");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to a brand's page in a market, as the experiment has it (the brand finder, a product's brand). */
export function brandPageUrl(market: MarketConfig, brand: { slug: string; categoryId: string | number }, shortPathsFlag: boolean): string {
  return withMarketPrefix(
    brandExperimentPath(buildCategoryPath({ catalogPrefix: "brands", slug: brand.slug, groupId: String(brand.categoryId) }), shortPathsFlag),
    market,
  );
}

/**
 * Whether a brand page shows its VARIANT_01 treatment (its videos above the products): it was reached
 * by a VARIANT_01 brand's longer path, the one with the extra parameter.
 */
export function showsBrandVariant(url: URL): boolean {
  return url.searchParams.get(BRAND_EXPERIMENT_PARAM) === "VARIANT_01" && brandPathGroup(stripMarketPrefix(url.pathname).path) === "VARIANT_01";
}
