// spec §3 "Market configuration": one entry per market. Plain data (no schema library): the browser
// reads it on every page.
export interface MarketConfig {
  name: "en-US" | "en-CA";
  region: "us" | "ca";
  locale: string;
  /** i18n resource folder under locales/ */
  language: "en-US" | "en-CA";
  pathPrefix: "" | "/ca";
  siteId: number;
  currency: "USD" | "CAD";
}

export const US_MARKET: MarketConfig = Object.freeze({
  name: "en-US",
  region: "us",
  locale: "en-US",
  language: "en-US",
  pathPrefix: "",
  siteId: 10,
  currency: "USD",
});

export const CA_MARKET: MarketConfig = Object.freeze({
  name: "en-CA",
  region: "ca",
  // spec §3 gives the Canadian locale as "ca"; the i18n language is en-CA.
  locale: "ca",
  language: "en-CA",
  pathPrefix: "/ca",
  siteId: 60,
  currency: "CAD",
});

export const MARKETS = [US_MARKET, CA_MARKET] as const;

/** spec §9: the default market (no market resolved) reports site id 0. */
export const DEFAULT_SITE_ID = 0;

/**
 * The suffix of the catalogue's money columns for a market (`price_usd`, `price_cad`, …): money is
 * stored per market currency (migrations/0001). A fixed set, so it is safe inside SQL text.
 */
export function moneyColumnSuffix(market: Pick<MarketConfig, "region">): "usd" | "cad" {
  return market.region === "ca" ? "cad" : "usd";
}
