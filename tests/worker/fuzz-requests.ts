import { createRng, type Rng } from "#scripts/catalogue/prng.ts";
import { SORT_OPTIONS, FACET_KEYS } from "#app/search/request.ts";
import { XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER, MARKET_HEADER } from "#app/security/same-origin.ts";
import { CART_COOKIES } from "#app/cart/cart-cookie.ts";
import { IOS_APP_UA_PREFIX, ANDROID_APP_UA_PREFIX } from "#analytics/constants.ts";
import tables from "#redirects/tables.json";
import { BROWSER_UA } from "./worker-harness";
import { ORIGIN } from "./buy-path-harness";

/*
 * A deterministic generator of hostile and odd requests for the fuzz test (issue #8): every route
 * shape remix.config.js registers (and the Worker's own steps: redirects, assets, Remix internals),
 * in both markets, with mutated ids, parameters, encodings, methods, bodies and headers. The same
 * seed always gives the same requests, so a failure reproduces from its printed line.
 */

export type FuzzMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export interface FuzzRequest {
  /** The route shape and the mutations applied, for the failure report. */
  label: string;
  shape: RouteShape;
  market: "us" | "ca";
  method: FuzzMethod;
  /** Path and query as sent: already encoded, possibly malformed on purpose. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Sent with this site's Origin and a matching XSRF cookie + token, so guarded writes reach the actions. */
  tokened: boolean;
}

/** Real ids from the seeded catalogue, so that mutations start from addresses that exist. */
export interface CatalogueFacts {
  categories: { id: number; slug: string; prefix: string }[];
  products: { id: number; slug: string; partNumber?: string }[];
  items: number[];
  facetPages: { categoryId: number; slug: string; facetId: number; valueId: string }[];
  facetValues: { key: string; value: string }[];
}

const ROUTE_SHAPES = [
  "home",
  "search",
  "category",
  "legacy-category",
  "facet-page",
  "brands",
  "product",
  "product-bare",
  "vet-care",
  "education",
  "search-landing",
  "terms",
  "privacy",
  "cart",
  "checkout",
  "notify-me",
  "api-search",
  "api-facets",
  "api-enrichments",
  "api-user-context",
  "api-product-options",
  "ad-event",
  "sponsored-landing",
  "collector",
  "api-unknown",
  "redirect-table",
  "static-asset",
  "remix-internal",
  "unknown",
] as const;
export type RouteShape = (typeof ROUTE_SHAPES)[number];
export { ROUTE_SHAPES };

/** Encodings that have broken URL handling somewhere: separators, bad UTF-8, NUL, traversal. */
const NASTY_PATH_PIECES = [
  "%5C",
  "%5c",
  "%2F",
  "%2f",
  "%5C%5C",
  "%2F%2F",
  "%00",
  "%",
  "%Z",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%ED%A0%80",
  "%2e%2e",
  "%2E%2E%2F",
  "%252F",
  "%255C",
  "%0A",
  "%0D%0A",
  "%09",
  "%20",
  "+",
  "%u0041",
  "%F0%9F%90%B6",
  "é",
  "🐶",
  "'",
  "%22",
  "%3Cscript%3E",
  "..",
  ";jsessionid=1",
  ":",
  "%3F",
  "%23",
  "~",
  "!",
  "*",
  "(",
  ")",
  "%7F",
  "%C2%A0",
];

const NASTY_QUERY_VALUES = [
  "",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%00",
  "%FF",
  "%5C",
  "%2F%2Fevil.example",
  "//evil.example",
  "/%5Cevil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "-1",
  "0",
  "1e3",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1.5",
  "0x10",
  "%20%20",
  "+",
  "🐶",
  "a".repeat(300),
  '"',
  "*",
  "NEAR(dog cat)",
  "dog AND",
  "OR",
  "-dog",
  "^dog",
  "dog:*",
  "(",
  '"unterminated',
  "c:",
  ":",
  ",,,",
  "c:288,c:288",
  "c:abc",
];

const SEARCH_TERMS = ["dog", "cat food", "kibble", "salmon oil", "xyzzy", "🐶 toys", "dog's", "a", "NEAR", '"', "*", "dog -cat", "ÉTÉ"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzzboundary",
  "multipart/form-data",
  "text/plain",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "garbage/;;;",
];
const USER_AGENTS = [
  BROWSER_UA,
  BROWSER_UA,
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  `${IOS_APP_UA_PREFIX}/25.40.0 (iPhone; iOS 18.1)`,
  `${ANDROID_APP_UA_PREFIX}/25.40.0`,
  "",
  "curl/8.5.0",
];
const MARKET_HEADERS = ["us", "ca", "en-CA", "en-US", "CAD", "60", "mars", ""];
const ACCEPTS = ["text/html", "application/json", "*/*", "text/html,application/xhtml+xml;q=0.9", ""];

/** How many requests of each method per 100: pages are read far more than written. */
const METHOD_WEIGHTS: [FuzzMethod, number][] = [
  ["GET", 66],
  ["HEAD", 8],
  ["POST", 16],
  ["PUT", 3],
  ["PATCH", 3],
  ["DELETE", 2],
  ["OPTIONS", 2],
];
/** The shapes whose routes take writes: mostly POSTs, so that most of them reach the actions. */
const WRITE_METHOD_WEIGHTS: [FuzzMethod, number][] = [
  ["POST", 75],
  ["GET", 15],
  ["PUT", 5],
  ["OPTIONS", 5],
];
const WRITE_SHAPES: readonly RouteShape[] = ["api-search", "api-facets", "api-enrichments", "collector", "cart", "notify-me"];

function weighted<T>(rng: Rng, entries: [T, number][]): T {
  let roll = rng.int(
    1,
    entries.reduce((sum, [, w]) => sum + w, 0),
  );
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return entries[0][0];
}

const enc = encodeURIComponent;

/** A path of the shape, before mutation, plus the query a shopper might send with it. */
function pathFor(shape: RouteShape, rng: Rng, facts: CatalogueFacts): { path: string; query: [string, string][] } {
  const category = rng.pick(facts.categories);
  const product = rng.pick(facts.products);
  const facet = () => rng.pick(facts.facetValues);
  const rh = () =>
    Array.from({ length: rng.int(0, 3) }, () => (rng.chance(0.3) ? `c:${rng.pick(facts.categories).id}` : `${facet().key}:${facet().value}`)).join(",");
  switch (shape) {
    case "home":
      return { path: "/", query: rng.chance(0.3) ? [["utm_source", rng.pick(NASTY_QUERY_VALUES)]] : [] };
    case "search":
      return {
        path: "/s",
        query: [
          ["query", rng.pick(SEARCH_TERMS)],
          ...(rng.chance(0.5) ? ([["rh", rh()]] as [string, string][]) : []),
          ...(rng.chance(0.4) ? ([["sort", rng.pick(SORT_OPTIONS)]] as [string, string][]) : []),
          ...(rng.chance(0.3) ? ([["page", String(rng.int(1, 40))]] as [string, string][]) : []),
        ],
      };
    case "category": {
      const page = rng.chance(0.3) ? `_p${rng.int(2, 30)}` : "";
      return {
        path: `/${category.prefix}/${category.slug}_c${category.id}${page}`,
        query: rng.chance(0.4)
          ? [
              ["rh", rh()],
              ["sort", rng.pick(SORT_OPTIONS)],
            ]
          : [],
      };
    }
    case "legacy-category":
      return { path: `/b/${category.slug}-${category.id}`, query: rng.chance(0.3) ? [["page", String(rng.int(1, 5))]] : [] };
    case "facet-page": {
      const page = rng.pick(facts.facetPages);
      return { path: `/f/${page.slug}_c${page.categoryId}_f${page.facetId}v${page.valueId}`, query: [] };
    }
    case "brands":
      return { path: "/brands", query: [] };
    case "product":
      return { path: `/${product.slug}/dp/${product.id}`, query: rng.chance(0.5) ? [["item", String(rng.pick(facts.items))]] : [] };
    case "product-bare":
      return { path: `/dp/${product.id}`, query: [] };
    case "vet-care":
      return { path: "/vet-care", query: [] };
    case "education":
      return { path: rng.pick(["/education/dog-food-guide", "/education/", "/education/a/b/c", "/education/cat-care"]), query: [] };
    case "search-landing":
      return { path: `/sp/${rng.pick(["dog-food", "x", "", "cat-toys"])}`, query: [] };
    case "terms":
      return { path: "/app/content/terms", query: [] };
    case "privacy":
      return { path: "/app/content/privacy", query: [] };
    case "cart":
      return { path: "/app/cart", query: [] };
    case "checkout":
      return { path: "/app/checkout", query: [] };
    case "notify-me":
      return {
        path: "/app/notify-me",
        query: rng.chance(0.5)
          ? [
              ["productId", String(product.id)],
              ["redirectTo", rng.pick(["/", "//evil.example", "/%5Cevil.example", "/s?query=dog"])],
            ]
          : [["term", rng.pick(SEARCH_TERMS)]],
      };
    case "api-search":
      return { path: "/plp/api/search", query: [] };
    case "api-facets":
      return { path: "/plp/api/facets", query: [] };
    case "api-enrichments":
      return { path: rng.pick(["/plp/api/enrichments", "/plp/api/promo-pricing", "/api/item/v1/item"]), query: [] };
    case "api-user-context":
      return {
        path: "/app/rest/user-context",
        query: rng.chance(0.7)
          ? [
              ["pageType", rng.pick(["plp", "pdp", "home", "", "a b", "x".repeat(50)])],
              ["lib", "tailwise-analytics"],
            ]
          : [],
      };
    case "api-product-options":
      return { path: "/plp/api/product-options", query: rng.chance(0.8) ? [["id", rng.pick(["500256", "1", "0", "abc", "9".repeat(13), "-5", ""])]] : [] };
    case "ad-event":
      return {
        path: "/ads/v1/event",
        query: [
          ["type", rng.pick(["impression", "click", "view", ""])],
          ["campaign", rng.pick(["barkwell-dog", "whisker-co-cat", "nobody", ""])],
          ["part", rng.pick(["2048851", "a b", "x".repeat(50)])],
          ["slot", rng.pick(["1", "-1", "1.5", "99999", "x"])],
        ],
      };
    case "sponsored-landing":
      return {
        path: `/sl/${rng.pick(["barkwell-for-dogs", "whisker-and-co-for-cats", "no-such", "UPPER", "a".repeat(200)])}`,
        query: rng.chance(0.3) ? [["rh", rng.pick(["FoodForm:Dry", "brand_facet:Northpaw", "c:288"])]] : [],
      };
    case "collector":
      return { path: "/v1/batch", query: [] };
    case "api-unknown":
      return {
        path: rng.pick(["/api/pdp/graphql", "/api/widgets/graphql", "/api/api-router/graphql", "/api/content/v1/pages/plp", "/plp/api/not-an-api", "/graphql"]),
        query: [],
      };
    case "redirect-table": {
      if (rng.chance(0.5)) return { path: rng.pick(tables.static).from, query: rng.chance(0.3) ? [["utm_source", "mail"]] : [] };
      const { categoryId } = rng.pick(tables.categoryIds);
      return rng.chance(0.5) ? { path: `/b/old_c${categoryId}`, query: [] } : { path: "/s", query: [["rh", `c:${categoryId}`]] };
    }
    case "static-asset":
      return {
        path: rng.pick([
          "/favicon.ico",
          "/favicon.svg",
          "/robots.txt",
          "/build/entry.client-XYZ.js",
          "/build/",
          "/images/logo.svg",
          "/images/../wrangler.toml",
          "/analytics/collector.js",
          "/fonts/x.woff2",
          "/build/%2e%2e/index.js",
        ]),
        query: [],
      };
    case "remix-internal": {
      const page = rng.pick([`/b/${category.slug}_c${category.id}`, "/s", `/${product.slug}/dp/${product.id}`, "/app/cart", "/x/y"]);
      return rng.pick([
        {
          path: "/__manifest",
          query: [
            ["p", page],
            ["version", rng.pick(["abc", "", "%"])],
          ] as [string, string][],
        },
        { path: `${page}.data`, query: rng.chance(0.5) ? ([["_routes", rng.pick(["root", "us/search", "x", ""])]] as [string, string][]) : [] },
        { path: "/_root.data", query: [] },
        { path: page, query: [["_data", rng.pick(["root", "us/category-b", "routes/x", ""])]] as [string, string][] },
        { path: "/", query: [["index", ""]] as [string, string][] },
      ]);
    }
    case "unknown":
      if (rng.chance(0.3))
        return { path: rng.pick(["/%5C", "/%5C%5C", "/%5c.", "/%2F", "/%2F%2F", "//", "///", "/%", "/%E0%A4%A", "/%00", "/ca%5C", "/.", "/.."]), query: [] };
      return {
        path: `/${rng.pick(["x", "wp-admin", ".env", "admin.php", "cgi-bin/test", "b", "dp", "ca", "CA", "ca.", "cart"])}${rng.chance(0.5) ? `/${rng.int(0, 99999)}` : ""}`,
        query: [],
      };
  }
}

/** Applies 0-2 path mutations (fewer to write addresses, so writes reach actions); returns the new path and what was done. */
function mutatePath(path: string, rng: Rng, write: boolean): { path: string; notes: string[] } {
  const notes: string[] = [];
  const rounds = weighted(rng, [
    [0, write ? 75 : 50],
    [1, write ? 20 : 35],
    [2, write ? 5 : 15],
  ]);
  for (let i = 0; i < rounds; i++) {
    const kind = rng.int(0, 8);
    if (kind <= 2) {
      // A nasty piece somewhere in the path (after the leading slash).
      const piece = rng.pick(NASTY_PATH_PIECES);
      const at = rng.int(1, path.length);
      path = path.slice(0, at) + piece + path.slice(at);
      notes.push(`insert ${piece}`);
    } else if (kind === 3) {
      path = path.replace(/\d+/, rng.pick(["0", "-1", "99999999999999999999", "1e3", "abc", "", "007", "9".repeat(40)]));
      notes.push("id");
    } else if (kind === 4) {
      path = rng.pick([`/${path}`, `${path}/`, `${path}//`, path.replace(/\//g, "//"), `/.${path}`, `/..${path}`, `${path}/..`]);
      notes.push("slashes");
    } else if (kind === 5) {
      path = path.toUpperCase();
      notes.push("upper");
    } else if (kind === 6) {
      path += `${path.endsWith("/") ? "" : "/"}${"a".repeat(rng.pick([600, 600, 3000, 9000]))}`;
      notes.push("long segment");
    } else if (kind === 7) {
      path = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
      notes.push("percent-encoded letter");
    } else {
      path = path.replace(/-/g, rng.pick(["_", "%2D", "--", ""]));
      notes.push("dashes");
    }
  }
  return { path, notes };
}

/** Query pairs, some mutated, encoded by hand so malformed percent-encodings survive. */
function queryString(pairs: [string, string][], rng: Rng): { query: string; notes: string[] } {
  const notes: string[] = [];
  const parts = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`);
  if (rng.chance(0.35)) {
    const key = rng.pick(["page", "sort", "rh", "query", "from", "item", "redirectTo", "pageType", "_data", "index", "term", "productId"]);
    const value = rng.pick(NASTY_QUERY_VALUES);
    // Raw when it is already an escape (keep it malformed), encoded otherwise.
    parts.push(`${key}=${value.includes("%") ? value : enc(value)}`);
    notes.push(`${key}=${value.slice(0, 20)}`);
  }
  if (rng.chance(0.04)) {
    // Past the spec's parser key cap (1000), under and over the URL limit.
    const count = rng.pick([1100, 1500]);
    parts.push(...Array.from({ length: count }, (_, i) => `k${i}=${i % 10}`));
    notes.push(`${count} params`);
  }
  if (rng.chance(0.03)) {
    parts.push(`query=${"dog+".repeat(rng.pick([500, 3000]))}`);
    notes.push("huge query");
  }
  if (rng.chance(0.05)) {
    parts.push(parts[0] ?? "page=2", parts[0] ?? "page=3");
    notes.push("repeated");
  }
  return { query: parts.length ? `?${parts.join("&")}` : "", notes };
}

/** A deterministic well-formed XSRF token (the double-submit only needs cookie = sent token). */
function token(rng: Rng): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return Array.from({ length: 43 }, () => rng.pick([...alphabet])).join("");
}

/** spec §7 enrichments / promo pricing: part numbers, valid and not. */
function partNumbersBody(rng: Rng, facts: CatalogueFacts): unknown {
  const valid = () => {
    const product = rng.pick(facts.products);
    return product.partNumber ?? String(product.id);
  };
  return rng.pick([
    { partNumbers: Array.from({ length: rng.int(1, 36) }, valid) },
    { partNumbers: [] },
    { partNumbers: Array.from({ length: 101 }, valid) },
    { partNumbers: ["", "x".repeat(41), 12] },
    { partNumbers: "2048851" },
    { partNumbers: [valid()], extra: true },
  ]);
}

function searchBody(rng: Rng, facts: CatalogueFacts): unknown {
  const body: Record<string, unknown> = {};
  if (rng.chance(0.6)) body.groupId = rng.pick([String(rng.pick(facts.categories).id), "0", "abc", "99999999999", ""]);
  if (rng.chance(0.6)) body.term = rng.pick([...SEARCH_TERMS, "", " ", "x".repeat(500)]);
  if (rng.chance(0.4)) body.from = rng.pick([0, 36, -1, 1e9, 1.5, "36", null]);
  if (rng.chance(0.4)) body.count = rng.pick([1, 36, 100, 101, 0, "x"]);
  if (rng.chance(0.3)) body.sort = rng.pick([...SORT_OPTIONS, "byNothing", 3]);
  if (rng.chance(0.4)) {
    body.facetFilters = Array.from({ length: rng.pick([1, 2, 5, 60]) }, () =>
      rng.chance(0.8)
        ? { key: rng.pick([...FACET_KEYS, "nope"]), value: rng.pick(facts.facetValues).value }
        : rng.pick([null, "x", { key: "brand_facet" }, []]),
    );
  }
  if (rng.chance(0.1)) body.unknownField = true;
  return body;
}

function batchBody(rng: Rng): unknown {
  const event = () => ({
    type: rng.pick(["track", "page", "identify", "screen", "alias", "group", "nope"]),
    event: rng.pick(["Product Viewed", "Products Searched", "", undefined]),
    messageId: rng.chance(0.9) ? `fuzz-${rng.int(0, 1e9)}` : undefined,
    anonymousId: rng.pick(["7f1c2f4e-1234-4abc-8def-0123456789ab", "", 5]),
    timestamp: rng.pick(["2026-11-23T10:00:00.000Z", "yesterday", undefined]),
    properties: rng.pick([{}, { price: "x" }, null, { nested: { deep: [1, 2, 3] } }]),
  });
  return rng.pick([{ batch: Array.from({ length: rng.int(0, 5) }, event) }, { batch: "x" }, event(), [], null]);
}

function formFields(path: string, rng: Rng, facts: CatalogueFacts): [string, string][] {
  if (path.includes("notify-me")) {
    return [
      ["email", rng.pick(["shopper@example.com", "", "not-an-email", "a@b", "x".repeat(400) + "@example.com"])],
      ...(rng.chance(0.5)
        ? ([["productId", String(rng.pick(facts.products).id)]] as [string, string][])
        : ([["term", rng.pick(SEARCH_TERMS)]] as [string, string][])),
      ...(rng.chance(0.3) ? ([["redirectTo", rng.pick(["/", "//evil.example", "https://evil.example", "/\\evil"])]] as [string, string][]) : []),
    ];
  }
  return [
    ["intent", rng.pick(["add", "set-quantity", "remove", "undo-remove", "", "explode"])],
    ["itemId", rng.pick([String(rng.pick(facts.items)), "0", "abc", "1".repeat(20), ""])],
    ...(rng.chance(0.6) ? ([["quantity", rng.pick(["1", "2", "99", "100", "0", "-1", "1.5", "x", "1e2"])]] as [string, string][]) : []),
    ...(rng.chance(0.2) ? ([["autoship", rng.pick(["1", "0", "maybe"])]] as [string, string][]) : []),
    ...(rng.chance(0.2) ? ([["personalization", rng.pick(["Rex", "x".repeat(300), "🐶"])]] as [string, string][]) : []),
    ...(rng.chance(0.2) ? ([["redirectTo", rng.pick(["/app/cart", "//evil.example", "/%5Cevil"])]] as [string, string][]) : []),
  ];
}

function garbage(rng: Rng, length: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, () => rng.int(0, 255));
}

/** A body for a write, its content type, and a note; the token field is added by the caller. */
function bodyFor(
  path: string,
  rng: Rng,
  facts: CatalogueFacts,
): { body?: string | Uint8Array<ArrayBuffer>; contentType?: string; kind: string; form?: [string, string][] } {
  const kind = weighted(rng, [
    ["valid-ish", 50],
    ["empty", 8],
    ["garbage", 10],
    ["huge", 5],
    ["broken-json", 8],
    ["deep-json", 3],
    ["multipart", 8],
    ["wrong-type", 8],
  ]);
  const isForm = path.includes("/app/cart") || path.includes("/app/notify-me");
  switch (kind) {
    case "valid-ish":
      if (isForm) return { kind, form: formFields(path, rng, facts), contentType: "application/x-www-form-urlencoded" };
      return {
        kind,
        body: JSON.stringify(
          path.includes("/v1/batch")
            ? batchBody(rng)
            : path.includes("/plp/api/enrichments") || path.includes("/plp/api/promo-pricing") || path.includes("/api/item/v1/item")
              ? partNumbersBody(rng, facts)
              : searchBody(rng, facts),
        ),
        contentType: "application/json",
      };
    case "empty":
      return { kind, body: "", contentType: rng.pick(CONTENT_TYPES) };
    case "garbage":
      return { kind, body: garbage(rng, rng.int(1, 2048)), contentType: rng.pick(CONTENT_TYPES) };
    case "huge":
      return {
        kind,
        body: rng.chance(0.5) ? `{"term":"${"a".repeat(rng.pick([20_000, 300_000]))}"}` : `intent=add&itemId=1&x=${"a".repeat(rng.pick([20_000, 300_000]))}`,
        contentType: rng.pick(CONTENT_TYPES),
      };
    case "broken-json":
      return { kind, body: rng.pick(['{"term":', "{", "[]", "null", "0", '"x"', '{"term":"dog"}}', "{'a':1}", "\u0000"]), contentType: "application/json" };
    case "deep-json":
      return { kind, body: "[".repeat(rng.pick([1000, 100_000])), contentType: "application/json" };
    case "multipart": {
      const fields = isForm ? formFields(path, rng, facts) : [["term", "dog"] as [string, string]];
      const parts = fields.map(([k, v]) => `--fuzzboundary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      if (rng.chance(0.4))
        parts.push(`--fuzzboundary\r\nContent-Disposition: form-data; name="productId"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\n12345\r\n`);
      const closing = rng.chance(0.8) ? "--fuzzboundary--\r\n" : "";
      return {
        kind,
        body: parts.join("") + closing,
        contentType: rng.pick(["multipart/form-data; boundary=fuzzboundary", "multipart/form-data; boundary=other", "multipart/form-data"]),
      };
    }
    case "wrong-type":
      return isForm
        ? { kind, body: JSON.stringify({ intent: "add", itemId: "1" }), contentType: "application/json" }
        : { kind, body: "term=dog&groupId=288", contentType: "application/x-www-form-urlencoded" };
  }
  return { kind };
}

/** Guarded writes (cart, notify-me, any unknown POST target) need Origin + the XSRF double-submit. */
function isGuardedWrite(method: FuzzMethod, path: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return !path.includes("/plp/api/") && !path.includes("/v1/batch");
}

/**
 * `count` requests from `seed`, cycling through every route shape and both markets in turn so that
 * each gets its share whatever the count. `origin` is the worker's SITE_ORIGIN, which tokened writes
 * name as their Origin and forwarded host (the bench's servers have their own ports); the requests
 * are otherwise the same for a seed wherever they are sent.
 */
export function fuzzRequests(seed: string, count: number, facts: CatalogueFacts, origin = ORIGIN): FuzzRequest[] {
  const rng = createRng(seed);
  const requests: FuzzRequest[] = [];
  for (let n = 0; n < count; n++) {
    const shape = ROUTE_SHAPES[n % ROUTE_SHAPES.length];
    const market = Math.floor(n / ROUTE_SHAPES.length) % 2 === 0 ? "us" : "ca";
    const base = pathFor(shape, rng, facts);
    const write = WRITE_SHAPES.includes(shape);
    const mutated = mutatePath(base.path, rng, write);
    const { query, notes: queryNotes } = queryString(base.query, rng);
    const prefix = market === "ca" ? (rng.chance(0.9) ? "/ca" : rng.pick(["/CA", "/ca/", "/ca%2F"])) : "";
    const path = prefix && mutated.path === "/" && rng.chance(0.7) ? prefix : prefix + mutated.path;
    const method = weighted(rng, write ? WRITE_METHOD_WEIGHTS : METHOD_WEIGHTS);

    const ip = `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    const headers: Record<string, string> = { "cf-connecting-ip": ip };
    const ua = rng.pick(USER_AGENTS);
    if (ua) headers["user-agent"] = ua;
    const accept = rng.pick(ACCEPTS);
    if (accept) headers.accept = accept;
    const notes = [...mutated.notes, ...queryNotes];
    if (rng.chance(0.15)) {
      headers[MARKET_HEADER] = rng.pick(MARKET_HEADERS);
      notes.push(`x-market ${headers[MARKET_HEADER]}`);
    }
    if (rng.chance(0.08)) {
      headers.cookie = rng.pick([
        `${XSRF_COOKIE}=%E0%A4%A; ${CART_COOKIES.us}=not-a-uuid; =; ;;`,
        `${CART_COOKIES.us}=00000000-0000-4000-8000-000000000000; ${CART_COOKIES.ca}=%`,
        `junk=${"x".repeat(6000)}`,
        "tailwise_anonymous_pid=%FF%FE; fppro_id={not json",
      ]);
      notes.push("odd cookie");
    }
    if (rng.chance(0.04)) {
      headers["x-request-id"] = rng.pick(["", "x".repeat(4000), "<script>", "%00"]);
      notes.push("odd request id");
    }

    const tokened = isGuardedWrite(method, path) && rng.chance(0.6);
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (method === "POST" || method === "PUT" || method === "PATCH" || (method === "DELETE" && rng.chance(0.3))) {
      const made = bodyFor(path, rng, facts);
      notes.push(`body ${made.kind}`);
      if (made.contentType && rng.chance(0.95)) headers["content-type"] = made.contentType;
      if (made.form) {
        const form = new URLSearchParams(made.form);
        if (tokened && rng.chance(0.7)) form.set(XSRF_FIELD, "__TOKEN__");
        body = form.toString();
      } else {
        body = made.body;
      }
    }
    if (tokened) {
      const t = token(rng);
      headers.origin = origin;
      // miniflare sets Host to its own loopback port; a proxy in front says which host was asked.
      // Now and then a client names another one (Remix compares the Origin with it).
      headers["x-forwarded-host"] = rng.chance(0.05) ? rng.pick(["evil.example", "", "a, b", "127.0.0.1:1"]) : new URL(origin).host;
      headers.cookie = `${XSRF_COOKIE}=${t}${headers.cookie ? `; ${headers.cookie}` : ""}`;
      if (typeof body === "string" && body.includes("__TOKEN__")) body = body.replace("__TOKEN__", t);
      else headers[XSRF_HEADER] = t;
      notes.push("tokened");
    } else if (method !== "GET" && method !== "HEAD" && rng.chance(0.3)) {
      headers.origin = rng.pick([origin, "https://evil.example", "null", "garbage", "http://"]);
    }
    requests.push({ label: `${shape}${notes.length ? ` (${notes.join(", ")})` : ""}`, shape, market, method, target: path + query, headers, body, tokened });
  }
  return requests;
}

/** What a response must never be: the invariants the fuzz test checks on every answer. */
export function problemsWith(response: { status: number; headers: { get(name: string): string | null } }): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500 && !(status === 503 && response.headers.get("retry-after"))) problems.push(`status ${status}`);
  if (status >= 300 && status < 400) {
    if (!response.headers.get("cache-control")) problems.push(`${status} without Cache-Control`);
    const location = response.headers.get("location") ?? "";
    if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) problems.push(`${status} to ${JSON.stringify(location)}`);
  }
  return problems;
}
