import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// Feature flags from the environment (spec §9; app/features/flags.ts): what a shopper and a caller
// see change with FEATURE_FLAGS, with no code change.

const post = (mf: Parameters<typeof get>[0], path: string, body: unknown) =>
  get(mf, path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

interface Listing {
  recordSetTotal: number;
  products: { advertisedPrice: number }[];
  facets: { key: string; values: { value: string; label: string; count: number }[] }[];
}
async function searchAnswer(mf: Parameters<typeof get>[0], body: unknown): Promise<Listing> {
  const res = await post(mf, "/plp/api/search", body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Listing;
}
const priceValues = (listing: Listing) => listing.facets.find((f) => f.key === "price_d")!.values;

const sortLabels = (html: string) => [...html.matchAll(/<option value="[^"]*"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]);
const addToCartButtons = (html: string) => (html.match(/<div class="card__add">/g) ?? []).length;

describe("with every flag at its default", () => {
  const worker = useWorker();

  it("the legacy item enrichment still answers (the flag picks what a page calls, not what exists; decision 0036)", async () => {
    const res = await post(worker.mf, "/api/item/v1/item", { partNumbers: ["1"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ 1: { remove: true } });
  });
  // tests/e2e/legacy-enrichment.spec.ts: a page forced to it by ?flags= calls it, and it answers, in both markets.

  it("a category offers Newest and Bestselling, and new visitors get Add to Cart on cards", async () => {
    const html = await (await get(worker.mf, "/b/dog_c288")).text();
    expect(sortLabels(html)).toEqual(expect.arrayContaining(["Newest", "Bestselling"]));
    expect(addToCartButtons(html)).toBeGreaterThan(0);
    expect(html).toContain('class="card__sponsored"');
  });

  it("the price facet lists the v1 buckets", async () => {
    const labels = priceValues(await searchAnswer(worker.mf, { groupId: "288" })).map((v) => v.label);
    expect(labels).toEqual(["Under $10", "$10 - $20", "$20 - $30", "$30 - $40", "$40 - $50", "$50 & Above"]);
  });
});

describe("with FEATURE_FLAGS priceBucketsV2=on", () => {
  const v2 = useWorker({ vars: { FEATURE_FLAGS: "priceBucketsV2=on" } });

  it("the price facet lists the v2 buckets, which split v1's top bucket exactly", async () => {
    const split = await searchAnswer(v2.mf, { groupId: "288" });
    const values = priceValues(split);
    expect(values.map((v) => v.label)).toEqual(["Under $10", "$10 - $20", "$20 - $30", "$30 - $40", "$40 - $50", "$50 - $75", "$75 - $100", "$100 & Above"]);
    const count = (value: string) => values.find((v) => v.value === value)?.count ?? 0;
    const over50 = await searchAnswer(v2.mf, { groupId: "288", facetFilters: [{ key: "price_d", value: "50-up" }] });
    expect(count("50-75") + count("75-100") + count("100-up")).toBe(over50.recordSetTotal);
    expect(values.reduce((sum, v) => sum + v.count, 0)).toBe(split.recordSetTotal);
  });

  it("filtering by a v2 bucket finds the products priced in it, and several buckets add up", async () => {
    const one = await searchAnswer(v2.mf, { groupId: "288", facetFilters: [{ key: "price_d", value: "75-100" }] });
    expect(one.recordSetTotal).toBeGreaterThan(0);
    for (const product of one.products) expect(product.advertisedPrice >= 75 && product.advertisedPrice < 100, String(product.advertisedPrice)).toBe(true);
    const both = await searchAnswer(v2.mf, {
      groupId: "288",
      facetFilters: [
        { key: "price_d", value: "75-100" },
        { key: "price_d", value: "100-up" },
      ],
    });
    const upper = await searchAnswer(v2.mf, { groupId: "288", facetFilters: [{ key: "price_d", value: "100-up" }] });
    expect(both.recordSetTotal).toBe(one.recordSetTotal + upper.recordSetTotal);
  });

  it("an older link with a v1 bucket and its v2 part together counts each product once", async () => {
    const mixed = await searchAnswer(v2.mf, {
      groupId: "288",
      facetFilters: [
        { key: "price_d", value: "50-up" },
        { key: "price_d", value: "75-100" },
      ],
    });
    const whole = await searchAnswer(v2.mf, { groupId: "288", facetFilters: [{ key: "price_d", value: "50-up" }] });
    expect(mixed.recordSetTotal).toBe(whole.recordSetTotal);
    // The v1 bucket stays listed (selected) so it can be removed.
    expect(priceValues(mixed).find((v) => v.value === "50-up")).toMatchObject({ label: "$50 & Above" });
  });
});

// The search API reads its flags while it searches (decision 0086): a new worker's first answer
// still follows them, whichever arrives first.
describe("with FEATURE_FLAGS didYouMean=off", () => {
  const off = useWorker({ vars: { FEATURE_FLAGS: "didYouMean=off" } });
  const on = useWorker();

  it("the search API answers a misspelled term with nothing, where by default it answers a near spelling's results", async () => {
    const misspelled = { term: "dgo fod" };
    const suggested = (await searchAnswer(on.mf, misspelled)) as Listing & { suggestions?: string[] };
    expect(suggested.suggestions).toEqual(["dog food"]);
    expect(suggested.recordSetTotal).toBe((await searchAnswer(on.mf, { term: "dog food" })).recordSetTotal);
    const literal = (await searchAnswer(off.mf, misspelled)) as Listing & { suggestions?: string[] };
    expect(literal.suggestions ?? []).toEqual([]);
    expect(literal.recordSetTotal).toBe(0);
  });
});

describe("with FEATURE_FLAGS turning the sort labels, newUserCta and ads off and legacy enrichment on", () => {
  const worker = useWorker({ vars: { FEATURE_FLAGS: "sortNewest=off,sortBestselling=off,newUserCta=off,ads=off,legacyEnrichment=on" } });

  it("a targeted category shows no sponsored products", async () => {
    const html = await (await get(worker.mf, "/b/dog_c288")).text();
    expect(html).not.toContain('class="card__sponsored"');
    expect(html).not.toContain("/ads/v1/event");
  });

  it.each(["", "/ca"])("the legacy item enrichment answers as /plp/api/enrichments does (market %j)", async (prefix) => {
    const cards = ((await (await post(worker.mf, `${prefix}/plp/api/search`, { groupId: "288", count: 3 })).json()) as { products: { partNumber: string }[] })
      .products;
    const asked = { partNumbers: [...cards.map((c) => c.partNumber), "NO-SUCH-PART"] };
    const legacy = await post(worker.mf, `${prefix}/api/item/v1/item`, asked);
    expect(legacy.status).toBe(200);
    const answer = await legacy.json();
    expect(answer).toEqual(await (await post(worker.mf, `${prefix}/plp/api/enrichments`, asked)).json());
    expect((answer as Record<string, unknown>)["NO-SUCH-PART"]).toEqual({ remove: true });
  });

  it("validates the legacy body like the others: 400 naming the field", async () => {
    const res = await post(worker.mf, "/api/item/v1/item", { partNumbers: [] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { field: string }[] }).issues[0].field).toBe("partNumbers");
  });

  it("a category offers neither Newest nor Bestselling, and a new visitor gets no Add to Cart on cards", async () => {
    const html = await (await get(worker.mf, "/b/dog_c288")).text();
    const labels = sortLabels(html);
    expect(labels).toContain("Price low to high");
    expect(labels).not.toContain("Newest");
    expect(labels).not.toContain("Bestselling");
    expect(addToCartButtons(html)).toBe(0);
  });
});
