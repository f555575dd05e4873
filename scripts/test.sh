#!/usr/bin/env bash
# `npm test`: the gate (typecheck, lint) and every test there is — units, the built worker in workerd,
# and pages in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every tool below must run on the pinned Node, not the system one (docs/decisions/0075).
node scripts/require-node.js

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the page tests…"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

npm run build
# The fast checks fail first, before the slow suites; the typecheck reads build/ (worker/index.ts
# imports the server build).
npm run typecheck
npm run lint
npx tsx scripts/setup-local.ts --persist-to .wrangler/test-state
npx vitest run
npx playwright test
