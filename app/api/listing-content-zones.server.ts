import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogueMeta, categoryLineage } from "#app/catalogue/metadata.server.ts";
import { listingZonesView } from "#app/content/page-content.server.ts";
import { PlpZonesQuery } from "#app/content/plp-zones-request.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { parseQuery } from "#app/http/query-params.ts";
import { logError } from "#app/errors/log-line.ts";

// spec §7 GET {market}/api/content/v1/pages/plp: a listing's CMS zones (zone1, zone2, zone3, zone19,
// elpZones, postPaginationZones) for its page parameters, as the listing page renders them (links in
// the market, shelves' products resolved). Zone 19 is answered as published: whether it shows
// depends on the products the listing returns (spec §5), which the caller has.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseQuery(PlpZonesQuery, url.searchParams);
  if ("issues" in parsed) {
    const { issues } = parsed;
    return jsonResponse({ error: `Invalid page parameters: ${issues.map((i) => i.message).join("; ")}`, issues }, 400, cacheHeaders("none"));
  }
  const { catalogId, searchTerm, page, noResults } = parsed.data;
  let lineage: string[] = [];
  if (catalogId) {
    try {
      lineage = categoryLineage(await context.timing.time("catalogue", () => catalogueMeta(context.catalogue.db)), catalogId);
    } catch (error) {
      logError(context.requestId, "content zones: catalogue unavailable", error);
      return jsonResponse({ error: "The catalogue is unavailable; try again shortly." }, 503, { ...cacheHeaders("none"), "Retry-After": "30" });
    }
    if (!lineage.length) return jsonResponse({ error: `Unknown category ${catalogId}.` }, 404, cacheHeaders("short"));
  }
  const { version } = await context.content();
  const zones = await listingZonesView(context, request, { lineage, term: searchTerm ?? null, page, noResults });
  // Private: the zones' offer placeholders are filled for the asking visitor's class (decision 0037).
  return jsonResponse({ version, pageParameters: parsed.data, zones }, 200, cacheHeaders("shortPrivate"));
}
