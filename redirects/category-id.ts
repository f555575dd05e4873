/**
 * Finds the category (group) id a listing URL carries, for the bare category-id redirect table
 * (spec §2: "a second table maps bare category ids … to /b/ destinations").
 *
 * Deliberately small: the full listing-URL parser lives elsewhere. Recognised shapes (spec §2
 * "Routes"; the path is already normalised, so lower case and without a trailing slash):
 *   /{b|s|deals|brands|shops}/{slug}_c{id}        category page (catalog prefixes 1004, 1006, 1007, 10022)
 *   /{…}/{slug}_c{id}_p{n}                          its page n
 *   /f/{slug}_c{id}_f{facetId}v{valueId}            high-value facet page
 *   /b/{slug}-{id}, /deals/{slug}-{id}              legacy browse shape (redirect path family)
 *   /s?…&rh=c:{id},…                                search narrowed to a category (rh pair c:{groupId})
 * `/brands/{brand-name-id}` is a brand page whose trailing number is a brand id, so it is not read.
 */
import { CATALOG_PREFIX_NAMES } from "#app/catalogue/catalog-prefixes.ts";
import { CATALOG_PREFIX_IDS } from "./destinations";
import { normaliseRedirectPath, splitPathAndQuery } from "./paths";

// The prefixes are the catalogue's (app/catalogue/catalog-prefixes.ts) and the destinations' legacy browse ones.
const CATEGORY_PAGE = new RegExp(`^/(?:${CATALOG_PREFIX_NAMES.join("|")})/[^/]*_c(\\d{1,9})(?:_p\\d{1,6})?$`);
const FACET_PAGE = /^\/f\/[^/]*_c(\d{1,9})_f[^/]*$/;
const LEGACY_BROWSE = new RegExp(`^/(?:${Object.keys(CATALOG_PREFIX_IDS).join("|")})/[^/]+-(\\d{1,9})$`);
const SEARCH_PATH = "/s";
/** spec §3: the category facet prefix in `rh` is `c`. */
const CATEGORY_PAIR = /^c:(\d{1,9})$/;

export interface CategoryIdMatch {
  categoryId: number;
  /**
   * The query string to carry to the destination. For `/s?rh=…` the `c:{id}` pair is taken out of
   * `rh` (the destination already is that category) and `rh` dropped when nothing is left.
   */
  carriedQuery: string;
}

/** The category id in a normalised path (and, for `/s`, its query), or null. */
export function categoryIdFromListingUrl(normalisedPath: string, query: string): CategoryIdMatch | null {
  if (normalisedPath === SEARCH_PATH) return categoryIdFromSearchQuery(query);
  const m = CATEGORY_PAGE.exec(normalisedPath) ?? FACET_PAGE.exec(normalisedPath) ?? LEGACY_BROWSE.exec(normalisedPath);
  return m ? { categoryId: Number(m[1]), carriedQuery: query } : null;
}

function categoryIdFromSearchQuery(query: string): CategoryIdMatch | null {
  if (query === "") return null;
  const params = query.split("&");
  for (let i = 0; i < params.length; i++) {
    const param = params[i];
    if (!param.startsWith("rh=")) continue;
    const pairs = safeDecode(param.slice(3)).split(",");
    const at = pairs.findIndex((pair) => CATEGORY_PAIR.test(pair.trim()));
    if (at === -1) continue;
    const categoryId = Number(CATEGORY_PAIR.exec(pairs[at].trim())![1]);
    const rest = pairs.filter((_, j) => j !== at);
    const kept = params.slice();
    if (rest.length === 0) kept.splice(i, 1);
    else kept[i] = `rh=${encodeRh(rest.join(","))}`;
    return { categoryId, carriedQuery: kept.join("&") };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

/** Keeps `rh` readable (`rh=BreedSize:Small,price_d:1`), as the listing pages write it. */
function encodeRh(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%2C/gi, ",");
}

/**
 * Why a destination people write is a category's legacy `{slug}-{id}` address, or null. That page
 * answers 200 but names `{slug}_c{id}` as its canonical, so a redirect there would not land on a
 * canonical URL (issue #27; decision 0067). Checked where tables are written, not in the Worker.
 */
export function legacyDestinationProblem(to: string): string | null {
  const m = LEGACY_BROWSE.exec(normaliseRedirectPath(splitPathAndQuery(to)[0]));
  return m
    ? `destination is category ${m[1]}'s old {slug}-{id} address, whose page names another as canonical; write its canonical address (/…/{slug}_c${m[1]})`
    : null;
}
