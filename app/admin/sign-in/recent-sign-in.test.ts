import { describe, expect, it } from "vitest";
import { confirmReturnPath } from "./recent-sign-in";

describe("the confirm page's way back", () => {
  it("goes back to an admin page or the home page, and nowhere else", () => {
    expect(confirmReturnPath("/admin/admins")).toBe("/admin/admins");
    expect(confirmReturnPath("/")).toBe("/");
    expect(confirmReturnPath("//evil.example/admin")).toBe("/admin");
    expect(confirmReturnPath("https://evil.example/")).toBe("/admin");
    expect(confirmReturnPath(null)).toBe("/admin");
  });
});
