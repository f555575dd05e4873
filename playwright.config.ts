import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from "#scripts/chromium.ts";
import { PRODUCTION_URL, productionServerCommand } from "#tests/e2e/production-server.ts";

// E2E_PORT lets two checkouts (git worktrees) run their page tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      // The built worker under wrangler dev, against the same seeded test state as the worker tests.
      // Its SITE_ORIGIN is the address the browser uses, so canonical links point at this server.
      command: `npx wrangler dev --ip 127.0.0.1 --port ${PORT} --persist-to .wrangler/test-state --show-interactive-dev-session=false --var SITE_ORIGIN:http://127.0.0.1:${PORT}`,
      url: `http://127.0.0.1:${PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same build as production runs it (tests/e2e/internal-traffic.spec.ts).
      command: productionServerCommand,
      url: `${PRODUCTION_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
