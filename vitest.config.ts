import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // A unit test fails on a console.error/console.warn it did not expect (issue #25; decision
          // 0042). Not the worker project: there the console carries workerd's own log lines, which
          // arrive asynchronously and are the fault suites' expected output.
          setupFiles: ["tests/setup/console-guard.ts"],
          // graphql-http's ESM build imports graphql as Node resolves it (CommonJS) while our code gets
          // graphql's ESM build: two graphql-js realms that refuse each other's schemas. Bundled through
          // vite like our code, graphql-http shares our one (as in the Worker's bundle).
          server: { deps: { inline: ["graphql-http"] } },
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "worker/**/*.test.ts",
            "redirects/**/*.test.ts",
            "analytics/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "worker",
          environment: "node",
          include: ["tests/worker/**/*.test.ts"],
          globalSetup: ["tests/worker/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
