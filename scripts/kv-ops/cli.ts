import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { wranglerKvStore, type KvStore, type KvTarget } from "./kv-store";
import type { OpsContext, PublishOptions } from "./versioned";
import { OpsError } from "./ops-error";

/*
 * What the ops CLIs over versioned KV tables (`npm run redirects:*`, `npm run content:*`) share:
 * the flags naming a KV target, reading a JSON file, and how a refusal is reported.
 */

export interface OpsFlags {
  local: boolean;
  remote: boolean;
  env?: string;
  "persist-to"?: string;
  file?: string;
  to?: string;
  force: boolean;
  "dry-run": boolean;
  help: boolean;
}

/** The flags every command accepts (each command refuses what it does not use). */
export function parseOpsFlags(argv: string[], usage: string): { flags: OpsFlags; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        local: { type: "boolean", default: false },
        remote: { type: "boolean", default: false },
        env: { type: "string", short: "e" },
        "persist-to": { type: "string" },
        file: { type: "string" },
        to: { type: "string" },
        force: { type: "boolean", default: false },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    return { flags: values as OpsFlags, positionals };
  } catch (error) {
    throw new OpsError((error as Error).message, [`usage: ${usage}`]);
  }
}

/** The KV namespace named by the flags, or null when none was named. */
export function kvTargetOf(flags: OpsFlags, usage: string): KvTarget | null {
  const named = [flags.local, flags.remote, flags.env !== undefined].filter(Boolean).length;
  if (named > 1) throw new OpsError("name one KV target: --local, --env NAME or --remote", [`usage: ${usage}`]);
  if (flags["persist-to"] !== undefined && !flags.local) throw new OpsError("--persist-to goes with --local");
  if (flags.local) return { kind: "local", persistTo: flags["persist-to"] };
  if (flags.env !== undefined) return { kind: "env", env: flags.env };
  if (flags.remote) return { kind: "remote" };
  return null;
}

/** A JSON file's value and how to name it in messages (relative to the working directory). */
export async function readJsonFile(file: string): Promise<{ input: unknown; source: string }> {
  const source = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new OpsError(`cannot read ${source}: ${(error as Error).message}`);
  }
  try {
    return { input: JSON.parse(text), source };
  } catch (error) {
    throw new OpsError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}

export interface CliIo {
  log: (line: string) => void;
  error: (line: string) => void;
  /** Tests swap wrangler for memory. */
  storeFor?: (target: KvTarget) => KvStore;
  now?: () => Date;
}

export const consoleIo: CliIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** A store that has nothing and keeps nothing: `publish --dry-run` without a target diffs against it. */
export const NOWHERE: KvStore = { description: "nowhere (dry run)", get: async () => null, put: async () => {} };

/**
 * Runs one command and turns its outcome into an exit code: 0 done, 1 refused (every reason
 * printed), 2 crashed. `changesLive` commands say the live version is unchanged when refused: the
 * pointer is written last, so a refused or failed publish or rollback leaves it as it was.
 */
export async function runOpsCommand(prefix: string, io: CliIo, changesLive: boolean, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      io.error(`${prefix}: ${error.message}`);
      for (const detail of error.details) io.error(`  ${detail}`);
      if (changesLive) io.error(`${prefix}: the live version is unchanged.`);
      return 1;
    }
    io.error(`${prefix}: ${(error as Error).stack ?? String(error)}`);
    return 2;
  }
}

export type Command = "publish" | "rollback" | "check";

/** What one versioned table's CLI adds to the shared commands. */
export interface VersionedCli {
  /** The npm script prefix (`redirects`, `content`) and the wrangler binding of its namespace. */
  name: string;
  binding: string;
  usage: Record<Command, string>;
  /** What publish (and check, without a target) reads when no --file is given. */
  defaultFile: string;
  publish(ctx: OpsContext, input: unknown, options: PublishOptions & { source: string }): Promise<unknown>;
  rollback(ctx: OpsContext, to?: string): Promise<unknown>;
  /** check: the live table (`store` set) or a file's, described for the positionals. */
  check(args: {
    positionals: string[];
    target: KvTarget | null;
    store: KvStore | null;
    file: () => Promise<{ input: unknown; source: string }>;
    log: (line: string) => void;
  }): Promise<void>;
}

/**
 * Runs one command of a versioned table's CLI; resolves to the process exit code. publish and
 * rollback are the same for every table; check is the table's own.
 */
export function runVersionedCli(cli: VersionedCli, command: Command, argv: string[], io: CliIo = consoleIo): Promise<number> {
  const storeFor = io.storeFor ?? ((target: KvTarget) => wranglerKvStore(target, cli.binding));
  return runOpsCommand(`${cli.name}:${command}`, io, command !== "check", async () => {
    const usage = cli.usage[command];
    const { flags, positionals } = parseOpsFlags(argv, usage);
    if (flags.help) {
      io.log(`usage: ${usage}`);
      return;
    }
    const target = kvTargetOf(flags, usage);
    const file = () => readJsonFile(path.resolve(flags.file ?? cli.defaultFile));

    if (command === "publish") {
      if (positionals.length > 0) throw new OpsError(`unexpected argument ${positionals[0]}`, [`usage: ${usage}`]);
      if (!target && !flags["dry-run"]) throw new OpsError("say where to publish: --local, --env NAME or --remote", [`usage: ${usage}`]);
      const { input, source } = await file();
      // --dry-run without a target: validate and list, diffed against nothing.
      const store = target ? storeFor(target) : NOWHERE;
      await cli.publish({ store, log: io.log, now: io.now }, input, { source, force: flags.force, dryRun: flags["dry-run"] });
      return;
    }
    if (command === "rollback") {
      if (!target) throw new OpsError("say where to roll back: --local, --env NAME or --remote", [`usage: ${usage}`]);
      await cli.rollback({ store: storeFor(target), log: io.log, now: io.now }, flags.to);
      return;
    }
    if (target && flags.file !== undefined) throw new OpsError("check either a file (--file) or a KV target, not both");
    await cli.check({ positionals, target, store: target && storeFor(target), file, log: io.log });
  });
}
