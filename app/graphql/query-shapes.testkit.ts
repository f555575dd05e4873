// Test kit (not a test): the query shapes of issue #23's GraphQL attacks, built once for the limits'
// unit tests (./limits.test.ts) and the attack suite against the built Worker
// (tests/worker/graphql-attacks.test.ts), so both measure the same documents.

/**
 * `levels` fragments, each spreading the next twice, the last selecting `leaf`: 2^(levels-1) fields
 * once expanded, from a document of a few dozen bytes per level (issue #23: 22 levels, 897 bytes).
 * `root` is the operation's selection with `...F0` where the first fragment is spread.
 */
export function doublingFragments(levels: number, { on = "Query", leaf = "__typename", root = "...F0" } = {}): string {
  const fragments = Array.from({ length: levels }, (_, level) =>
    level === levels - 1 ? `fragment F${level} on ${on} { ${leaf} }` : `fragment F${level} on ${on} { ...F${level + 1} ...F${level + 1} }`,
  );
  return `query Doubling { ${root} }\n${fragments.join("\n")}`;
}

/** The fields `doublingFragments(levels)` selects once expanded (its root field, if any, not counted). */
export const doublingFields = (levels: number) => 2 ** (levels - 1);

/** `count` aliases of one field (`a0: field a1: field …`): wide, and each alias resolved on its own. */
export const aliased = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ");

/** `field` nested in itself `depth` times around `leaf`: `{ f { f { … leaf } } }`. */
export const nested = (depth: number, field: string, leaf: string) => `{ ${`${field} { `.repeat(depth)}${leaf}${" }".repeat(depth)} }`;
