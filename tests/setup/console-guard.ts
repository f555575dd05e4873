// The unit tests (vitest.config.ts): a test fails when something it did wrote to console.error or console.warn and
// the test did not say it expected that (issue #25). A stack trace in a green run is a bug nobody
// reads: a missing table, a React warning, a swallowed rejection.
//
// A test that expects a message says so, and thereby checks it was written:
//   const logged = expectConsole("error");
//   …
//   expect(logged()).toEqual([expect.stringContaining("no such table")]);
import { afterEach, beforeEach, vi } from "vitest";

type Level = "error" | "warn";
const LEVELS: readonly Level[] = ["error", "warn"];

let unexpected: string[] = [];
const expected = new Map<Level, string[]>();

function describeArgs(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === "string" ? arg : safeJson(arg))).join(" ");
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * This test expects messages at `level`: they are kept (not printed, not a failure) and the returned
 * function lists them so the test can assert what was written.
 */
export function expectConsole(level: Level): () => string[] {
  const lines: string[] = [];
  expected.set(level, lines);
  return () => [...lines];
}

beforeEach(() => {
  unexpected = [];
  expected.clear();
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = describeArgs(args);
      const kept = expected.get(level);
      if (kept) return void kept.push(line);
      unexpected.push(`console.${level}: ${line}`);
      original(...args);
    });
  }
});

afterEach(() => {
  for (const level of LEVELS) (console[level] as unknown as { mockRestore?: () => void }).mockRestore?.();
  const written = unexpected;
  unexpected = [];
  if (written.length) {
    throw new Error(
      `This test wrote to the console without expecting it (use expectConsole from tests/setup/console-guard.ts if it should):\n${written.join("\n").slice(0, 4000)}`,
    );
  }
});
