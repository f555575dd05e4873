import type { ListingState } from "#app/urls/listing-url.ts";
import type { FacetData } from "./view";

// Which of a facet's values the page has chosen: those its state names (key and value). One rule for
// the filter panel's checked links (./facet-views.ts) and the phone's Filter & Sort bar's counts,
// which needs no links (so no URL code) for them.

/** The page's chosen facet values, to ask of with `isChosen`. */
export type ChosenValues = ReadonlySet<string>;

const entryOf = (key: string, value: string) => `${key}\u0000${value}`;

export const chosenValues = (state: Pick<ListingState, "facets">): ChosenValues => new Set(state.facets.map((f) => entryOf(f.key, f.value)));

export const isChosen = (chosen: ChosenValues, key: string, value: string): boolean => chosen.has(entryOf(key, value));

/** How many of the facet's values are chosen. */
export const chosenCount = (chosen: ChosenValues, facet: Pick<FacetData, "key" | "values">): number =>
  facet.values.filter((value) => isChosen(chosen, facet.key, value)).length;
