import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The two KV operations the ops CLIs (redirects, content) need. */
export interface KvStore {
  /** Where the store points, for messages (`local KV (.wrangler/state)`, `env production`). */
  readonly description: string;
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

/** An in-memory store for tests. */
export class MemoryKvStore implements KvStore {
  readonly description = "memory";
  readonly values = new Map<string, string>();
  async get(key: string) {
    return this.values.get(key) ?? null;
  }
  async put(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** Which deployment's namespace wrangler talks to (the binding is named separately). */
export type KvTarget =
  | { kind: "local"; persistTo?: string }
  | { kind: "env"; env: string }
  /** The namespace of the top-level wrangler.toml (no `--env`). */
  | { kind: "remote" };

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WRANGLER_BIN = path.join(REPO_ROOT, "node_modules", ".bin", "wrangler");
/** What `wrangler kv key get --local` prints (exit code 0) for a key that does not exist. */
const LOCAL_MISSING = "Value not found\n";
/** What the Cloudflare API error says for a missing key (`wrangler kv key get` exits non-zero). */
const REMOTE_MISSING = /key not found|10009/i;

export function describeKvTarget(target: KvTarget): string {
  if (target.kind === "local") return `local KV${target.persistTo ? ` (${target.persistTo})` : ""}`;
  if (target.kind === "env") return `KV of env ${target.env}`;
  return "KV of the top-level wrangler.toml";
}

function targetArgs(target: KvTarget, binding: string): string[] {
  const args = ["--binding", binding];
  if (target.kind === "local") {
    args.push("--local");
    if (target.persistTo) args.push("--persist-to", path.resolve(target.persistTo));
  } else if (target.kind === "env") {
    args.push("--env", target.env);
  }
  return args;
}

function wrangler(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      WRANGLER_BIN,
      args,
      {
        cwd: REPO_ROOT,
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
      },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stdout, stderr }));
        else resolve({ stdout, stderr });
      },
    );
  });
}

/** A KV binding's namespace (REDIRECTS, CONTENT) through `wrangler kv key get|put`, local or deployed. */
export function wranglerKvStore(target: KvTarget, binding: string): KvStore {
  const extra = targetArgs(target, binding);
  return {
    description: describeKvTarget(target),
    async get(key) {
      try {
        const { stdout } = await wrangler(["kv", "key", "get", key, ...extra]);
        return target.kind === "local" && stdout === LOCAL_MISSING ? null : stdout;
      } catch (error) {
        const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
        if (target.kind !== "local" && REMOTE_MISSING.test(stderr + stdout)) return null;
        throw new Error(`wrangler kv key get ${key} failed: ${(stderr || (error as Error).message).trim()}`);
      }
    },
    async put(key, value) {
      // Through a file: a 50,000-entry document is several megabytes, too long for an argument.
      const dir = await mkdtemp(path.join(tmpdir(), "kv-put-"));
      const file = path.join(dir, "value.json");
      try {
        await writeFile(file, value);
        await wrangler(["kv", "key", "put", key, "--path", file, ...extra]);
      } catch (error) {
        const { stderr = "" } = error as { stderr?: string };
        throw new Error(`wrangler kv key put ${key} failed: ${(stderr || (error as Error).message).trim()}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
