import { buildSchema, getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { serveGraphQL, type GraphQLServer } from "./http.server";
import { entriesOf, LOAD_COST, loadBudget, MAX_QUERY_COST, MAX_QUERY_DEPTH, type LoadBudget } from "./limits";

// serveGraphQL's validation: graphql-js's rules and ours, run once a request, with the request's
// variables for the cost; a refusal in the GraphQL errors shape with graphql-http's status.

const schema = buildSchema(`
  type Product { id: ID! }
  type Query { items(ids: [ID!]!): [Product!]! }
`);
const server: GraphQLServer<{ budget: LoadBudget }> = {
  schema,
  rootValue: { items: ({ ids }: { ids: string[] }, { budget }: { budget: LoadBudget }) => (budget.spend(ids.length), ids.map((id) => ({ id }))) },
  costs: { "Query.items": { loads: entriesOf("ids"), size: entriesOf("ids") } },
  context: () => ({ budget: loadBudget() }),
};

async function ask(body: object, { accept = "application/graphql-response+json, application/json", introspection = false, on = server } = {}) {
  const request = new Request("https://tailwise.test/api/pdp/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });
  const response = await serveGraphQL(request, on, { introspection, log: () => {} });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string }[] } };
}

describe("serveGraphQL's validation", () => {
  it("reports each error of an invalid query once (the rules run once)", async () => {
    const { status, body } = await ask({ query: "{ nope }" });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.message)).toEqual(['Cannot query field "nope" on type "Query".']);
  });

  it("validates each query once: the cost rule measures the running operation once a request", async () => {
    let measured = 0;
    const counting = { ...server, costs: { "Query.items": { loads: () => (measured++, 0) } } };
    const { status } = await ask({ query: '{ items(ids: ["1"]) { id } }' }, { on: counting });
    expect(status).toBe(200);
    expect(measured).toBe(1);
  });

  it("refuses a query nested past what the parser can read (its stack overflows) as too deep, not as an internal error", async () => {
    const { status, body } = await ask({ query: `${"{a".repeat(5000)}${"}".repeat(5000)}` });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.message)).toEqual([`The query nests too deeply to be read; the most allowed is ${MAX_QUERY_DEPTH} levels.`]);
  });

  it("costs the operation with the request's variables and refuses it before it runs, in the errors shape", async () => {
    const ids = Array.from({ length: 24 }, (_, i) => String(i + 1));
    const query = `query Twice($ids: [ID!]!) { a: items(ids: $ids) { id } b: items(ids: $ids) { id } }`;
    const { status, body } = await ask({ query, variables: { ids }, operationName: "Twice" });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        expect.objectContaining({
          message: `Operation Twice costs ${2 * (1 + 24 * (LOAD_COST + 1))} (a field 1, a catalogue load ${LOAD_COST}, a list's selection once per entry); the most allowed is ${MAX_QUERY_COST}.`,
        }),
      ],
    });
    const once = await ask({ query: `query Once($ids: [ID!]!) { items(ids: $ids) { id } }`, variables: { ids } });
    expect(once.status).toBe(200);
    expect(once.body.data).toEqual({ items: ids.map((id) => ({ id })) });
  });
});

describe("serveGraphQL's introspection (decision 0071)", () => {
  it("answers the standard introspection query (GraphiQL, codegen) where introspection is allowed (dev)", async () => {
    const { status, body } = await ask({ query: getIntrospectionQuery() }, { introspection: true });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ __schema: { queryType: { name: "Query" } } });
  });
  it("refuses it elsewhere (production), with graphql-js's own words", async () => {
    const { status, body } = await ask({ query: getIntrospectionQuery() });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.message)).toContain('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
  });
});
