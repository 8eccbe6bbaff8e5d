import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "react-router";
import { leafRoutes, type RouteManifest } from "~/lib/route-table";
import { appRouteManifest } from "~/routes.fixture";
import { requestTargets } from "./request-target";
import { siteTargets } from "./request-target.fixture";

const target = (url: string) => siteTargets({ url } as IncomingMessage);

describe("requestTargets", () => {
  it("gives the table's spelling of every way React Router would reach a route", () => {
    for (const url of [
      "/admin/login",
      "/admin/login/",
      "/admin/LOGIN",
      "/Admin/Login//",
      "/admin/%6cogin",
      "/admin/%2e%2e/admin/login",
      "/hooks/../admin/login",
      "/hooks/%2E%2e/admin/login?x=1",
    ]) {
      expect(target(url), url).toMatchObject({ path: "/admin/login", routeId: "admin/login", data: false });
    }
  });

  it("says when a request spelled its route differently, keeping parameters as sent", () => {
    expect(target("/deals")).toMatchObject({ path: "/deals", respelled: false });
    expect(target("/deals/Amex-Gold")).toMatchObject({ path: "/deals/Amex-Gold", routeId: "deal", respelled: false });
    expect(target("/DEALS/Amex-Gold/")).toMatchObject({ path: "/deals/Amex-Gold", respelled: true });
    expect(target("/admin/%2e%2e/deals?x=1")).toMatchObject({ path: "/deals", respelled: true });
    expect(target("/")).toMatchObject({ path: "/", routeId: "home", respelled: false });
  });

  it("reads React Router's data requests as their page", () => {
    expect(target("/admin/login.data")).toMatchObject({ path: "/admin/login", data: true, respelled: false });
    expect(target("/Admin/Login.data")).toMatchObject({ path: "/admin/login", data: true, respelled: true });
    expect(target("/_root.data")).toMatchObject({ path: "/", routeId: "home", data: true, respelled: false });
  });

  it("finds the pages behind the admin's sign-in by their route, not their prefix", () => {
    expect(target("/ADMIN/deals/new").policy?.public).toBe(false);
    expect(target("/admin/%2e%2e/booking-form").policy?.public).toBe(true);
    expect(target("/admin/no-such-page").routeId).toBe("not-found");
  });

  it("leaves a path only the catch-all answers as the URL parser reads it, never as a respelling", () => {
    expect(target("/No-Such-Page/")).toMatchObject({ path: "/No-Such-Page", routeId: "not-found", respelled: false });
    expect(target("//evil.example/../x")).toMatchObject({ routeId: "not-found", respelled: false });
  });

  it("works a request out once", () => {
    const req = { url: "/admin/LOGIN" } as IncomingMessage;
    const first = siteTargets(req);
    req.url = "/deals";
    expect(siteTargets(req)).toBe(first);
  });
});

describe("requestTargets on the site's own route table", () => {
  it("reaches the route React Router's matchRoutes reaches, for every route and every spelling of it", async () => {
    const manifest = await appRouteManifest();
    const targetOf = requestTargets(manifest);
    const tree = routeTree(manifest);
    const patterns = leafRoutes(manifest).map((leaf) => leaf.pattern.replace(/:[\w-]+/g, "x1").replace("*", "no-such/page"));
    const spellings = (path: string) => [
      path,
      path.toUpperCase(),
      `${path}/`,
      `/admin/%2e%2e${path}`,
      `/hooks/..${path}`,
      path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
      `${path}.data`,
    ];
    for (const url of patterns.flatMap(spellings)) {
      const routerPath = new URL(`http://localhost${url}`).pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
      const expected = matchRoutes(tree, routerPath)?.at(-1)?.route.id;
      expect(targetOf({ url } as IncomingMessage).routeId, url).toBe(expected);
    }
    // Loading every route module takes tens of seconds on a busy machine.
  }, 240_000);
});

/** React Router's nested route objects from the flat manifest, as its server runtime builds them. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const nested = children(route!.id);
        return route!.index
          ? { id: route!.id, index: true }
          : { id: route!.id, path: route!.path, children: nested.length > 0 ? nested : undefined };
      });
  return children(undefined);
}
