// One item's price facts for a market (issue #24: one owner per price). Every surface that shows or
// charges a price takes it from here: listing cards, shelves and carousels, Shop Similar, the options
// overlay, the product page and its JSON-LD, the cart, the enrichment, promo-pricing and legacy item
// APIs, GraphQL and analytics. Money in integer cents of the market's currency. Pure.
import type { MarketConfig } from "#app/markets/config.ts";
import { dealAppliesTo, dealById, type Deal } from "./deals";
import { formatPrice } from "./format";

/** spec §9: "Autoship saves 5% on repeat deliveries" (the standard saving; more is an Autoship deal). */
export const AUTOSHIP_REPEAT_SAVINGS_PCT = 5;
/** spec §5: MAP type 2 says 'See Price in Cart' instead of the saving. */
const MAP_TYPE_SEE_PRICE_IN_CART = 2;
const MAP_MESSAGES = { seePriceInCart: "See Price in Cart", saveExtra: (value: string) => `Save an extra ${value} today` } as const;

/** An item's price columns in the market's currency (cents), as the catalogue holds them. */
export interface ItemPriceRow {
  price: number;
  strike: number | null;
  strikeType: string | null;
  autoship: number | null;
  autoshipDiscountPct: number | null;
  firstAutoshipPct: number | null;
  firstAutoshipMax: number | null;
  mapEnforced: boolean;
  mapType: number | null;
  mapSavings: number | null;
  ppu: number | null;
  unitOfMeasure: string | null;
}

/** An item's price columns as the catalogue's queries select them (cents of the market's currency). */
export interface ItemPriceColumns {
  price: number;
  strike: number | null;
  strike_type: string | null;
  autoship: number | null;
  autoship_discount_pct: number | null;
  first_autoship_pct: number | null;
  first_autoship_max: number | null;
  map_enforced: number | null;
  map_type: number | null;
  map_savings: number | null;
  ppu: number | null;
  unit_of_measure: string | null;
}

/** The columns as the price rules read them: one mapping for cards, product pages and carts. */
export function itemPriceRowOf(columns: ItemPriceColumns): ItemPriceRow {
  return {
    price: columns.price,
    strike: columns.strike,
    strikeType: columns.strike_type,
    autoship: columns.autoship,
    autoshipDiscountPct: columns.autoship_discount_pct,
    firstAutoshipPct: columns.first_autoship_pct,
    firstAutoshipMax: columns.first_autoship_max,
    mapEnforced: columns.map_enforced === 1,
    mapType: columns.map_type,
    mapSavings: columns.map_savings,
    ppu: columns.ppu,
    unitOfMeasure: columns.unit_of_measure,
  };
}

/** What the item's product adds: whether it may be bought on Autoship, and its promotion. */
export interface ProductPriceRow {
  autoshipAllowed: boolean;
  dealId: string | null;
}

interface FirstAutoshipOffer {
  /** the first Autoship order's unit price */
  cents: number;
  /** whole percent off the one-time price */
  pct: number;
  /** the fast-track offer's cap on the saving per unit, null when uncapped */
  maxCents: number | null;
  /** which offer it is: the item's fast-track price or a first-Autoship promotion */
  source: "fast-track" | "deal";
  /**
   * spec §3 fast-track map-enforced flag: the maker does not allow the price advertised, so pages
   * say the saving and the cart shows the price.
   */
  mapEnforced: boolean;
}

export interface PriceFacts {
  /** spec §3 advertisedPrice: the one-time price every page shows */
  advertisedCents: number;
  /** what one unit bought once costs in the cart: the advertised price less a MAP saving */
  oneTimeCents: number;
  /** spec §4 the strike price, only when valid (Canada, above the advertised price) */
  strike: { cents: number; type: string | null; savingsPct: number | null } | null;
  /** spec §5 minimum advertised price: the message and the saving the cart gives */
  map: { message: string; savingsCents: number } | null;
  /** Autoship, when the product allows it and the item has an Autoship price */
  autoship: {
    /** repeat deliveries' unit price and its whole-percent saving */
    repeatCents: number;
    repeatPct: number;
    /** an Autoship deal: more than the standard repeat saving (spec §3 isAutoshipDeal) */
    isDeal: boolean;
    /** the first Autoship order's offer, for a shopper who has never had one */
    first: FirstAutoshipOffer | null;
  } | null;
  /** the product's promotion, when it applies to this product */
  deal: Deal | null;
  /** spec §3 ppu: price per unit of measure */
  ppu: { cents: number; unit: string } | null;
}

/** Whole-percent saving of `price` against `reference`, rounded down (never overstated); null when none. */
export function savingsPct(reference: number | null | undefined, price: number | null | undefined): number | null {
  if (reference == null || price == null || !(reference > 0) || !(price < reference)) return null;
  return Math.floor(((reference - price) / reference) * 100 + 1e-9);
}

/**
 * spec §4 "Strike price": valid only in the Canadian market, only when greater than the advertised
 * price (not when equal). Returns the strike price when valid, else null.
 */
export function validatedStrikePrice(
  market: Pick<MarketConfig, "region">,
  strikePrice: number | null | undefined,
  advertisedPrice: number | null | undefined,
): number | null {
  if (market.region !== "ca") return null;
  if (strikePrice == null || advertisedPrice == null) return null;
  if (!Number.isFinite(strikePrice) || !Number.isFinite(advertisedPrice)) return null;
  return strikePrice > advertisedPrice ? strikePrice : null;
}

/**
 * spec §5 "Minimum advertised price": a savings message appears only if MAP is enforced, a MAP
 * type exists and MAP savings is greater than 0. Type 2 shows 'See Price in Cart'; otherwise
 * 'Save an extra {value} today' with the savings formatted as a price. `mapSavings` in the currency.
 */
export function mapMessage(
  map: { mapEnforced: boolean; mapType: number | null | undefined; mapSavings: number | null | undefined },
  market: MarketConfig,
): string | null {
  if (!map.mapEnforced || map.mapType == null || map.mapSavings == null || !(map.mapSavings > 0)) return null;
  if (map.mapType === MAP_TYPE_SEE_PRICE_IN_CART) return MAP_MESSAGES.seePriceInCart;
  return MAP_MESSAGES.saveExtra(formatPrice(map.mapSavings, { market }));
}

/**
 * `pct` % off `cents`, the saving capped at `maxCents`: the price left (whole cents) and the whole
 * percent it saves: the stated one, or, once the cap cuts the saving, the saving as it is.
 */
function pctOff(cents: number, pct: number, maxCents: number | null = null): { cents: number; pct: number } {
  const off = Math.round((cents * pct) / 100);
  if (maxCents === null || off <= maxCents) return { cents: cents - off, pct: Math.floor(pct) };
  return { cents: cents - maxCents, pct: savingsPct(cents, cents - maxCents) ?? 0 };
}

/**
 * The first Autoship order's offer (docs/decisions/0034): the better of the item's fast-track offer
 * (spec §3 fast-track price, discount percent and max amount: `pct` % off the one-time price, the
 * saving capped at the max) and a first-Autoship promotion; never dearer than a repeat delivery.
 * Null when neither saves more than a repeat delivery does.
 */
function firstAutoshipOffer(row: ItemPriceRow, oneTimeCents: number, repeatCents: number, deal: Deal | null): FirstAutoshipOffer | null {
  const offers: FirstAutoshipOffer[] = [];
  if (row.firstAutoshipPct != null && row.firstAutoshipPct > 0) {
    offers.push({
      ...pctOff(oneTimeCents, row.firstAutoshipPct, row.firstAutoshipMax),
      maxCents: row.firstAutoshipMax,
      source: "fast-track",
      mapEnforced: row.mapEnforced,
    });
  }
  if (deal?.rule.kind === "first-autoship-pct-off") {
    offers.push({ ...pctOff(oneTimeCents, deal.rule.pct), maxCents: null, source: "deal", mapEnforced: row.mapEnforced });
  }
  const best = offers.reduce<FirstAutoshipOffer | null>((a, b) => (a === null || b.cents < a.cents ? b : a), null);
  return best && best.cents < repeatCents ? best : null;
}

/** An item's price facts in its market. */
export function priceFacts(row: ItemPriceRow, product: ProductPriceRow, market: MarketConfig): PriceFacts {
  const advertisedCents = row.price;
  const mapSavingsCents = row.mapEnforced && row.mapType != null && (row.mapSavings ?? 0) > 0 ? row.mapSavings! : 0;
  const oneTimeCents = Math.max(0, advertisedCents - mapSavingsCents);
  const strikeCents = validatedStrikePrice(market, row.strike, advertisedCents);
  const message = mapMessage({ mapEnforced: row.mapEnforced, mapType: row.mapType, mapSavings: mapSavingsCents / 100 }, market);
  const candidate = dealById(product.dealId);
  const deal = candidate && dealAppliesTo(candidate, product) ? candidate : null;

  let autoship: PriceFacts["autoship"] = null;
  if (product.autoshipAllowed && row.autoship != null) {
    // Autoship saves its stated percent on what one unit costs bought once, also when a MAP saving
    // made that less than the advertised price the catalogue's Autoship price was set from.
    const repeatPct = Math.floor(row.autoshipDiscountPct ?? AUTOSHIP_REPEAT_SAVINGS_PCT);
    const repeatCents = Math.min(row.autoship, pctOff(oneTimeCents, repeatPct).cents);
    autoship = {
      repeatCents,
      repeatPct,
      isDeal: (row.autoshipDiscountPct ?? 0) > AUTOSHIP_REPEAT_SAVINGS_PCT,
      first: firstAutoshipOffer(row, oneTimeCents, repeatCents, deal),
    };
  }
  return {
    advertisedCents,
    oneTimeCents,
    strike: strikeCents === null ? null : { cents: strikeCents, type: row.strikeType, savingsPct: savingsPct(strikeCents, advertisedCents) },
    map: message === null ? null : { message, savingsCents: mapSavingsCents },
    autoship,
    deal,
    ppu: pricePerUnit(row),
  };
}

/**
 * spec §3 ppu, when it tells the shopper something: an item sold as one unit ("$34.99 ($34.99/ct)",
 * issue #26) has a unit price equal to its price, which every surface would print twice.
 */
function pricePerUnit(row: ItemPriceRow): PriceFacts["ppu"] {
  if (row.ppu == null || !row.unitOfMeasure || row.ppu === row.price) return null;
  return { cents: row.ppu, unit: row.unitOfMeasure };
}
