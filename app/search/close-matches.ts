// Close matches for a long query that finds nothing with all its words (issue #26): "grain free
// salmon recipe for senior small breed dogs" asks for eight words at once; few products say all of
// them. The fallback keeps the largest set of the query's words that some products match together,
// so every product shown matches as many of the words as any product does (pure; the words' matches
// come from close-matches.server.ts's one statement, docs/decisions/0056).

/**
 * A query needs at least this many words for a fallback: it is for long queries. Two words that find
 * nothing together ("dog horse") are two searches; answering one of them would guess.
 */
export const CLOSE_MATCH_MIN_WORDS = 3;

/** Products matching exactly the query words whose bits are set in `mask` (bit i = tokens[i]), and how many. */
interface WordSetCount {
  mask: number;
  products: number;
}

const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** At least half of the words (rounded up) must be kept: fewer is another search, not a close match. */
export function fewestWordsKept(wordCount: number): number {
  return Math.ceil(wordCount / 2);
}

/**
 * The words of a close match: the largest set of the query's words that some product matches
 * together; when sets tie, the one more products match, then the one whose words come earlier in
 * the query. null when the query is too short, when a product matches every word (no fallback is
 * needed) or when the best set keeps fewer than half of the words.
 */
export function closeMatchWords(tokens: readonly string[], counts: readonly WordSetCount[]): string[] | null {
  if (tokens.length < CLOSE_MATCH_MIN_WORDS) return null;
  const all = (1 << tokens.length) - 1;
  let best: WordSetCount | null = null;
  for (const entry of counts) {
    const mask = entry.mask & all;
    if (!mask || entry.products <= 0) continue;
    if (mask === all) return null;
    if (!best || isBetter({ mask, products: entry.products }, best)) best = { mask, products: entry.products };
  }
  if (!best || bitCount(best.mask) < fewestWordsKept(tokens.length)) return null;
  return tokens.filter((_, i) => best.mask & (1 << i));
}

function isBetter(a: WordSetCount, b: WordSetCount): boolean {
  const words = bitCount(a.mask) - bitCount(b.mask);
  if (words) return words > 0;
  if (a.products !== b.products) return a.products > b.products;
  // earlier words first: the lowest differing bit belongs to the set that keeps the earlier word
  const lowest = (a.mask ^ b.mask) & -(a.mask ^ b.mask);
  return (a.mask & lowest) !== 0;
}
