// What a GraphQL request may ask of our servers (issue #10): how deep its selections nest and how
// many fields it selects in all (fragments counted where they are spread), so one request cannot
// make a server walk the catalogue many times over. Pure graphql-js validation rules.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from "graphql";

/** No selection nests deeper than this (a product's items' attributes is 3). */
export const MAX_QUERY_DEPTH = 8;
/** No operation selects more fields than this, fragments expanded. */
export const MAX_QUERY_FIELDS = 250;

interface Measure {
  depth: number;
  fields: number;
}

/** The depth and field count of a selection set, each fragment counted wherever it is spread (`seen`: the fragments this path is inside). */
function measure(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>, depth: number): Measure {
  let deepest = depth;
  let fields = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      fields++;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, seen, depth + 1);
        deepest = Math.max(deepest, inner.depth);
        fields += inner.fields;
      }
    } else {
      let inner: SelectionSetNode | undefined;
      if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
      // A fragment spread inside itself (invalid anyway) is not followed again.
      else if (!seen.has(selection.name.value)) inner = fragments.get(selection.name.value)?.selectionSet;
      if (inner) {
        const path = selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, selection.name.value]) : seen;
        const spread = measure(inner, fragments, path, depth);
        deepest = Math.max(deepest, spread.depth);
        fields += spread.fields;
      }
    }
  }
  return { depth: deepest, fields };
}

/** Refuses an operation whose selections nest deeper than `maxDepth` or select more than `maxFields` fields. */
export function queryLimitsRule({ maxDepth = MAX_QUERY_DEPTH, maxFields = MAX_QUERY_FIELDS } = {}) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(node) {
        const { depth, fields } = measure(node.selectionSet, fragments, new Set(), 1);
        const name = node.name ? ` ${node.name.value}` : "";
        if (depth > maxDepth) context.reportError(new GraphQLError(`Operation${name} nests ${depth} levels deep; the most allowed is ${maxDepth}.`, { nodes: [node] }));
        if (fields > maxFields) context.reportError(new GraphQLError(`Operation${name} selects ${fields} fields; the most allowed is ${maxFields}.`, { nodes: [node] }));
      },
    };
  };
}
