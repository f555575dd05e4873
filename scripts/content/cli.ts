import path from "node:path";
import { OpsError } from "#scripts/kv-ops/ops-error.ts";
import { runVersionedCli, type CliIo, type Command, type VersionedCli } from "#scripts/kv-ops/cli.ts";
import { describeKvTarget, REPO_ROOT } from "#scripts/kv-ops/kv-store.ts";
import { readLive } from "#scripts/kv-ops/versioned.ts";
import { CONTENT_TABLE, parseContentOrThrow, publishContent, rollbackContent, summarizeContent } from "./ops";

/*
 * npm run content:publish  -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]
 * npm run content:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]
 * npm run content:check    -- [PAGE_ID] [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]
 */

export const DEFAULT_CONTENT_FILE = path.join(REPO_ROOT, "content", "content.json");
export const CONTENT_BINDING = "CONTENT";
export type { Command };

const CONTENT_CLI: VersionedCli = {
  name: "content",
  binding: CONTENT_BINDING,
  defaultFile: DEFAULT_CONTENT_FILE,
  usage: {
    publish: "npm run content:publish -- (--local [--persist-to DIR] | --env NAME | --remote) [--file PATH] [--dry-run] [--force]",
    rollback: "npm run content:rollback -- (--local [--persist-to DIR] | --env NAME | --remote) [--to VERSION]",
    check: "npm run content:check -- [PAGE_ID] [--local [--persist-to DIR] | --env NAME | --remote | --file PATH]",
  },
  publish: publishContent,
  rollback: rollbackContent,
  /** Validates a file (the default) or reads what is live, and says what each page shows. */
  async check({ positionals, target, store, file, log }) {
    if (positionals.length > 1) throw new OpsError(`unexpected argument ${positionals[1]}`, [`usage: ${CONTENT_CLI.usage.check}`]);
    if (target && store) {
      const live = await readLive(store, CONTENT_TABLE);
      if (!live) {
        log(`Nothing is published in ${describeKvTarget(target)}: pages show no managed content there.`);
        return;
      }
      log(`Live version ${live.live.version} in ${describeKvTarget(target)} (published ${live.live.publishedAt}) is valid.`);
      for (const line of summarizeContent(live.live.content, positionals[0])) log(line);
      return;
    }
    const { input, source } = await file();
    const content = parseContentOrThrow(input, source);
    log(`${source} is valid (unpublished).`);
    for (const line of summarizeContent(content, positionals[0])) log(line);
  },
};

/** Runs one command; resolves to the process exit code. */
export function runContentCli(command: Command, argv: string[], io?: CliIo): Promise<number> {
  return runVersionedCli(CONTENT_CLI, command, argv, io);
}
