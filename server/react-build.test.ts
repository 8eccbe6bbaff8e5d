import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadedReactBuild } from "./react-build";

const root = path.resolve(import.meta.dirname, "..");
const section = 'docs/upgrading-react.md, "React\'s build, as the server reports it"';

/** `loadedReactBuild()` in a fresh Node process, which loads React under the given NODE_ENV. */
async function reportedBuild(nodeEnv: string): Promise<string> {
  const script = 'const { loadedReactBuild } = await import("./server/react-build.ts"); process.stdout.write(loadedReactBuild());';
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: nodeEnv },
  });
  return stdout;
}

describe("loadedReactBuild", () => {
  it("tells React's production build from its development build", async () => {
    // Vitest runs under NODE_ENV=test, on React's development build.
    const [production, development] = [await reportedBuild("production"), loadedReactBuild()];
    expect({ production, development }, `React's entry no longer loads cjs/react.production.js as this expects: see ${section}`).toEqual({
      production: "production",
      development: "development",
    });
  });
});
