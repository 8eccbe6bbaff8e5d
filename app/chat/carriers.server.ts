import fs from "node:fs";
import { findUpward } from "~/lib/find-upward.server";
import { parseCarriers, type Carrier } from "./carriers";

let carriers: Carrier[] | undefined;

/** content/carriers.yaml, read and checked once per process (it ships with the code). */
export function knownCarriers(): readonly Carrier[] {
  carriers ??= parseCarriers(fs.readFileSync(findUpward(import.meta.url, "content/carriers.yaml"), "utf8"));
  return carriers;
}
