import { beforeAll, describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { get, SITE_ORIGIN } from "./worker-harness";
import { firstOpenableProduct } from "./openable-product";

// One trailing-slash rule for every page kind (issue #27; docs/decisions/0064): in both markets a
// page's address with a trailing slash answers 301 to the address without it (query kept), in one
// hop, and that address answers 200 and is the one its canonical link names.

const worker = useWorker();

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

let productPath: string;
beforeAll(async () => {
  const product = await firstOpenableProduct(worker.db);
  productPath = `/${product!.slug}/dp/${product!.id}`;
});

/** Each page kind by its address (without the slash); `canonical: false` for the cart, which is noindex and names none. */
const PAGE_KINDS: readonly { kind: string; path: () => string; canonical?: false }[] = [
  { kind: "category", path: () => "/b/dog_c288" },
  { kind: "brand page", path: () => "/brands/barkwell_c30001" },
  { kind: "brands directory", path: () => "/brands" },
  { kind: "product", path: () => productPath },
  { kind: "cart", path: () => "/app/cart", canonical: false },
  { kind: "content page", path: () => "/app/content/terms" },
  { kind: "search", path: () => "/s?query=dog" },
];

const withSlash = (path: string) => path.replace(/(\?|$)/, "/$1");

describe.each([
  ["US", ""],
  ["Canada", "/ca"],
])("%s: a page address with a trailing slash moves to the one without", (_market, prefix) => {
  it.each(PAGE_KINDS)("$kind", async ({ path, canonical }) => {
    const target = prefix + path();
    const moved = await get(worker.mf, withSlash(target), { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(target);

    const page = await get(worker.mf, target, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(canonicalOf(await page.text())).toBe(canonical === false ? null : `${SITE_ORIGIN}${target}`);
  });

  it("keeps the query", async () => {
    const moved = await get(worker.mf, `${prefix}/b/dog_c288/?rh=c288&sort=byLowestPrice`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${prefix}/b/dog_c288?rh=c288&sort=byLowestPrice`);
  });
});

describe("home pages", () => {
  it("/ca/ moves to /ca, the Canadian home page's canonical address", async () => {
    const moved = await get(worker.mf, "/ca/", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/ca");
    const home = await get(worker.mf, "/ca");
    expect(home.status).toBe(200);
    expect(canonicalOf(await home.text())).toBe(`${SITE_ORIGIN}/ca`);
  });

  it("/ stays the US home page", async () => {
    const home = await get(worker.mf, "/", { redirect: "manual" });
    expect(home.status).toBe(200);
    expect(canonicalOf(await home.text())).toBe(`${SITE_ORIGIN}/`);
  });
});

describe("machine paths keep their exact addresses", () => {
  it.each(["/plp/api/search/", "/ca/v1/batch/", "/graphql/", "/robots.txt/"])("%s is not redirected", async (path) => {
    const res = await get(worker.mf, path, { redirect: "manual" });
    expect(res.status).not.toBe(301);
    expect(res.headers.get("location")).toBeNull();
  });

  it("a POST to a page address with a slash is not turned into a GET", async () => {
    const res = await get(worker.mf, "/app/cart/", { method: "POST", redirect: "manual" });
    expect(res.status).not.toBe(301);
  });
});

it("a static redirect source with a slash goes straight to its destination (one hop)", async () => {
  const moved = await get(worker.mf, "/b/dog-food/", { redirect: "manual" });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("x-redirect-reason")).toBe("static-redirect");
});
