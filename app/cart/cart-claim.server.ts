import type { MarketConfig } from "#app/markets/config.ts";
import { sha256Hex } from "#app/kv/versions.ts";

// Issue #23 item 8 (docs/decisions/0032): a browser's first adds that arrive together (a double
// click, several cards clicked before the first answer, two tabs) must make one cart, or the browser
// keeps one cart cookie and the other adds are lost. A first add claims its cart under a key of the
// browser; any add without a cart that comes while the claim is recent joins the claimed cart. The
// claim is a Durable Object named by the key (worker/cart-object.ts, decision 0078) that answers one
// claim at a time, so racing adds cannot both see "no claim".

/**
 * How long a claim is joined. Long enough for every add a browser sent before its first answer came
 * back (those arrive within a second or two, even on a slow phone); short enough that a browser whose
 * cart cookie was cleared later (a privacy tool, "clear site data") starts a fresh cart instead of
 * getting back an old one it chose to drop.
 */
export const CART_CLAIM_WINDOW_SECONDS = 60;

/**
 * The key a browser's first add claims its cart under: SHA-256 of its XSRF token (the one cookie the
 * same browser's concurrent requests share, and one the Worker has verified against the form or
 * header before any cart action runs) and the market (one cart per market). One-way, so no claim
 * object is named by a token; a request without a token cookie never reaches the action (403), and
 * would get a fresh random token here that nothing else shares.
 */
export function cartClaimKey(market: Pick<MarketConfig, "region">, xsrfToken: string): Promise<string> {
  return sha256Hex(`tailwise cart claim\n${market.region}\n${xsrfToken}`);
}
