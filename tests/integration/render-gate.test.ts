import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

// Page renders take turns (server/render-gate.ts): a few in flight, the rest queued. These
// requests outnumber the slots, so a slot that is never given back leaves requests hanging and
// the test times out.
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ PAGE_CACHE: "off" });
});
afterAll(async () => {
  await server?.stop();
});

const many = 24;

describe("page renders beyond the limit", () => {
  it("are all answered, GET and HEAD alike, each with its own page", async () => {
    const requests = Array.from({ length: many }, (_, index) =>
      fetch(`${server.origin}/about?n=${index}`, { method: index % 3 === 0 ? "HEAD" : "GET" }).then(async (response) => ({
        status: response.status,
        body: await response.text(),
        head: index % 3 === 0,
      })),
    );
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      if (answer.head) expect(answer.body).toBe("");
      else expect(answer.body).toContain("<h1");
    }
  });

  it("give their slot or place back when the client disconnects, so later visitors are served", async () => {
    const leaving = new AbortController();
    const abandoned = Array.from({ length: many }, () =>
      fetch(`${server.origin}/deals`, { signal: leaving.signal }).then(
        (response) => response.status,
        () => "aborted",
      ),
    );
    // Once one render has finished the others are rendering or queued: all of them now leave.
    await Promise.race(abandoned);
    leaving.abort();
    expect(await Promise.all(abandoned)).toContain("aborted");

    const later = await Promise.all(Array.from({ length: many }, () => fetch(`${server.origin}/deals`).then((response) => response.status)));
    expect(later).toEqual(Array(many).fill(200));
  });
});
