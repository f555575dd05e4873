// The GraphQL servers' HTTP side (issue #10; spec §7): GraphQL over HTTP by graphql-http (the
// reference implementation of the GraphQL-over-HTTP spec) around graphql-js, with our limits: POST
// only, a small body, nested, wide and costly queries refused (./limits.ts), introspection in dev only
// (decision 0071), the CSRF header where the spec asks for it, and no internal error text in an answer.
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from "graphql";
import { createHandler } from "graphql-http/lib/use/fetch";
import { readTextWithLimit } from "#app/http/read-body.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { cacheControl, cacheHeaders } from "#app/http/cache-policy.ts";
import { MAX_INTROSPECTION_DEPTH, MAX_QUERY_DEPTH, parseWithinDepth, queryLimitsRule, type FieldCosts } from "./limits";
import { GRAPHQL_ALLOW } from "./paths";

/** A request body larger than this is refused (a page's largest query is ~2 KB). */
export const GRAPHQL_BODY_LIMIT_BYTES = 16 * 1024;
/** spec §7: the product page's GraphQL server refuses a request without this header (CSRF protection). */
const PREFLIGHT_HEADER = "apollo-require-preflight";
export const PREFLIGHT_MESSAGE = `This operation was blocked as a potential cross-site request forgery: send the header Apollo-Require-Preflight: true.`;

export interface GraphQLServer<Context> {
  schema: GraphQLSchema;
  rootValue: unknown;
  /** What its resolvers load (./limits.ts): a request costing more than the maximum is refused before it runs. */
  costs: FieldCosts;
  /** Refuse requests without Apollo-Require-Preflight (spec §7: the product page's server). */
  requirePreflight?: boolean;
  context: (request: Request) => Context | Promise<Context>;
}

/** A refusal before graphql-http runs: the app's JSON answer, never kept. */
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => jsonResponse(body, status, { ...cacheHeaders("none"), ...headers });

/**
 * Masks what a resolver threw unexpectedly: the caller learns that it failed, the log learns why.
 * Errors about the request itself (no query, a body that is not JSON, validation) keep their words.
 */
function maskError(log: (message: string, error: unknown) => void) {
  return (error: Readonly<GraphQLError | Error>) => {
    if (!(error instanceof GraphQLError)) return new GraphQLError(error.message);
    const original = error.originalError;
    if (!original || original instanceof GraphQLError) return error;
    log("graphql resolver failed", original);
    return new GraphQLError("Internal error", { path: error.path });
  };
}

/** Answers one HTTP request to a GraphQL server. */
export async function serveGraphQL<Context>(
  request: Request,
  server: GraphQLServer<Context>,
  options: { introspection: boolean; log: (message: string, error: unknown) => void },
): Promise<Response> {
  if (request.method !== "POST")
    return json({ errors: [{ message: "Use POST with a JSON body of query, variables and operationName." }] }, 405, { Allow: GRAPHQL_ALLOW });
  if (server.requirePreflight && !request.headers.get(PREFLIGHT_HEADER)?.trim()) return json({ errors: [{ message: PREFLIGHT_MESSAGE }] }, 400);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > GRAPHQL_BODY_LIMIT_BYTES)
    return json({ errors: [{ message: `The request body is over ${GRAPHQL_BODY_LIMIT_BYTES} bytes.` }] }, 413);
  let body: string | null;
  try {
    body = await readTextWithLimit(request.body, GRAPHQL_BODY_LIMIT_BYTES);
  } catch {
    return json({ errors: [{ message: "The request body could not be read." }] }, 400);
  }
  if (body === null) return json({ errors: [{ message: `The request body is over ${GRAPHQL_BODY_LIMIT_BYTES} bytes.` }] }, 413);
  // graphql-http types a context as a record; ours are interfaces of the same shape.
  const handler = createHandler<Record<string, unknown>>({
    schema: server.schema,
    rootValue: server.rootValue,
    context: async (req) => (await server.context(req.raw)) as unknown as Record<string, unknown>,
    parse: parseWithinDepth,
    // A function replaces graphql-http's rules (an array would be added to its specifiedRules, and
    // every query validated twice); per request, as the cost rule reads the request's variables
    // (graphql-http has checked they are an object; the rule reads their values defensively).
    validationRules: (_req, args, specifiedRules) => [
      ...specifiedRules,
      queryLimitsRule({
        costs: server.costs,
        variables: args.variableValues,
        operationName: args.operationName,
        // GraphiQL's and codegen's introspection query, where introspection is allowed (decision 0071).
        maxIntrospectionDepth: options.introspection ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH,
      }),
      ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    formatError: maskError(options.log),
  });
  const response = await handler(new Request(request.url, { method: "POST", headers: request.headers, body }));
  const headers = new Headers(response.headers);
  // Answers are about this request (a visitor's cart, a product now): never kept by a shared cache.
  headers.set("Cache-Control", cacheControl("none"));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
