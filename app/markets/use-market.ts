import { useLocation } from "@remix-run/react";
import { useCallback } from "react";
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
