import { describe, expect, it } from "vitest";
import { adminNavGroups, totalWaiting } from "./nav";

const none = { newRequests: 0, failedEmails: 0, pendingErasures: 0 };

describe("adminNavGroups", () => {
  it("groups the pages by what the owner does", () => {
    expect(adminNavGroups(none).map((group) => group.label)).toEqual(["Leads", "Audience", "Content", "Site", "People"]);
  });

  it("shows a count only where something waits", () => {
    const items = adminNavGroups({ newRequests: 3, failedEmails: 0, pendingErasures: 1 }).flatMap((group) => group.items);
    const waiting = Object.fromEntries(items.filter((item) => item.waiting).map((item) => [item.label, item.waiting]));
    expect(waiting).toEqual({ "Concierge requests": "3 new", Privacy: "1 to erase" });
    expect(totalWaiting({ newRequests: 3, failedEmails: 2, pendingErasures: 1 })).toBe(6);
  });

  it("links every page once", () => {
    const paths = adminNavGroups(none).flatMap((group) => group.items.map((item) => item.to));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith("/admin/"))).toBe(true);
  });
});
