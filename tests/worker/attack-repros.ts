import { CONTENT_POINTER_KEY, contentVersionKey } from "#app/content/content-document.ts";
import { parseVersionPointer, VERSION_POINTER_HISTORY } from "#app/kv/versions.ts";

// The requests of issue #23's attack repros, written once for the fast worker tests
// (hardening.test.ts, wrangler-dev-hardening.test.ts) and the bench's long soak (bench/soak.ts), so
// both send the same attacks. (GraphQL's query shapes are app/graphql/query-shapes.testkit.ts.)

/** Bodies past their route's limit, each refused 413 (sent chunked and with a length): issue #23 #5. */
export const OVERSIZED_BODIES: { path: string; bytes: number; type: string; status: number; headers?: Record<string, string> }[] = [
  { path: "/v1/batch", bytes: 600 * 1024, type: "application/json", status: 413 },
  { path: "/api/rum", bytes: 65 * 1024, type: "text/plain", status: 413 },
  { path: "/ca/api/rum", bytes: 2 * 1024 * 1024, type: "text/plain", status: 413 },
  { path: "/app/cart", bytes: 2 * 1024 * 1024, type: "application/x-www-form-urlencoded", status: 413 },
  // The product server refuses a request without the preflight header (spec §7) before reading it.
  { path: "/api/pdp/graphql", bytes: 65 * 1024, type: "application/json", status: 413, headers: { "apollo-require-preflight": "true" } },
  { path: "/plp/api/search", bytes: 2 * 1024 * 1024, type: "application/json", status: 413 },
  { path: "/ca/plp/api/facets", bytes: 2 * 1024 * 1024, type: "application/json", status: 413 },
];

/** Where a GET or HEAD with a body must be a 400 before any route (issue #23 #7: 500 on 13 of them). */
export const BODY_ON_GET_PATHS = [
  "/app/cart",
  "/ca/app/cart",
  "/app/checkout",
  "/app/notify-me",
  "/s?query=dog&sort=byRating",
  "/b/dog_c288?rh=price_d:10-20",
  "/app/rest/user-context",
  "/ads/v1/event",
  "/",
  "/brands",
  "/api/rum",
  "/v1/batch",
  "/plp/api/search",
  "/b/dog_c288.data",
  "/robots.txt",
];

/** Campaign and click ids, which the edge cache key leaves out: a kept page renders none of them (issue #23 #4). */
export const PLANTED_IDS = "utm_source=PLANTEDSRC&utm_campaign=PLANTEDCMP&gclid=PLANTEDGCLID&mc_eid=PLANTEDMCEID&fbclid=PLANTEDFB";
export const PLANTED = /PLANTED/;
export const withPlantedIds = (path: string) => `${path}${path.includes("?") ? "&" : "?"}${PLANTED_IDS}`;

/**
 * Requests that each make the Worker log (issue #23 #6: every logged stack held files open under
 * `wrangler dev`): Remix's legacy data request, a 400 before Remix, and an unknown forced flag
 * (outside production a query may force flags).
 */
export const LEGACY_DATA_REQUEST = "/b/dog_c288?_data=root";
export const unknownFlagRequest = (i: number) => `/b/dog_c288?flags=noSuchFlag${i}:on`;

/** A RUM beacon as our pages send it, and the Origins of pages that are not ours: a cross-site page, none, an opaque one (issue #23 #11). */
export const RUM_BEACON = JSON.stringify({ pageType: "plp", measurements: [{ name: "LCP", value: 1200, rating: "good" }] });
export const FOREIGN_ORIGINS: Record<string, string>[] = [{ origin: "https://evil.example" }, {}, { origin: "null" }];

/** A store of managed content's KV keys: miniflare's KV namespace in the tests, `wrangler kv` in the bench. */
interface KeyValues {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

export const CORRUPT_CONTENT_VERSION = "20991231T000000000Z-corrupt";

/**
 * Makes the live content version a corrupt document, with the good one it replaced first in the
 * pointer's history, as a failed publish could (issue #23 #10); returns the good version.
 */
export async function corruptLiveContent(kv: KeyValues): Promise<string> {
  const pointer = parseVersionPointer((await kv.get(CONTENT_POINTER_KEY)) ?? "null");
  if (!pointer.ok) throw new Error(`content pointer: ${pointer.problems.join("; ")}`);
  const good = pointer.value.version;
  await kv.put(contentVersionKey(CORRUPT_CONTENT_VERSION), `{"format":1,"version":"${CORRUPT_CONTENT_VERSION}","content":{"pages":[[`);
  await kv.put(
    CONTENT_POINTER_KEY,
    JSON.stringify({ ...pointer.value, version: CORRUPT_CONTENT_VERSION, previous: [good, ...pointer.value.previous].slice(0, VERSION_POINTER_HISTORY) }),
  );
  return good;
}
