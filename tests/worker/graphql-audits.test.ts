import { serverAudits, type AuditResult } from "graphql-http";
import { describe, expect, it } from "vitest";
import { GRAPHQL_PATHS } from "#app/graphql/paths.ts";
import { useWorker } from "./use-worker";
import { SITE_ORIGIN } from "./worker-harness";

// Issue #27: graphql-http's own GraphQL-over-HTTP audit (serverAudits, the spec's reference
// implementation) against every GraphQL server the Worker answers, in both markets (decision 0071).
// Every MUST and every SHOULD passes; the MAY results are listed (the servers take no GET: decision
// 0071, so the audit's GET items are notices).

/** The servers that refuse a request without the CSRF header (spec §7: the product page's): the audit sends it there. */
const PREFLIGHT_PATHS: ReadonlySet<string> = new Set(["/api/pdp/graphql"]);
const SERVERS = GRAPHQL_PATHS.flatMap((path) => [path, `/ca${path}`]);
/** The GET items the servers answer 405 by choice. */
const MAY_NOT_DONE = [
  "MAY accept application/x-www-form-urlencoded formatted GET requests",
  "MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json",
  "MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json",
];

const worker = useWorker();

async function audit(path: string): Promise<AuditResult[]> {
  const preflight = PREFLIGHT_PATHS.has(path.replace(/^\/ca/, ""));
  const fetchFn = (url: string, init: RequestInit = {}) =>
    worker.mf.dispatchFetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(preflight && { "apollo-require-preflight": "true" }) },
    } as never);
  const results: AuditResult[] = [];
  for (const { fn } of serverAudits({ url: `${SITE_ORIGIN}${path}`, fetchFn: fetchFn as unknown as typeof fetch })) results.push(await fn());
  return results;
}

const failures = (results: AuditResult[], level: "MUST" | "SHOULD" | "MAY") =>
  results.filter((result) => result.name.startsWith(`${level} `) && result.status !== "ok").map((result) => result.name);

describe.each(SERVERS)("graphql-http's serverAudits against %s", (path) => {
  it("every MUST and every SHOULD passes; only the GET items of MAY do not", async () => {
    const results = await audit(path);
    expect(results.filter((result) => result.name.startsWith("MUST ")).length).toBeGreaterThanOrEqual(13);
    expect(failures(results, "MUST")).toEqual([]);
    expect(failures(results, "SHOULD")).toEqual([]);
    expect(failures(results, "MAY")).toEqual(MAY_NOT_DONE);
  });
});
