import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { findUpward } from "~/lib/find-upward.server";
import type { Carrier } from "./carriers";

const code = z.string().regex(/^[A-Z0-9]{2}$/);
const carrierEntry = z.object({
  code,
  name: z.string().min(1).max(100),
  alliance: z.enum(["star-alliance", "oneworld", "skyteam", "none"]),
  country: z.string().min(1).max(100),
  hubs: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .min(1)
    .max(20),
  flies: z
    .array(z.string().min(1).max(100))
    .max(60)
    .optional()
    .transform((value) => value ?? null),
  source: z.url().max(1000),
  checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Parses the carriers file; throws naming the first problem (a duplicate code included). */
export function parseCarriers(yamlText: string): Carrier[] {
  const carriers = z.array(carrierEntry).max(300).parse(parseYaml(yamlText));
  const seen = new Set<string>();
  for (const carrier of carriers) {
    if (seen.has(carrier.code)) throw new Error(`carriers: ${carrier.code} appears twice`);
    seen.add(carrier.code);
  }
  return carriers;
}

let carriers: Carrier[] | undefined;

/** content/carriers.yaml, read and checked once per process (it ships with the code). */
export function knownCarriers(): readonly Carrier[] {
  carriers ??= parseCarriers(fs.readFileSync(findUpward(import.meta.url, "content/carriers.yaml"), "utf8"));
  return carriers;
}
