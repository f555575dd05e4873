import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheControl } from "#app/http/cache-policy.ts";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// Issue #27: a revalidation answer (304) carries the same Cache-Control as the file's 200. A cache
// that revalidates replaces the stored headers with the 304's (RFC 9111 §4.3.4), so a 304 saying
// `max-age=0, must-revalidate` would undo `immutable` for a /build/ file the first time anyone asked again.

const worker = useWorker();
/** A client build file (hashed name) and a plain static image, as the built site has them. */
const buildFile = `/build/${readdirSync(path.resolve("public/build")).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))}`;
const image = "/images/content/hero-dog.svg";

describe.each([
  { file: buildFile, policy: cacheControl("immutable") },
  { file: image, policy: cacheControl("staticFile") },
])("$file revalidated with If-None-Match", ({ file, policy }) => {
  it("answers 304 with the 200's Cache-Control and ETag, and no body", async () => {
    const first = await get(worker.mf, file);
    await first.arrayBuffer();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(policy);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();

    const again = await get(worker.mf, file, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(policy);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("a changed file (another ETag) gets the 200 again", async () => {
    const res = await get(worker.mf, file, { headers: { "if-none-match": '"not-this-version"' } });
    await res.arrayBuffer();
    expect([res.status, res.headers.get("cache-control")]).toEqual([200, policy]);
  });
});
