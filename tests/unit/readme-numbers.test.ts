// The README's limits and budgets are the code's (issue #25: "numbers in the README read from the
// code or dropped"). Each row builds the README's sentence from the constant that enforces it, so
// changing a limit without its documentation (or the other way round) fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JS_BUDGET_LISTING_GZIP, JS_TARGET_LISTING_GZIP } from "#scripts/budgets/page-javascript.ts";
import { HYDRATION_PAYLOAD_BUDGET_BYTES } from "#scripts/budgets/hydration-payload.ts";
import { HEAP_BUDGET_MB } from "#bench/memory.ts";
import { GRAPHQL_BODY_LIMIT_BYTES } from "#app/graphql/http.server.ts";
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS } from "#app/graphql/limits.ts";
import { SEARCH_BODY_LIMIT_BYTES } from "#app/search/search-api.server.ts";
import { RUM_BODY_LIMIT_BYTES, RUM_MAX_MEASUREMENTS } from "#app/perf/rum.ts";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { MAX_BATCH_BYTES, MAX_MESSAGES_PER_BATCH } from "#analytics/collector/batch-schema.ts";
import { TBT_BUDGET_MS, TBT_RUNS } from "#scripts/audit/gate.ts";

const README = readFileSync("README.md", "utf8").replace(/\s+/g, " ");
const kb = (bytes: number) => `${Number((bytes / 1024).toFixed(1))} KB`;
const thousands = (n: number) => n.toLocaleString("en-US");

const SENTENCES: [what: string, sentence: string][] = [
  ["listing JavaScript target", `issue #8 target ${kb(JS_TARGET_LISTING_GZIP)}`],
  ["listing JavaScript budget", `enforced at ${thousands(JS_BUDGET_LISTING_GZIP)} bytes, ${kb(JS_BUDGET_LISTING_GZIP)}`],
  ["Total Blocking Time gate", `Blocking Time, the median of ${TBT_RUNS} runs, is over ${TBT_BUDGET_MS} ms`],
  ["hydration payload budget", `hydration payload at most ${kb(HYDRATION_PAYLOAD_BUDGET_BYTES)}`],
  ["isolate heap budget", `budget ${HEAP_BUDGET_MB} MB at 100k`],
  [
    "GraphQL body limit and shape",
    `JSON bodies up to ${kb(GRAPHQL_BODY_LIMIT_BYTES)}, at most ${MAX_QUERY_DEPTH} levels and ${MAX_QUERY_FIELDS} fields a query`,
  ],
  ["read API body limit", `The read APIs take JSON bodies up to ${kb(SEARCH_BODY_LIMIT_BYTES)}`],
  ["RUM body and size", `text/plain JSON up to ${kb(RUM_BODY_LIMIT_BYTES)} and ${RUM_MAX_MEASUREMENTS} measurements`],
  ["RUM rate limits", `${RATE_LIMITS.rum.perVisitor.limit} beacons a minute per visitor and ${RATE_LIMITS.rum.perIp.limit} per address`],
  ["collector batch limits", `up to ${MAX_BATCH_BYTES / 1024} KB and ${MAX_MESSAGES_PER_BATCH} messages`],
  ["collector rate limit", `past ${RATE_LIMITS.collector.perVisitor.limit} events a minute per anonymous`],
];

describe("the README states the limits the code enforces", () => {
  it.each(SENTENCES)("%s: “%s”", (_what, sentence) => {
    expect(README).toContain(sentence);
  });
  it("each of those minutes is the window the code counts in", () => {
    expect(RATE_LIMITS.rum.perVisitor.windowSeconds).toBe(60);
    expect(RATE_LIMITS.collector.perVisitor.windowSeconds).toBe(60);
  });
});
