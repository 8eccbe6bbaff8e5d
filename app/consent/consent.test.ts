import { describe, expect, it } from "vitest";
import { allGranted, bannerVisible, choicesFromForm, isGranted, nextConsentUi, onlyNecessary, type ConsentUi } from "./consent";

const fresh: ConsentUi = { saved: null, working: null };

describe("the banner and dialog state rules", () => {
  it("shows the banner only while no choice is saved", () => {
    expect(bannerVisible(fresh)).toBe(true);
    expect(bannerVisible({ saved: onlyNecessary, working: null })).toBe(false);
  });

  it("Accept All sets all four categories and hides the banner", () => {
    const next = nextConsentUi(fresh, { type: "acceptAll" });
    expect(next).toEqual({ saved: { necessary: true, analytics: true, functional: true, marketing: true }, working: null });
    expect(bannerVisible(next)).toBe(false);
  });

  it("Reject All keeps only necessary and hides the banner", () => {
    const next = nextConsentUi(fresh, { type: "rejectAll" });
    expect(next.saved).toEqual({ necessary: true, analytics: false, functional: false, marketing: false });
    expect(bannerVisible(next)).toBe(false);
  });

  it("Customize opens the dialog on a working copy and the banner stays", () => {
    const next = nextConsentUi(fresh, { type: "customize" });
    expect(next.working).toEqual(onlyNecessary);
    expect(bannerVisible(next)).toBe(true);
  });

  it("reopening starts the working copy from the saved choice", () => {
    const saved = { ...onlyNecessary, functional: true };
    expect(nextConsentUi({ saved, working: null }, { type: "customize" }).working).toEqual(saved);
  });

  it("toggles change only the working copy", () => {
    let state = nextConsentUi(fresh, { type: "customize" });
    state = nextConsentUi(state, { type: "toggle", category: "analytics" });
    state = nextConsentUi(state, { type: "toggle", category: "marketing" });
    state = nextConsentUi(state, { type: "toggle", category: "marketing" });
    expect(state).toEqual({ saved: null, working: { ...onlyNecessary, analytics: true } });
  });

  it("a toggle with the dialog closed changes nothing", () => {
    expect(nextConsentUi(fresh, { type: "toggle", category: "analytics" })).toBe(fresh);
  });

  it("Save Preferences stores the working copy, hides the banner and closes the dialog", () => {
    let state = nextConsentUi(fresh, { type: "customize" });
    state = nextConsentUi(state, { type: "toggle", category: "functional" });
    state = nextConsentUi(state, { type: "save" });
    expect(state).toEqual({ saved: { ...onlyNecessary, functional: true }, working: null });
    expect(bannerVisible(state)).toBe(false);
  });

  it("Cancel closes the dialog without saving and the banner stays", () => {
    let state = nextConsentUi(fresh, { type: "customize" });
    state = nextConsentUi(state, { type: "toggle", category: "analytics" });
    state = nextConsentUi(state, { type: "cancel" });
    expect(state).toEqual(fresh);
    expect(bannerVisible(state)).toBe(true);
  });

  it("necessary is always granted, the others only when chosen", () => {
    expect(isGranted(null, "necessary")).toBe(true);
    expect(isGranted(null, "analytics")).toBe(false);
    expect(isGranted(onlyNecessary, "marketing")).toBe(false);
    expect(isGranted(allGranted, "marketing")).toBe(true);
  });
});

describe("choices posted by a form", () => {
  it("reads the ticked optional categories and keeps necessary on", () => {
    const form = new URLSearchParams({ analytics: "on", marketing: "on" });
    expect(choicesFromForm(form)).toEqual({ necessary: true, analytics: true, functional: false, marketing: true });
  });
});
