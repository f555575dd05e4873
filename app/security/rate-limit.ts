// Rate limits for what anonymous clients can write (carts, notify-me): fixed windows counted per
// visitor and per IP. Pure rules here; the counting in D1 is rate-limit.server.ts.

export interface Limit {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  perVisitor: Limit;
  perIp: Limit;
}

/**
 * Decisions (docs/decisions/0009): a shopper clicking fast through a cart stays far below the cart
 * limits; notify-me is a sign-up, a handful per visitor is plenty. Per IP is looser because many
 * shoppers share one address (offices, mobile carriers).
 */
export const RATE_LIMITS = {
  cart: { perVisitor: { limit: 120, windowSeconds: 60 }, perIp: { limit: 600, windowSeconds: 60 } },
  notifyMe: { perVisitor: { limit: 5, windowSeconds: 600 }, perIp: { limit: 30, windowSeconds: 600 } },
} as const satisfies Record<string, RateLimitPolicy>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

export function windowStart(nowSeconds: number, windowSeconds: number): number {
  return Math.floor(nowSeconds / windowSeconds) * windowSeconds;
}

/** Whole seconds until the window that refused a request ends (at least 1). */
export function retryAfterSeconds(nowSeconds: number, windowSeconds: number): number {
  return Math.max(1, windowStart(nowSeconds, windowSeconds) + windowSeconds - Math.floor(nowSeconds));
}

export function rateLimitedMessage(retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} seconds` : minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `Too many requests. Please wait ${wait} and try again.`;
}
