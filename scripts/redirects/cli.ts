import path from "node:path";
import { OpsError } from "#scripts/kv-ops/ops-error.ts";
import { runVersionedCli, type CliIo, type Command, type VersionedCli } from "#scripts/kv-ops/cli.ts";
import { describeKvTarget, REPO_ROOT } from "#scripts/kv-ops/kv-store.ts";
import { readLive } from "#scripts/kv-ops/versioned.ts";
import { checkPath, describePathCheck, indexOfTables, publishRedirects, REDIRECT_TABLES, rollbackRedirects } from "./ops";

/*
 * npm run redirects:publish  -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]
 * npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]
 * npm run redirects:check    -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]
 */

export const DEFAULT_TABLES_FILE = path.join(REPO_ROOT, "redirects", "tables.json");
export const REDIRECTS_BINDING = "REDIRECTS";
export type { Command };

const REDIRECTS_CLI: VersionedCli = {
  name: "redirects",
  binding: REDIRECTS_BINDING,
  defaultFile: DEFAULT_TABLES_FILE,
  usage: {
    publish: "npm run redirects:publish -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]",
    rollback: "npm run redirects:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]",
    check: "npm run redirects:check -- PATH [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]",
  },
  publish: publishRedirects,
  rollback: rollbackRedirects,
  /** What the Worker would answer for one path, by the live tables or a file's. */
  async check({ positionals, target, store, file, log }) {
    if (positionals.length !== 1) throw new OpsError("give one path to check, e.g. /ca/b/dog-food?utm_source=x", [`usage: ${REDIRECTS_CLI.usage.check}`]);
    let index;
    let label: string;
    if (target && store) {
      const live = await readLive(store, REDIRECT_TABLES);
      if (!live) {
        log(`Nothing is published in ${describeKvTarget(target)}: no path redirects there.`);
        return;
      }
      index = live.live;
      label = `live version ${index.version} in ${describeKvTarget(target)}`;
    } else {
      const { input, source } = await file();
      index = indexOfTables(input, source);
      label = `unpublished tables in ${source}`;
    }
    for (const line of describePathCheck(positionals[0], checkPath(index, positionals[0]), label)) log(line);
  },
};

/** Runs one command; resolves to the process exit code. */
export function runRedirectsCli(command: Command, argv: string[], io?: CliIo): Promise<number> {
  return runVersionedCli(REDIRECTS_CLI, command, argv, io);
}
