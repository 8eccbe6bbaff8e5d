/** One entry of React Router's route manifest (the server build's `routes`). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The label of a path no route of the table claims but the catch-all (a 404, an unknown file). */
export const unmatchedLabel = "unmatched";

interface Pattern {
  label: string;
  regex: RegExp;
  score: number;
}

/**
 * Names a request path by the route pattern that answers it ("/deals/:id"), so a metric labelled
 * with it has one series per route, however many URLs are asked for. `fixed` are paths answered
 * before React Router (health checks, the build's public files); `prefixes` name whole folders
 * ("/assets/"). React Router's data requests (`/deals.data`) count as their page.
 */
export function routeLabeller(
  manifest: Record<string, ManifestRoute | undefined>,
  { fixed = [], prefixes = [] }: { fixed?: Iterable<string>; prefixes?: readonly string[] } = {},
): (path: string) => string {
  const fixedPaths = new Set(fixed);
  const patterns = leafPatterns(manifest)
    .filter((pattern) => pattern !== "/*")
    .map(compile)
    .sort((a, b) => b.score - a.score);
  return (path) => {
    if (fixedPaths.has(path)) return path;
    const prefix = prefixes.find((each) => path.startsWith(each));
    if (prefix) return `${prefix}*`;
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    return patterns.find((pattern) => pattern.regex.test(page))?.label ?? unmatchedLabel;
  };
}

/** The full pattern of every route that can answer alone: its own path joined to its parents'. */
function leafPatterns(manifest: Record<string, ManifestRoute | undefined>): string[] {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => !!route);
  const parents = new Set(routes.map((route) => route.parentId));
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? manifest[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return own ? `${base.replace(/\/$/, "")}/${own}` : base;
  };
  return routes.filter((route) => route.index || (route.path && !parents.has(route.id))).map((route) => fullPath(route) || "/");
}

/** Static segments outrank parameters, which outrank a splat, as React Router ranks them. */
function compile(label: string): Pattern {
  const segments = label.split("/").filter(Boolean);
  let score = segments.length;
  const parts = segments.map((segment) => {
    if (segment === "*") {
      score -= 2;
      return "(?:/.*)?";
    }
    if (segment.startsWith(":")) {
      score += 3;
      return "/[^/]+";
    }
    score += 10;
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return { label, regex: new RegExp(`^${parts.join("")}/?$`, "i"), score };
}
