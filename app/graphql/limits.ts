// What a GraphQL request may ask of our servers (issues #10, #23; docs/decisions/0031): how deep its
// selections nest, how many fields it selects in all (fragments counted where they are spread), and
// what it costs: what its resolvers would load (ids × aliases), so one small request cannot make a
// server walk the catalogue many times over. Checked before execution by a graphql-js validation
// rule that sees the request's variables; at run time a budget of catalogue loads per request
// backs it up (`loadBudget`).
import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

/** No selection nests deeper than this (a product's items' attributes is 3). */
export const MAX_QUERY_DEPTH = 8;
/**
 * Where introspection is allowed (dev: decision 0071), an operation that asks only for the schema
 * (`__schema`, `__type`, `__typename` at its root) may nest this deep: graphql-js's standard
 * introspection query (getIntrospectionQuery(), what GraphiQL and codegen send) is 15 levels, its
 * TypeRef fragment unwrapping seven list and non-null wrappers. Such a query reads the schema in
 * memory, never the catalogue; the field and cost limits still hold.
 */
export const MAX_INTROSPECTION_DEPTH = 15;
/** No operation selects more fields than this, fragments expanded. */
export const MAX_QUERY_FIELDS = 250;
/**
 * What one catalogue load costs, in fields: a load is a D1 batch of up to three statements and a view
 * built from it (~2.4 ms each in issue #23's measure), the work of resolving tens of fields in memory.
 */
export const LOAD_COST = 20;
/**
 * No operation costs more than this. The costliest query our pages send is the widget client's
 * Carousel (229: one carousel load and 12 products of 17 fields, every price line); the content proxy's ContentFederated
 * costs 9. The product server's documented most, one `items` call of 24 ids with the product page's
 * selection, costs 841 and passes too; two such calls, or 125 aliases of `items(ids: $24ids)`
 * (63,125), are refused. At 20 a load, the maximum buys at most 50 loads: ~0.1 s of a request.
 */
export const MAX_QUERY_COST = 1000;
/**
 * The catalogue loads one request may make, counted by the resolvers as they load. Every load costs
 * at least LOAD_COST, so a query within MAX_QUERY_COST never reaches this: it stops only what the
 * static cost misjudged (a resolver that loads more than its schema's cost table says).
 */
export const MAX_RESOLVER_LOADS = Math.floor(MAX_QUERY_COST / LOAD_COST);

/** How many of something a field means, from its arguments (variables resolved). */
type Count = number | ((args: Readonly<Record<string, unknown>>) => number);

/**
 * What a field costs besides its own 1: the catalogue loads its resolver makes, and how many entries
 * its list answers (its selection is resolved, and costed, once per entry). A list of what is already
 * loaded (a product's items) needs no entry: the field limit bounds it.
 */
interface FieldCost {
  loads?: Count;
  size?: Count;
}

/** A schema's costs by field coordinate (`"Query.items"`), declared beside the schema. */
export type FieldCosts = Readonly<Record<string, FieldCost>>;

/** How many entries an argument value is: a list's length, one for a single value (GraphQL coerces it to a list of one), none for null. */
const entries = (value: unknown) => (Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : 1);

/** A count of the entries of the argument `name` (`items(ids:)`: one product per id). */
export const entriesOf =
  (name: string): Count =>
  (args) =>
    entries(args[name]);

interface Figures {
  /** Levels below the selection set's own (a set of leaves is 0). */
  height: number;
  fields: number;
  cost: number;
}

const NOTHING: Figures = { height: 0, fields: 0, cost: 0 };

/**
 * Measures selection sets of one document: each fragment once (memoised; a spread adds its figures
 * wherever it stands), so the work is linear in the document's size however often fragments spread
 * each other (issue #23: 22 fragments each spreading the next twice took 10 s when each spread was
 * expanded). A fragment spread inside itself is not followed (NoFragmentCyclesRule reports it), nor
 * one that does not exist (KnownFragmentNamesRule). `variables`: the request's, with the running
 * operation's defaults.
 */
function measurer(schema: GraphQLSchema, document: DocumentNode, costs: FieldCosts, variables: Readonly<Record<string, unknown>>) {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const measured = new Map<string, Figures>();
  const measuring = new Set<string>();

  const count = (value: Count | undefined, field: FieldNode, fallback: number) => {
    if (value === undefined) return fallback;
    if (typeof value === "number") return value;
    const args = Object.fromEntries((field.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]));
    return value(args);
  };

  function fragment(name: string): Figures {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    if (!definition || measuring.has(name)) return NOTHING;
    measuring.add(name);
    const figures = selectionSet(definition.selectionSet, schema.getType(definition.typeCondition.name.value));
    measuring.delete(name);
    measured.set(name, figures);
    return figures;
  }

  function field(node: FieldNode, parent: GraphQLNamedType | undefined): Figures {
    const definition = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const inner = node.selectionSet ? selectionSet(node.selectionSet, definition && getNamedType(definition.type)) : undefined;
    const declared = parent && costs[`${parent.name}.${node.name.value}`];
    const loads = count(declared?.loads, node, 0);
    const size = count(declared?.size, node, 1);
    return { height: inner ? inner.height + 1 : 0, fields: 1 + (inner?.fields ?? 0), cost: 1 + loads * LOAD_COST + size * (inner?.cost ?? 0) };
  }

  function selectionSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Figures {
    let height = 0;
    let fields = 0;
    let cost = 0;
    for (const selection of set.selections) {
      const figures =
        selection.kind === Kind.FIELD
          ? field(selection, parent)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? selectionSet(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent)
            : fragment(selection.name.value);
      height = Math.max(height, figures.height);
      fields += figures.fields;
      cost += figures.cost;
    }
    return { height, fields, cost };
  }

  return (operation: OperationDefinitionNode): Figures => selectionSet(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

/** The operation a request runs: the one it names, or the document's only one. */
function runningOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

const INTROSPECTION_ROOT_FIELDS: ReadonlySet<string> = new Set(["__schema", "__type", "__typename"]);

/**
 * Whether an operation asks only for the schema: every root selection one of the introspection
 * fields, written out (a fragment at the root could bring in any field, so it does not count).
 */
const onlyIntrospects = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && INTROSPECTION_ROOT_FIELDS.has(selection.name.value));

/** The request's variables over the operation's defaults (what execution will see, before coercion). */
function variablesOf(operation: OperationDefinitionNode | undefined, variables: Readonly<Record<string, unknown>> | null | undefined): Record<string, unknown> {
  const defaults = (operation?.variableDefinitions ?? []).flatMap((d) =>
    d.defaultValue ? [[d.variable.name.value, valueFromASTUntyped(d.defaultValue)] as const] : [],
  );
  return { ...Object.fromEntries(defaults), ...variables };
}

interface QueryLimits {
  maxDepth?: number;
  /** The depth allowed to an operation that only introspects (none: `maxDepth`, as outside dev). */
  maxIntrospectionDepth?: number;
  maxFields?: number;
  maxCost?: number;
  /** The schema's field costs (a field not named costs 1 and its selection). */
  costs?: FieldCosts;
  /** The request's variables and operation name: the cost is the running operation's, with these values. */
  variables?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
}

/**
 * Refuses an operation whose selections nest deeper than `maxDepth` or select more than `maxFields`
 * fields, and the running operation if it costs more than `maxCost`. A rule per request: the cost
 * needs the request's variables, which graphql-js's validation does not see.
 */
export function queryLimitsRule({
  maxDepth = MAX_QUERY_DEPTH,
  maxIntrospectionDepth = maxDepth,
  maxFields = MAX_QUERY_FIELDS,
  maxCost = MAX_QUERY_COST,
  costs = {},
  variables,
  operationName,
}: QueryLimits = {}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const running = runningOperation(document, operationName);
    const measure = measurer(context.getSchema(), document, costs, variablesOf(running, variables));
    return {
      OperationDefinition(node) {
        const { height, fields, cost } = measure(node);
        const depth = height + 1;
        const name = node.name ? ` ${node.name.value}` : "";
        const allowed = onlyIntrospects(node) ? maxIntrospectionDepth : maxDepth;
        if (depth > allowed)
          context.reportError(new GraphQLError(`Operation${name} nests ${depth} levels deep; the most allowed is ${allowed}.`, { nodes: [node] }));
        if (fields > maxFields)
          context.reportError(new GraphQLError(`Operation${name} selects ${fields} fields; the most allowed is ${maxFields}.`, { nodes: [node] }));
        if (node === running && cost > maxCost) {
          context.reportError(
            new GraphQLError(
              `Operation${name} costs ${cost} (a field 1, a catalogue load ${LOAD_COST}, a list's selection once per entry); the most allowed is ${maxCost}.`,
              { nodes: [node] },
            ),
          );
        }
      },
    };
  };
}

/**
 * graphql-js's parse, refusing a query nested too deeply to read: its parser recurses per level, and
 * a few thousand levels (4 KB of `{a{a…`) overflow the stack before any rule can measure them.
 */
export function parseWithinDepth(source: string | Source, options?: ParseOptions) {
  try {
    return parse(source, options);
  } catch (error) {
    if (error instanceof RangeError) throw new GraphQLError(`The query nests too deeply to be read; the most allowed is ${MAX_QUERY_DEPTH} levels.`);
    throw error;
  }
}

/** The message of a field refused because its request has made all the catalogue loads it may. */
export const LOAD_BUDGET_MESSAGE = (max: number) => `This request has made the ${max} catalogue loads one request may make; ask for fewer products at once.`;

/** A request's catalogue loads, counted by the resolvers before they load (in their GraphQL context). */
export interface LoadBudget {
  /** Counts `loads` more, or throws (a GraphQL field error, nothing counted) if they would pass the budget. */
  spend(loads: number): void;
}

export function loadBudget(max = MAX_RESOLVER_LOADS): LoadBudget {
  let spent = 0;
  return {
    spend(loads) {
      if (spent + loads > max) throw new GraphQLError(LOAD_BUDGET_MESSAGE(max), { extensions: { code: "LOAD_BUDGET_EXCEEDED" } });
      spent += loads;
    },
  };
}
