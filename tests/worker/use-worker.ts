import type { Miniflare } from "miniflare";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startWorker, type WorkerOptions } from "./worker-harness";

// Kept apart from worker-harness.ts, which the global setup imports (vitest's hooks are not there).
/**
 * One worker for a test file (or a describe block): started before its tests, disposed after.
 * `empty: true` runs it on a fresh state directory with no database tables at all, so every query
 * fails (storage-failure tests); the directory is removed afterwards.
 */
export function useWorker(options: WorkerOptions & { empty?: boolean } = {}) {
  const handle = {} as { mf: Miniflare; db: D1Database; analytics: D1Database };
  let emptyDir: string | undefined;
  beforeAll(async () => {
    if (options.empty) emptyDir = mkdtempSync(path.join(tmpdir(), "tailwise-empty-"));
    handle.mf = startWorker({ ...options, ...(emptyDir && { stateDir: emptyDir }) });
    await handle.mf.ready;
    handle.db = (await handle.mf.getD1Database("DB")) as unknown as D1Database;
    handle.analytics = (await handle.mf.getD1Database("ANALYTICS")) as unknown as D1Database;
  });
  afterAll(async () => {
    await handle.mf?.dispose();
    if (emptyDir) rmSync(emptyDir, { recursive: true, force: true });
  });
  return handle;
}
