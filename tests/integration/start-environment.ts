import fs from "node:fs";
import path from "node:path";

/**
 * The variables `npm start` sets before Node starts (package.json's start script), so that tests
 * and benchmarks run the server as production does. Each is written `NAME=${NAME:-default}`: a
 * value already in the environment wins. Any other shape of script is refused rather than run
 * differently from what it says.
 */
export function startScriptEnvironment(start: string, inherited: NodeJS.ProcessEnv): Record<string, string> {
  const shape = /^((?:[A-Z_]+=\$\{[A-Z_]+:-[^}\s]*\}\s+)*)node server\/main\.js$/.exec(start.trim());
  if (!shape) throw new Error(`package.json's start script is not "[NAME=\${NAME:-value} ...] node server/main.js": ${start}`);
  const variables: Record<string, string> = {};
  for (const [, name, reference, fallback] of shape[1]!.matchAll(/([A-Z_]+)=\$\{([A-Z_]+):-([^}\s]*)\}/g)) {
    if (name !== reference) throw new Error(`${name} falls back on another variable (${reference}) in the start script`);
    variables[name!] = inherited[name!] ?? fallback!;
  }
  return variables;
}

export function packageStartScript(root: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  return manifest.scripts.start;
}

/**
 * The environment of the production server started as `npm start` starts it, on a free port on
 * loopback, logging at info level, with `env` on top.
 */
export function builtServerEnvironment(root: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    ...startScriptEnvironment(packageStartScript(root), process.env),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  };
}
