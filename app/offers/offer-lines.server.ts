import type { MarketConfig } from "#app/markets/config.ts";
import { deliveryLine, freeShippingLine, returnsLine } from "./offers";

// The header's and footer's offer lines as server HTML the browser keeps (as the header's
// navigation is): the root's header and footer never change market or visitor class without a new
// document, so the browser needs neither these words nor the table for them (the listing's
// JavaScript budget; docs/decisions/0037).

export interface OfferLinesHtml {
  /** The header's built-in line when no managed banner is live: this shopper's threshold. */
  shipping: string;
  delivery: string;
  returns: string;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function offerLinesHtml(market: Pick<MarketConfig, "region">, hasPurchased: boolean): OfferLinesHtml {
  return { shipping: escapeText(freeShippingLine(market, hasPurchased)), delivery: escapeText(deliveryLine(market)), returns: escapeText(returnsLine(market)) };
}
