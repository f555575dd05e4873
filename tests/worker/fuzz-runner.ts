import { problemsWith, type CatalogueFacts, type FuzzRequest } from "./fuzz-requests";

/*
 * Runs the project fuzz's requests (fuzz-requests.ts) against a worker and judges every answer: the
 * worker test sends them through miniflare's dispatchFetch, the bench's soak over HTTP to
 * `wrangler dev` (bench/soak.ts). Only `send` differs, so both hold the worker to the same rules.
 */

/** As much of a Response as the checks read (miniflare's and Node's fetch answers both are one). */
export interface FuzzAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** Sends one request; `signal` aborts when its time is up (a sender that cannot abort may ignore it). */
export type FuzzSend = (request: FuzzRequest, signal: AbortSignal) => Promise<FuzzAnswer>;

export interface FuzzOutcome {
  request: FuzzRequest;
  /** 0: no answer (none within the timeout, or the connection failed) */
  status: number;
  problems: string[];
  detail: string;
  /** Why there was no answer: the error's code (ECONNRESET, HPE_HEADER_OVERFLOW, …) or "timeout". */
  noAnswer?: string;
}

export interface FuzzRun {
  outcomes: FuzzOutcome[];
  seconds: number;
  /** answers by status, in status order ("0" counts the requests that got no answer) */
  statuses: Record<string, number>;
  failures: FuzzOutcome[];
  unanswered: number;
  /** the requests with no answer by why (FuzzOutcome.noAnswer) */
  unansweredBy: Record<string, number>;
}

/**
 * An answer that has not come (status and body) within this is "no answer", a failure: issue #23's
 * fuzz left requests hanging for minutes, and a run must end to say so. Our slowest page answers in
 * well under a second.
 */
export const NO_ANSWER_AFTER_MS = 30_000;

const NO_ANSWER = "no answer";

/** An error's code, or its cause's (fetch wraps the socket's error in a TypeError), else its name. */
function errorCode(error: unknown): string {
  const { code, name, cause } = (error ?? {}) as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === "string") return code;
  if (cause) return errorCode(cause);
  return typeof name === "string" ? name : "unknown";
}

async function answer(request: FuzzRequest, send: FuzzSend, timeoutMs: number): Promise<FuzzOutcome> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  timedOut.catch(() => {}); // raced below; never left to reject on its own
  try {
    const res = await Promise.race([send(request, abort.signal), timedOut]);
    const problems = problemsWith(res);
    const text = request.method === "HEAD" ? "" : await Promise.race([res.text(), timedOut]);
    return { request, status: res.status, problems, detail: problems.length ? `${res.headers.get("content-type")} ${JSON.stringify(text.slice(0, 120))}` : "" };
  } catch (error) {
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
    return { request, status: 0, problems: [NO_ANSWER], detail: `${String(error)}${cause}`, noAnswer: abort.signal.aborted ? "timeout" : errorCode(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends `requests` with at most `concurrency` in flight and judges each answer with problemsWith. */
export async function runFuzz(
  requests: FuzzRequest[],
  { send, concurrency, timeoutMs = NO_ANSWER_AFTER_MS }: { send: FuzzSend; concurrency: number; timeoutMs?: number },
): Promise<FuzzRun> {
  const started = performance.now();
  const outcomes: FuzzOutcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) outcomes.push(await answer(requests[next++], send, timeoutMs));
    }),
  );
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  const statuses: Record<string, number> = {};
  for (const { status } of [...outcomes].sort((a, b) => a.status - b.status)) statuses[status] = (statuses[status] ?? 0) + 1;
  const unansweredBy: Record<string, number> = {};
  for (const { noAnswer } of outcomes) if (noAnswer) unansweredBy[noAnswer] = (unansweredBy[noAnswer] ?? 0) + 1;
  return { outcomes, seconds, statuses, failures: outcomes.filter((o) => o.problems.length > 0), unanswered: statuses[0] ?? 0, unansweredBy };
}

/** `200×423 301×143 …` */
export const statusLine = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

/** The failed requests, one line each (the first `lines`): what was wrong, the request, the answer. */
export function failureReport(run: FuzzRun, seed: string, lines: number): string {
  const shown = run.failures
    .slice(0, lines)
    .map(
      ({ request, problems, detail }) =>
        `${problems.join("; ")}: ${request.method} ${request.target.slice(0, 200)}  [${request.market} ${request.label}]  → ${detail}`,
    );
  return `${run.failures.length} of ${run.outcomes.length} requests failed (seed ${seed}):\n${shown.join("\n")}`;
}

/**
 * The tokened cart and notify-me writes that got past the same-origin guard to the actions: if none
 * did (the Origin the fuzz sends is not the worker's SITE_ORIGIN), the fuzz tests nothing there.
 */
export const reachedActions = (run: FuzzRun) =>
  run.outcomes.filter((o) => o.request.tokened && /\/app\/(cart|notify-me)$/i.test(o.request.target.split("?")[0]) && ![0, 403, 405, 413].includes(o.status))
    .length;

/** Real ids from the seeded catalogue for the generator (the first few hundred of each). */
export async function catalogueFacts(db: D1Database): Promise<CatalogueFacts> {
  const all = async <T>(sql: string) => (await db.prepare(sql).all<T>()).results;
  return {
    categories: await all("SELECT id, slug, catalog_prefix AS prefix FROM categories ORDER BY id LIMIT 400"),
    products: await all("SELECT id, slug, part_number AS partNumber FROM products ORDER BY id LIMIT 400"),
    items: (await all<{ id: number }>("SELECT id FROM items ORDER BY id LIMIT 400")).map((row) => row.id),
    facetPages: await all(
      `SELECT c.id AS categoryId, c.slug AS slug, f.facet_id AS facetId, substr(f.value_id, 1, 6) AS valueId
         FROM category_facet_counts cf JOIN categories c ON c.id = cf.category_id JOIN facet_values f ON f.id = cf.facet_value_id
        ORDER BY cf.category_id, cf.facet_value_id LIMIT 300`,
    ),
    facetValues: await all("SELECT facet_key AS key, value FROM facet_values ORDER BY id LIMIT 300"),
  };
}
