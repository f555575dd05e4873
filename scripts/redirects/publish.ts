// npm run redirects:publish (see scripts/redirects/cli.ts and docs/decisions/0003-redirect-tables-in-kv.md).
import { runRedirectsCli } from "./cli";

process.exitCode = await runRedirectsCli("publish", process.argv.slice(2));
