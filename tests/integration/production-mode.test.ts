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
