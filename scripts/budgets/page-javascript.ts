import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The JavaScript a page needs before it is interactive, from the build itself: the scripts the
// page's HTML names (module preloads, the entry, the matched routes' modules) and everything they
// import statically (the build's metafile), each file gzipped on its own as a CDN would. Dynamic
// imports (the analytics layer after hydration, the app bridge on a cart change, an out-of-stock
// product's notify-me form, the error pages) load later and are not part of it (issue #8 budget).

/** Issue #8's target for a listing page. */
export const JS_TARGET_LISTING_GZIP = 100 * 1024;
/**
 * What the suite enforces: since decision 0085, under the target (until then it was not met). 102.3 KB once the listing's facet links
 * were built in the browser (which halved the hydration payload, docs/decisions/0014); 102.7 KB with
 * the one facet table; 101.9 KB once the browser took only the facet keys, the error pages' and the
 * no-results panel's words came with those (lazily loaded) components, and a cart change's analytics
 * and app bridge with the first change. 102.7 KB with the phone's Filter & Sort bar (issue #9: its
 * sheets, their words and the facet selection load on first use; the bar itself is ~0.8 KB); 103.4 KB
 * with every card rule of spec §5 rendered (price per unit, savings, autoship percent, '+N Deal(s)',
 * option summary); 103.8 KB with Load More; 104.2 KB with the enrichment after load (its code loads
 * after hydration; what stays is the hook and the chunks esbuild splits out for modules the eager
 * and the lazy code share); 104.9 KB with the scroll targets of spec §4; 106.3 KB with the grid's
 * tiles (sponsored products, the educational widget, Load More's placeholders; the ad trackers
 * come with the lazy analytics layer), the FAQ text and the options overlay's opener (the overlay
 * itself loads on first use) (decision 0025); 108.6 KB with managed content, Shop Similar, the header navigation and footer contact links (issue #10, decision 0026:
 * the header banner and CMS zones are server HTML the browser keeps, ~1 KB for the islands that
 * keep it, the zones' places in the grid and the client-side navigation's call for them; their
 * components, the carousel and the fetch load only when a page renders them itself; an out-of-stock
 * card's Shop Similar link opens its overlay, whose code and urql client load on first use; the
 * browse navigation is server HTML too, its words server-only; a brand's videos load lazily); 108.5 KB
 * once the options overlay's words came with the overlay (decision 0028); the listing's report
 * builders then moved to the lazily loaded analytics layer (-104 bytes), which paid for issue #11's
 * flags (decision 0030). Issue #23's other-market link that writes only the page's own parameters
 * (app/http/page-address.ts) was paid for by the listing's robots rule moving to its loader and the
 * forms' address field going (111,075 -> 110,997 bytes). Issue #24's one price owner (every surface's price lines in one
 * component, the first Autoship order's line and the deal's name on cards) was paid for by the footer
 * becoming server HTML the browser keeps and the price buckets' tables leaving bundles that do not use
 * them; with the offers table's header line and the partial rules: 110,898 bytes. Issue #25's
 * renovation split the listing page into named parts (+127 bytes) and paid for it with the root
 * loader delegating to one server module (the content and navigation modules' empty browser
 * stand-ins left every page: -127 bytes); with the URL builder moved below its users: 110,807 bytes. Issue #26 paid for its
 * browser work (the card's srcset, Load More keeping page 1's tiles, back to the tapped card, the sort
 * chip, the brand once, Skip to results) by loading the FAQ, the educational tile, the page numbers and
 * the welcome box's words lazily and drawing the stars' fill in CSS; the mini-cart's own React root
 * reordered React DOM's chunk, which compresses ~490 bytes better: 110,570 bytes. Issue #26's phone and
 * keyboard work (the banners' row in the grid, the facet panel's Show more and More filters, the import
 * of the pets row's arrow keys) was paid for by loading the filter panel as an island with its words:
 * 110,485 bytes measured, 110,500 allowed (the same commit measured 7 bytes apart on two machines). The
 * typeahead's trigger shares that import line (one chunk for the header's enhancements, no handler of its
 * own on the field): 110,469 bytes measured, 110,480 allowed. Issue #28 measured the eager set module by
 * module (docs/decisions/0081): 110,437 bytes over 28 files after the merges of its day; the
 * page's hydration state moved into the islands' module (one chunk fewer): 110,239 bytes; so did the
 * translation hook into the market hooks' module: 110,099 bytes, 110,110 allowed.
 * React DOM,
 * React Router and Remix are ~86 KB of it. A page may not grow past this;
 * lower it as the listing gets lighter, down to the target: the next lever is the many small
 * chunks esbuild splits out for modules the eager and the lazy code share (~14 under 400 bytes,
 * each with its own gzip overhead and import lines).
 */
/*
 * Merged into main, the same app code built to 110,110 and 106,083 bytes: 10-11 bytes more than the
 * helper's worktree measured, in both pages (the bytes depend on more than the app's code: the
 * checkout's path, which the CI machine's differs in). Both budgets keep 30 bytes over main's figures
 * for that, still 340 bytes under the listing's budget before decision 0081. Decision 0082 made
 * four parts islands whose code loads beside the page's (the phone's Filter & Sort bar, the listing
 * header, the sort form, the breadcrumbs): 108,958 bytes over 26 files, 108,980 allowed. Decisions
 * 0083 (numbers without Intl, +~310 bytes) and 0084 (V8's compile hint, +21) were paid for by the
 * header's addresses leaving the listing's URL code (a small file of its own, +128), the islands'
 * words travelling with them (-159), the analytics page types loading with the analytics layer
 * (-142) and the welcome banner's promotion leaving the grid's list-id module (one file fewer,
 * -213): 108,895 bytes over 26 files; the cart's path joined the header's other addresses (one
 * file fewer): 108,842 bytes over 25 files, 108,870 allowed. Then under the target (decision 0085):
 * terser's second pass over the browser build, with the licence notices in files beside their
 * chunks (-4,206 bytes: 104,636); the facet links made by the panels that show them, with the URL
 * builder in their islands (-2,215: 102,421); the sort choices made by the sort controls (-260:
 * 102,161); the listing's always-shown islands loading with the listing's module (+35): 102,196
 * bytes over 25 files, 102,230 allowed. The product page's reviews writer leaving its first
 * JavaScript (decision 0087) moved a few shared bytes too: 102,179, 102,210 allowed; the islands'
 * loads and the analytics queue's slices in tasks of their own (decision 0088, +12 with the queue's
 * unused code taken out to make room): 102,191; 102,201 when the stylesheet's hashed name in the
 * root chunk changed (decision 0089, no script changed). No budget above the target (the test checks
 * that too).
 */
export const JS_BUDGET_LISTING_GZIP = 102_210;
/**
 * A product page ships less than a listing (issue #28): the same framework, root and shared chunks,
 * without the grid, its cards and the filter bar, with the gallery and the buy box. 106,413 bytes over
 * 26 files when the budget was set (decision 0081), 106,215 bytes over 25 once the hydration state
 * joined the islands' module, 106,073 over 24 with the translation hook in the market hooks' module,
 * 106,015 with the breadcrumbs an island (decision 0082); 103,627 once the header's addresses left
 * the listing's URL code (-2,443 bytes: the product page loads none of it now), with decisions 0083
 * and 0084 and the words and page types of the listing's steps above; 103,577 with the cart's path
 * beside the header's other addresses; 99,555 with terser's second pass and the licence notices
 * moved (decision 0085, -4,022 bytes); 99,004 with the reviews' HTML writer and words loaded only
 * where the browser writes a section, and Recently viewed loaded when its place nears the screen
 * (decision 0087, -551 bytes), 99,040 allowed; 99,009 with decision 0088's short tasks (+18), 99,013
 * with the stylesheet's new hashed name (decision 0089); it may not grow past this either.
 */
export const JS_BUDGET_PRODUCT_GZIP = 99_040;

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

export interface PageJavaScript {
  files: { file: string; gzip: number }[];
  gzip: number;
}

export function pageJavaScript(html: string, root = process.cwd()): PageJavaScript {
  const { outputs } = JSON.parse(readFileSync(path.join(root, "build/metafile.js.json"), "utf8")) as Metafile;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") visit(i.path);
  };
  // The manifest names every route's module for route discovery; only what the page runs counts:
  // the modulepreloads, the module script's imports (entry, root, matched routes).
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((m) => `public${m[1]}`);
  const imported = [...html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?"(\/build\/[^"]+\.js)"/g)].map((m) => `public${m[1]}`);
  for (const file of [...preloaded, ...imported]) visit(file);
  const files = [...seen].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length }));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
