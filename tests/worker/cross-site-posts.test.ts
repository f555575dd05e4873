import { describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "#app/security/same-origin.ts";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// Which JSON endpoints take a POST from another site is said once, in the Worker's API table
// (worker/api-routes.ts); the same-origin guard reads it. What a caller sees, endpoint by endpoint:
// the read APIs of the listing (spec §7), the collector and the RUM endpoint answer the request
// itself; everything that reads or writes what a visitor owns refuses it before any app code runs.

const worker = useWorker();
const crossSitePost = (path: string) =>
  get(worker.mf, path, { method: "POST", body: "{}", headers: { origin: "https://evil.example", "content-type": "application/json" } });

describe("a POST from another site, without the page's token", () => {
  it.each([
    "/plp/api/search",
    "/plp/api/facets",
    "/plp/api/enrichments",
    "/plp/api/promo-pricing",
    "/api/item/v1/item",
    "/v1/batch",
    "/api/rum",
    "/ca/plp/api/search",
  ])("%s answers it (its own checks, not the same-origin guard)", async (path) => {
    // The collector has an origin rule of its own (analytics.test.ts): only the guard's refusal is ruled out here.
    const res = await crossSitePost(path);
    expect(res.status, path).toBeLessThan(500);
    expect(await res.text()).not.toContain(CROSS_SITE_MESSAGE);
  });

  it.each(["/plp/api/product-options", "/api/content/v1/pages/plp", "/app/rest/user-context", "/ads/v1/event", "/app/cart", "/ca/app/rest/user-context"])(
    "%s is refused with 403 and the spec's message",
    async (path) => {
      const res = await crossSitePost(path);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe(CROSS_SITE_MESSAGE);
    },
  );
});

describe("the collector reads RudderStack's form-labelled gzip JSON, never a form another site can post (decision 0070)", () => {
  const batch = JSON.stringify({ batch: [{ type: "track", event: "Forged", anonymousId: "a", messageId: "cross-site-form" }], writeKey: "any" });

  it("a plain form-urlencoded post, as an HTML form on another site sends it, is refused with 415", async () => {
    const res = await get(worker.mf, "/v1/batch", {
      method: "POST",
      body: new TextEncoder().encode(batch),
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("another site's script cannot add Content-Encoding: the preflight it needs grants no CORS", async () => {
    const res = await get(worker.mf, "/v1/batch", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "content-encoding" },
    });
    expect([...res.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });
});
