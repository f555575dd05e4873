import { AsyncLocalStorage } from "node:async_hooks";
import type { AppEnv } from "#app/env/env.server.ts";
import type { ServerTiming } from "./server-timing";

// What one request costs in billed operations (issue #28's capacity model, docs/capacity.md): D1
// round trips, statements and rows, KV reads and writes, Durable Object calls and queue messages,
// counted over the bindings and reported in a Server-Timing entry the bench reads. On only where
// RESOURCE_COUNTS=1 (the bench's servers and the tests), never in a deployed environment.
//
// The bindings are wrapped once per environment and count into the request the call is made in
// (AsyncLocalStorage), not into a per-request copy of the environment: isolate-wide readers keep
// the binding they were first given (the catalogue version, the facet index), and their reads for
// a later request are that later request's.

const RESOURCE_COUNTS_ENTRY = "resources";

export interface ResourceCounts {
  /** D1 round trips: a statement run alone or one batch. */
  d1: number;
  /** D1 statements, those of a batch each counted (D1's per-database limit counts queries). */
  d1_statements: number;
  /** D1's own `meta.rows_read` / `rows_written` (what D1 bills). */
  rows_read: number;
  rows_written: number;
  /** D1's own `meta.duration` summed: ms its SQLite spent on this request (a database runs one query at a time). */
  d1_ms: number;
  /** Statements run through `raw()` or `exec()`, whose answers carry no row counts (rows unknown). */
  d1_unmetered: number;
  kv_read: number;
  kv_write: number;
  /** Durable Object requests: a stub's fetch or RPC call. */
  do: number;
  /** Queue messages sent (a `sendBatch` of N is N messages). */
  queue: number;
}

const KEYS = [
  "d1",
  "d1_statements",
  "rows_read",
  "rows_written",
  "d1_ms",
  "d1_unmetered",
  "kv_read",
  "kv_write",
  "do",
  "queue",
] as const satisfies readonly (keyof ResourceCounts)[];

export const noResources = (): ResourceCounts => ({
  d1: 0,
  d1_statements: 0,
  rows_read: 0,
  rows_written: 0,
  d1_ms: 0,
  d1_unmetered: 0,
  kv_read: 0,
  kv_write: 0,
  do: 0,
  queue: 0,
});

/** The entry's description: `d1=2 d1_statements=7 rows_read=140 …` (every key, so a zero is a measured zero). */
export const formatResourceCounts = (counts: ResourceCounts): string => KEYS.map((key) => `${key}=${+counts[key].toFixed(2)}`).join(" ");

/** The counts of a Server-Timing header's `resources` entry, or null when it has none (counting is off). */
export function parseResourceCounts(serverTiming: string | null): ResourceCounts | null {
  const description = new RegExp(`(?:^|,)\\s*${RESOURCE_COUNTS_ENTRY};desc="([^"]*)"`).exec(serverTiming ?? "")?.[1];
  if (description === undefined) return null;
  const counts = noResources();
  for (const pair of description.split(" ")) {
    const [key, value] = pair.split("=");
    if ((KEYS as readonly string[]).includes(key) && /^\d+(\.\d+)?$/.test(value ?? "")) counts[key as keyof ResourceCounts] = Number(value);
  }
  return counts;
}

const current = new AsyncLocalStorage<ResourceCounts>();
const count = (key: keyof ResourceCounts, n = 1) => {
  const counts = current.getStore();
  if (counts) counts[key] += n;
};

/**
 * Runs a request's work with its bindings counted (when RESOURCE_COUNTS is on) and notes the
 * counts in its Server-Timing; otherwise the work with the environment as it is.
 */
export async function withResourceCounts<T>(env: AppEnv, timing: ServerTiming, work: (env: AppEnv) => Promise<T>): Promise<T> {
  if (!env.RESOURCE_COUNTS) return work(env);
  const counts = noResources();
  try {
    return await current.run(counts, () => work(countedEnv(env)));
  } finally {
    timing.note(RESOURCE_COUNTS_ENTRY, formatResourceCounts(counts));
  }
}

const counted = new WeakMap<AppEnv, AppEnv>();
function countedEnv(env: AppEnv): AppEnv {
  let wrapped = counted.get(env);
  if (wrapped === undefined) {
    wrapped = {
      ...env,
      DB: countedD1(env.DB),
      ANALYTICS: countedD1(env.ANALYTICS),
      CARTS: countedObjects(env.CARTS),
      RATE_LIMIT_COUNTERS: countedObjects(env.RATE_LIMIT_COUNTERS),
      ANALYTICS_QUEUE: countedQueue(env.ANALYTICS_QUEUE),
      REDIRECTS: countedKv(env.REDIRECTS),
      CONTENT: countedKv(env.CONTENT),
      SEARCH_INDEX: countedKv(env.SEARCH_INDEX),
    };
    counted.set(env, wrapped);
  }
  return wrapped;
}

/** A proxy whose named methods are replaced; every other member is the target's, bound to it. */
function overriding<T extends object>(target: T, methods: Partial<Record<PropertyKey, unknown>>): T {
  return new Proxy(target, {
    get(object, prop) {
      if (Object.hasOwn(methods, prop)) return methods[prop];
      const value = Reflect.get(object, prop, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

const meterOf = (results: D1Result[]) => {
  for (const result of results) {
    count("rows_read", result.meta?.rows_read ?? 0);
    count("rows_written", result.meta?.rows_written ?? 0);
    count("d1_ms", result.meta?.duration ?? 0);
  }
};

/** A wrapped statement's own statement (a batch takes only the binding's own). */
const ORIGINAL = Symbol("original statement");
type Counted = D1PreparedStatement & { [ORIGINAL]: D1PreparedStatement };

function countedStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const run =
    (method: "all" | "run") =>
    async (...args: []) => {
      count("d1");
      count("d1_statements");
      const result = await statement[method](...args);
      meterOf([result]);
      return result;
    };
  // first() answers no meta: run as all() (D1's own first() reads the same rows) and take its first row.
  const first = async (column?: string) => {
    const { results } = await run("all")();
    const row = (results[0] ?? null) as Record<string, unknown> | null;
    return column === undefined || row === null ? row : (row[column] ?? null);
  };
  const raw = (...args: unknown[]) => {
    count("d1");
    count("d1_statements");
    count("d1_unmetered");
    return (statement.raw as (...a: unknown[]) => unknown)(...args);
  };
  return overriding(statement, {
    [ORIGINAL]: statement,
    bind: (...values: unknown[]) => countedStatement(statement.bind(...values)),
    all: run("all"),
    run: run("run"),
    first,
    raw,
  });
}

/** The methods a database and a `withSession()` session share: prepare and batch, counted. */
function countedQueries<T extends Pick<D1Database, "prepare" | "batch">>(db: T, extra: Partial<Record<PropertyKey, unknown>> = {}): T {
  return overriding(db, {
    prepare: (sql: string) => countedStatement(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      count("d1");
      count("d1_statements", statements.length);
      const results = await db.batch(statements.map((s) => (s as Counted)[ORIGINAL] ?? s));
      meterOf(results);
      return results;
    },
    ...extra,
  });
}

const countedD1 = (db: D1Database): D1Database =>
  countedQueries(db, {
    withSession: (...args: Parameters<D1Database["withSession"]>) => countedQueries(db.withSession(...args)),
    exec: (sql: string) => (count("d1"), count("d1_statements"), count("d1_unmetered"), db.exec(sql)),
  });

const countedKv = (kv: KVNamespace): KVNamespace => {
  const counting =
    (key: keyof ResourceCounts, method: "get" | "getWithMetadata" | "put" | "delete" | "list") =>
    (...args: unknown[]) => {
      count(key);
      return (kv[method] as (...a: unknown[]) => unknown)(...args);
    };
  return overriding(kv, {
    get: counting("kv_read", "get"),
    getWithMetadata: counting("kv_read", "getWithMetadata"),
    list: counting("kv_read", "list"),
    put: counting("kv_write", "put"),
    delete: counting("kv_write", "delete"),
  });
};

/** A stub whose every call (fetch or an RPC method) is one Durable Object request. */
const countedStub = <T extends object>(stub: T): T =>
  new Proxy(stub, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function" || prop === "then") return value;
      return (...args: unknown[]) => {
        count("do");
        // Reflect.apply, not value.apply: an RPC stub's every property is a remote method, `apply` too.
        return Reflect.apply(value, target, args);
      };
    },
  });

const countedObjects = <T extends object>(namespace: T): T => {
  const stubFrom =
    (method: "get" | "getByName") =>
    (...args: unknown[]) =>
      countedStub((namespace as unknown as Record<typeof method, (...a: unknown[]) => object>)[method](...args));
  return overriding(namespace, { get: stubFrom("get"), getByName: stubFrom("getByName") });
};

const countedQueue = (queue: Queue): Queue =>
  overriding(queue, {
    send: (...args: Parameters<Queue["send"]>) => (count("queue"), queue.send(...args)),
    sendBatch: (messages: Parameters<Queue["sendBatch"]>[0], options?: Parameters<Queue["sendBatch"]>[1]) => {
      const all = [...messages]; // an iterable is read once: here, then handed on as an array
      count("queue", all.length);
      return queue.sendBatch(all, options);
    },
  });
