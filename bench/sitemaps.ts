// `npx tsx bench/sitemaps.ts [products]`: the sitemaps' and product feed's figures at a catalogue
// size (default 100,000; docs/decisions/0062, 0074): how many files, the largest file's bytes and
// URLs, and the time to answer the index and the largest file, rendered (edge cache off) and from
// the edge cache; the feed's files, bytes, render and hit times; and the rows two catalogue
// statements read there (the product page's namesakes, the facet-duplicate query). Runs the built
// worker in workerd through Miniflare (no port, no wrangler dev); seeds `.wrangler/bench-{products}`
// when it is not current (as `npm run bench` does).
import { prepareLocalState } from "#scripts/local-state.ts";
import { get, startWorker } from "#tests/worker/worker-harness.ts";
import { percentiles } from "./measure";
import { productStatements } from "#app/product/product.server.ts";
import { facetPageDuplicateStatement, listHighValueFacetPages } from "#app/catalogue/high-value-facets.server.ts";
import { US_MARKET } from "#app/markets/config.ts";

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const REPEATS = 7;
/** After an answer of megabytes workerd closes the kept-alive connection a next request would reuse (decision 0074). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
/** A feed file is megabytes: fewer repeats. */
const FEED_REPEATS = 3;

async function timed(mf: ReturnType<typeof startWorker>, path: string) {
  const start = performance.now();
  const res = await get(mf, path);
  const body = await res.text();
  return { ms: performance.now() - start, status: res.status, bytes: new TextEncoder().encode(body).length, body, cache: res.headers.get("x-cache") };
}

async function timesOf(mf: ReturnType<typeof startWorker>, path: string, repeats = REPEATS) {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    times.push((await timed(mf, path)).ms);
    await pause();
  }
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
    const feeds: { path: string; bytes: number; items: number }[] = [];
    for (const file of products) {
      const path = file.path.replace("/sitemaps/", "/feeds/");
      await pause();
      const feed = await timed(rendered, path);
      if (feed.status !== 200) throw new Error(`${path} answered ${feed.status}`);
      feeds.push({ path, bytes: feed.bytes, items: feed.body.split("<item>").length - 1 });
    }
    const largestFeed = feeds.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    await timed(cached, largestFeed.path); // the edge copy
    await pause();
    const db = (await rendered.getD1Database("DB")) as unknown as D1Database;
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
      feed: {
        filesPerMarket: feeds.length / 2,
        bytesPerMarket: Object.fromEntries(
          ["us", "ca"].map((region) => [region, feeds.filter((f) => f.path.includes(`/${region}-`)).reduce((sum, f) => sum + f.bytes, 0)]),
        ),
        itemsPerMarket: feeds.reduce((sum, f) => sum + f.items, 0) / 2,
        largest: largestFeed,
        largestRenderedMs: await timesOf(rendered, largestFeed.path, FEED_REPEATS),
        largestFromEdgeMs: await timesOf(cached, largestFeed.path, FEED_REPEATS),
      },
      statements: await statementFigures(db),
    };
    console.log(JSON.stringify(figures, (_, v: unknown) => (typeof v === "number" && !Number.isInteger(v) ? Math.round(v * 10) / 10 : v), 2));
  } finally {
    await Promise.all([rendered.dispose(), cached.dispose()]);
  }
}

/** Rows read and time of the product page's namesakes statement and the facet-duplicate queries. */
async function statementFigures(db: D1Database) {
  const measured = async (statement: D1PreparedStatement) => {
    const { meta } = await statement.all();
    return { rowsRead: meta.rows_read, ms: meta.duration };
  };
  const product = await db.prepare("SELECT id FROM products WHERE published = 1 ORDER BY id DESC LIMIT 1").first<{ id: number }>();
  const namesakes = productStatements(db, US_MARKET, product!.id).at(-1)!;
  const page = await db
    .prepare("SELECT category_id, facet_value_id, product_count FROM category_facet_counts ORDER BY product_count DESC LIMIT 1")
    .first<{ category_id: number; facet_value_id: number; product_count: number }>();
  const facetPage = { categoryId: String(page!.category_id), facetValueId: page!.facet_value_id, productCount: page!.product_count };
  const listStart = performance.now();
  await listHighValueFacetPages(db, "us");
  const highValueFacetListMs = performance.now() - listStart;
  return {
    productNamesakes: await measured(namesakes),
    facetPageDuplicate: await measured(facetPageDuplicateStatement(db, facetPage)),
    highValueFacetListMs,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
