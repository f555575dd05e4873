import type { MarketConfig } from "../app/markets/config";
import { withMarketPrefix } from "../app/markets/prefix";
import { supportCodeFor } from "../app/errors/support-code";
import usCommon from "../locales/en-US/common.json";
import caCommon from "../locales/en-CA/common.json";
import listing from "../locales/en-US/listing.json";

/**
 * The maintenance page the Worker sends when the app itself cannot answer (Remix threw, the
 * environment is broken). Plain HTML, no scripts: it must render whatever else is down.
 */
export function maintenanceResponse(market: MarketConfig, requestId: string): Response {
  const common = market.region === "ca" ? caCommon : usCommon;
  const { maintenance } = listing;
  const html = `<!doctype html>
<html lang="${market.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${maintenance.title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>${maintenance.title}</h1>
<p>${maintenance.body}</p>
<p>${maintenance.supportCode}: <code class="support-code">${supportCodeFor(requestId)}</code></p>
<p>${maintenance.callUs} <a href="${common.support.phoneHref}">${common.support.phone}</a></p>
<p><a href="${withMarketPrefix("/", market)}">${maintenance.goHome}</a></p>
</body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
  });
}
