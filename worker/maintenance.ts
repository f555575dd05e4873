import type { MarketConfig } from "#app/markets/config.ts";
import { supportCodeFor } from "#app/errors/support-code.ts";
import { errorCopy } from "#app/errors/error-copy.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { escapeHtml } from "#app/ui/escape-html.ts";
import { plainPageResponse } from "./error-page";

/**
 * The maintenance page the Worker sends when the app itself cannot answer (Remix threw, the
 * environment is broken). Plain HTML, no scripts: it must render whatever else is down.
 */
export function maintenanceResponse(market: MarketConfig, requestId: string): Response {
  const maintenance = errorCopy("maintenance");
  return plainPageResponse(market, {
    status: 503,
    title: maintenance.title,
    paragraphs: [escapeHtml(maintenance.body), `${maintenance.supportCode}: <code class="support-code">${supportCodeFor(requestId)}</code>`],
    callUs: maintenance.callUs,
    homeLabel: maintenance.goHome,
    headers: { "Retry-After": RETRY_AFTER_SECONDS.maintenance },
  });
}
