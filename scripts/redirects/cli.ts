import path from "node:path";
import { consoleIo, kvTargetOf, NOWHERE, OpsError, parseOpsFlags, readJsonFile, runOpsCommand, type CliIo } from "#scripts/kv-ops/cli.ts";
import { describeKvTarget, REPO_ROOT, wranglerKvStore, type KvTarget } from "#scripts/kv-ops/kv-store.ts";
import { readLive } from "#scripts/kv-ops/versioned.ts";
import { checkPath, describePathCheck, indexOfTables, publishRedirects, REDIRECT_TABLES, rollbackRedirects } from "./ops";

/*
 * npm run redirects:publish  -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]
 * npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]
 * npm run redirects:check    -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]
 */

export const DEFAULT_TABLES_FILE = path.join(REPO_ROOT, "redirects", "tables.json");
export const REDIRECTS_BINDING = "REDIRECTS";

export type Command = "publish" | "rollback" | "check";

const USAGE: Record<Command, string> = {
  publish: "npm run redirects:publish -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]",
  rollback: "npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]",
  check: "npm run redirects:check -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]",
};

/** Runs one command; resolves to the process exit code. */
export function runRedirectsCli(command: Command, argv: string[], io: CliIo = consoleIo): Promise<number> {
  const storeFor = io.storeFor ?? ((target: KvTarget) => wranglerKvStore(target, REDIRECTS_BINDING));
  return runOpsCommand(`redirects:${command}`, io, command !== "check", async () => {
    const usage = USAGE[command];
    const { flags, positionals } = parseOpsFlags(argv, usage);
    if (flags.help) {
      io.log(`usage: ${usage}`);
      return;
    }
    const target = kvTargetOf(flags, usage);
    const ctx = (t: KvTarget) => ({ store: storeFor(t), log: io.log, now: io.now });

    if (command === "publish") {
      if (positionals.length > 0) throw new OpsError(`unexpected argument ${positionals[0]}`, [`usage: ${usage}`]);
      if (!target && !flags["dry-run"]) throw new OpsError("say where to publish: --local, --env NAME or --remote", [`usage: ${usage}`]);
      const { input, source } = await readJsonFile(path.resolve(flags.file ?? DEFAULT_TABLES_FILE));
      // --dry-run without a target: validate and list the tables, diffed against nothing.
      const context = target ? ctx(target) : { store: NOWHERE, log: io.log, now: io.now };
      await publishRedirects(context, input, { source, force: flags.force, dryRun: flags["dry-run"] });
      return;
    }

    if (command === "rollback") {
      if (!target) throw new OpsError("say where to roll back: --local, --env NAME or --remote", [`usage: ${usage}`]);
      await rollbackRedirects(ctx(target), flags.to);
      return;
    }

    // check
    if (positionals.length !== 1) throw new OpsError("give one path to check, e.g. /ca/b/dog-food?utm_source=x", [`usage: ${usage}`]);
    if (target && flags.file !== undefined) throw new OpsError("check either a table file (--file) or a KV target, not both");
    let index;
    let label: string;
    if (target) {
      const live = await readLive(storeFor(target), REDIRECT_TABLES);
      if (!live) {
        io.log(`Nothing is published in ${describeKvTarget(target)}: no path redirects there.`);
        return;
      }
      index = live.live;
      label = `live version ${index.version} in ${describeKvTarget(target)}`;
    } else {
      const { input, source } = await readJsonFile(path.resolve(flags.file ?? DEFAULT_TABLES_FILE));
      index = indexOfTables(input, source);
      label = `unpublished tables in ${source}`;
    }
    for (const line of describePathCheck(positionals[0], checkPath(index, positionals[0]), label)) io.log(line);
  });
}
