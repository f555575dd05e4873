/**
 * The one parse/build pair for listing and product URLs (STYLE: Algolia `routing.ts`). Every
 * listing href in the product is produced by a builder here and read by the parser here; the pair
 * is round-trip tested, so `build(parse(url)) === url` exactly when `url` is canonical — a loader
 * can redirect to the built value whenever they differ.
 *
 * It lives below every feature that links (cart, content, experiments, product, SEO, the listing
 * itself) so that none of them reaches up into the listing's folder for a URL (issue #25).
 *
 * Paths here are market-free (`/b/...`); {@link parseListingUrl} and {@link buildListingUrl} add
 * and remove the market prefix (spec §2).
 */
// Plain TypeScript with hand checks, no schema library: the browser runs this module too (issue #8).
import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { CATALOG_PREFIXES, CATALOG_PREFIX_NAMES, isCatalogPrefix, type CatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";
import {
  CATEGORY_FACET_PREFIX,
  isCategoryRhKey,
  isFacetSelection,
  isSortOption,
  MAX_FACET_FILTERS,
  type FacetKey,
  type FacetSelection,
  type SortOption,
} from "#app/catalogue/search-vocabulary.ts";
import { SLUG_PATTERN, urlSlug } from "#app/catalogue/slug.ts";
import { isSearchRoutePath, LISTING_PARAMS, SEARCH_PATH } from "./site-paths";

// ---------------------------------------------------------------------------------------------
// Constants (spec §2 Routes, §9)

// spec §2 catalog prefixes: declared once, in the catalogue (app/catalogue/catalog-prefixes.ts).
export { CATALOG_PREFIXES, isCatalogPrefix, type CatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";

// spec §2's search route, its parameters and the header's paths: ./site-paths.ts (the header loads only those).
export { isSearchPath, TODAYS_DEALS_PATH } from "./site-paths";
/** spec §2: high-value facet pages live under /f/. */
const FACET_PATH_PREFIX = "/f/";
/** spec §2: high-value search landing pages, `/sp/{slug}`: a search with curated copy (./search-landings.ts). */
export const SEARCH_LANDING_PATH_PREFIX = "/sp/";
/** spec §2 sponsored-ad landing page: where a campaign's ads lead (app/ads/campaigns.ts). */
const SPONSORED_LANDING_PATH_PREFIX = "/sl/";
/** spec §9: facet value id in URL truncated to 6 characters. */
export const FACET_VALUE_ID_URL_LENGTH = 6;
/** spec §9: query-string parser key cap. Parameters after the first 1000 are ignored. */
export const QUERY_STRING_KEY_CAP = 1000;
/**
 * A search's `literal=1` (issue #26, docs/decisions/0055: {@link isLiteralSearch}); only that value
 * turns correction off. Server-side only (the page's JavaScript never reads or writes it).
 */
export const LITERAL_SEARCH_PARAM = { name: "literal", on: "1" } as const;
/** spec §2: rh is a comma-separated list of key:value pairs. */
const RH_PAIR_SEPARATOR = ",";
const RH_KEY_SEPARATOR = ":";

/** Path segments longer than this are not listing segments (keeps the regexes cheap). */
const MAX_SEGMENT_LENGTH = 512;
const NUMERIC_ID = /^\d+$/;

/** The catalog prefix used when building a path for a catalog id: 1004 builds as b. */
export function catalogPrefixFor(catalogId: number | string): CatalogPrefix | undefined {
  const id = Number(catalogId);
  return CATALOG_PREFIX_NAMES.find((prefix) => CATALOG_PREFIXES[prefix] === id);
}

function parsePositiveInt(text: string): number | undefined {
  if (!NUMERIC_ID.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

// ---------------------------------------------------------------------------------------------
// Category pages: /{catalogPrefix}/{slug}_c{groupId}[_p{N}]  and the legacy /{prefix}/{slug}-{id}

export interface CategorySegment {
  /** As it appears in the URL; may be empty or not canonical (the loader redirects on "incorrect slug"). */
  slug: string;
  /** Digits only. */
  groupId: string;
  /** A whole number from 1. */
  page: number;
  /** The older `{slug}-{id}` shape (e.g. /b/puppy-11097), still a live redirect destination. */
  legacy: boolean;
}

const CATEGORY_SEGMENT = /^([^/]*)_c(\d+)(?:_p(\d+))?$/;
const LEGACY_CATEGORY_SEGMENT = /^([^/_]*?)-(\d+)$/;

/**
 * `dog-food_c288_p2` → { slug: "dog-food", groupId: "288", page: 2, legacy: false };
 * `puppy-11097` → { slug: "puppy", groupId: "11097", page: 1, legacy: true }; anything else → null.
 * `_p0` is not a page, so a segment with it is null.
 */
export function parseCategorySegment(segment: string): CategorySegment | null {
  if (segment.length > MAX_SEGMENT_LENGTH) return null;
  const match = CATEGORY_SEGMENT.exec(segment);
  if (match) {
    const [, slug, groupId, pageText] = match;
    const page = pageText === undefined ? 1 : parsePositiveInt(pageText);
    return page === undefined ? null : { slug, groupId, page, legacy: false };
  }
  const legacy = LEGACY_CATEGORY_SEGMENT.exec(segment);
  if (legacy) return { slug: legacy[1], groupId: legacy[2], page: 1, legacy: true };
  return null;
}

export interface CategoryPathParts {
  catalogPrefix: CatalogPrefix;
  slug: string | null | undefined;
  groupId: string | number;
  /** spec §2: page N adds _p{N}; page 1 has no suffix. */
  page?: number;
  legacy?: boolean;
}

function buildCategorySegment(parts: Omit<CategoryPathParts, "catalogPrefix">): string {
  const groupId = String(parts.groupId);
  if (!NUMERIC_ID.test(groupId)) throw new TypeError(`groupId must be numeric, got "${groupId}"`);
  // Decision: a missing or unusable slug builds as the empty slug (`_c288`), which still parses
  // and routes; the loader then redirects to the catalog's slug. We never fail to render a link.
  const slug = urlSlug(parts.slug);
  const page = parts.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, got ${page}`);
  if (parts.legacy) {
    // The legacy shape has no page suffix; buildListingHref carries its page as ?page=N.
    if (page > 1) throw new RangeError("legacy {slug}-{id} category paths have no page suffix");
    return `${slug}-${groupId}`;
  }
  return `${slug}_c${groupId}${page > 1 ? `_p${page}` : ""}`;
}

/** `/b/dog-food_c288`, `/b/dog-food_c288_p2`; `{ legacy: true }` builds `/b/puppy-11097`. */
export function buildCategoryPath(parts: CategoryPathParts): string {
  if (!isCatalogPrefix(parts.catalogPrefix)) throw new TypeError(`unknown catalog prefix "${String(parts.catalogPrefix)}"`);
  return `/${parts.catalogPrefix}/${buildCategorySegment(parts)}`;
}

// ---------------------------------------------------------------------------------------------
// High-value facet pages: /f/{slug}_c{groupId}_f{facetId}v{first 6 characters of valueId}

export interface FacetSegment {
  slug: string;
  /** Digits only. */
  groupId: string;
  /** Digits only. */
  facetId: string;
  /** As it appears in the URL; longer than 6 characters only on old addresses (not canonical). */
  valueId: string;
}

const FACET_SEGMENT = /^([^/]*)_c(\d+)_f(\d+)v([A-Za-z0-9]+)$/;

export function parseFacetSegment(segment: string): FacetSegment | null {
  if (segment.length > MAX_SEGMENT_LENGTH) return null;
  const match = FACET_SEGMENT.exec(segment);
  if (!match) return null;
  const [, slug, groupId, facetId, valueId] = match;
  return { slug, groupId, facetId, valueId };
}

export interface FacetPathParts {
  slug?: string | null;
  groupId?: string | number | null;
  facetId?: string | number | null;
  valueId?: string | null;
}

/**
 * spec §5: facet-based URLs are used only when group, facet id and value are all present; otherwise
 * this returns null and the caller links to the category or search listing instead.
 */
export function buildFacetPath(parts: FacetPathParts): string | null {
  const groupId = parts.groupId === null || parts.groupId === undefined ? "" : String(parts.groupId);
  const facetId = parts.facetId === null || parts.facetId === undefined ? "" : String(parts.facetId);
  const valueId = (parts.valueId ?? "").slice(0, FACET_VALUE_ID_URL_LENGTH);
  if (!groupId || !facetId || !valueId) return null;
  const segment = `${urlSlug(parts.slug)}_c${groupId}_f${facetId}v${valueId}`;
  // Ids the parser would not read back (non-numeric ids, punctuation in the value id) get no facet URL.
  return parseFacetSegment(segment) ? `${FACET_PATH_PREFIX}${segment}` : null;
}

// ---------------------------------------------------------------------------------------------
// Product pages: /{slug}/dp/{id} (spec §2, §5, §8), built and read in app/catalogue/product-path.ts

export { buildProductItemPath, buildProductPath, parseProductPath, productSkuPath, PART_NUMBER_PATTERN } from "#app/catalogue/product-path.ts";

// ---------------------------------------------------------------------------------------------
// Listing state in the query string: ?query=&rh=&sort=&page=

export type ListingFacet = FacetSelection;

/** What a listing shows, independent of the URL shape it came from. */
export interface ListingState {
  query?: string;
  /** spec §2: page defaults to 1 (a whole number from 1). */
  page: number;
  sort?: SortOption;
  /** The category (digits): from rh `c:{id}` on search pages, from the path on category and facet pages. */
  groupId?: string;
  facets: ListingFacet[];
}

/** A parsed query string: the state plus what was wrong with it, for the loader to strip or redirect. */
export interface ListingQuery extends ListingState {
  /** `page` was present but not a whole number from 1; page 1 is used. */
  invalidPage: boolean;
  /** `sort` was present but not a known sort option; no sort is used. */
  invalidSort: boolean;
  /** rh pairs that are malformed, have an unknown key or a bad value ("strip invalid rh" redirect). */
  invalidRh: string[];
  /** More than {@link QUERY_STRING_KEY_CAP} parameters were sent; the rest were ignored. */
  keyCapExceeded: boolean;
}

/** The state of a listing with nothing chosen: page 1, no query, sort or facets. */
export const EMPTY_LISTING_STATE: Readonly<ListingState> = Object.freeze({ page: 1, facets: [] });

/** spec §9: only the first 1000 parameters of a query string are read. */
function cappedParams(input: URLSearchParams | string): { params: URLSearchParams; capped: boolean } {
  if (typeof input === "string") {
    const raw = input.startsWith("?") ? input.slice(1) : input;
    if (raw === "") return { params: new URLSearchParams(), capped: false };
    const parts = raw.split("&", QUERY_STRING_KEY_CAP + 1);
    const capped = parts.length > QUERY_STRING_KEY_CAP;
    return { params: new URLSearchParams(parts.slice(0, QUERY_STRING_KEY_CAP).join("&")), capped };
  }
  const params = new URLSearchParams();
  let count = 0;
  for (const [key, value] of input) {
    if (count++ === QUERY_STRING_KEY_CAP) return { params, capped: true };
    params.append(key, value);
  }
  return { params, capped: false };
}

/** Values inside rh are percent-decoded once more, but only when they are valid percent-encoded text. */
function decodeRhValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Only the two characters that would break rh parsing are escaped: `%` and the pair separator. */
function encodeRhValue(value: string): string {
  return value.replace(/%/g, "%25").replace(/,/g, "%2C");
}

const MAX_FACETS = MAX_FACET_FILTERS;

function facetIdentity(facet: ListingFacet): string {
  return `${facet.key}${RH_KEY_SEPARATOR}${facet.value}`;
}

interface ParsedRh {
  groupId?: string;
  facets: ListingFacet[];
  invalid: string[];
}

function parseRh(values: string[], options: { allowCategory: boolean }): ParsedRh {
  const result: ParsedRh = { facets: [], invalid: [] };
  const seen = new Set<string>();
  for (const pair of values.flatMap((v) => v.split(RH_PAIR_SEPARATOR))) {
    if (pair.trim() === "") continue; // a trailing or doubled comma is harmless
    const at = pair.indexOf(RH_KEY_SEPARATOR);
    if (at <= 0) {
      result.invalid.push(pair);
      continue;
    }
    const key = pair.slice(0, at).trim();
    // Values may contain ':' after the first one.
    const value = decodeRhValue(pair.slice(at + 1));
    if (isCategoryRhKey(key)) {
      // spec §2: c:{groupId} is the category (spec §3: categoryId:{groupId} too). Only one category;
      // a repeat of the same id is harmless.
      if (!options.allowCategory || !NUMERIC_ID.test(value) || (result.groupId && result.groupId !== value)) {
        result.invalid.push(pair);
      } else {
        result.groupId = value;
      }
      continue;
    }
    if (!isFacetSelection(key, value)) {
      result.invalid.push(pair);
      continue;
    }
    const facet: ListingFacet = { key: key as FacetKey, value };
    const id = facetIdentity(facet);
    if (seen.has(id)) continue;
    // Facets beyond what the search request accepts are stripped like any other invalid pair.
    if (result.facets.length >= MAX_FACETS) {
      result.invalid.push(pair);
      continue;
    }
    seen.add(id);
    result.facets.push(facet);
  }
  return result;
}

function firstParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null ? undefined : value;
}

interface ParseQueryOptions {
  /** Whether `c:` in rh names the category (search pages) or is redundant and invalid (path pages). */
  allowCategory?: boolean;
}

/**
 * Reads `query`, `page`, `sort` and `rh` (spec §2 search route). The first value of a repeated
 * parameter wins, except rh, whose values are all read. Nothing is thrown: bad input falls back to
 * the default and is flagged, so the loader decides whether to redirect.
 */
export function parseListingQuery(input: URLSearchParams | string, options: ParseQueryOptions = {}): ListingQuery {
  const { params, capped } = cappedParams(input);

  const query = firstParam(params, LISTING_PARAMS.query)?.trim() || undefined;

  const pageText = firstParam(params, LISTING_PARAMS.page)?.trim() ?? "";
  const parsedPage = pageText === "" ? 1 : parsePositiveInt(pageText);

  const sortText = firstParam(params, LISTING_PARAMS.sort)?.trim() ?? "";
  const sort = sortText === "" ? undefined : sortText;

  const rh = parseRh(params.getAll(LISTING_PARAMS.rh), { allowCategory: options.allowCategory ?? true });

  return {
    ...(query !== undefined && { query }),
    page: parsedPage ?? 1,
    ...(isSortOption(sort) && { sort }),
    ...(rh.groupId !== undefined && { groupId: rh.groupId }),
    facets: rh.facets,
    invalidPage: parsedPage === undefined,
    invalidSort: sort !== undefined && !isSortOption(sort),
    invalidRh: rh.invalid,
    keyCapExceeded: capped,
  };
}

/**
 * `literal=1` asks a search for the query exactly as typed: no spelling correction, no close matches
 * (the "Search instead for" link of a corrected search). Read by the loader only, so it is not part
 * of ListingState and the page's own links (filters, sort, pages) do not carry it (decision 0055).
 */
export function isLiteralSearch(params: URLSearchParams): boolean {
  return params.get(LITERAL_SEARCH_PARAM.name) === LITERAL_SEARCH_PARAM.on;
}

/** A search listing's href asking for its query as typed ({@link isLiteralSearch}). */
export function literalSearchHref(href: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${LITERAL_SEARCH_PARAM.name}=${LITERAL_SEARCH_PARAM.on}`;
}

/** Drops the parse flags, leaving the state the builders take. */
export function toListingState(query: ListingState): ListingState {
  return {
    ...(query.query !== undefined && { query: query.query }),
    page: query.page,
    ...(query.sort !== undefined && { sort: query.sort }),
    ...(query.groupId !== undefined && { groupId: query.groupId }),
    facets: query.facets.map(({ key, value }) => ({ key, value })),
  };
}

/** Input to the builders: like ListingState, but page may be left out (page 1). */
export type ListingStateInput = Omit<ListingState, "page" | "facets"> & { page?: number; facets?: ListingFacet[] };

function splitPath(basePath: string): string {
  const end = basePath.search(/[?#]/);
  return end === -1 ? basePath : basePath.slice(0, end);
}

/**
 * Canonical query string: query, then rh (c: first, then facets in selection order), then sort,
 * then page; defaults (page 1, no sort, no facets) are left out.
 */
function buildQueryString(state: ListingStateInput, options: { category: boolean; page: boolean }): string {
  const params = new URLSearchParams();
  const query = state.query?.trim();
  if (query) params.set(LISTING_PARAMS.query, query);
  const pairs: string[] = [];
  if (options.category && state.groupId) pairs.push(`${CATEGORY_FACET_PREFIX}${RH_KEY_SEPARATOR}${state.groupId}`);
  const seen = new Set<string>();
  for (const facet of state.facets ?? []) {
    const id = facetIdentity(facet);
    if (seen.has(id)) continue;
    seen.add(id);
    pairs.push(`${facet.key}${RH_KEY_SEPARATOR}${encodeRhValue(facet.value)}`);
  }
  if (pairs.length > 0) params.set(LISTING_PARAMS.rh, pairs.join(RH_PAIR_SEPARATOR));
  if (state.sort) params.set(LISTING_PARAMS.sort, state.sort);
  const page = state.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, got ${page}`);
  if (options.page && page > 1) params.set(LISTING_PARAMS.page, String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Builds a listing href from a base path and a state.
 *
 * - On a category path (`/b/dog-food_c288`, with or without `_pN`) the page goes into the `_p{N}`
 *   suffix and the category comes from the path, so `state.groupId` is not written (and is ignored).
 * - On a facet path (`/f/...`) or a legacy category path (`/b/puppy-11097`) the page is the `page=N`
 *   parameter and the category again comes from the path (`state.groupId` is not written).
 * - On any other path (search `/s`, or anything unrecognised) the page is the `page=N` parameter
 *   and the category is `c:{groupId}` in rh.
 * - The base path may carry the market prefix (`/ca/b/dog-food_c288`); it is kept.
 * - Any query string or fragment on `basePath` is replaced.
 * - With only a state, the base is the search path `/s`.
 */
export function buildListingHref(state: ListingStateInput): string;
export function buildListingHref(basePath: string, state: ListingStateInput): string;
export function buildListingHref(baseOrState: string | ListingStateInput, maybeState?: ListingStateInput): string {
  const basePath = typeof baseOrState === "string" ? baseOrState : SEARCH_PATH;
  const state = typeof baseOrState === "string" ? (maybeState ?? EMPTY_LISTING_STATE) : baseOrState;
  return hrefBuilder(basePath)(state);
}

/** Hrefs on one base path, the path read once rather than once per link (buildListingHref's rules). */
function hrefBuilder(basePathWithQuery: string): (state: ListingStateInput) => string {
  const basePath = splitPath(basePathWithQuery);
  const route = parseListingPath(stripMarketPrefix(basePath).path)?.route;
  if (route?.kind === "category" && !route.legacy) {
    const head = basePath.slice(0, basePath.lastIndexOf("/") + 1);
    return (state) => `${head}${buildCategorySegment({ ...route, page: state.page ?? 1 })}${buildQueryString(state, { category: false, page: false })}`;
  }
  // Category, facet and sponsored-landing paths carry their category; everything else names it in rh.
  const categoryInPath = route?.kind === "category" || route?.kind === "facet" || route?.kind === "sponsored";
  // A landing page's path carries its term, and a sponsored landing searches none: neither writes one.
  const termInPath = route?.kind === "landing" || route?.kind === "sponsored";
  return (state) => `${basePath}${buildQueryString(termInPath ? { ...state, query: undefined } : state, { category: !categoryInPath, page: true })}`;
}

/** `/s?query=...&rh=...&sort=...&page=N` (spec §2 search route). */
export function buildSearchHref(state: ListingStateInput): string {
  return buildListingHref(SEARCH_PATH, state);
}

// ---------------------------------------------------------------------------------------------
// State transitions (STYLE, Saleor: changing a filter or the sort resets paging)

export function withFacetToggled(state: ListingState, key: FacetKey, value: string): ListingState {
  const base = toListingState(state);
  const present = base.facets.some((f) => f.key === key && f.value === value);
  const facets = present ? base.facets.filter((f) => !(f.key === key && f.value === value)) : [...base.facets, checkedFacet(key, value)];
  return { ...base, facets, page: 1 };
}

/** The state with a facet chosen (as it is when it already was). */
export function withFacet<S extends Pick<ListingState, "facets">>(state: S, facet: ListingFacet): S {
  return state.facets.some((f) => f.key === facet.key && f.value === facet.value) ? state : { ...state, facets: [...state.facets, facet] };
}

export function withSort(state: ListingState, sort: SortOption | undefined): ListingState {
  const { sort: _previous, ...base } = toListingState(state);
  if (sort !== undefined && !isSortOption(sort)) throw new TypeError(`unknown sort "${String(sort)}"`);
  return sort === undefined ? { ...base, page: 1 } : { ...base, sort, page: 1 };
}

/** A facet selection, refused when the search request would not accept it. */
function checkedFacet(key: FacetKey, value: string): ListingFacet {
  if (!isFacetSelection(key, value)) throw new TypeError(`not a facet selection: ${key}:${value}`);
  return { key, value };
}

export function withPage(state: ListingState, page: number): ListingState {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, got ${page}`);
  return { ...toListingState(state), page };
}

// ---------------------------------------------------------------------------------------------
// Whole listing URLs: market + route + state

/**
 * What a high-value facet page's path stands for, once the loader has looked it up: the facet value
 * (the page's own filter, implied by the path, so never repeated in rh) and its category's page
 * (where removing that filter leads).
 */
interface HighValueFacet {
  key: FacetKey;
  value: string;
  category: { catalogPrefix: CatalogPrefix; slug: string };
}

export type ListingRoute =
  | { kind: "search" }
  /** A high-value search: its term comes with the page (state.query), never in the URL. */
  | { kind: "landing"; slug: string }
  /** A sponsored-ad landing page: its campaign's brand in its category, both implied by the slug. */
  | { kind: "sponsored"; slug: string }
  | ({ kind: "category"; catalogPrefix: CatalogPrefix } & Omit<CategorySegment, "page">)
  | ({ kind: "facet"; facet?: HighValueFacet } & FacetSegment);

/** Which listing a market-free path is, or null when it is not a listing path. */
export function parseListingPath(path: string): { route: ListingRoute; page?: number } | null {
  if (isSearchRoutePath(path)) return { route: { kind: "search" } };
  const parts = path.split("/");
  if (parts.length !== 3 || parts[0] !== "") return null;
  const [, first, segment] = parts;
  if (`/${first}/` === SEARCH_LANDING_PATH_PREFIX) return SLUG_PATTERN.test(segment) ? { route: { kind: "landing", slug: segment } } : null;
  if (`/${first}/` === SPONSORED_LANDING_PATH_PREFIX) return SLUG_PATTERN.test(segment) ? { route: { kind: "sponsored", slug: segment } } : null;
  if (`/${first}/` === FACET_PATH_PREFIX) {
    const facet = parseFacetSegment(segment);
    return facet ? { route: { kind: "facet", ...facet } } : null;
  }
  if (!isCatalogPrefix(first)) return null;
  const category = parseCategorySegment(segment);
  if (!category) return null;
  const { slug, groupId, legacy, page } = category;
  return { route: { kind: "category", catalogPrefix: first, slug, groupId, legacy }, ...(!legacy && { page }) };
}

/** The unpaginated, market-free base path of a route. */
export function listingBasePath(route: ListingRoute): string {
  switch (route.kind) {
    case "search":
      return SEARCH_PATH;
    case "landing":
      return `${SEARCH_LANDING_PATH_PREFIX}${route.slug}`;
    case "sponsored":
      return `${SPONSORED_LANDING_PATH_PREFIX}${route.slug}`;
    case "category":
      return buildCategoryPath({ ...route, page: 1 });
    case "facet": {
      const path = buildFacetPath(route);
      if (!path) throw new TypeError("facet route without group, facet id or value");
      return path;
    }
  }
}

export interface ParsedListingUrl {
  market: MarketConfig;
  route: ListingRoute;
  state: ListingQuery;
}

/**
 * Parses a whole listing URL (a URL, or a path with query string). The page of a category comes
 * from `_p{N}` (a `page` parameter there is ignored, so the URL is not canonical); on category and
 * facet pages the category is the path's and a `c:` pair in rh is reported as invalid.
 */
export function parseListingUrl(url: URL | string): ParsedListingUrl | null {
  const parsed = typeof url === "string" ? new URL(url, "http://listing.invalid") : url;
  const { market, path } = stripMarketPrefix(parsed.pathname);
  const listing = parseListingPath(path);
  if (!listing) return null;
  const { route } = listing;
  const query = parseListingQuery(parsed.search, { allowCategory: route.kind === "search" || route.kind === "landing" });
  if (route.kind === "search") return { market, route, state: query };
  // A landing page's term is its own (the loader sets it); a `query` parameter there is ignored.
  if (route.kind === "landing") return { market, route, state: { ...query, query: undefined } };
  // A sponsored landing's category and brand are its campaign's (the loader adds them to the search).
  if (route.kind === "sponsored") return { market, route, state: { ...query, query: undefined, groupId: undefined } };
  const state: ListingQuery = {
    ...query,
    groupId: route.groupId,
    // A `_p{N}` category carries its page in the path; a `page` parameter there is ignored.
    ...(listing.page !== undefined && { page: listing.page, invalidPage: false }),
  };
  return { market, route, state };
}

/** The inverse of {@link parseListingUrl}: a market-prefixed, canonical href. */
export function buildListingUrl(input: { market: MarketConfig; route: ListingRoute; state: ListingStateInput }): string {
  return listingUrlBuilder(input.market, input.route)(input.state);
}

/**
 * buildListingUrl for many states of one listing (a page's ~150 facet, pill and pagination links):
 * the route's path is worked out once.
 */
export function listingUrlBuilder(market: MarketConfig, route: ListingRoute): (state: ListingStateInput) => string {
  const href = hrefBuilder(listingBasePath(route));
  if (route.kind !== "facet" || !route.facet) return (state) => withMarketPrefix(href(state), market);
  // A high-value facet page: its own facet is in the path, not in rh; a state without it is the
  // category's page with the other filters (issue #9: the page's own pill removes it).
  const own = route.facet;
  const isOwn = (facet: ListingFacet) => facet.key === own.key && facet.value === own.value;
  const categoryHref = hrefBuilder(buildCategoryPath({ ...own.category, groupId: route.groupId, page: 1 }));
  return (state) => {
    const facets = state.facets ?? [];
    const others = { ...state, facets: facets.filter((facet) => !isOwn(facet)) };
    return withMarketPrefix(facets.some(isOwn) ? href(others) : categoryHref(others), market);
  };
}

/** A category listing in a market: `/ca/b/dog-food_c288`, with the state's query string (page 1 unless given). */
export function buildCategoryUrl(
  market: MarketConfig,
  category: { catalogPrefix: CatalogPrefix; slug: string | null | undefined; groupId: string | number },
  state: ListingStateInput = EMPTY_LISTING_STATE,
): string {
  const { catalogPrefix, slug, groupId } = category;
  return buildListingUrl({ market, route: { kind: "category", catalogPrefix, slug: slug ?? "", groupId: String(groupId), legacy: false }, state });
}

/** A search listing in a market: `/ca/s?query=dog+food`. */
export function buildSearchUrl(market: MarketConfig, state: ListingStateInput = EMPTY_LISTING_STATE): string {
  return buildListingUrl({ market, route: { kind: "search" }, state });
}
