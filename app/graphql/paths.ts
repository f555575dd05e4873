/**
 * The GraphQL servers' paths under the market prefix (spec §7; app/graphql/servers.server.ts): the
 * content proxy's default at the generic transport's address, the widget service, the product
 * page's server and the general router. Apart from the servers so the Worker can route to them
 * (and exempt their read-only POSTs from the form guard) without loading graphql-js for a page.
 */
export const GRAPHQL_PATHS = ["/graphql", "/api/widgets/graphql", "/api/pdp/graphql", "/api/api-router/graphql"] as const;
export type GraphQLPath = (typeof GRAPHQL_PATHS)[number];

const PATHS: ReadonlySet<string> = new Set(GRAPHQL_PATHS);
export const isGraphQLPath = (path: string): path is GraphQLPath => PATHS.has(path);

/**
 * The methods a GraphQL path answers (decision 0071): POST for every operation (the servers take no
 * GET: a query in a URL could be cached or linked, and the CSRF rules assume a body), and OPTIONS,
 * which the Worker answers for every path. The OPTIONS answer and every 405 say the same.
 */
export const GRAPHQL_ALLOW = "POST, OPTIONS";
