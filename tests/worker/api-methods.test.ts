import { describe, expect, it } from "vitest";
import { GRAPHQL_PATHS } from "#app/graphql/paths.ts";
import { API_PATHS } from "#worker/api-routes.ts";
import { XSRF_COOKIE, XSRF_HEADER } from "#app/security/same-origin.ts";
import { get, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";

// One Allow list per endpoint (issue #27, decisions 0071, 0074): every JSON endpoint and GraphQL
// server, in both markets, says the same methods in its OPTIONS answer and in every 405, and the
// methods it lists are the ones it answers.

const worker = useWorker({ scratch: true });

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
/** A write as this site's own page sends it (Origin, the host a proxy names, the XSRF pair), so the same-origin guard lets it through to the endpoint. */
const TOKEN = "api-methods-test-token-0000000000000000000001";
const OWN_PAGE_WRITE = {
  "content-type": "application/json",
  origin: SITE_ORIGIN,
  "x-forwarded-host": new URL(SITE_ORIGIN).host,
  cookie: `${XSRF_COOKIE}=${TOKEN}`,
  [XSRF_HEADER]: TOKEN,
};
const paths = [...API_PATHS, ...GRAPHQL_PATHS].flatMap((path) => [path, `/ca${path}`]);

describe("every endpoint's methods", () => {
  it.each(paths)("%s: OPTIONS and every 405 give one Allow list, and a listed method is answered", async (path) => {
    const options = await get(worker.mf, path, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    const allow = options.headers.get("allow")!;
    const listed = allow.split(", ");
    expect(listed).toContain("OPTIONS");
    for (const method of METHODS) {
      const res = await get(worker.mf, path, {
        method,
        ...(method !== "GET" && method !== "HEAD" && { body: "{}", headers: OWN_PAGE_WRITE }),
      });
      await res.body?.cancel();
      if (listed.includes(method)) expect(res.status, `${method} ${path}`).not.toBe(405);
      else expect([res.status, res.headers.get("allow")], `${method} ${path}`).toEqual([405, allow]);
    }
  });
});
