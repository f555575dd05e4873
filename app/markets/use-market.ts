import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { CA_MARKET, US_MARKET, type MarketConfig } from "./config";
import { withMarketPrefix } from "./prefix";
import type { RootLoaderData } from "#app/root.tsx";

/** The market the page was rendered for (from the root loader). */
export function useMarket(): MarketConfig {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.market === "en-CA" ? CA_MARKET : US_MARKET;
}

/** Every in-site link goes through this (spec §2 prefix rule). */
export function useMarketPath(): (path: string) => string {
  const market = useMarket();
  return useCallback((path: string) => withMarketPrefix(path, market), [market]);
}
