// npm run content:publish (see scripts/content/cli.ts and docs/decisions/0026-managed-content-model.md).
import { runContentCli } from "./cli";

process.exitCode = await runContentCli("publish", process.argv.slice(2));
