// spec §7 "A generic GraphQL transport defaults to POST /graphql with a JSON body of operationName,
// variables and query". Used by the content client (./content-client.server.ts); any fetch will do
// (the Worker's own server in process, or the network). Pure of I/O but for the fetch it is given.

const DEFAULT_GRAPHQL_URL = "/graphql";

export interface GraphQLOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface TransportOptions {
  url?: string;
  fetch: (request: Request) => Promise<Response>;
  headers?: Record<string, string>;
  /** Give up after this long (the caller goes on without the answer). */
  timeoutMs?: number;
}

class GraphQLTransportError extends Error {}

/** POSTs an operation and answers its `data`; throws on a network failure, a timeout, a non-2xx, a body that is not a GraphQL answer, or GraphQL errors. */
export async function postGraphQL<T>(operation: GraphQLOperation, options: TransportOptions): Promise<T> {
  const url = new URL(options.url ?? DEFAULT_GRAPHQL_URL, "http://localhost");
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...options.headers },
    body: JSON.stringify({ operationName: operation.operationName, variables: operation.variables ?? {}, query: operation.query }),
    signal,
  });
  const response = await (signal ? Promise.race([options.fetch(request), aborted(signal)]) : options.fetch(request));
  const text = await (signal ? Promise.race([response.text(), aborted(signal)]) : response.text());
  let body: { data?: T; errors?: { message: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new GraphQLTransportError(`${operation.operationName}: the answer (HTTP ${response.status}) is not JSON`);
  }
  if (!response.ok && !body?.errors) throw new GraphQLTransportError(`${operation.operationName}: HTTP ${response.status}`);
  if (body?.errors?.length) throw new GraphQLTransportError(`${operation.operationName}: ${body.errors.map((e) => e.message).join("; ")}`);
  if (!body || typeof body !== "object" || !("data" in body)) throw new GraphQLTransportError(`${operation.operationName}: the answer has no data`);
  return body.data as T;
}

/** Rejects when the signal aborts (a fetch that ignores its signal still loses the race). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new GraphQLTransportError(`timed out (${signal.reason instanceof Error ? signal.reason.message : "aborted"})`));
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}
