import { MESSAGES } from "./constants";
import type { Logger } from "./logger";

type AdFetch = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * spec §7 "Ad impression": GET to a caller-supplied URL, no-cors, JSON content type; the answer is opaque
 * under no-cors and unused, failures are only logged. Never rejects.
 */
export function sendAdImpression(url: string, fetchFn: AdFetch | undefined, logger: Logger): Promise<void> {
  if (!fetchFn) return Promise.resolve();
  // Promise.resolve().then: a fetch that throws synchronously (bad URL in some engines) is logged too.
  return Promise.resolve()
    .then(() => fetchFn(url, { method: "GET", mode: "no-cors", headers: { "Content-Type": "application/json" } }))
    .then(
      () => undefined,
      (error) => logger.error(MESSAGES.AD_IMPRESSION_FAILED, url, error),
    );
}
