import type { SortOption } from "#app/search/request.ts";

/** spec §9 sort labels, keyed by the sort option each one sends (spec §3 sort options). */
export const SORT_LABELS = {
  byRelevance: "Relevance",
  byNewest: "Newest",
  byPopularity: "Bestselling",
  byLowestPrice: "Price low to high",
  byHighestPrice: "Price high to low",
  byRating: "Avg. Customer Review",
  byRatingCount: "Most Reviewed",
} as const satisfies Partial<Record<SortOption, string>>;

export type OfferedSort = keyof typeof SORT_LABELS;

/** spec §9 order of the labels. */
const SORT_ORDER: readonly OfferedSort[] = ["byRelevance", "byNewest", "byPopularity", "byLowestPrice", "byHighestPrice", "byRating", "byRatingCount"];

export interface SortFlags {
  /** spec §9: Newest is flag controlled. */
  newest: boolean;
  /** spec §9: Bestselling is flag controlled. */
  bestselling: boolean;
  /** A search term is present (search page) rather than a category listing. */
  hasTerm: boolean;
}

export interface SortChoice {
  value: OfferedSort;
  label: string;
  /** The sort used when the URL names none; it is the one shown as selected then. */
  isDefault: boolean;
}

/**
 * The default sort when the URL has none. Decision: byRelevance on search pages; byPopularity
 * (Bestselling) on category pages — but only while the Bestselling flag is on, otherwise
 * byRelevance, so the default is always one of the offered choices.
 */
export function defaultSort({ bestselling, hasTerm }: Pick<SortFlags, "bestselling" | "hasTerm">): OfferedSort {
  return !hasTerm && bestselling ? "byPopularity" : "byRelevance";
}

/**
 * The sort options offered, in the spec's order. Relevance and the price and review sorts are
 * always offered; Newest and Bestselling each only when their flag is on.
 */
export function sortChoices(flags: SortFlags): SortChoice[] {
  const fallback = defaultSort(flags);
  return SORT_ORDER.filter((value) => (value !== "byNewest" || flags.newest) && (value !== "byPopularity" || flags.bestselling)).map((value) => ({
    value,
    label: SORT_LABELS[value],
    isDefault: value === fallback,
  }));
}

/** The label for a sort option, or undefined for options that are not offered (byName, byId, ...). */
export function sortLabel(sort: SortOption): string | undefined {
  return (SORT_LABELS as Partial<Record<SortOption, string>>)[sort];
}

/** The sort to send and show: the URL's sort when it is offered, otherwise the default. */
export function effectiveSort(sort: SortOption | undefined, flags: SortFlags): OfferedSort {
  const offered = sortChoices(flags).find((choice) => choice.value === sort);
  return offered ? offered.value : defaultSort(flags);
}
