// npm run content:rollback (see scripts/content/cli.ts and docs/decisions/0026-managed-content-model.md).
import { runContentCli } from "./cli";

process.exitCode = await runContentCli("rollback", process.argv.slice(2));
