// Term handling for the FTS5 index (pure). User input never reaches SQLite as FTS syntax: a
// term is reduced to plain word tokens, and every token is emitted as a quoted string.

/** Words dropped from queries (spec §2 slug stop words); kept when the term has nothing else. */
const QUERY_STOP_WORDS = new Set(["a", "an", "and", "of", "the", "with", "for", "in", "to", "by", "on", "or"]);
const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Lower-case, strip accents, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Query tokens of a term: words without stop words (unless only stop words), at most 8. */
export function tokenizeTerm(term: string): string[] {
  const all = words(term).map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  const kept = all.filter((w) => !QUERY_STOP_WORDS.has(w));
  return (kept.length ? kept : all).slice(0, MAX_QUERY_TOKENS);
}

/** FTS5 string literal: double quotes inside are doubled (tokens never contain them, but be safe). */
function ftsQuote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/**
 * FTS5 MATCH expression: every token must match, each as a prefix (`"dog"* AND "food"*`), so a
 * half-typed last word still finds results. Returns null when the term has no searchable token.
 */
export function buildFtsMatch(tokens: string[]): string | null {
  if (!tokens.length) return null;
  return tokens.map((t) => `${ftsQuote(t)}*`).join(" AND ");
}

/** Optimal-string-alignment (Damerau) distance, giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** Largest edit distance accepted for a correction of a token of this length. */
export function maxEditsFor(token: string): number {
  if (token.length <= 2) return 0;
  if (token.length <= 5) return 1;
  return 2;
}

export interface VocabWord {
  word: string;
  docCount: number;
}

/**
 * Nearest vocabulary word to a token that matched nothing: smallest edit distance within
 * {@link maxEditsFor}, then most documents, then alphabetical. null when none is close enough.
 */
export function nearestWord(token: string, vocab: VocabWord[]): string | null {
  const max = maxEditsFor(token);
  if (max === 0) return null;
  let best: { word: string; d: number; docs: number } | null = null;
  for (const v of vocab) {
    if (v.word === token) continue;
    const d = editDistance(token, v.word, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && (v.docCount > best.docs || (v.docCount === best.docs && v.word < best.word)))) {
      best = { word: v.word, d, docs: v.docCount };
    }
  }
  return best?.word ?? null;
}

/**
 * Spelling suggestion for a term: every token in `unmatched` is replaced by its nearest word.
 * Returns null when a token cannot be corrected or nothing changes.
 */
export function suggestTerm(tokens: string[], unmatched: Set<string>, vocab: VocabWord[]): string | null {
  let changed = false;
  const out: string[] = [];
  for (const t of tokens) {
    if (!unmatched.has(t)) {
      out.push(t);
      continue;
    }
    const w = nearestWord(t, vocab);
    if (!w) return null;
    out.push(w);
    changed = true;
  }
  return changed ? out.join(" ") : null;
}
