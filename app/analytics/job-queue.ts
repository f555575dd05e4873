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
}

/** The most a slice of waiting jobs runs before the queue yields (React's scheduler yields after 5 ms). */
export const JOB_SLICE_MS = 4;

export function createJobQueue<T>(onError: (error: unknown) => void = () => undefined): JobQueue<T> {
  interface Entry {
    job: Job<T>;
    cancelled: boolean;
    cleanup?: () => void;
  }
  let target: T | undefined;
  let started = false;
  // started, and no job waiting any more: until then new jobs queue behind the waiting ones
  let ready = false;
  const pending: Entry[] = [];

  // Analytics never breaks the page (spec §5: checks only log).
  const safely = (step: () => void) => {
    try {
      step();
    } catch (error) {
      onError(error);
    }
  };
  const run = (entry: Entry) =>
    safely(() => {
      const cleanup = entry.job(target as T);
      if (typeof cleanup === "function") entry.cleanup = cleanup;
    });

  const drain = () => {
    const deadline = performance.now() + JOB_SLICE_MS;
    while (pending.length) {
      const entry = pending.shift()!;
      if (!entry.cancelled) run(entry);
      if (pending.length && performance.now() >= deadline) return void setTimeout(drain);
    }
    ready = true;
  };

  return {
    emit(job) {
      const entry: Entry = { job, cancelled: false };
      if (ready) run(entry);
      else pending.push(entry);
      return () => {
        if (entry.cancelled) return;
        entry.cancelled = true;
        if (entry.cleanup) safely(entry.cleanup);
      };
    },
    start(value) {
      if (started) return;
      target = value;
      started = true;
      drain();
    },
  };
}
