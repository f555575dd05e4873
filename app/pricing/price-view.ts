// An item's price facts as a shopper reads them (./price-facts.ts → text): the one shape every
// surface that shows a price renders, with one component (./components/price-lines.tsx). Pure.
import type { MarketConfig } from "#app/markets/config.ts";
import { formatPrice } from "./format";
import type { PriceFacts } from "./price-facts";

export interface PriceView {
  /** the advertised one-time price */
  price: string;
  /** spec §4: the strike price, only where it is valid (Canada, above the price) */
  strikePrice?: string;
  /** whole percent saved against the strike price (shown only with it) */
  strikeSavingsPct?: number;
  /** price per unit, e.g. "$0.21/oz" */
  ppu?: string;
  /** repeat deliveries' Autoship price and its whole-percent saving */
  autoshipPrice?: string;
  autoshipPct?: number;
  /**
   * The first Autoship order's offer, for new customers only (the component asks who is looking):
   * its price (absent when the maker's minimum advertised price forbids showing it) and percent.
   */
  firstAutoshipPrice?: string;
  firstAutoshipPct?: number;
  /** spec §5 minimum advertised price message */
  mapMessage?: string;
  /** the promotion's name: what the deal is */
  deal?: string;
}

const money = (cents: number, market: MarketConfig) => formatPrice(cents / 100, { market });

export function priceView(facts: PriceFacts, market: MarketConfig): PriceView {
  const first = facts.autoship?.first ?? null;
  return {
    price: money(facts.advertisedCents, market),
    ...(facts.strike && { strikePrice: money(facts.strike.cents, market) }),
    ...(facts.strike?.savingsPct && { strikeSavingsPct: facts.strike.savingsPct }),
    ...(facts.ppu && { ppu: ppuText(facts.ppu, market) }),
    ...(facts.autoship && { autoshipPrice: money(facts.autoship.repeatCents, market) }),
    ...(facts.autoship?.repeatPct && { autoshipPct: facts.autoship.repeatPct }),
    ...(first && !first.mapEnforced && { firstAutoshipPrice: money(first.cents, market) }),
    ...(first && { firstAutoshipPct: first.pct }),
    ...(facts.map && { mapMessage: facts.map.message }),
    ...(facts.deal && { deal: facts.deal.name }),
  };
}

/** Price per unit: `$0.21/oz` (up to 2 decimals, like every price). */
function ppuText(ppu: { cents: number; unit: string }, market: MarketConfig): string {
  return `${money(ppu.cents, market)}/${ppu.unit}`;
}
