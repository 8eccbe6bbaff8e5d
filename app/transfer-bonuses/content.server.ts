import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { findUpward } from "~/lib/find-upward.server";
import { bonusFromCells, type TransferBonus } from "./bonus";

const entrySchema = z.object({
  from: z.string().min(1),
  details: z.string().min(1),
  startDate: z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/),
  endDate: z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/),
});

/** Parses the built-in list (YAML, one bonus per entry); a bad entry is an error naming it. */
export function parseBonusContent(source: string): TransferBonus[] {
  const entries = z.array(entrySchema).parse(parseYaml(source));
  return entries.map((entry, index) => {
    const bonus = bonusFromCells(entry.from, entry.details, entry.startDate, entry.endDate);
    if (!bonus) throw new Error(`transfer bonus ${index + 1} (${entry.from}): not a real date`);
    return bonus;
  });
}

export function builtInBonuses(): TransferBonus[] {
  return parseBonusContent(fs.readFileSync(findUpward(import.meta.url, "content/transfer-bonuses.yaml"), "utf8"));
}
