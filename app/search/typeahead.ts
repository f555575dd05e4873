import { withMarketPrefix, type MarketOrPrefix } from "#app/markets/prefix.ts";
import type { Suggestions } from "./suggestions";
import { MAX_SEARCH_TERM_LENGTH, MIN_SUGGESTION_PREFIX } from "./term";

// The header's typeahead in the browser (issue #26; decision 0048): the rules of the combobox,
// apart from React and the network (components/typeahead.tsx draws it, the endpoint answers it).
// Plain TypeScript: this runs in the browser, where zod is not loaded (docs/performance.md §1).

/** The groups, in the order the list shows them (the endpoint's answer's keys). */
export const SUGGESTION_GROUPS = ["terms", "categories", "brands", "products"] as const;
type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** The pause in typing before asking: a fast typist's letters make one request, not one each. */
export const TYPEAHEAD_DEBOUNCE_MS = 120;

/**
 * What to ask the endpoint for what the field holds, or null: shorter or longer than the endpoint
 * takes (SuggestionsQuery, once trimmed) is not asked, and the list closes.
 */
export function askedPrefix(value: string): string | null {
  const q = value.trim();
  return q.length >= MIN_SUGGESTION_PREFIX && q.length <= MAX_SEARCH_TERM_LENGTH ? q : null;
}

/** The endpoint's address in the market (worker/api-routes.ts registers it under every market's prefix). */
export function suggestionsUrl(market: MarketOrPrefix, q: string): string {
  return withMarketPrefix(`/api/search-suggestions?q=${encodeURIComponent(q)}`, market);
}

export interface TypeaheadOption {
  /** the element id (aria-activedescendant points at it) */
  id: string;
  group: SuggestionGroup;
  label: string;
  href: string;
}

/** The options in list order (groups in SUGGESTION_GROUPS order, each as the endpoint ranked it). */
export function optionsOf(answer: Pick<Suggestions, SuggestionGroup>, idPrefix: string): TypeaheadOption[] {
  return SUGGESTION_GROUPS.flatMap((group) => (answer[group] ?? []).map((s, i) => ({ id: `${idPrefix}-${group}-${i}`, group, label: s.label, href: s.href })));
}

/**
 * The active option after an arrow key: -1 is none (the typed text). Down goes to the next and,
 * past the last, back to the typed text; Up the other way round — so the text is always one key away.
 */
export function movedActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  const slots = count + 1; // the options and the typed text (-1)
  const step = key === "ArrowDown" ? 1 : -1;
  return ((((active + 1 + step) % slots) + slots) % slots) - 1;
}

/**
 * Only the answer to the latest typing is shown: each ask takes a ticket, and an answer whose
 * ticket is no longer the last one is dropped (a slow "do" never replaces a quick "dog").
 */
export class LastAskWins {
  private last = 0;

  ask(): number {
    return ++this.last;
  }

  /** Every earlier ask is stale from now on (the list closed, or the field was cleared). */
  cancel(): void {
    this.last++;
  }

  isLatest(ticket: number): boolean {
    return ticket === this.last;
  }
}

/** Whether an answer has the shape the list draws (the endpoint is ours, but a proxy's error page is not). */
export function isSuggestions(value: unknown): value is Pick<Suggestions, SuggestionGroup> {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Record<string, unknown>;
  return SUGGESTION_GROUPS.every(
    (group) =>
      Array.isArray(answer[group]) &&
      (answer[group] as unknown[]).every(
        (s) =>
          typeof s === "object" && s !== null && typeof (s as { label?: unknown }).label === "string" && typeof (s as { href?: unknown }).href === "string",
      ),
  );
}
