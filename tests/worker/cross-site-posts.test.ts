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
