// `npx tsx bench/sitemaps.ts [products]`: the sitemaps' figures at a catalogue size (default 100,000;
// docs/decisions/0062): how many files, the largest file's bytes and URLs, and the time to answer
// the index and the largest file, rendered (edge cache off) and from the edge cache. Runs the built
// worker in workerd through Miniflare (no port, no wrangler dev); seeds `.wrangler/bench-{products}`
// when it is not current (as `npm run bench` does).
import { prepareLocalState } from "#scripts/local-state.ts";
import { get, startWorker } from "#tests/worker/worker-harness.ts";
import { percentiles } from "./measure";

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const REPEATS = 7;

async function timed(mf: ReturnType<typeof startWorker>, path: string) {
  const start = performance.now();
  const res = await get(mf, path);
  const body = await res.text();
  return { ms: performance.now() - start, status: res.status, bytes: new TextEncoder().encode(body).length, body, cache: res.headers.get("x-cache") };
}

async function timesOf(mf: ReturnType<typeof startWorker>, path: string) {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) times.push((await timed(mf, path)).ms);
  return { p50: percentiles(times).p50, max: Math.max(...times) };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

async function main() {
  const stateDir = `.wrangler/bench-${PRODUCTS}`;
  await prepareLocalState({ persistTo: stateDir, products: PRODUCTS === 10_000 ? undefined : PRODUCTS });
  const rendered = startWorker({ stateDir, vars: { EDGE_PAGE_CACHE: "off" } });
  const cached = startWorker({ stateDir });
  try {
    await Promise.all([rendered.ready, cached.ready]);
    const index = await timed(rendered, "/sitemap.xml");
    const files = [];
    for (const path of locs(index.body)) {
      const file = await timed(rendered, path);
      if (file.status !== 200) throw new Error(`${path} answered ${file.status}`);
      files.push({ path, bytes: file.bytes, urls: locs(file.body).length, ms: file.ms });
    }
    const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const products = files.filter((f) => f.path.includes("-products-"));
    await timed(cached, largest.path); // the edge copy
    const figures = {
      products: PRODUCTS,
      files: files.length,
      productFilesPerMarket: products.length / 2,
      productUrlsPerMarket: products.reduce((sum, f) => sum + f.urls, 0) / 2,
      indexBytes: index.bytes,
      largest: { path: largest.path, bytes: largest.bytes, urls: largest.urls },
      indexRenderedMs: await timesOf(rendered, "/sitemap.xml"),
      largestRenderedMs: await timesOf(rendered, largest.path),
      largestFromEdgeMs: await timesOf(cached, largest.path),
    };
    console.log(JSON.stringify(figures, (_, v: unknown) => (typeof v === "number" && !Number.isInteger(v) ? Math.round(v * 10) / 10 : v), 2));
  } finally {
    await Promise.all([rendered.dispose(), cached.dispose()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
