// The linter half of the gate (docs/decisions/0016): the recommended rules of ESLint,
// typescript-eslint, React, React hooks and jsx-a11y, and one rule of our own: where an import
// may be relative and where it names the alias (eslint/import-rule.js, decision 0042).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importRule from "./eslint/import-rule.js";
import tseslint from "typescript-eslint";

// React runs only in app/; elsewhere a `use…` name is no hook (tests/worker's `useWorker`).
const REACT_FILES = ["app/**/*.{ts,tsx}"];

export default defineConfig(
  // Build output and generated files: linted where they come from.
  { ignores: ["build/", "public/build/", "dist/", ".wrangler/", "public/analytics/collector.js", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: REACT_FILES,
    extends: [react.configs.flat.recommended, react.configs.flat["jsx-runtime"], reactHooks.configs["recommended-latest"], jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "18.3" } },
    rules: {
      // WebKit drops list semantics from a list styled `list-style: none` unless the role is explicit.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { house: importRule },
    rules: { "house/one-import-rule": "error" },
  },
  {
    // Decision 0079: the app reads the catalogue through the request's D1 session (`context.catalogue.db`),
    // which replicas may answer; `env.DB` sends every query to the primary. The rate limits count on
    // the primary on purpose.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts", "app/security/rate-limit.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='DB']",
          message: "Read the catalogue through context.catalogue.db (the request's D1 session, decision 0079).",
        },
      ],
    },
  },
  {
    // The code runs in browsers, in workerd (web APIs) and in Node (scripts, tests); TypeScript checks
    // which global is where, these only keep `no-undef` quiet in the few .js files.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `const { omitted, ...rest } = x` is how a field is left out, and `_name` marks a parameter a
      // signature needs but the body does not (a fake fetch's init).
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
);
