// Worker entry for scripts/catalogue/bench-search.ts: runs one searchListing per request
// (POST a JSON { market: "us" | "ca", request }) against env.DB and answers the listing summary,
// with the bytes the isolate's facet index holds by its own account (indexBytes).
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { SearchRequest } from "#app/search/request.ts";
import { searchListing } from "#app/search/search.server.ts";
import { cachedFacetIndex, indexBytes, STALE } from "#app/search/facet-index.server.ts";

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const body = (await request.json()) as { market: "us" | "ca"; request: unknown };
    const t = Date.now();
    const res = await searchListing(env.DB, body.market === "ca" ? CA_MARKET : US_MARKET, SearchRequest.parse(body.request));
    const workerMs = Date.now() - t;
    const index = await cachedFacetIndex()?.catch(() => null);
    const bytes = index && index !== STALE ? indexBytes(index) : 0;
    return Response.json({ total: res.recordSetTotal, products: res.products.length, facets: res.facets.length, workerMs, indexBytes: bytes });
  },
};
