import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import { describe, expect, it } from "vitest";
import routerConfig from "../../react-router.config";

/** What the project relies on in React's and React Router's internals: docs/upgrading-react.md. */
const root = path.resolve(import.meta.dirname, "../..");
const documentPath = "docs/upgrading-react.md";
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const see = (section: string) => `see ${documentPath}, "${section}"`;
const reactRouterDist = (build: "production" | "development") =>
  fs
    .readdirSync(path.join(root, "node_modules/react-router/dist", build))
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => read(path.join("node_modules/react-router/dist", build, file)))
    .join("\n");

describe("the versions docs/upgrading-react.md was checked against", () => {
  const checked = Object.fromEntries(
    [...read(documentPath).matchAll(/^\| `([^`]+)` +\| (\d+\.\d+\.\d+) +\|/gm)].map(([, name, version]) => [name!, version!]),
  );
  const manifest = JSON.parse(read("package.json")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const pinned = { ...manifest.dependencies, ...manifest.devDependencies };
  const names = ["react", "react-dom", "react-router", "@react-router/dev", "@react-router/express", "@react-router/node"];

  it("are the versions package.json pins and node_modules holds", () => {
    expect(Object.keys(checked).sort(), `the table in ${documentPath} lists these packages`).toEqual([...names].sort());
    const installed = (name: string) => (JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }).version;
    for (const name of names) {
      expect(pinned[name], `${name} is pinned to one exact version in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(
        { pinned: pinned[name], installed: installed(name) },
        `${name} changed: go through every section of ${documentPath}, then update its "Checked against" table`,
      ).toEqual({ pinned: checked[name], installed: checked[name] });
    }
  });

  it("keep every @react-router package at React Router's version, and react-dom at React's", () => {
    for (const name of names.filter((name) => name.startsWith("@react-router/"))) expect(pinned[name], name).toBe(pinned["react-router"]);
    expect(pinned["react-dom"]).toBe(pinned.react);
  });
});

describe("the production alias", () => {
  it("points at files that exist in the installed React Router", () => {
    const config = read("vite.config.ts");
    const base = config.match(/const reactRouterProduction = path\.resolve\(import\.meta\.dirname, "([^"]+)"\)/)?.[1];
    const targets = [...config.matchAll(/path\.join\(reactRouterProduction, "([^"]+)"\)/g)].map(([, file]) => `${base}/${file}`);
    expect(targets, see("The production alias")).toEqual([
      "node_modules/react-router/dist/production/index.mjs",
      "node_modules/react-router/dist/production/dom-export.mjs",
    ]);
    expect(
      targets.filter((target) => !fs.existsSync(path.join(root, target))),
      see("The production alias"),
    ).toEqual([]);
  });

  it("is still needed: the package sends Node to its development build, which differs in its warnings", () => {
    const exports = (JSON.parse(read("node_modules/react-router/package.json")) as { exports: Record<string, Record<string, unknown>> })
      .exports;
    expect(exports["."]!.node, `React Router's package now picks its build by itself: ${see("The production alias")}`).toMatchObject({
      module: "./dist/development/index.mjs",
    });
    expect(reactRouterDist("development"), see("The production alias")).toContain("var ENABLE_DEV_WARNINGS = true;");
    expect(reactRouterDist("production"), see("The production alias")).toContain("var ENABLE_DEV_WARNINGS = false;");
  });
});

describe("React Router's Node adapter", () => {
  it("writes each chunk of a response and flushes it at once, as the document's gzip expects", async () => {
    const calls: string[] = [];
    const sink = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          calls.push(`write ${chunk.toString("utf8")}`);
          done();
        },
      }),
      { flush: () => calls.push("flush") },
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<head>"));
        controller.enqueue(new TextEncoder().encode("<body>"));
        controller.close();
      },
    });
    await writeReadableStreamToWritable(body, sink);
    expect(calls, see("The batched flush")).toEqual(["write <head>", "flush", "write <body>", "flush"]);
  });
});

describe("data request URLs", () => {
  it("are a page's path plus .data, and /_root.data for the home page", () => {
    const future = routerConfig.future as Record<string, boolean | undefined>;
    expect(future.v8_trailingSlashAwareDataRequests, see("Data request URLs")).toBeFalsy();
    const runtime = reactRouterDist("production");
    expect(runtime, see("Data request URLs")).toContain('if (stripBasename(pathname, basename) === "/_root.data") {');
    expect(runtime, see("Data request URLs")).toContain('pathname = pathname.replace(/\\.data$/, "");');
  });
});
