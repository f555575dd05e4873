import { describe, expect, it } from "vitest";
import { get, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";

// spec §7 "A static asset host is preconnected to" (issue #24; app/layout/preconnect.ts): the page's
// <head> opens the connection to the configured asset host; none when there is no other host.

const headOf = async (res: { text(): Promise<string> }) => {
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
};
const preconnects = (head: string) => [...head.matchAll(/<link rel="preconnect" href="([^"]+)"\/>/g)].map((m) => m[1]);

describe("with STATIC_ASSET_ORIGIN set", () => {
  const worker = useWorker({ vars: { STATIC_ASSET_ORIGIN: "https://assets.tailwise.test" } });

  it.each(["/", "/b/dog_c288", "/ca/s?query=dog%20food", "/whisker-co-high-protein-pork-stew/dp/504885", "/brands"])(
    "%s preconnects to it in its head",
    async (path) => {
      const res = await get(worker.mf, path);
      expect(res.status).toBe(200);
      expect(preconnects(await headOf(res))).toEqual(["https://assets.tailwise.test"]);
    },
  );

  it("a page kept at the edge keeps it (the second answer is the kept copy)", async () => {
    await get(worker.mf, "/b/cat_c325");
    const kept = await get(worker.mf, "/b/cat_c325");
    expect(preconnects(await headOf(kept))).toEqual(["https://assets.tailwise.test"]);
  });
});

describe("with no static asset host, or the site's own origin as it", () => {
  const unset = useWorker();
  const own = useWorker({ vars: { STATIC_ASSET_ORIGIN: SITE_ORIGIN } });

  it("preconnects to nothing", async () => {
    expect(preconnects(await headOf(await get(unset.mf, "/b/dog_c288")))).toEqual([]);
    expect(preconnects(await headOf(await get(own.mf, "/b/dog_c288")))).toEqual([]);
  });
});
