// Stops an npm script that is about to run on a Node older than package.json's "engines" floor.
// npm puts node_modules/.bin first on a script's PATH, and the pinned node-linux-* package links its
// Node there, so every `#!/usr/bin/env node` tool (tsx, remix, wrangler, vitest, playwright) runs on
// it even where the system Node is 20 (docs/decisions/0075). When that link is missing (no `npm ci`
// yet, `--omit=optional`, a platform with no pinned package) the tools would silently fall back to
// the system Node: fail here, loudly, instead. Plain JavaScript on purpose: it must run on any Node.
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node);
if (!floor) throw new Error(`package.json engines.node must read ">=MAJOR.MINOR.PATCH", not ${JSON.stringify(pkg.engines.node)}`);
const [major, minor, patch] = process.versions.node.split(".").map(Number);
const [needMajor, needMinor, needPatch] = floor.slice(1).map(Number);
const older = major !== needMajor ? major < needMajor : minor !== needMinor ? minor < needMinor : patch < needPatch;
if (older) {
  console.error(
    [
      `This project needs Node ${pkg.engines.node}; this script is running on Node ${process.versions.node} (${process.execPath}).`,
      "On Linux x64/arm64, `npm ci` installs the pinned Node into node_modules/.bin, which npm scripts use:",
      "run `npm ci` (without --omit=optional or --no-optional). Elsewhere, install Node 22 or newer.",
    ].join("\n"),
  );
  process.exit(1);
}
