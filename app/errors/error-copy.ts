import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import errors from "#locales/en-US/errors.json";
import listing from "#locales/en-US/listing.json";
import type { RequestErrorCopy } from "./request-error";

// The error pages' words. Their titles are in the listing namespace every page carries (a route's
// meta names them, and the browser may need a title before the page's module has loaded); the rest
// comes with the pages themselves, which the browser loads only when a page is one (issue #8's
// JavaScript budget, docs/decisions/0014-javascript-budget.md).
addResources("en-US", "listing", errors);

/** The words of an error page, for the React pages (lazily loaded in the browser). */
export const useErrorPageTranslation = () => useTranslation("listing");

/** One error page's words, title included, for the Worker's plain pages. */
export function errorCopy<K extends RequestErrorCopy | "maintenance">(page: K): (typeof listing)[K] & (typeof errors)[K] {
  return { ...listing[page], ...errors[page] };
}
