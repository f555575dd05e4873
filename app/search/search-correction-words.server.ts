import { addResources, translatorFor } from "#app/i18n/translator.ts";
import type { ListingView } from "#app/listing/view.ts";
import searchCopy from "#locales/en-US/search.json";

// What a corrected search or its close matches say (issue #26), put in words on the server: the page
// sends the sentences with its data, so neither the words nor a component of their own reach the
// listing's JavaScript (the budget, docs/performance.md §1). Canadian English does not differ here.
addResources("en-US", "listing", searchCopy);

/** The sentences of a search that did not search the term as typed: a near spelling (spec §8 Suggestion) or close matches. */
export function searchCorrectionWords(
  { term, suggestion, closeMatches, literalHref }: Pick<ListingView, "term" | "suggestion" | "closeMatches" | "literalHref">,
  language: string,
): Pick<ListingView, "correction" | "literalText"> {
  if (!term || !suggestion) return {};
  const t = translatorFor(language, ["listing"]);
  if (closeMatches) return { correction: t("searchCorrection.closeMatches", { term, words: suggestion }) };
  return {
    correction: t("searchCorrection.suggestion", { suggestion }),
    ...(literalHref && { literalText: t("searchCorrection.searchInsteadFor", { term }) }),
  };
}
