import { CA_MARKET, DEFAULT_SITE_ID, US_MARKET, type MarketConfig } from "./config";

/**
 * The fields of a market that identify it (spec §5 "Market choice"): name, locale, path prefix,
 * site id, region and currency. `language` is included as well; it equals the name.
 */
const IDENTIFYING_FIELDS = ["name", "language", "locale", "pathPrefix", "siteId", "region", "currency"] as const;

function normalise(value: string | number): string {
  return String(value).trim().toLowerCase();
}

function identifies(market: MarketConfig, value: string | number): boolean {
  const wanted = normalise(value);
  return IDENTIFYING_FIELDS.some((field) => normalise(market[field]) === wanted);
}

/**
 * spec §5 "Market choice": any value matching the Canadian market's name, locale, path prefix,
 * site id, region or currency selects Canada; anything else selects the US.
 *
 * Decisions: matching is case-insensitive and ignores surrounding spaces (an `x-market: CA` header
 * or `"60"` from a cookie still selects Canada); a market object is chosen by its name; values of
 * any other type (null, undefined, arrays, booleans) select the US.
 */
export function chooseMarket(value: unknown): MarketConfig {
  if (value !== null && typeof value === "object" && "name" in value) {
    return chooseMarket((value as { name: unknown }).name);
  }
  if (typeof value !== "string" && typeof value !== "number") return US_MARKET;
  if (typeof value === "string" && value.trim() === "") return US_MARKET;
  return identifies(CA_MARKET, value) ? CA_MARKET : US_MARKET;
}

/** spec §5 / §8: the message thrown for an unknown market type. */
export const INVALID_MARKET_TYPE_MESSAGE = "Invalid market type";

/**
 * Strict look-up of a market by its type (`en-US`, `en-CA`, or the region `us`, `ca`, any case).
 * Unlike {@link chooseMarket} it does not fall back: an unknown type throws 'Invalid market type'.
 */
export function marketByType(type: string): MarketConfig {
  const wanted = normalise(type);
  for (const market of [US_MARKET, CA_MARKET]) {
    if (normalise(market.name) === wanted || normalise(market.region) === wanted) return market;
  }
  throw new Error(INVALID_MARKET_TYPE_MESSAGE);
}

/** spec §3 / §9: site id 10 (US), 60 (CA); with no market resolved the default market gives 0. */
export function siteIdFor(market?: MarketConfig | null): number {
  return market ? market.siteId : DEFAULT_SITE_ID;
}
