import { useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { translatorFor, type Namespace, type TFunction } from "#app/i18n/translator.ts";
import type { MarketConfig } from "./config";
import { stripMarketPrefix, withMarketPrefix } from "./prefix";

/**
 * The market of the page, from its address by the rule the Worker chose the market with (spec §2:
 * `/ca` and `/ca/…` are Canada). Not from the root loader's data: a page the root's error boundary
 * shows after an action threw has none (Remix runs no loader above the boundary then; a plain form's
 * cart change that could not be stored is one), and a Canadian shopper must still get Canada's
 * phone number and links (decision 0032).
 */
export function useMarket(): MarketConfig {
  return stripMarketPrefix(useLocation().pathname).market;
}

/** Every in-site link goes through this (spec §2 prefix rule). */
export function useMarketPath(): (path: string) => string {
  const market = useMarket();
  return useCallback((path: string) => withMarketPrefix(path, market), [market]);
}

/**
 * The page's words in the market's language: `const { t } = useTranslation("listing")` (the same
 * shape as react-i18next's hook, which this replaced; docs/decisions/0014-javascript-budget.md).
 * The translator is made once per language and namespace list, so calling this costs a lookup. It
 * lives with the market hooks it reads: every page loads both, as one chunk (decision 0081).
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = "common"): { t: TFunction } {
  const { language } = useMarket();
  return { t: translatorFor(language, typeof namespaces === "string" ? [namespaces] : namespaces) };
}
