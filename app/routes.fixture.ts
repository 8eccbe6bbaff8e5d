import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ManifestRoute, RouteManifest } from "./lib/route-table";
import routes from "./routes";

const routeModules = import.meta.glob<ManifestRoute["module"]>(["./routes/**/*.ts", "./routes/**/*.tsx", "!**/*.test.*"]);

/** The app's route table as the server build's manifest holds it, each route with its module: for tests. */
export async function appRouteManifest(): Promise<RouteManifest> {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "", module: {} } };
  const add = async (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = await routeModules[`./${entry.file}`]!();
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, module };
      await add(entry.children ?? [], id);
    }
  };
  await add(await routes, "root");
  return manifest;
}
