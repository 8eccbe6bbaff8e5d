import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layers } from "./eslint-layers.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "tests/lint/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  ...layers(import.meta.dirname),
  {
    // Playwright fixtures hand their value to a callback named `use`; it is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["server/main.js", "server/cluster.js", "server/cluster-metrics.js", "scripts/**/*.js"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", performance: "readonly", setTimeout: "readonly", clearTimeout: "readonly" },
    },
  },
);
