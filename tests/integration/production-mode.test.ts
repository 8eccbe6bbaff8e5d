import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

// Started the way `npm start` starts it: no NODE_ENV in the environment.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

it("serves React's production build when NODE_ENV is not set", async () => {
  expect(server.output()).toMatch(/"reactBuild":"production"[^\n]*"msg":"server listening"/);
  const page = await (await fetch(server.origin + "/about")).text();
  expect(page).toContain("<!DOCTYPE html>");
});

it("bundles React Router's production build into the server, as its only copy", () => {
  const serverDir = path.join(import.meta.dirname, "../../build/server");
  const bundle = fs
    .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => fs.readFileSync(path.join(serverDir, file), "utf8"))
    .join("\n");
  // An import left to Node would load the development copy beside the bundled one.
  expect(bundle).not.toMatch(/from "(react-router|@react-router\/[\w-]+)"|import "(react-router|@react-router\/[\w-]+)"/);
  expect(bundle).toContain("function ServerRouter(");
  // A development-only warning: the production copy compiles it away.
  expect(bundle).not.toContain("You rendered descendant <Routes>");
});
