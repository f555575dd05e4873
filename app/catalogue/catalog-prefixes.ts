// spec §2 "Routes": the catalog prefixes a listing path starts with, and the catalog id each stands
// for. Declared here once: the category records, the listing URL builder and parser
// (app/urls/listing-url.ts) and the redirect tables (redirects/) read them from here. Plain data: the
// browser's URL parser needs it.

/** 1004 is b (browse) and also s; 1006 deals; 1007 brands; 10022 shops. */
export const CATALOG_PREFIXES = {
  b: 1004,
  s: 1004,
  deals: 1006,
  brands: 1007,
  shops: 10022,
} as const;
export type CatalogPrefix = keyof typeof CATALOG_PREFIXES;
export const CATALOG_PREFIX_NAMES = Object.keys(CATALOG_PREFIXES) as CatalogPrefix[];
export const isCatalogPrefix = (value: unknown): value is CatalogPrefix => (CATALOG_PREFIX_NAMES as unknown[]).includes(value);
