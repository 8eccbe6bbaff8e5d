import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { getOrCreateSetting } from "./settings.server";

let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

describe("getOrCreateSetting", () => {
  // The signing secret is made this way; worker processes starting together must agree on it.
  it("gives every concurrent first caller the same stored value", async () => {
    const values = await Promise.all(Array.from({ length: 8 }, (_, index) => getOrCreateSetting("race", () => `value-${index}`)));
    expect(new Set(values).size).toBe(1);
    expect(await getOrCreateSetting("race", () => "later")).toBe(values[0]);
  });
});
