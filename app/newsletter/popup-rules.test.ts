import { describe, expect, it } from "vitest";
import { mayOpenPopup, popupDelayMs, popupShownStorageKey } from "./popup-rules";

const subscribedKey = "newsletter-subscribed";

function storage(entries: Record<string, string>): Pick<Storage, "getItem"> {
  return { getItem: (key) => entries[key] ?? null };
}

describe("the lead-magnet popup", () => {
  it("waits 15 seconds", () => expect(popupDelayMs).toBe(15000));

  it("opens for a browser that has neither seen it nor subscribed", () => {
    expect(mayOpenPopup(storage({}), subscribedKey)).toBe(true);
  });

  it("never reopens once shown", () => {
    expect(mayOpenPopup(storage({ [popupShownStorageKey]: "1" }), subscribedKey)).toBe(false);
  });

  it("stays away from a browser that has subscribed", () => {
    expect(mayOpenPopup(storage({ [subscribedKey]: "1" }), subscribedKey)).toBe(false);
  });

  it("stays closed when storage cannot be read (it could not be marked shown either)", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(mayOpenPopup(blocked, subscribedKey)).toBe(false);
  });
});
