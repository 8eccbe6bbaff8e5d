import { describe, expect, it } from "vitest";
import { retryMessage, safeRedirect } from "./login-form";
import { loginSchema } from "./login-schema.server";

describe("safeRedirect", () => {
  it("keeps admin paths", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/admin/deals/new")).toBe("/admin/deals/new");
  });

  it("refuses anything that could leave the admin area or the site", () => {
    for (const target of ["//evil.example", "https://evil.example/admin", "/deals", "/admin/../x?y", "/administrator", null, undefined]) {
      expect(safeRedirect(target)).toBe("/admin");
    }
  });
});

describe("loginSchema", () => {
  it("gives a field message for a bad email and an empty password", () => {
    const result = loginSchema.safeParse({ email: "nope", password: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.flatten().fieldErrors;
    expect(messages?.email).toEqual(["Please enter a valid email address."]);
    expect(messages?.password).toEqual(["Please enter your password."]);
  });
});

describe("retryMessage", () => {
  it("rounds up to whole minutes", () => {
    expect(retryMessage(61)).toBe("Too many login attempts. Please try again in 2 minutes.");
    expect(retryMessage(30)).toBe("Too many login attempts. Please try again in 1 minute.");
  });
});
