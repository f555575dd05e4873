// Calls into the analytics facade before it exists. The facade is created after hydration (its code is
// a lazily loaded chunk), but a page wants to report from its first effects: jobs wait here and run in
// the order they were emitted once the facade is handed over. A job may return a cleanup (stop tracking
// an element); cancelling runs it, or drops the job if it has not run yet.

export type Job<T> = (target: T) => void | (() => void);

export interface JobQueue<T> {
  /** Runs the job now if the target is ready, else later; returns the cancel/cleanup function. */
  emit(job: Job<T>): () => void;
  /** Hands over the target and runs the waiting jobs in order. Later calls are ignored. */
  start(target: T): void;
  readonly waiting: number;
}

export function createJobQueue<T>(onError: (error: unknown) => void = () => undefined): JobQueue<T> {
  interface Entry {
    job: Job<T>;
    cancelled: boolean;
    cleanup?: () => void;
  }
  let target: T | undefined;
  let started = false;
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

  return {
    emit(job) {
      const entry: Entry = { job, cancelled: false };
      if (started) run(entry);
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
      const jobs = pending;
      pending = [];
      for (const entry of jobs) if (!entry.cancelled) run(entry);
    },
    get waiting() {
      return pending.filter((e) => !e.cancelled).length;
    },
  };
}
