import { buildSchema, getIntrospectionQuery, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import {
  entriesOf,
  LOAD_BUDGET_MESSAGE,
  LOAD_COST,
  loadBudget,
  MAX_INTROSPECTION_DEPTH,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  MAX_RESOLVER_LOADS,
  queryLimitsRule,
  type FieldCosts,
} from "./limits";
import { aliased, doublingFields, doublingFragments } from "./query-shapes.testkit";

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node!]! }
  type Product { id: ID!, name: String }
  type Query { node: Node, product(id: ID!): Product, items(ids: [ID!]!): [Product!]! }
`);
/** Costs as a catalogue server declares them: a product is one load, `items` one per id. */
const costs: FieldCosts = { "Query.product": { loads: 1 }, "Query.items": { loads: entriesOf("ids"), size: entriesOf("ids") } };
type RuleOptions = Parameters<typeof queryLimitsRule>[0];
const errorsOf = (query: string, options: RuleOptions = {}) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule({ costs, ...options })]).map((e) => e.message);
const nested = (depth: number) =>
  `{ ${"node { child { ".repeat(1)}${"child { ".repeat(Math.max(0, depth - 3))}name${" }".repeat(Math.max(0, depth - 3))} } } }`;
const ids = (count: number) => Array.from({ length: count }, (_, i) => String(500_000 + i));
/** How long `work` takes, in milliseconds. */
function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

describe("GraphQL query limits", () => {
  it("accept what a page asks: a few levels, a few dozen fields", () => {
    expect(errorsOf("query Carousel { node { name child { name children { name } } } }")).toEqual([]);
    expect(errorsOf(nested(MAX_QUERY_DEPTH))).toEqual([]);
  });

  it("refuse selections nested deeper than the limit, through fragments too", () => {
    expect(errorsOf(nested(MAX_QUERY_DEPTH + 1))).toEqual([`Operation nests ${MAX_QUERY_DEPTH + 1} levels deep; the most allowed is ${MAX_QUERY_DEPTH}.`]);
    const viaFragments = "query Deep { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { name } } }";
    expect(errorsOf(viaFragments, { maxDepth: 3 })).toEqual(["Operation Deep nests 5 levels deep; the most allowed is 3."]);
  });

  it("refuse an operation that selects too many fields, aliases and repeated fragments counted", () => {
    const aliases = `{ node { ${aliased(30, "name")} } }`;
    expect(errorsOf(aliases, { maxFields: 20 })).toEqual(["Operation selects 31 fields; the most allowed is 20."]);
    const fanOut = "{ node { ...F ...F2 } } fragment F on Node { name child { name } } fragment F2 on Node { children { ...F } }";
    expect(errorsOf(fanOut, { maxFields: 6 })).toEqual(["Operation selects 8 fields; the most allowed is 6."]);
  });

  it.each([20, 30])("a fragment spread twice at each of %i levels is measured in linear time, its fields counted in full", (levels) => {
    const { value, ms } = timed(() => errorsOf(doublingFragments(levels + 1)));
    const fields = doublingFields(levels + 1);
    expect(value).toEqual([
      `Operation Doubling selects ${fields} fields; the most allowed is ${MAX_QUERY_FIELDS}.`,
      `Operation Doubling costs ${fields} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is ${MAX_QUERY_COST}.`,
    ]);
    expect(ms).toBeLessThan(200);
  });

  it("a fragment spread at many places is measured once: its depth counts from where each spread stands", () => {
    const query = "query Q { node { ...A child { ...A } } } fragment A on Node { child { child { name } } }";
    expect(errorsOf(query, { maxDepth: 4 })).toEqual(["Operation Q nests 5 levels deep; the most allowed is 4."]);
    expect(errorsOf(query, { maxFields: 7 })).toEqual(["Operation Q selects 8 fields; the most allowed is 7."]);
  });

  it("a fragment cycle is not followed (graphql-js's NoFragmentCyclesRule reports it)", () => {
    const { value, ms } = timed(() => errorsOf("{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { name ...A }"));
    expect(value).toEqual(['Cannot spread fragment "A" within itself via "B".']);
    expect(ms).toBeLessThan(200);
  });
});

describe("GraphQL query cost", () => {
  it("a field costs 1, with its selection", () => {
    expect(errorsOf("{ node { name child { name } } }", { maxCost: 3 })).toEqual([
      "Operation costs 4 (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is 3.",
    ]);
  });

  it("a field whose resolver loads costs a load besides: the product page's product", () => {
    expect(errorsOf('{ product(id: "1") { id name } }', { maxCost: 22 })).toEqual([
      `Operation costs ${1 + LOAD_COST + 2} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is 22.`,
    ]);
  });

  it("a list that loads one product per id costs a load and its selection per id", () => {
    const query = `{ items(ids: ${JSON.stringify(ids(3))}) { id name } }`;
    expect(errorsOf(query, { maxCost: 3 * LOAD_COST })).toEqual([
      `Operation costs ${1 + 3 * (LOAD_COST + 2)} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is ${3 * LOAD_COST}.`,
    ]);
  });

  it("the ids come from the request's variables, else the operation's default, else a list literal's entries", () => {
    const query = `query Items($ids: [ID!]! = ["1", "2"]) { items(ids: $ids) { id } }`;
    const refusal = (cost: number) => [
      `Operation Items costs ${cost} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is 50.`,
    ];
    expect(errorsOf(query, { maxCost: 50, variables: { ids: ids(24) } })).toEqual(refusal(1 + 24 * (LOAD_COST + 1)));
    expect(errorsOf(query, { maxCost: 50 })).toEqual([]);
    expect(errorsOf(query, { maxCost: 50, variables: { ids: "1" } })).toEqual([]);
    expect(errorsOf(`query Items($a: ID!, $b: ID!) { items(ids: [$a, $b, "3"]) { id } }`, { maxCost: 50, variables: { a: "1", b: "2" } })).toEqual(
      refusal(1 + 3 * (LOAD_COST + 1)),
    );
  });

  it("125 aliases of 24 ids stay within the field limit and are refused for their cost", () => {
    const query = `query Amplify($i: [ID!]!) { ${aliased(125, "items(ids: $i) { id }")} }`;
    expect(errorsOf(query, { variables: { i: ids(24) } })).toEqual([
      `Operation Amplify costs ${125 * (1 + 24 * (LOAD_COST + 1))} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is ${MAX_QUERY_COST}.`,
    ]);
  });

  it("fragments spread many times are costed once each, with their loads", () => {
    const { value, ms } = timed(() =>
      errorsOf(doublingFragments(31, { on: "Product", leaf: "id", root: 'items(ids: ["1", "2"]) { ...F0 }' }), { maxFields: Infinity }),
    );
    expect(value).toEqual([
      `Operation Doubling costs ${1 + 2 * (LOAD_COST + doublingFields(31))} (a field 1, a catalogue load 20, a list's selection once per entry); the most allowed is ${MAX_QUERY_COST}.`,
    ]);
    expect(ms).toBeLessThan(200);
  });

  it("only the operation that runs is costed (its variables are the request's)", () => {
    const query = `query Small { product(id: "1") { id } } query Large($i: [ID!]!) { items(ids: $i) { id } }`;
    expect(errorsOf(query, { operationName: "Small", variables: { i: ids(1000) } })).toEqual([]);
    expect(errorsOf(query, { operationName: "Large", variables: { i: ids(1000) } })).toHaveLength(1);
  });
});

describe("a request's catalogue loads (the run-time budget)", () => {
  it("is what the maximum cost can buy: every load costs at least a load's cost", () => {
    expect(MAX_RESOLVER_LOADS).toBe(Math.floor(MAX_QUERY_COST / LOAD_COST));
  });

  it("lets loads through up to the budget, then refuses with the message, spending nothing", () => {
    const budget = loadBudget(3);
    budget.spend(2);
    expect(() => budget.spend(2)).toThrow(LOAD_BUDGET_MESSAGE(3));
    budget.spend(1);
    expect(() => budget.spend(1)).toThrow(LOAD_BUDGET_MESSAGE(3));
  });
});

describe("introspection", () => {
  it("is refused where it is switched off (graphql-js's own rule)", () => {
    expect(validate(schema, parse("{ __schema { queryType { name } } }"), [NoSchemaIntrospectionCustomRule]).map((e) => e.message)).toContain(
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
    );
  });
});

describe("the standard introspection query (GraphiQL, codegen: decision 0071)", () => {
  const standard = getIntrospectionQuery();
  const everything = getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
  });

  it(`nests ${MAX_INTROSPECTION_DEPTH} levels, past the pages' limit, and is refused where introspection is off`, () => {
    expect(errorsOf(standard)).toEqual([`Operation IntrospectionQuery nests ${MAX_INTROSPECTION_DEPTH} levels deep; the most allowed is ${MAX_QUERY_DEPTH}.`]);
  });
  it("passes where introspection is allowed, with every option graphql-js offers, within the field and cost limits", () => {
    expect(errorsOf(standard, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([]);
    expect(errorsOf(everything, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([]);
  });
  it("the allowance is for operations that only introspect: a catalogue field beside __schema keeps the pages' limit", () => {
    const deepSchema = "__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }";
    expect(errorsOf(`{ ${deepSchema} }`, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([]);
    expect(errorsOf(`{ node { name } ${deepSchema} }`, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([
      `Operation nests 9 levels deep; the most allowed is ${MAX_QUERY_DEPTH}.`,
    ]);
    expect(errorsOf(`{ ...Root } fragment Root on Query { ${deepSchema} }`, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([
      `Operation nests 9 levels deep; the most allowed is ${MAX_QUERY_DEPTH}.`,
    ]);
  });
  it(`and still stops at ${MAX_INTROSPECTION_DEPTH} levels (ofType nested further is no client's query)`, () => {
    const tooDeep = `{ __type(name: "Node") { ${"ofType { ".repeat(MAX_INTROSPECTION_DEPTH)}name${" }".repeat(MAX_INTROSPECTION_DEPTH)} } }`;
    expect(errorsOf(tooDeep, { maxIntrospectionDepth: MAX_INTROSPECTION_DEPTH })).toEqual([
      `Operation nests ${MAX_INTROSPECTION_DEPTH + 2} levels deep; the most allowed is ${MAX_INTROSPECTION_DEPTH}.`,
    ]);
  });
});
