import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { challengeIsGood, maxPasskeyResponseLength, newChallenge, parsePasskeyResponse, relyingParty } from "./webauthn.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

/** A challenge as the browser hands it back: base64url of the token's text. */
const asSigned = (challenge: string) => Buffer.from(challenge, "utf8").toString("base64url");

describe("the passkey challenge every ceremony shares", () => {
  it("passes once, for its own purpose and subject only", async () => {
    const scope = { purpose: "webauthn-register", subject: "1" };
    const challenge = asSigned(newChallenge(scope));
    // An admin's challenge is not a visitor account's with the same number, nor another subject's.
    expect(await challengeIsGood({ purpose: "visitor-passkey-register", subject: "1" }, challenge)).toBe(false);
    expect(await challengeIsGood({ ...scope, subject: "12" }, challenge)).toBe(false);
    expect(await challengeIsGood({ ...scope, subject: "" }, challenge)).toBe(false);
    expect(await challengeIsGood(scope, challenge)).toBe(true);
    expect(await challengeIsGood(scope, challenge)).toBe(false);
  });

  it("stops passing five minutes after it was made", async () => {
    const scope = { purpose: "visitor-passkey-sign-in", subject: "browser-nonce" };
    const old = asSigned(newChallenge(scope, new Date(Date.now() - 5 * 60_000 - 1_000)));
    expect(await challengeIsGood(scope, old)).toBe(false);
  });

  it("reads a browser's answer only when it is a JSON object of a bounded size", () => {
    expect(parsePasskeyResponse('{"id":"a"}')).toEqual({ id: "a" });
    expect(parsePasskeyResponse("")).toBeUndefined();
    expect(parsePasskeyResponse("[1")).toBeUndefined();
    expect(parsePasskeyResponse("null")).toBeUndefined();
    expect(parsePasskeyResponse(`{"id":"${"a".repeat(maxPasskeyResponseLength)}"}`)).toBeUndefined();
  });

  it("names the site's host as the relying party and accepts its origin only", () => {
    expect(relyingParty("https://points.example:8443/some/path")).toEqual({
      rpID: "points.example",
      origin: "https://points.example:8443",
    });
  });
});
