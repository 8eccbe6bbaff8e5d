import { describe, expect, it } from "vitest";
import { leafRoutes } from "./lib/route-table";
import { appRouteManifest } from "./routes.fixture";

describe("the route table", async () => {
  const leaves = leafRoutes(await appRouteManifest());

  it.each(leaves)("$pattern declares its policy in its handle", ({ declared }) => {
    expect(declared).toBeDefined();
  });

  it.each(leaves.filter((leaf) => leaf.declared?.indexable || leaf.declared?.cacheable))(
    "$pattern is public, since it is indexed or cached",
    ({ declared }) => {
      expect(declared!.public).toBe(true);
    },
  );

  // The sign-in pages answer before a session exists: the password step, the second step and
  // enrolment (which check the pending second-step cookie instead), and the pages an emailed link
  // opens (a password reset, an invitation).
  const signInPages = [
    "/admin/login",
    "/admin/login/verify",
    "/admin/login/enrol",
    "/admin/logout",
    "/admin/login/forgot",
    "/admin/login/reset",
    "/admin/invitation",
  ];
  it.each(leaves.filter((leaf) => leaf.pattern.startsWith("/admin") && !signInPages.includes(leaf.pattern)))(
    "$pattern is behind the admin sign-in",
    ({ declared }) => expect(declared!.public).toBe(false),
  );
});
