import { stripMarketPrefix } from "#app/markets/prefix.ts";

// spec §2: "A canonical value from page metadata of kind Canonical (short description first, then
// long description) takes priority" over the canonical the page works out for itself; spec §3's
// managed page metadata carries one too (canonicalUrl). Both are written by people: this reads
// what they wrote into an address the page can state, or nothing (decision 0036). Pure.

/** spec §2: the kind of page metadata that names a canonical address. */
export const CANONICAL_METADATA_KIND = "Canonical";

/** What a canonical value names: a page of this site (a path inside the market), or an address elsewhere. */
export type CanonicalOverride = { path: string } | { url: string };

/** A Canonical page-metadata entry's value: its short description, else its long one (spec §2). */
export function canonicalFromMetadata(entry: { shortDescription: string; longDescription: string }): string | null {
  return entry.shortDescription.trim() || entry.longDescription.trim() || null;
}

/**
 * A written canonical value as an address: a site path (`/b/dog-food_c288`; a `/ca` prefix is the
 * market's, dropped, so both markets' pages state their own twin) or this site's absolute URL is a
 * page of ours; another https address is a page elsewhere. Anything else (a relative path, another
 * scheme, a protocol-relative or malformed address) is no canonical: the page keeps its own.
 */
export function readCanonicalValue(value: string | null | undefined, siteOrigin: string): CanonicalOverride | null {
  const text = value?.trim();
  if (!text || /\s/.test(text)) return null;
  if (text.startsWith("/") && !text.startsWith("//")) return { path: stripMarketPrefix(text).path };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin === siteOrigin) return { path: stripMarketPrefix(`${url.pathname}${url.search}`).path };
  return url.protocol === "https:" ? { url: url.href } : null;
}

/** The first of the written canonical values, in priority order, that names an address. */
export function firstCanonicalOverride(values: readonly (string | null | undefined)[], siteOrigin: string): CanonicalOverride | null {
  for (const value of values) {
    const read = readCanonicalValue(value, siteOrigin);
    if (read) return read;
  }
  return null;
}
