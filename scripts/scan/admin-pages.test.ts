import { describe, expect, it } from "vitest";
import { adminPages, adminPagesOfThisSite } from "./admin-pages";

describe("adminPages", () => {
  const routes = [
    'route("admin/login", "routes/admin/login.tsx"),',
    'route("admin/login/verify", "routes/admin/login-verify.tsx"),',
    'route("admin/invitation", "routes/admin/invitation.tsx"),',
    'route("admin/logout", "routes/admin/logout.tsx"),',
    'layout("routes/admin/layout.tsx", [',
    '  route("admin", "routes/admin/dashboard.tsx"),',
    '  route("admin/deals/new", "routes/admin/deals-new.tsx"),',
    '  route("admin/deals/:id", "routes/admin/deals-edit.tsx"),',
    '  route("admin/requests.csv", "routes/admin/requests-csv.ts"),',
    '  route("admin/account", "routes/admin/account.tsx"),',
    "]),",
    'route("about", "routes/about.tsx"),',
  ].join("\n");

  it("lists the signed-in pages without parameters, downloads, sign-in pages or the ones left out", () => {
    expect(adminPages(routes, ["/admin/account"])).toEqual(["/admin", "/admin/deals/new"]);
  });

  it("finds this site's admin pages in app/routes.ts", () => {
    const pages = adminPagesOfThisSite(["/admin/account"]);
    expect(pages).toEqual(expect.arrayContaining(["/admin", "/admin/deals/new", "/admin/settings", "/admin/transfer-bonuses"]));
    expect(pages).not.toContain("/admin/account");
    expect(pages.length).toBeGreaterThan(15);
  });
});
