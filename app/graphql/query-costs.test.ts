import { parse, validate, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { CAROUSEL_QUERY } from "#app/widgets/carousel-query.ts";
import { CONTENT_FEDERATED_QUERY } from "./clients/content-client.server";
import { CONTENT_COSTS, contentSchema } from "./content-schema.server";
import { PDP_COSTS, pdpSchema } from "./pdp-schema.server";
import { ROUTER_COSTS, routerSchema } from "./router-schema.server";
import { WIDGETS_COSTS, widgetsSchema } from "./widgets-schema.server";
import { MAX_QUERY_COST, queryLimitsRule, type FieldCosts } from "./limits";

// The schemas' cost tables against the queries our pages send: each passes the maximum cost with
// room, and the product server's documented most passes once, not twice (docs/decisions/0031).

/** The cost refusal of `query`, if over `maxCost` (an empty list when it passes). */
const refusals = (schema: GraphQLSchema, costs: FieldCosts, query: string, maxCost: number, variables: Record<string, unknown> = {}) =>
  validate(schema, parse(query), [queryLimitsRule({ costs, maxCost, variables })]).map((e) => e.message);

/** The product page's selection of a product (tests/worker/graphql.test.ts). */
const PRODUCT_SELECTION = "id name brand href stock options { name values } reviewsSummary { averageRating count } items { partNumber price stock }";
const ids = Array.from({ length: 24 }, (_, i) => String(500_000 + i));

describe("what the queries our pages send cost", () => {
  it("a carousel (12 products of 17 fields: every price line, one load) and a content page cost under a quarter of the maximum", () => {
    const items = [{ partNumber: "2048851", quantity: 1 }];
    expect(refusals(widgetsSchema, WIDGETS_COSTS, CAROUSEL_QUERY, MAX_QUERY_COST / 4, { page: "pdp", slot: "similar", items })).toEqual([]);
    // 1 carousel + 20 its load + 3 fields + 1 products + 12 × 17 product fields.
    expect(refusals(widgetsSchema, WIDGETS_COSTS, CAROUSEL_QUERY, 228)).toEqual([
      "Operation Carousel costs 229 (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is 228.",
    ]);
    expect(refusals(contentSchema, CONTENT_COSTS, CONTENT_FEDERATED_QUERY, MAX_QUERY_COST / 4, { pageId: "home" })).toEqual([]);
  });

  it("a product and a full cart cost well under the maximum", () => {
    expect(
      refusals(pdpSchema, PDP_COSTS, `query Product($id: ID!) { product(id: $id) { ${PRODUCT_SELECTION} } }`, MAX_QUERY_COST / 4, { id: "504885" }),
    ).toEqual([]);
    expect(
      refusals(routerSchema, ROUTER_COSTS, "{ cart { itemCount subtotal lines { name quantity linePrice } } userContext { market } }", MAX_QUERY_COST / 4),
    ).toEqual([]);
  });

  it("24 products with the product page's selection pass once; twice in one request they are refused", () => {
    const once = `query Items($ids: [ID!]!) { items(ids: $ids) { ${PRODUCT_SELECTION} } }`;
    expect(refusals(pdpSchema, PDP_COSTS, once, MAX_QUERY_COST, { ids })).toEqual([]);
    const twice = `query Items($ids: [ID!]!) { a: items(ids: $ids) { ${PRODUCT_SELECTION} } b: items(ids: $ids) { id } }`;
    expect(refusals(pdpSchema, PDP_COSTS, twice, MAX_QUERY_COST, { ids })).toHaveLength(1);
  });
});
