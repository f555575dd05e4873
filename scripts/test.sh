#!/usr/bin/env bash
# `npm test`: every test there is — units, the built worker in workerd, and pages in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the page tests…"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

npm run build
npx tsx scripts/setup-local.ts --persist-to .wrangler/test-state
npx vitest run
npx playwright test
