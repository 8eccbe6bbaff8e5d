import { beforeEach, describe, expect, it, vi } from "vitest";
import { announceConsent, consentGranted, noteConfirmedConsent, whenConsented } from "./consent-gate";
import { allGranted, onlyNecessary } from "~/consent/consent";

beforeEach(() => noteConfirmedConsent(null));

describe("whenConsented", () => {
  it("runs at once for a granted category", () => {
    noteConfirmedConsent(allGranted);
    const run = vi.fn();
    whenConsented("analytics", run);
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits until the category is granted, then runs once", () => {
    const run = vi.fn();
    whenConsented("analytics", run);
    noteConfirmedConsent(onlyNecessary);
    announceConsent();
    expect(run).not.toHaveBeenCalled();
    noteConfirmedConsent({ ...onlyNecessary, analytics: true });
    announceConsent();
    announceConsent();
    expect(run).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled", () => {
    const run = vi.fn();
    const cancel = whenConsented("marketing", run);
    cancel();
    noteConfirmedConsent(allGranted);
    announceConsent();
    expect(run).not.toHaveBeenCalled();
  });

  it("treats necessary as always granted and the rest as refused until chosen", () => {
    expect(consentGranted("necessary")).toBe(true);
    expect(consentGranted("functional")).toBe(false);
  });
});
