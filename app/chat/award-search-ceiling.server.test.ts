import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveDailyCeiling } from "~/security/paid-calls.server";
import { fakeApiKey, startFakeSeatsAero, type FakeSeatsAero } from "../../tests/support/seats-aero-fake";
import { openTestDatabase } from "../../tests/integration/test-database";
import { answerMessage } from "./assistant.server";
import { configureAwardSearch } from "./config.server";

let fake: FakeSeatsAero;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  fake = await startFakeSeatsAero();
  configureAwardSearch({ apiKey: fakeApiKey, baseUrl: fake.url });
});
afterAll(async () => {
  configureAwardSearch({});
  await fake.stop();
  await dispose();
});

describe("the assistant at the seats.aero daily ceiling", () => {
  it("searches up to the ceiling, then answers with its search links without calling the provider", async () => {
    await saveDailyCeiling("seats-aero", 2);
    // One instant for every message, so all three are counted on the same UTC day.
    const now = new Date();
    const ask = () => answerMessage("business class from New York to London on March 5", [], { now });
    expect((await ask()).results).toHaveLength(4);
    expect((await ask()).results).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);

    const refused = await ask();
    expect(fake.requests).toHaveLength(2);
    expect(refused.results).toEqual([]);
    expect(refused.reply).toMatch(/^Live award search has reached its limit for today\. I understood: Business class from New York/);
    expect(refused.links.map((link) => link.href)).toEqual([
      expect.stringMatching(/^\/booking-form\?/),
      expect.stringMatching(/^https:\/\/seats\.aero\//),
      expect.stringMatching(/^https:\/\/www\.google\.com\//),
    ]);
  });
});
