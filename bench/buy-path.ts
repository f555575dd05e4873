// Buy-path figures for the default catalogue: the product page HTML (a real in-stock product found
// through the search API) and a cart add as a plain HTML form sends it (POST /app/cart, 303 back).
// Cart writes are rate-limited per visitor (its XSRF token) and per IP (app/security/rate-limit.ts),
// so the cart is measured one request at a time for a bounded count, with a fresh visitor every
// `perVisitor` requests: a 429 here is a bench bug, counted and reported.
import { MAX_QUANTITY_PER_LINE } from "#app/cart/cart-rules.ts";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { BROWSER_UA, percentiles, type SequentialFigures } from "./measure";

const XSRF_COOKIE = "XSRF-TOKEN";
const CART_COOKIE = "tailwise-cart";

interface SearchCard {
  href: string;
  itemCatalogEntryId: string;
  inStock?: boolean;
  isGiftCard?: boolean;
  isCustomizable?: boolean;
  isPrescription?: boolean;
  isRxVetDiet?: boolean;
}

/** The product cards the search API answers for `term` (US market). */
export async function searchCards(base: string, term: string): Promise<SearchCard[]> {
  const res = await fetch(`${base}/plp/api/search`, {
    method: "POST",
    body: JSON.stringify({ term }),
    headers: { "user-agent": BROWSER_UA, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`search API answered ${res.status} for "${term}"`);
  const { products } = (await res.json()) as { products: SearchCard[] };
  return products;
}

/** The path of an in-stock product's page that answers 200 HTML to a browser. */
export async function findProductPage(base: string, cards: SearchCard[]): Promise<string> {
  for (const card of cards.filter((c) => c.inStock)) {
    const res = await fetch(base + card.href, { headers: { "user-agent": BROWSER_UA }, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html")) return card.href;
  }
  throw new Error("no in-stock product page answered 200 HTML");
}

function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

export interface Visitor {
  token: string;
  cart?: string;
}

/** The cookies a visitor's browser sends: its XSRF token, and its cart once it has one. */
export const visitorCookies = (visitor: Visitor) => `${XSRF_COOKIE}=${visitor.token}` + (visitor.cart ? `; ${CART_COOKIE}=${visitor.cart}` : "");

/** A new browser: GET / hands out a fresh XSRF token (the rate limits' visitor). */
export async function newVisitor(base: string): Promise<Visitor> {
  const res = await fetch(`${base}/`, { headers: { "user-agent": BROWSER_UA } });
  await res.arrayBuffer();
  const token = cookieValue(res.headers.getSetCookie(), XSRF_COOKIE);
  if (!token) throw new Error(`GET / set no ${XSRF_COOKIE} cookie (status ${res.status})`);
  return { token };
}

/**
 * One add, as the product page's no-JavaScript form sends it; the cart cookie is kept. Answers with
 * the cart the answer's Set-Cookie names (none when it set no cart cookie) and its Retry-After.
 */
export async function addToCart(
  base: string,
  visitor: Visitor,
  itemId: string,
): Promise<{ status: number; ms: number; cart?: string; retryAfter: string | null }> {
  const cookie = visitorCookies(visitor);
  const body = new URLSearchParams({ intent: "add", itemId, quantity: "1", _xsrf: visitor.token }).toString();
  const start = performance.now();
  const res = await fetch(`${base}/app/cart`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "user-agent": BROWSER_UA, origin: base, "content-type": "application/x-www-form-urlencoded", cookie },
  });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  const cart = cookieValue(res.headers.getSetCookie(), CART_COOKIE);
  if (cart) visitor.cart = cart;
  return { status: res.status, ms, cart, retryAfter: res.headers.get("retry-after") };
}

/** The first buyable item of the cards (in stock, sold here without options) that a cart accepts. */
export async function findBuyableItem(base: string, cards: SearchCard[]): Promise<string> {
  const candidates = cards.filter((c) => c.inStock && !c.isGiftCard && !c.isCustomizable && !c.isPrescription && !c.isRxVetDiet);
  const probe = await newVisitor(base);
  // Each probe is a cart write of the probe visitor: stay well under its limit.
  for (const card of candidates.slice(0, 5)) {
    const { status } = await addToCart(base, probe, card.itemCatalogEntryId);
    if (status === 303) return card.itemCatalogEntryId;
  }
  throw new Error(`none of ${Math.min(5, candidates.length)} buyable candidates could be added to a cart`);
}

export interface CartAddFigures extends SequentialFigures {
  name: string;
  itemId: string;
  visitors: number;
  /** Answers by status (303 is success). */
  statuses: Record<string, number>;
  /** 429s: the bench went over a rate limit (a bench bug); included in `wrong`. */
  rateLimited: number;
}

/**
 * `requests` cart adds of `itemId`, one at a time, a fresh visitor (token and cart) every
 * `perVisitor`; preceded by `warmUp` untimed adds of their own visitor. A line holds at most
 * MAX_QUANTITY_PER_LINE and an add past it is refused (409), so a visitor adds at most that many.
 */
export async function sequentialCartAdds(
  base: string,
  itemId: string,
  { requests = 200, perVisitor = MAX_QUANTITY_PER_LINE, warmUp = 10 } = {},
): Promise<CartAddFigures> {
  const { perVisitor: visitorLimit, perIp: ipLimit } = RATE_LIMITS.cart;
  // Half the IP limit: a second run within the same window stays under it too (5: the item probes).
  if (Math.max(perVisitor, warmUp) > Math.min(visitorLimit.limit, MAX_QUANTITY_PER_LINE) || requests + warmUp + 5 > ipLimit.limit / 2) {
    throw new Error(`cart bench would exceed the cart rate limits (${visitorLimit.limit}/visitor, ${ipLimit.limit}/IP per ${ipLimit.windowSeconds}s)`);
  }
  const warm = await newVisitor(base);
  for (let i = 0; i < warmUp; i++) await addToCart(base, warm, itemId);

  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let visitor = warm;
  let visitors = 0;
  for (let i = 0; i < requests; i++) {
    if (i % perVisitor === 0) {
      visitor = await newVisitor(base);
      visitors++;
    }
    const { status, ms } = await addToCart(base, visitor, itemId);
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    name: "cart add (POST)",
    ...percentiles(times),
    requests,
    reqPerSec: +((requests * 1000) / total).toFixed(1),
    wrong: requests - (statuses[303] ?? 0),
    itemId,
    visitors,
    statuses,
    rateLimited: statuses[429] ?? 0,
  };
}
