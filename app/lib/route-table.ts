import { createContext } from "react-router";
import { declaredPolicy, undeclaredPolicy, type PagePolicy } from "./route-policy";

/** One entry of React Router's route manifest (the server build's `routes`) with its module. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
}

export type RouteManifest = Readonly<Record<string, ManifestRoute | undefined>>;

/** A route that answers a URL by itself (not a layout or a parent), with its full pattern ("/deals/:id"). */
export interface LeafRoute {
  id: string;
  pattern: string;
  /** What its handle declares; undefined when it declares nothing. */
  declared: PagePolicy | undefined;
}

export function leafRoutes(manifest: RouteManifest): LeafRoute[] {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => !!route);
  const parents = new Set(routes.map((route) => route.parentId));
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? manifest[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base}/${route.path}` : base;
  };
  return routes
    .filter((route) => !parents.has(route.id))
    .map((route) => ({ id: route.id, pattern: fullPath(route) || "/", declared: declaredPolicy(route.module.handle) }));
}

interface ParameterPattern {
  regex: RegExp;
  staticSegments: number;
  policy: PagePolicy;
}

/**
 * The policies of the route table, looked up by path. A path counts only in the spelling the
 * table writes: React Router also answers `/Deals`, `/deals/` and `/de%61ls` with the deals
 * page, and a cache keeping a copy per spelling could be filled by any client, so those get the
 * undeclared policy, as does any path only a catch-all (`*`) answers.
 */
export class RouteTable {
  private readonly fixed = new Map<string, PagePolicy>();
  private readonly parameterPatterns: ParameterPattern[] = [];
  /** The fixed addresses of the pages the sitemap lists, in the table's order. */
  readonly indexablePaths: readonly string[];

  constructor(manifest: RouteManifest) {
    const leaves = leafRoutes(manifest).map((leaf) => ({ ...leaf, policy: leaf.declared ?? undeclaredPolicy }));
    for (const { id, pattern, policy } of leaves) {
      const segments = pattern.split("/").filter(Boolean);
      if (segments.some((segment) => segment.endsWith("?"))) throw new Error(`route ${id}: optional segments are not supported here`);
      const parameters = segments.filter((segment) => segment.startsWith(":")).length;
      if (segments.includes("*")) {
        if (policy.cacheable || policy.indexable)
          throw new Error(`route ${id}: a catch-all answers any spelling, so it is never cached or indexed`);
      } else if (parameters === 0) {
        if (!this.fixed.has(pattern)) this.fixed.set(pattern, policy);
      } else {
        if (policy.indexable) throw new Error(`route ${id}: only a fixed path can be indexed; pages with parameters are listed from data`);
        const source = segments.map((segment) => (segment.startsWith(":") ? "[^/%]+" : escapeRegExp(segment))).join("/");
        this.parameterPatterns.push({ regex: new RegExp(`^/${source}$`), staticSegments: segments.length - parameters, policy });
      }
    }
    // As React Router ranks them: more fixed segments first, then the table's order (sort is stable).
    this.parameterPatterns.sort((a, b) => b.staticSegments - a.staticSegments);
    this.indexablePaths = leaves.filter((leaf) => leaf.policy.indexable).map((leaf) => leaf.pattern);
  }

  policy(pathname: string): PagePolicy {
    return this.fixed.get(pathname) ?? this.parameterPatterns.find((each) => each.regex.test(pathname))?.policy ?? undeclaredPolicy;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The site's route table, for loaders that list pages (the sitemap); set by server/app.ts. */
export const routeTableContext = createContext<RouteTable>();
