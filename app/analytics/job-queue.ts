// Calls into the analytics facade before it exists. The facade is created after hydration (its code is
// a lazily loaded chunk), but a page wants to report from its first effects: jobs wait here and run in
// the order they were emitted once the facade is handed over. A job may return a cleanup (stop tracking
// an element); cancelling runs it, or drops the job if it has not run yet.
//
// The waiting jobs run in slices of a few milliseconds, each its own task (issue #28, Total Blocking
// Time): on a listing ~40 cards' impression trackers, the page view and the visit wait for the
// facade, and run together they were one 10-16 ms task on a fast desktop (a long task on a phone)
// just after hydration. Between slices the browser paints and answers input; jobs emitted meanwhile
// queue behind, so the order stays the order of emitting.

export type Job<T> = (target: T) => void | (() => void);

export interface JobQueue<T> {
  /** Runs the job now if the target is ready, else later; returns the cancel/cleanup function. */
  emit(job: Job<T>): () => void;
  /** Hands over the target and runs the waiting jobs in order, a slice per task. Later calls are ignored. */
  start(target: T): void;
  readonly waiting: number;
}

/** The most a slice of waiting jobs runs before the queue yields (React's scheduler yields after 5 ms). */
export const JOB_SLICE_MS = 4;

/** How the queue measures time and continues in a new task; a test passes its own. */
export interface JobScheduling {
  now: () => number;
  later: (continueWith: () => void) => void;
}

const browserScheduling: JobScheduling = {
  now: () => performance.now(),
  later: (continueWith) => void setTimeout(continueWith, 0),
};

export function createJobQueue<T>(onError: (error: unknown) => void = () => undefined, scheduling: JobScheduling = browserScheduling): JobQueue<T> {
  interface Entry {
    job: Job<T>;
    cancelled: boolean;
    cleanup?: () => void;
  }
  let target: T | undefined;
  let started = false;
  // true from start() until the waiting jobs have all run (new jobs queue behind them meanwhile)
  let draining = false;
  let pending: Entry[] = [];

  const run = (entry: Entry) => {
    try {
      const cleanup = entry.job(target as T);
      if (typeof cleanup === "function") entry.cleanup = cleanup;
    } catch (error) {
      // Analytics never breaks the page (spec §5: checks only log).
      onError(error);
    }
  };

  const drain = () => {
    const deadline = scheduling.now() + JOB_SLICE_MS;
    let next = 0;
    while (next < pending.length) {
      const entry = pending[next++];
      if (!entry.cancelled) run(entry);
      if (next < pending.length && scheduling.now() >= deadline) {
        pending = pending.slice(next);
        scheduling.later(drain);
        return;
      }
    }
    pending = [];
    draining = false;
  };

  return {
    emit(job) {
      const entry: Entry = { job, cancelled: false };
      if (started && !draining) run(entry);
      else pending.push(entry);
      return () => {
        if (entry.cancelled) return;
        entry.cancelled = true;
        const cleanup = entry.cleanup;
        entry.cleanup = undefined;
        if (cleanup) {
          try {
            cleanup();
          } catch (error) {
            onError(error);
          }
        }
      };
    },
    start(value) {
      if (started) return;
      target = value;
      started = true;
      draining = true;
      drain();
    },
    get waiting() {
      return pending.filter((e) => !e.cancelled).length;
    },
  };
}
