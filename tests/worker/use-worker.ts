import type { Miniflare } from "miniflare";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startWorker, TEST_STATE_DIR, type WorkerOptions } from "./worker-harness";

// Kept apart from worker-harness.ts, which the global setup imports (vitest's hooks are not there).
/**
 * One worker for a test file (or a describe block): started before its tests, disposed after.
 * `empty: true` runs it on a fresh state directory with no database tables at all, so every query
 * fails (storage-failure tests); `scratch: true` runs it on a copy of the seeded state, so what the
 * tests write (carts, events, rate-limit hits) stays out of the state other files share. Either
 * directory is removed afterwards.
 */
export function useWorker(options: WorkerOptions & { empty?: boolean; scratch?: boolean } = {}) {
  const handle = {} as { mf: Miniflare; db: D1Database; analytics: D1Database };
  let ownDir: string | undefined;
  beforeAll(async () => {
    if (options.empty || options.scratch) ownDir = mkdtempSync(path.join(tmpdir(), options.empty ? "tailwise-empty-" : "tailwise-scratch-"));
    if (options.scratch && ownDir) cpSync(TEST_STATE_DIR, ownDir, { recursive: true });
    handle.mf = startWorker({ ...options, ...(ownDir && { stateDir: ownDir }) });
    await handle.mf.ready;
    handle.db = (await handle.mf.getD1Database("DB")) as unknown as D1Database;
    handle.analytics = (await handle.mf.getD1Database("ANALYTICS")) as unknown as D1Database;
  });
  afterAll(async () => {
    await handle.mf?.dispose();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  });
  return handle;
}

/**
 * Fresh workers (each a new isolate) on one scratch copy of the seeded state, for a test file that
 * changes what a new isolate finds in the state (the SEARCH_INDEX KV's snapshot and metadata copy):
 * `fresh()` starts one; the workers and the copy are removed afterwards.
 */
export function useFreshWorkers(prefix: string) {
  let dir: string | undefined;
  const workers: Miniflare[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), `tailwise-${prefix}-`));
    cpSync(TEST_STATE_DIR, dir, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((mf) => mf.dispose()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async fresh(options: WorkerOptions = {}): Promise<Miniflare> {
      const mf = startWorker({ stateDir: dir, ...options });
      workers.push(mf);
      await mf.ready;
      return mf;
    },
  };
}
