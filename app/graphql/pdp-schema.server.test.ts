import { execute, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { US_MARKET } from "#app/markets/config.ts";
import { LOAD_BUDGET_MESSAGE, loadBudget } from "./limits";
import { pdpRoot, pdpSchema } from "./pdp-schema.server";

// The product page's resolvers spend the request's load budget (./limits.ts) before each catalogue
// load, so no query shape can make one request load more products than the budget.

/** A catalogue with no products that counts its loads (loadProduct is one batch). */
function emptyCatalogue() {
  let loads = 0;
  const db = {
    prepare: () => ({ bind: () => ({}) }),
    batch: async () => (loads++, [{ results: [] }, { results: [] }, { results: [] }]),
  } as unknown as D1Database;
  return { db, loads: () => loads };
}

async function run(query: string, budget: number) {
  const catalogue = emptyCatalogue();
  const result = await execute({
    schema: pdpSchema,
    document: parse(query),
    rootValue: pdpRoot,
    contextValue: { db: catalogue.db, market: US_MARKET, budget: loadBudget(budget) },
  });
  return { result, loads: catalogue.loads() };
}

describe("the product page's resolvers and the request's load budget", () => {
  it("load products up to the budget, then each further product field errors with the message", async () => {
    const { result, loads } = await run('{ a: product(id: "1") { id } b: product(id: "2") { id } c: product(id: "3") { id } }', 2);
    expect(loads).toBe(2);
    expect(result.data).toEqual({ a: null, b: null, c: null });
    expect(result.errors?.map((e) => [e.path, e.message])).toEqual([[["c"], LOAD_BUDGET_MESSAGE(2)]]);
  });

  it("refuse a list whose ids would pass the budget before loading any of them", async () => {
    const { result, loads } = await run('{ first: items(ids: ["1", "2"]) { id } second: items(ids: ["3", "4"]) { id } }', 3);
    expect(loads).toBe(2);
    expect(result.errors?.map((e) => e.message)).toEqual([LOAD_BUDGET_MESSAGE(3)]);
  });
});
