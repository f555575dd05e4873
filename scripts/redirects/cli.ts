import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { describeKvTarget, REPO_ROOT, wranglerKvStore, type KvStore, type KvTarget } from "./kv-store";
import { checkPath, describePathCheck, indexOfTables, publishRedirects, readLive, RedirectsCliError, rollbackRedirects } from "./ops";

/*
 * npm run redirects:publish  -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]
 * npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]
 * npm run redirects:check    -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]
 */

export const DEFAULT_TABLES_FILE = path.join(REPO_ROOT, "redirects", "tables.json");

export type Command = "publish" | "rollback" | "check";

const USAGE: Record<Command, string> = {
  publish: "npm run redirects:publish -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]",
  rollback: "npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]",
  check: "npm run redirects:check -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]",
};

interface Flags {
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

function parseFlags(command: Command, argv: string[]) {
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
    return { flags: values as Flags, positionals };
  } catch (error) {
    throw new RedirectsCliError((error as Error).message, [`usage: ${USAGE[command]}`]);
  }
}

/** The KV namespace named by the flags, or null when none was named. */
function targetOf(command: Command, flags: Flags): KvTarget | null {
  const named = [flags.local, flags.remote, flags.env !== undefined].filter(Boolean).length;
  if (named > 1) throw new RedirectsCliError("name one KV target: --local, --env NAME or --remote", [`usage: ${USAGE[command]}`]);
  if (flags["persist-to"] !== undefined && !flags.local) throw new RedirectsCliError("--persist-to goes with --local");
  if (flags.local) return { kind: "local", persistTo: flags["persist-to"] };
  if (flags.env !== undefined) return { kind: "env", env: flags.env };
  if (flags.remote) return { kind: "remote" };
  return null;
}

async function readTablesFile(file: string): Promise<{ input: unknown; source: string }> {
  const source = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new RedirectsCliError(`cannot read ${source}: ${(error as Error).message}`);
  }
  try {
    return { input: JSON.parse(text), source };
  } catch (error) {
    throw new RedirectsCliError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}

export interface CliIo {
  log: (line: string) => void;
  error: (line: string) => void;
  /** Tests swap wrangler for memory. */
  storeFor?: (target: KvTarget) => KvStore;
  now?: () => Date;
}

const defaultIo: CliIo = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** Runs one command; resolves to the process exit code. */
export async function runRedirectsCli(command: Command, argv: string[], io: CliIo = defaultIo): Promise<number> {
  const storeFor = io.storeFor ?? wranglerKvStore;
  try {
    const { flags, positionals } = parseFlags(command, argv);
    if (flags.help) {
      io.log(`usage: ${USAGE[command]}`);
      return 0;
    }
    const target = targetOf(command, flags);
    const ctx = (t: KvTarget) => ({ store: storeFor(t), log: io.log, now: io.now });

    if (command === "publish") {
      if (positionals.length > 0) throw new RedirectsCliError(`unexpected argument ${positionals[0]}`, [`usage: ${USAGE.publish}`]);
      if (!target && !flags["dry-run"]) throw new RedirectsCliError("say where to publish: --local, --env NAME or --remote", [`usage: ${USAGE.publish}`]);
      const { input, source } = await readTablesFile(path.resolve(flags.file ?? DEFAULT_TABLES_FILE));
      if (!target) {
        // --dry-run without a target: validate and list the tables, diffed against nothing.
        const memory = { description: "nowhere (dry run)", get: async () => null, put: async () => {} };
        await publishRedirects({ store: memory, log: io.log, now: io.now }, input, { source, dryRun: true });
        return 0;
      }
      await publishRedirects(ctx(target), input, { source, force: flags.force, dryRun: flags["dry-run"] });
      return 0;
    }

    if (command === "rollback") {
      if (!target) throw new RedirectsCliError("say where to roll back: --local, --env NAME or --remote", [`usage: ${USAGE.rollback}`]);
      await rollbackRedirects(ctx(target), flags.to);
      return 0;
    }

    // check
    if (positionals.length !== 1) throw new RedirectsCliError("give one path to check, e.g. /ca/b/dog-food?utm_source=x", [`usage: ${USAGE.check}`]);
    if (target && flags.file !== undefined) throw new RedirectsCliError("check either a table file (--file) or a KV target, not both");
    let index;
    let label: string;
    if (target) {
      const live = await readLive(storeFor(target));
      if (!live) {
        io.log(`Nothing is published in ${describeKvTarget(target)}: no path redirects there.`);
        return 0;
      }
      index = live.index;
      label = `live version ${live.index.version} in ${describeKvTarget(target)}`;
    } else {
      const { input, source } = await readTablesFile(path.resolve(flags.file ?? DEFAULT_TABLES_FILE));
      index = indexOfTables(input, source);
      label = `unpublished tables in ${source}`;
    }
    for (const line of describePathCheck(positionals[0], checkPath(index, positionals[0]), label)) io.log(line);
    return 0;
  } catch (error) {
    if (error instanceof RedirectsCliError) {
      io.error(`redirects:${command}: ${error.message}`);
      for (const detail of error.details) io.error(`  ${detail}`);
      // The pointer is written last: a refused or failed publish or rollback leaves the live version.
      if (command !== "check") io.error(`redirects:${command}: the live version is unchanged.`);
      return 1;
    }
    io.error(`redirects:${command}: ${(error as Error).stack ?? String(error)}`);
    return 2;
  }
}
