// npm run content:check (see scripts/content/cli.ts and docs/decisions/0026-managed-content-model.md).
import { runContentCli } from "./cli";

process.exitCode = await runContentCli("check", process.argv.slice(2));
