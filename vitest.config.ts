import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "worker/**/*.test.ts", "redirects/**/*.test.ts", "analytics/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
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
