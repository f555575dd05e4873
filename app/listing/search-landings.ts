// High-value search landing pages (spec §2 `/sp/{slug}`, issue #9): a search listing with its own
// heading and curated copy, indexable (docs/decisions/0022). The slugs and what each searches for
// are written once here; their words are in the locale files (locales/en-US/search-landings.json,
// with Canadian spellings in en-CA), server-only. An unknown slug is not a page (404).
import { addResources, translatorFor } from "#app/i18n/translator.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import usWords from "#locales/en-US/search-landings.json";
import caWords from "#locales/en-CA/search-landings.json";

addResources("en-US", "search-landings", usWords);
addResources("en-CA", "search-landings", caWords);

export interface SearchLanding {
  /** what the page searches for */
  term: string;
  /** its heading and title */
  title: string;
  /** the curated copy above the products */
  intro: string;
}

/** Each landing page's slug and the search it runs. */
export const SEARCH_LANDING_TERMS: Readonly<Record<string, string>> = {
  "grain-free-dog-food": "grain free dog food",
  "puppy-essentials": "puppy",
};

export function searchLanding(slug: string, market: Pick<MarketConfig, "language">): SearchLanding | undefined {
  if (!Object.hasOwn(SEARCH_LANDING_TERMS, slug)) return undefined;
  const t = translatorFor(market.language, ["search-landings"]);
  return { term: SEARCH_LANDING_TERMS[slug], title: t(`landings.${slug}.title`), intro: t(`landings.${slug}.intro`) };
}
