import type { MarketConfig } from "#app/markets/config.ts";
import { freeShippingLine } from "./offers";

// The header's offer line as server HTML the browser keeps (as the header's navigation and the
// footer are, app/layout/site-footer-markup.server.tsx): the root's header never changes market or
// visitor class without a new document, so the browser needs neither the words nor the table for
// them (the listing's JavaScript budget; docs/decisions/0037).

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The header's built-in line when no managed banner is live: this shopper's free-shipping threshold. */
export function shippingLineHtml(market: Pick<MarketConfig, "region">, hasPurchased: boolean): string {
  return escapeText(freeShippingLine(market, hasPurchased));
}
