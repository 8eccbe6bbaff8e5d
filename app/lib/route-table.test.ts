import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { appRouteManifest } from "~/routes.fixture";
import { routePolicy, undeclaredPolicy } from "./route-policy";
import { leafRoutes, RouteTable, type ManifestRoute, type RouteManifest } from "./route-table";

const page = routePolicy({ public: true, indexable: true, cacheable: true });
const cachedOnly = routePolicy({ public: true, cacheable: true });

/** A manifest of routes under the root, as `[id, path, handle]`, all leaves. */
function manifest(routes: [id: string, path: string, handle?: unknown][]): RouteManifest {
  const entries: ManifestRoute[] = routes.map(([id, path, handle]) => ({ id, parentId: "root", path, module: { handle } }));
  return Object.fromEntries([["root", { id: "root", path: "", module: {} }], ...entries.map((route) => [route.id, route])]);
}

describe("RouteTable", () => {
  it("neither caches nor lists a route without a handle", () => {
    const table = new RouteTable(
      manifest([
        ["about", "about", page],
        ["secret", "secret"],
      ]),
    );
    expect(table.policy("/secret")).toBe(undeclaredPolicy);
    expect(table.policy("/secret").cacheable).toBe(false);
    expect(table.indexablePaths).toEqual(["/about"]);
  });

  it("reads each route's own handle, nested under a layout and as an index route", () => {
    const table = new RouteTable({
      root: { id: "root", path: "", module: {} },
      home: { id: "home", parentId: "root", index: true, module: { handle: page } },
      layout: { id: "layout", parentId: "root", module: { handle: page } },
      admin: { id: "admin", parentId: "layout", path: "admin", module: { handle: routePolicy({ public: false }) } },
    });
    expect(table.policy("/").cacheable).toBe(true);
    expect(table.policy("/admin").public).toBe(false);
    expect(table.indexablePaths).toEqual(["/"]);
  });

  it("counts a path only as the table spells it, so no spelling of a page makes a second cached copy", () => {
    const table = new RouteTable(
      manifest([
        ["deals", "deals", page],
        ["deal", "deals/:id", cachedOnly],
      ]),
    );
    expect(table.policy("/deals")).toBe(page.policy);
    expect(table.policy("/deals/amex-gold-100k")).toBe(cachedOnly.policy);
    for (const spelling of ["/Deals", "/deals/", "//deals", "/de%61ls", "/deals/amex%2Dgold", "/deals/amex/", "/deals/a/b"]) {
      expect(table.policy(spelling), spelling).toBe(undeclaredPolicy);
    }
  });

  it("prefers fixed segments to parameters, as React Router does", () => {
    const create = routePolicy({ public: false });
    const table = new RouteTable(
      manifest([
        ["deal", "deals/:id", cachedOnly],
        ["new", "deals/new", create],
        ["edit", "deals/:id/edit"],
        ["part", "deals/:id/:part", cachedOnly],
      ]),
    );
    expect(table.policy("/deals/new")).toBe(create.policy);
    expect(table.policy("/deals/7/edit")).toBe(undeclaredPolicy);
    expect(table.policy("/deals/7/photos")).toBe(cachedOnly.policy);
    expect(table.policy("/deals/7")).toBe(cachedOnly.policy);
  });

  it("refuses what it could not keep: a cached or indexed catch-all, an indexed page with parameters", () => {
    expect(() => new RouteTable(manifest([["all", "*", cachedOnly]]))).toThrow(/catch-all/);
    expect(() => new RouteTable(manifest([["deal", "deals/:id", page]]))).toThrow(/only a fixed path/);
  });
});

describe("RouteTable on the app's routes", async () => {
  const appManifest = await appRouteManifest();
  const table = new RouteTable(appManifest);

  /** React Router's own matching over the same routes, for comparison. */
  const routerTree = (parentId: string | undefined): RouteObject[] =>
    Object.values(appManifest)
      .filter((route) => route!.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route!.id,
            path: route!.path,
            index: route!.index,
            children: route!.index ? undefined : routerTree(route!.id),
          }) as RouteObject,
      );

  it.each(leafRoutes(appManifest).filter((leaf) => leaf.pattern !== "/*"))(
    "finds $pattern where React Router does",
    ({ id, pattern, declared }) => {
      const path = pattern.replace(/:\w+/g, "sample-1");
      expect(matchRoutes(routerTree(undefined), path)!.at(-1)!.route.id).toBe(id);
      expect(table.policy(path)).toBe(declared);
    },
  );
});
