// What a merchant listing says about shipping and returns, per market (issue #27 "Merchant-ready
// data"). The facts are the offers table's (app/offers/offers.ts: free-shipping thresholds, delivery
// wording, returns); this module only shapes them for their two machine readers, the product JSON-LD
// (./product-structured-data.ts) and the product feed (./product-feed.ts), so the two cannot differ.
// Decision 0068 says why each shape is what it is. Pure.
import type { CtaType } from "#app/catalogue/product-rules.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { DELIVERY_TIMEFRAMES, FREE_SHIPPING_THRESHOLDS, RETURNS } from "#app/offers/offers.ts";

type Market = Pick<MarketConfig, "region">;

/** ISO 3166-1 alpha-2: each market's store ships within, and takes returns from, its own country. */
const MARKET_COUNTRIES: Readonly<Record<MarketConfig["region"], "US" | "CA">> = { us: "US", ca: "CA" };

const marketCountry = (market: Market): "US" | "CA" => MARKET_COUNTRIES[market.region];

/**
 * The order total from which every shopper's order ships free: the highest of the visitor classes'
 * thresholds (US $49, Canada $35). Structured data and the feed are the same for everyone, so they
 * may only promise what holds for an existing customer as much as for a new one.
 */
export function everyonesFreeShippingThreshold(market: Market): number {
  return Math.max(...Object.values(FREE_SHIPPING_THRESHOLDS[market.region]));
}

/** spec §1 delivery timeframe in days, as the market's wording says it ("1-3 day" is 1 to 3 days). */
export interface DeliveryDays {
  min: number;
  max: number;
}

const DELIVERY_WORDING = /^(\d+)-(\d+) day$/;

/** The delivery wording (the offers table owns it) read as days; a wording of another shape is a bug, not a guess. */
export function deliveryDays(market: Market): DeliveryDays {
  const wording = DELIVERY_TIMEFRAMES[market.region];
  const match = DELIVERY_WORDING.exec(wording);
  if (!match) throw new Error(`The delivery wording "${wording}" does not read as "{min}-{max} day"`);
  return { min: Number(match[1]), max: Number(match[2]) };
}

/** Shipping an offer can state: free, to the market's country, in the market's delivery days. */
export interface FreeShipping {
  country: "US" | "CA";
  currency: MarketConfig["currency"];
  deliveryDays: DeliveryDays;
}

/**
 * The shipping an item's offer states: free when one unit alone, at its one-time price (what the
 * cart charges, app/pricing/price-facts.ts), reaches every shopper's threshold — an order of just
 * that item ships free whoever places it. Null below it: the store states no shipping fee (the cart
 * says shipping at checkout, the terms "the fee would be shown in your cart"), so none is invented
 * (decision 0068) and the listing states no shipping rather than a wrong one.
 */
export function offerShipping(market: Pick<MarketConfig, "region" | "currency">, oneTimeCents: number): FreeShipping | null {
  if (!(oneTimeCents >= everyonesFreeShippingThreshold(market) * 100)) return null;
  return { country: marketCountry(market), currency: market.currency, deliveryDays: deliveryDays(market) };
}

/** A product's return policy in a market. */
export type ReturnPolicy = { country: "US" | "CA"; returnable: false } | { country: "US" | "CA"; returnable: true; days: number; freeReturnShipping: boolean };

/** What makes a product one the terms say "cannot be returned" (app/content/legal-pages.ts, Returns). */
export interface ReturnableFacts {
  /** prescription medications and veterinary diets */
  isPrescription: boolean;
  /** live animals (feeders) and live plants */
  isLive: boolean;
  /** spec §4 call-to-action type: "none" is an eGift card, "personalize" a personalized item (app/catalogue/product-rules.ts) */
  cta: CtaType;
}

/**
 * The market's returns (the offers table: US 365 days, Canada 90 with free return shipping), or
 * none for what the terms list as not returnable: prescription medications and veterinary diets,
 * live animals and plants, personalized items and eGift cards.
 */
export function returnPolicy(market: Market, product: ReturnableFacts): ReturnPolicy {
  const country = marketCountry(market);
  if (product.isPrescription || product.isLive || product.cta === "none" || product.cta === "personalize") return { country, returnable: false };
  const returns = RETURNS[market.region];
  return { country, returnable: true, days: returns.days, freeReturnShipping: returns.returnShipping === "free" };
}
