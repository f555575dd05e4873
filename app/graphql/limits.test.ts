import { buildSchema, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_DEPTH, queryLimitsRule } from "./limits";

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node!]! }
  type Query { node: Node }
`);
const errorsOf = (query: string, rule = queryLimitsRule()) => validate(schema, parse(query), [...specifiedRules, rule]).map((e) => e.message);
const nested = (depth: number) => `{ ${"node { child { ".repeat(1)}${"child { ".repeat(Math.max(0, depth - 3))}name${" }".repeat(Math.max(0, depth - 3))} } } }`;

describe("GraphQL query limits", () => {
  it("accept what a page asks: a few levels, a few dozen fields", () => {
    expect(errorsOf("query Carousel { node { name child { name children { name } } } }")).toEqual([]);
    expect(errorsOf(nested(MAX_QUERY_DEPTH))).toEqual([]);
  });

  it("refuse selections nested deeper than the limit, through fragments too", () => {
    expect(errorsOf(nested(MAX_QUERY_DEPTH + 1))).toEqual([`Operation nests ${MAX_QUERY_DEPTH + 1} levels deep; the most allowed is ${MAX_QUERY_DEPTH}.`]);
    const viaFragments = "query Deep { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { name } } }";
    expect(errorsOf(viaFragments, queryLimitsRule({ maxDepth: 3 }))).toEqual(["Operation Deep nests 5 levels deep; the most allowed is 3."]);
  });

  it("refuse an operation that selects too many fields, aliases and repeated fragments counted", () => {
    const aliases = `{ node { ${Array.from({ length: 30 }, (_, i) => `a${i}: name`).join(" ")} } }`;
    expect(errorsOf(aliases, queryLimitsRule({ maxFields: 20 }))).toEqual(["Operation selects 31 fields; the most allowed is 20."]);
    const fanOut = "{ node { ...F ...F2 } } fragment F on Node { name child { name } } fragment F2 on Node { children { ...F } }";
    expect(errorsOf(fanOut, queryLimitsRule({ maxFields: 6 }))).toEqual(["Operation selects 8 fields; the most allowed is 6."]);
  });

  it("introspection is refused where it is switched off (graphql-js's own rule)", () => {
    expect(validate(schema, parse("{ __schema { queryType { name } } }"), [NoSchemaIntrospectionCustomRule]).map((e) => e.message)).toContain(
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
    );
  });
});
