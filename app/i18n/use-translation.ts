import { useMarket } from "#app/markets/use-market.ts";
import { translatorFor, type Namespace, type TFunction } from "./translator";

/**
 * The page's words in the market's language: `const { t } = useTranslation("listing")` (the same
 * shape as react-i18next's hook, which this replaced; docs/decisions/0014-javascript-budget.md).
 * The translator is made once per language and namespace list, so calling this costs a lookup.
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = "common"): { t: TFunction } {
  const { language } = useMarket();
  return { t: translatorFor(language, typeof namespaces === "string" ? [namespaces] : namespaces) };
}
