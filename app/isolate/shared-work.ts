// Work one isolate shares between its requests (a facet index load, a catalogue version read, a
// redirect table refresh). In workerd, I/O belongs to the request that started it: when that
// request's response is done, its unfinished I/O is cancelled and a promise waiting on it never
// settles. A shared promise started by a request that then ended early (a loader redirect while an
// ad search was still loading, a client that went away) would make every later request that joins
// it wait for ever (issue #23: one 301 as an isolate's first listing request hung every listing).
// So shared work is (1) lent to the isolate by the request that starts it (`keepAlive`, the
// request's ctx.waitUntil: its I/O finishes after the response), and (2) joined with a deadline:
// a waiter gives up when the work is older than its deadline, the work is forgotten, and the next
// request starts it again. Pure apart from the clock and a timer.

/** What a request lends work that must outlive it: its ExecutionContext's waitUntil. */
export type KeepAlive = (work: Promise<unknown>) => void;

/** Shared work that did not finish by its deadline: the waiter goes on without it. */
export class SharedWorkTimeout extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not finish within ${timeoutMs} ms`);
    this.name = "SharedWorkTimeout";
  }
}

/** Work in flight: its promise and when joining it stops being worth it. */
export interface SharedWork<T> {
  readonly promise: Promise<T>;
  /** `now()` value after which the work counts as lost. */
  readonly deadline: number;
}

export interface ShareOptions {
  /** Names the work in a timeout's message. */
  what: string;
  timeoutMs: number;
  keepAlive?: KeepAlive;
  now?: () => number;
}

/** Starts work to be shared: lent to the starting request's keepAlive (failures there are not news: joiners see them). */
export function startShared<T>(start: () => Promise<T>, { timeoutMs, keepAlive, now = Date.now }: ShareOptions): SharedWork<T> {
  const promise = start();
  keepAlive?.(promise.catch(() => undefined));
  return { promise, deadline: now() + timeoutMs };
}

/** Whether work has passed its deadline (then nobody should join it; start it again). */
export const isLost = (work: SharedWork<unknown>, now: () => number = Date.now): boolean => now() >= work.deadline;

/**
 * The work's result, waiting at most until its deadline: past it, `onLost` runs (forget the work,
 * so the next request starts it again) and this rejects with SharedWorkTimeout.
 */
export function joinShared<T>(work: SharedWork<T>, { what, timeoutMs, now = Date.now }: ShareOptions, onLost: () => void): Promise<T> {
  const left = work.deadline - now();
  if (left <= 0) {
    onLost();
    return Promise.reject(new SharedWorkTimeout(what, timeoutMs));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLost();
      reject(new SharedWorkTimeout(what, timeoutMs));
    }, left);
  });
  return Promise.race([work.promise, lost]).finally(() => clearTimeout(timer));
}

/**
 * One piece of work at a time per key, shared by the isolate's requests: a request joins the work
 * in flight for its key, or starts it (lending it its keepAlive). Settled work is forgotten (the
 * caller keeps results it wants to keep); lost work is forgotten and started again by the next caller.
 */
export function createSharedWork<T>(options: Omit<ShareOptions, "keepAlive">) {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, SharedWork<T>>();
  const forget = (key: string, work: SharedWork<T>) => {
    if (inFlight.get(key) === work) inFlight.delete(key);
  };
  return {
    run(key: string, start: () => Promise<T>, keepAlive?: KeepAlive): Promise<T> {
      let work = inFlight.get(key);
      if (!work || isLost(work, now)) {
        const started = startShared(start, { ...options, keepAlive });
        work = started;
        inFlight.set(key, started);
        started.promise.then(
          () => forget(key, started),
          () => forget(key, started),
        );
      }
      const joined = work;
      return joinShared(joined, options, () => forget(key, joined));
    },
  };
}
