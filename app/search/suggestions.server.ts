import { type CatalogueDb, prepare } from "#app/catalogue/d1.server.ts";
import { catalogueMeta, type CatalogueMeta } from "#app/catalogue/metadata.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { buildCategoryUrl, buildSearchUrl } from "#app/urls/listing-url.ts";
import { SearchRequest } from "./request";
import { searchListing, type IndexLoad } from "./search.server";
import { BoundedCache, MAP_ENTRY_BYTES, stringBytes } from "./bounded-cache";
import { bestFits, completedTerms, suggestionsKey, suggestsProducts, SUGGESTION_LIMITS, typedPrefix, type Suggestions, type TypedPrefix } from "./suggestions";

// The typeahead's reads (issue #26; rules in ./suggestions.ts): categories and brands from the
// per-isolate catalogue metadata (no query), the terms from the spelling vocabulary (one indexed
// range read) and the products from the ordinary search (its facet index; products only, four),
// from the third letter of the word being typed. Answers are kept per isolate (decision 0047).

type Answer = Omit<Suggestions, "q">;

/**
 * The isolate's answers, by catalogue version, market and what was typed (its words). Shoppers type
 * the same few hundred beginnings ("do", "dog", "dog f"…), so most keystrokes are answered here
 * without a query; an answer weighs ~1-2 KB, so 512 KB holds a few hundred of them.
 */
const ANSWER_CACHE_BYTES = 512 * 1024;
const answers = new BoundedCache<string, Answer>(ANSWER_CACHE_BYTES, (key, answer) => stringBytes(key) + MAP_ENTRY_BYTES + answerBytes(answer));

function answerBytes(answer: Answer): number {
  let bytes = 0;
  for (const list of [answer.terms, answer.categories, answer.brands, answer.products])
    for (const s of list) bytes += stringBytes(s.label) + stringBytes(s.href) + 32;
  return bytes;
}

/** Vocabulary words starting with ?1 (below ?2, the prefix's successor), the most common first. Rows: { word }. */
const vocabularyPrefixQuery = (prefix: string, limit: number) => ({
  sql: "SELECT word FROM search_vocab WHERE word >= ?1 AND word < ?2 ORDER BY doc_count DESC LIMIT ?3",
  params: [prefix, prefix + "\u{10FFFF}", limit],
});

export async function searchSuggestions(db: CatalogueDb, market: MarketConfig, q: string, load: IndexLoad = {}): Promise<Suggestions> {
  const typed = typedPrefix(q);
  if (!typed) return { q, terms: [], categories: [], brands: [], products: [] };
  const meta = await catalogueMeta(db);
  // The version the isolate's metadata is of: a reseed that reloads it leaves the old answers unused.
  const key = `${meta.version}\u0000${market.region}\u0000${suggestionsKey(typed)}`;
  const kept = answers.get(key);
  if (kept) return { q, ...kept };
  const answer = await readSuggestions(db, meta, market, q, typed, load);
  answers.set(key, answer);
  return { q, ...answer };
}

async function readSuggestions(db: CatalogueDb, meta: CatalogueMeta, market: MarketConfig, q: string, typed: TypedPrefix, load: IndexLoad): Promise<Answer> {
  const [vocabulary, listing] = await Promise.all([
    // a few more than shown: words already typed are skipped
    prepare(db, vocabularyPrefixQuery(typed.last, SUGGESTION_LIMITS.terms + typed.done.length)).all<{ word: string }>(),
    suggestsProducts(typed)
      ? searchListing(db, market, SearchRequest.parse({ term: q, count: SUGGESTION_LIMITS.products }), {
          productsOnly: true,
          descriptions: false,
          spellingSuggestions: false,
          closeMatches: false,
          ...load,
        })
      : null,
  ]);
  return {
    terms: completedTerms(
      typed,
      vocabulary.results.map((r) => r.word),
      SUGGESTION_LIMITS.terms,
    ).map((term) => ({ label: term, href: buildSearchUrl(market, { query: term }) })),
    categories: categoriesFor(meta, market, typed),
    brands: brandsFor(meta, market, typed),
    products: (listing?.products ?? []).map((card) => ({ label: card.name, href: withMarketPrefix(card.href, market) })),
  };
}

/** Published, live categories whose name fits, the biggest first. */
function categoriesFor(meta: CatalogueMeta, market: MarketConfig, typed: TypedPrefix) {
  const live = [...meta.categories.values()]
    .filter((row) => row.published === 1 && row.replacement_group_id == null && row.parent_id != null)
    .map((row) => ({ row, name: row.name, products: meta.categoryCounts.get(row.id) ?? 0 }));
  return bestFits(live, typed, SUGGESTION_LIMITS.categories).map(({ row }) => ({
    label: row.name,
    href: buildCategoryUrl(market, { catalogPrefix: row.catalog_prefix, slug: row.slug, groupId: row.id }),
  }));
}

/** Brands (the brand facet's values in this market) whose name fits, the most products first; each leads to a search filtered by it. */
function brandsFor(meta: CatalogueMeta, market: MarketConfig, typed: TypedPrefix) {
  const brands = [...meta.byId.values()]
    .filter((m) => m.key === "brand_facet" && (m.market === "*" || m.market === market.region))
    .map((m) => ({ m, name: m.label, products: m.total }));
  return bestFits(brands, typed, SUGGESTION_LIMITS.brands).map(({ m }) => ({
    label: m.label,
    href: buildSearchUrl(market, { facets: [{ key: "brand_facet", value: m.value }] }),
  }));
}
