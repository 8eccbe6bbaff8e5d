import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * Which build of React this process uses. React's entry picks its build by NODE_ENV when first
 * loaded; Node may load both files while reading the entry's exports, so the answer is which one
 * the entry exported. Logged at start so a production server on the slow development build is
 * visible, and tested.
 */
export function loadedReactBuild(): "production" | "development" {
  const react: unknown = require("react");
  const entry = require.resolve("react");
  const production = require.cache[path.join(path.dirname(entry), "cjs", "react.production.js")];
  return production?.exports === react ? "production" : "development";
}
