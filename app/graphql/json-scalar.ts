import { GraphQLScalarType, Kind, type ValueNode } from "graphql";

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value)]));
    default:
      return null;
  }
}

/** Any JSON value: managed content's components, whose shape is the content document's (app/content/zones.ts). */
export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "A JSON value (managed content components, validated by their own schema).",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
