import { describe, expect, it } from "vitest";
import { FAVICON_SIZES, readIco } from "#scripts/favicon/favicon-ico.ts";
import { cacheControl } from "#app/http/cache-policy.ts";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// Issue #27: browsers, crawlers and feed readers ask for /favicon.ico whatever the page links; it
// was a 404. It is public/favicon.ico, drawn from public/favicon.svg (scripts/favicon/).

const worker = useWorker();

describe("/favicon.ico", () => {
  it(`answers 200 with an icon of ${FAVICON_SIZES.join(", ")} px, kept like the other static files`, async () => {
    const res = await get(worker.mf, "/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers.get("cache-control")).toBe(cacheControl("staticFile"));
    const icon = readIco(new Uint8Array(await res.arrayBuffer()));
    expect(icon.map((image) => image.size)).toEqual([...FAVICON_SIZES]);
  });

  it("the SVG the pages link stays", async () => {
    const res = await get(worker.mf, "/favicon.svg");
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
    await res.arrayBuffer();
  });
});
