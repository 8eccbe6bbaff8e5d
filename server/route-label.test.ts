import { describe, expect, it } from "vitest";
import { routeLabeller, unmatchedLabel, type ManifestRoute } from "./route-label";

/** The shapes the site's route table has: the root, an index, a layout without a path, the catch-all. */
const manifest: Record<string, ManifestRoute> = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/deals": { id: "routes/deals", parentId: "root", path: "deals" },
  "routes/deal": { id: "routes/deal", parentId: "root", path: "deals/:id" },
  "routes/rss.xml": { id: "routes/rss.xml", parentId: "root", path: "rss.xml" },
  "routes/admin/layout": { id: "routes/admin/layout", parentId: "root" },
  "routes/admin/deals-new": { id: "routes/admin/deals-new", parentId: "routes/admin/layout", path: "admin/deals/new" },
  "routes/admin/deals-edit": { id: "routes/admin/deals-edit", parentId: "routes/admin/layout", path: "admin/deals/:id" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};

const label = routeLabeller(manifest, { fixed: ["/healthz", "/favicon.ico"], prefixes: ["/assets/"] });

describe("routeLabeller", () => {
  it("names a path by the pattern of the route that answers it", () => {
    expect(label("/")).toBe("/");
    expect(label("/deals")).toBe("/deals");
    expect(label("/deals/")).toBe("/deals");
    expect(label("/deals/amex-gold-100k")).toBe("/deals/:id");
    expect(label("/deals/another-one")).toBe("/deals/:id");
    expect(label("/rss.xml")).toBe("/rss.xml");
  });

  it("prefers a static segment to a parameter, as React Router does", () => {
    expect(label("/admin/deals/new")).toBe("/admin/deals/new");
    expect(label("/admin/deals/12")).toBe("/admin/deals/:id");
  });

  it("counts React Router's data requests as their page", () => {
    expect(label("/deals.data")).toBe("/deals");
    expect(label("/deals/x.data")).toBe("/deals/:id");
    expect(label("/_root.data")).toBe("/");
  });

  it("collapses every path only the catch-all answers into one label", () => {
    expect(label("/no-such-page")).toBe(unmatchedLabel);
    expect(label("/deals/a/b")).toBe(unmatchedLabel);
    expect(label("/rssXxml")).toBe(unmatchedLabel);
    expect(label(`/${"x".repeat(500)}`)).toBe(unmatchedLabel);
  });

  it("keeps fixed paths and folders answered before React Router", () => {
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/favicon.ico")).toBe("/favicon.ico");
    expect(label("/assets/entry-abc123.js")).toBe("/assets/*");
  });
});
