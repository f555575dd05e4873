import { getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { GRAPHQL_BODY_LIMIT_BYTES, PREFLIGHT_MESSAGE } from "#app/graphql/http.server.ts";
import { MAX_QUERY_DEPTH } from "#app/graphql/limits.ts";
import { GRAPHQL_ALLOW, GRAPHQL_PATHS } from "#app/graphql/paths.ts";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// Issue #10: the GraphQL servers of spec §7, each operation and each way a request fails, through
// the built Worker in workerd.

type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

function post(mf: Parameters<typeof get>[0], path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(mf, path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
async function query<T>(
  mf: Parameters<typeof get>[0],
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer<T> }> {
  const res = await post(mf, path, body, headers);
  return { status: res.status, body: (await res.json()) as Answer<T> };
}

const CAROUSEL = `query Carousel($carouselId: String, $page: String, $slot: String, $categoryId: String, $items: [WidgetCallItem!]) {
  carousel(carouselId: $carouselId, page: $page, slot: $slot, categoryId: $categoryId, items: $items) { carouselId title reason products { partNumber name href price rating ratingCount } }
}`;
type Carousel = {
  carousel: {
    carouselId: string | null;
    title: string | null;
    reason: string | null;
    products: { partNumber: string; name: string; href: string; price: string }[];
  };
};
const PRODUCT = "4885"; // a dog food's part number tail; the seeded catalogue's product 504885 has item 2048851
const DOG_FOOD_ITEM = "2048851";

describe("the widget service (POST {market}/api/widgets/graphql)", () => {
  const worker = useWorker();
  const carousel = (variables: object, prefix = "") =>
    query<Carousel>(worker.mf, `${prefix}/api/widgets/graphql`, { query: CAROUSEL, variables, operationName: "Carousel" });

  it("answers a carousel by page and slot from the widget call payload, in the market", async () => {
    const { status, body } = await carousel({ page: "pdp", slot: "similar", items: [{ partNumber: DOG_FOOD_ITEM, quantity: 1, refetch: false }] }, "/ca");
    expect(status).toBe(200);
    const answer = body.data!.carousel;
    expect(answer).toMatchObject({ carouselId: "similar-items", title: "Similar items", reason: null });
    expect(answer.products.length).toBeGreaterThanOrEqual(4);
    expect(answer.products.length).toBeLessThanOrEqual(12);
    expect(answer.products.every((p) => p.href.startsWith("/ca/") && /^\$\d/.test(p.price))).toBe(true);
    expect(answer.products.map((p) => p.partNumber)).not.toContain(DOG_FOOD_ITEM);
  });

  it.each(["todays-deals", "top-brands", "top-sellers"])("answers %s by id", async (carouselId) => {
    const { body } = await carousel({ carouselId });
    expect(body.data!.carousel.reason).toBeNull();
    expect(body.data!.carousel.products.length).toBeGreaterThanOrEqual(4);
  });

  it("gives the reason when a carousel cannot show (spec §4): requirementsunmet, insufficientrecords", async () => {
    expect((await carousel({ page: "pdp", slot: "similar" })).body.data!.carousel).toMatchObject({
      carouselId: "similar-items",
      reason: "requirementsunmet",
      products: [],
    });
    expect((await carousel({ carouselId: "recently-viewed" })).body.data!.carousel.reason).toBe("requirementsunmet");
    expect((await carousel({ page: "home", slot: "nowhere" })).body.data!.carousel).toMatchObject({ carouselId: null, reason: "requirementsunmet" });
    // A category with no products.
    expect((await carousel({ carouselId: "top-in-category", categoryId: "999999" })).body.data!.carousel).toMatchObject({
      reason: "insufficientrecords",
      products: [],
    });
  });

  it("shows the visitor's recently viewed products from their cookie, newest first", async () => {
    const res = await query<Carousel>(
      worker.mf,
      "/api/widgets/graphql",
      { query: CAROUSEL, variables: { carouselId: "recently-viewed" } },
      { cookie: `tailwise-recently-viewed=2048851.200725.200528.209286.x` },
    );
    expect(res.body.data!.carousel.reason).toBeNull();
    expect(res.body.data!.carousel.products.map((p) => p.partNumber).slice(0, 1)).toEqual(["2048851"]);
  });

  it("refuses a request that is not a carousel request: bad variables are a 200 with an error naming them", async () => {
    const { body } = await carousel({ carouselId: "top-in-category", categoryId: "dogs" });
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringContaining("categoryId: a category id"), extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("the content proxy (POST {market}/graphql: ContentFederated, Eyebrow)", () => {
  const worker = useWorker();
  const FEDERATED = `query ContentFederated($pageId: String!, $generalType: String, $selectionKey: String, $zoneRangeFrom: Int, $zoneRangeTo: Int) {
    page(pageId: $pageId, generalType: $generalType, selectionKey: $selectionKey, zoneRangeFrom: $zoneRangeFrom, zoneRangeTo: $zoneRangeTo) { metadata { id metaTitle } zones { order components } }
  }`;

  it("answers a page's metadata and the zones in the range, per market", async () => {
    const variables = { pageId: "site:header", generalType: "header", selectionKey: "default", zoneRangeFrom: 1, zoneRangeTo: 1 };
    const us = await query<{ page: { metadata: { id: string }; zones: { order: number; components: { kind: string; bodyText: string }[] }[] } }>(
      worker.mf,
      "/graphql",
      { query: FEDERATED, variables, operationName: "ContentFederated" },
    );
    expect(us.body.data!.page.metadata.id).toBe("site:header");
    expect(us.body.data!.page.zones.map((z) => z.order)).toEqual([1]);
    // The content as written: the page fills its offer placeholders for its visitor (decision 0037).
    expect(us.body.data!.page.zones[0].components[0]).toMatchObject({
      kind: "siteWideBanner",
      bodyText: "FREE {deliveryTimeframe} shipping on orders {freeShippingThreshold}+",
    });
    const ca = await query<typeof us.body.data>(worker.mf, "/ca/graphql", { query: FEDERATED, variables, operationName: "ContentFederated" });
    expect(ca.body.data!.page.zones[0].components[0]).toMatchObject({ bodyText: "FREE {deliveryTimeframe} shipping on orders {freeShippingThreshold}+" });
    const home = await query<{ page: { zones: { order: number }[] } }>(worker.mf, "/graphql", {
      query: FEDERATED,
      variables: { pageId: "home", zoneRangeFrom: 2, zoneRangeTo: 4 },
    });
    expect(home.body.data!.page.zones.map((z) => z.order)).toEqual([2, 3, 4]);
    expect((await query<{ page: null }>(worker.mf, "/graphql", { query: FEDERATED, variables: { pageId: "nowhere" } })).body.data).toEqual({ page: null });
  });

  it("answers the older Eyebrow with the header's components", async () => {
    const { body } = await query<{ eyeBrow: { components: { kind: string }[] } }>(worker.mf, "/ca/graphql", {
      query: "query Eyebrow { eyeBrow { components } }",
      operationName: "Eyebrow",
    });
    expect(body.data!.eyeBrow.components.map((c) => c.kind)).toEqual(["siteWideBanner"]);
  });
});

describe("the product page's server (POST {market}/api/pdp/graphql)", () => {
  const worker = useWorker();
  const PRODUCT_QUERY =
    "query Product($id: ID!) { product(id: $id) { id name brand href stock options { name values } reviewsSummary { averageRating count } items { partNumber price stock } } }";

  it("refuses a request without Apollo-Require-Preflight: true (spec §7)", async () => {
    const { status, body } = await query(worker.mf, "/api/pdp/graphql", { query: PRODUCT_QUERY, variables: { id: `50${PRODUCT}` } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ message: PREFLIGHT_MESSAGE }]);
  });

  it("answers a product, its items, options and reviews summary; several at once with items", async () => {
    const preflight = { "apollo-require-preflight": "true" };
    const { body } = await query<{
      product: {
        name: string;
        href: string;
        options: { name: string; values: string[] }[];
        reviewsSummary: { count: number };
        items: { partNumber: string; price: string }[];
      };
    }>(worker.mf, "/ca/api/pdp/graphql", { query: PRODUCT_QUERY, variables: { id: `50${PRODUCT}` } }, preflight);
    expect(body.data!.product.href).toMatch(/^\/ca\/[a-z0-9-]+\/dp\/504885$/);
    expect(body.data!.product.options[0].name).toBe("Size");
    expect(body.data!.product.items.map((i) => i.partNumber)).toContain(DOG_FOOD_ITEM);
    expect(body.data!.product.reviewsSummary.count).toBeGreaterThan(0);
    const many = await query<{ items: { id: string }[] }>(
      worker.mf,
      "/api/pdp/graphql",
      { query: '{ items(ids: ["504885", "999999999", "500725"]) { id } }' },
      preflight,
    );
    expect(many.body.data!.items.map((p) => p.id)).toEqual(["504885", "500725"]);
    const bad = await query(worker.mf, "/api/pdp/graphql", { query: '{ product(id: "abc") { id } }' }, preflight);
    expect(bad.body.errors?.[0].message).toBe('Invalid product id "abc": digits only.');
  });
});

describe("the general router (POST {market}/api/api-router/graphql)", () => {
  const worker = useWorker();

  it("answers the visitor's cart and user context", async () => {
    const { body } = await query<{
      cart: { itemCount: number; subtotal: string };
      userContext: { market: string; hasPurchased: boolean; freeShippingThreshold: number };
    }>(worker.mf, "/ca/api/api-router/graphql", {
      query: "{ cart { itemCount subtotal lines { name } } userContext { market hasPurchased freeShippingThreshold } }",
    });
    expect(body.data).toEqual({
      cart: { itemCount: 0, subtotal: "CA $0.00", lines: [] },
      userContext: { market: "en-CA", hasPurchased: false, freeShippingThreshold: 35 },
    });
  });
});

describe("what every GraphQL server refuses", () => {
  const worker = useWorker();

  it.each(GRAPHQL_PATHS.flatMap((path) => [path, `/ca${path}`]))("%s says the same Allow in its 405s and its OPTIONS answer (decision 0071)", async (path) => {
    for (const method of ["GET", "HEAD"]) {
      const refused = await get(worker.mf, `${path}?query={__typename}`, { method });
      expect([refused.status, refused.headers.get("allow")], method).toEqual([405, GRAPHQL_ALLOW]);
    }
    const options = await get(worker.mf, path, { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([204, GRAPHQL_ALLOW]);
  });

  it("GET (405), a body over the limit (413), a body that is not GraphQL (400)", async () => {
    const getRes = await get(worker.mf, "/api/widgets/graphql?query={__typename}");
    expect(getRes.status).toBe(405);
    expect((await post(worker.mf, "/api/widgets/graphql", `{"query":"${" ".repeat(GRAPHQL_BODY_LIMIT_BYTES)}{__typename}"}`)).status).toBe(413);
    const notJson = await post(worker.mf, "/api/widgets/graphql", "{not json");
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as Answer<unknown>).errors?.[0].message).toBe("Unparsable JSON body");
    expect(((await (await post(worker.mf, "/api/widgets/graphql", { variables: {} })).json()) as Answer<unknown>).errors?.[0].message).toBe("Missing query");
    expect((await query(worker.mf, "/api/widgets/graphql", { query: '{ carousel(carouselId: "top-sellers") { nope } }' })).body.errors?.[0].message).toMatch(
      /Cannot query field "nope"/,
    );
  });

  it("queries nested past the limit, and never answers with a cache header that shares them", async () => {
    // Beside a catalogue field, the schema's fields keep the pages' limit (only pure introspection may go deeper in dev).
    const deep = `{ carousel(carouselId: "top-sellers") { title } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const { status, body } = await query(worker.mf, "/api/widgets/graphql", { query: deep });
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(new RegExp(`nests \\d+ levels deep; the most allowed is ${MAX_QUERY_DEPTH}`));
    const ok = await post(worker.mf, "/api/widgets/graphql", { query: "{ __typename }" });
    expect(ok.headers.get("cache-control")).toBe("no-store");
  });
});

/** What GraphiQL and codegen send (depth MAX_INTROSPECTION_DEPTH), to every server; the product page's wants its preflight header. */
const introspect = (mf: Parameters<typeof get>[0], path: string) =>
  query<{ __schema: { queryType: { name: string } } }>(
    mf,
    path,
    { query: getIntrospectionQuery(), operationName: "IntrospectionQuery" },
    { "apollo-require-preflight": "true" },
  );

describe("in dev (decision 0071)", () => {
  const worker = useWorker();

  it.each(GRAPHQL_PATHS.flatMap((path) => [path, `/ca${path}`]))("%s answers the standard introspection query", async (path) => {
    const { status, body } = await introspect(worker.mf, path);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data?.__schema.queryType.name).toBe("Query");
  });
});

describe("outside dev", () => {
  const worker = useWorker({ vars: { ENVIRONMENT: "stg", SITE_ORIGIN: "https://stg.tailwise.test" } });

  it("refuses introspection", async () => {
    const { status, body } = await query(worker.mf, "/api/widgets/graphql", { query: "{ __schema { queryType { name } } }" });
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toContain("GraphQL introspection has been disabled");
  });

  it.each(GRAPHQL_PATHS)("%s refuses the standard introspection query, with no data", async (path) => {
    const { status, body } = await introspect(worker.mf, path);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.message)).toContain('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
  });
});

describe("a failing catalogue", () => {
  const worker = useWorker({ empty: true });

  it("makes a carousel's reason error, not the request fail", async () => {
    const { status, body } = await query<Carousel>(worker.mf, "/api/widgets/graphql", { query: CAROUSEL, variables: { carouselId: "top-sellers" } });
    expect(status).toBe(200);
    expect(body.data!.carousel).toMatchObject({ carouselId: "top-sellers", reason: "error", products: [] });
  });

  it("masks what the product server's resolver threw", async () => {
    const { body } = await query(worker.mf, "/api/pdp/graphql", { query: '{ product(id: "504885") { id } }' }, { "apollo-require-preflight": "true" });
    expect(body.errors?.[0].message).toBe("Internal error");
  });
});
