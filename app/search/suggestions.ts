import { z } from "zod";
import { words } from "./fts";
import { MAX_SEARCH_TERM_LENGTH, MIN_SUGGESTION_PREFIX } from "./term";

// Typeahead (issue #26): what the header suggests for what a shopper has typed so far (pure rules;
// the reads are suggestions.server.ts, the endpoint app/api/search-suggestions.server.ts).

/** How many of each kind a typeahead lists: short enough for a phone's screen above its keyboard. */
export const SUGGESTION_LIMITS = { terms: 4, categories: 3, brands: 3, products: 4 } as const;

/**
 * Products are suggested once a lone word being typed has this many letters, or two after a finished
 * word (decision 0047): one or two letters alone ("do", "ca") match most of the catalogue, so ranking
 * them cost a search of tens of thousands of products (p95 348 ms at 100,000) for four names the
 * next letter replaces anyway; a finished word ("dog fo") narrows the search first.
 */
const MIN_PRODUCT_PREFIX = { alone: 3, afterAWord: 2 } as const;

/** GET /api/search-suggestions?q=… (the market is the path's): the prefix, trimmed, MIN_SUGGESTION_PREFIX to MAX_SEARCH_TERM_LENGTH characters. */
export const SuggestionsQuery = z
  .object({
    q: z
      .string({ required_error: "q (what was typed) is required" })
      .trim()
      .min(MIN_SUGGESTION_PREFIX, `q needs at least ${MIN_SUGGESTION_PREFIX} characters`)
      .max(MAX_SEARCH_TERM_LENGTH, `q is at most ${MAX_SEARCH_TERM_LENGTH} characters`),
  })
  .strict();

interface Suggestion {
  /** what the option says */
  label: string;
  /** where it leads, in the market */
  href: string;
}

export interface Suggestions {
  /** the prefix as asked */
  q: string;
  terms: Suggestion[];
  categories: Suggestion[];
  brands: Suggestion[];
  products: Suggestion[];
}

/** A typed prefix, split: the finished words, and the last one (still being typed). */
export interface TypedPrefix {
  done: string[];
  last: string;
}

export function typedPrefix(q: string): TypedPrefix | null {
  const all = words(q);
  const last = all.pop();
  return last ? { done: all, last } : null;
}

/**
 * Whether a name fits a typed prefix: every finished word is a word of the name, the last one the
 * start of a word ("dog f" fits "Dog Food", not "Hot Dog Toys").
 */
export function nameFits(name: string, typed: TypedPrefix): boolean {
  const nameWords = words(name);
  return typed.done.every((w) => nameWords.includes(w)) && nameWords.some((w) => w.startsWith(typed.last));
}

/** The first `limit` of `items` whose name fits, the most products first, then by name. */
export function bestFits<T extends { name: string; products: number }>(items: Iterable<T>, typed: TypedPrefix, limit: number): T[] {
  const fits: T[] = [];
  for (const item of items) if (item.products > 0 && nameFits(item.name, typed)) fits.push(item);
  return fits.sort((a, b) => b.products - a.products || a.name.localeCompare(b.name)).slice(0, limit);
}

/** Whether products are looked up for what was typed (MIN_PRODUCT_PREFIX). */
export function suggestsProducts(typed: TypedPrefix): boolean {
  return typed.last.length >= (typed.done.length ? MIN_PRODUCT_PREFIX.afterAWord : MIN_PRODUCT_PREFIX.alone);
}

/**
 * The key an answer is kept under: what was typed as its words (case, accents, punctuation and
 * spacing make no difference to the answer, so "Dog  Fo" and "dog fo" share one entry).
 */
export function suggestionsKey(typed: TypedPrefix): string {
  return [...typed.done, typed.last].join(" ");
}

/** Search terms completing the last word with the vocabulary's words (most common first): "dog fo" → "dog food". */
export function completedTerms(typed: TypedPrefix, vocabulary: readonly string[], limit: number): string[] {
  const terms: string[] = [];
  for (const word of vocabulary) {
    if (!word.startsWith(typed.last) || typed.done.includes(word)) continue;
    terms.push([...typed.done, word].join(" "));
    if (terms.length === limit) break;
  }
  return terms;
}
