import fs from "node:fs";
import { findUpward } from "~/lib/find-upward.server";
import { parseCatalog, type Catalog } from "./catalog";

function read(relative: string): string {
  return fs.readFileSync(findUpward(import.meta.url, relative), "utf8");
}

/** The catalog as the content files state it (the database's starting content). */
export function builtInCatalog(): Catalog {
  return parseCatalog({
    transferPartners: read("content/transfer-partners.yaml"),
    programs: read("content/programs.yaml"),
    pointValues: read("content/point-values.yaml"),
  });
}
