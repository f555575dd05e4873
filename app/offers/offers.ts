// What the store offers a shopper (storefront spec §1 market table, §9 business constants), per
// market and visitor class, and the words every surface says it with: the header's shipping line,
// the listing's and home page's welcome box, the cart's free-shipping progress and welcome box, the
// footer, the FAQ and the legal pages, and managed content's offer placeholders (./managed-copy.ts).
// One table, so no two surfaces can disagree (issue #24; docs/decisions/0037). Pure.
//
// The table is a record per fact rather than one object per market: the browser carries only the
// facts its code reads (the listing's welcome box reads two of them; the header and footer are
// server HTML the browser keeps, ./offer-lines.server.ts), within the listing's JavaScript budget.
import type { MarketConfig } from "#app/markets/config.ts";
import type { VisitorClasses } from "#app/visitor/visitor-class.ts";

type Market = Pick<MarketConfig, "region">;
type ByMarket<T> = Readonly<Record<MarketConfig["region"], T>>;

/** spec §6: a new customer, or an existing one (has purchased: the verified session says so). */
export type CustomerClass = VisitorClasses["customer"];

const customerClass = (hasPurchased: boolean): CustomerClass => (hasPurchased ? "existing" : "new");

/** spec §1 / §9 free-shipping threshold by market and visitor class: an order at the threshold ships free. */
export const FREE_SHIPPING_THRESHOLDS: ByMarket<Readonly<Record<CustomerClass, number>>> = {
  us: { new: 35, existing: 49 },
  ca: { new: 35, existing: 35 },
};

/** spec §9 new-customer welcome offer: an eGift card on a first order of a minimum, with a code. */
export interface WelcomeOffer {
  giftCard: number;
  minimumFirstOrder: number;
  code: string;
  /** How the market's welcome box greets a new customer. */
  greeting: string;
}

export const WELCOME_OFFERS: ByMarket<Readonly<WelcomeOffer>> = {
  us: { giftCard: 20, minimumFirstOrder: 49, code: "WELCOME20", greeting: "New here?" },
  ca: { giftCard: 20, minimumFirstOrder: 49, code: "WELCOME20", greeting: "New to Tailwise Canada?" },
};

/** spec §1 delivery timeframe wording. */
export const DELIVERY_TIMEFRAMES: ByMarket<string> = { us: "1-3 day", ca: "1-2 day" };

/**
 * spec §1 returns: US 365 days; Canada its own wording, with the 90 days its terms have always given
 * (decision 0037). `{days}` in the wording is the market's days. `returnShipping`: who pays to send a
 * return back, as the store states it: Canada's wording and terms say free ("Return shipping is on
 * us"); the US terms say nothing, so nothing is claimed (decision 0068).
 */
export const RETURNS: ByMarket<Readonly<{ days: number; wording: string; returnShipping: "free" | "not-stated" }>> = {
  us: { days: 365, wording: "{days}-day returns", returnShipping: "not-stated" },
  ca: { days: 90, wording: "Free returns on most items within {days} days of delivery", returnShipping: "free" },
};

/** The managed-content placeholder (spec §3 placeholderType) where a page shows its welcome offer, to new customers only. */
export const WELCOME_OFFER_PLACEHOLDER = "welcome-offer";

/** spec §1 / §9: the order total from which this shopper's order ships free. */
export const freeShippingThreshold = (market: Market, hasPurchased: boolean): number => FREE_SHIPPING_THRESHOLDS[market.region][customerClass(hasPurchased)];

/** spec §9 / §6: the welcome offer, for a new customer only. */
export const welcomeOffer = (market: Market, hasPurchased: boolean): WelcomeOffer | null => (hasPurchased ? null : WELCOME_OFFERS[market.region]);

/** An offer's amount as the copy says it: whole dollars of the page's currency ("$35"). */
export const offerAmount = (amount: number): string => `$${amount}`;

/** The header's line: "FREE 1-3 day shipping on orders $35+". */
export const freeShippingLine = (market: Market, hasPurchased: boolean): string =>
  `FREE ${DELIVERY_TIMEFRAMES[market.region]} shipping on orders ${offerAmount(freeShippingThreshold(market, hasPurchased))}+`;

/** The footer's and the cart's delivery line: "1-3 day delivery". */
export const deliveryLine = (market: Market): string => `${DELIVERY_TIMEFRAMES[market.region]} delivery`;

/** The footer's returns line: "365-day returns". */
export const returnsLine = (market: Market): string => RETURNS[market.region].wording.replace("{days}", String(RETURNS[market.region].days));

/**
 * The welcome offer, honestly (decision 0037): the eGift card is what a first order of $49+ earns
 * with the code; free shipping is said with the threshold this shopper really has ($35, below the
 * offer's $49), or left to the cart's free-shipping progress (`withShipping` false). Null for an
 * existing customer: they are never shown it.
 */
export function welcomeLine(market: Market, hasPurchased: boolean, withShipping = true): string | null {
  const offer = welcomeOffer(market, hasPurchased);
  if (!offer) return null;
  const line = `${offer.greeting} Get a ${offerAmount(offer.giftCard)} eGift card on your first order of ${offerAmount(offer.minimumFirstOrder)}+ with code ${offer.code}.`;
  return withShipping ? `${line} Free shipping starts at ${offerAmount(freeShippingThreshold(market, hasPurchased))}.` : line;
}

/** Everything one shopper is offered (the server's placeholders and legal pages read it whole). */
export interface VisitorOffers {
  freeShippingThreshold: number;
  welcome: WelcomeOffer | null;
  /** "1-3 day" */
  delivery: string;
  returnsDays: number;
}

export const offersFor = (market: Market, hasPurchased: boolean): VisitorOffers => ({
  freeShippingThreshold: freeShippingThreshold(market, hasPurchased),
  welcome: welcomeOffer(market, hasPurchased),
  delivery: DELIVERY_TIMEFRAMES[market.region],
  returnsDays: RETURNS[market.region].days,
});
