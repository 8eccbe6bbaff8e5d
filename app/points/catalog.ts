import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";

/**
 * The points catalog: the transferable currencies a US reader holds, the airline and hotel
 * programs they reach, one partner row per currency and program, and a value in cents for each.
 * The three content files (content/transfer-partners.yaml, programs.yaml, point-values.yaml) are
 * parsed here and checked against each other; the database keeps the owner's edits of the same shapes.
 */

export type ProgramKind = "airline" | "hotel";
export type Alliance = "star-alliance" | "oneworld" | "skyteam" | "none";
export type SourceKind = "issuer" | "program" | "secondary";
export type ValueSubject = "currency" | "program";

export interface Currency {
  id: string;
  name: string;
  issuer: string;
  aliases: string[];
  note: string | null;
}

export interface Program {
  id: string;
  name: string;
  kind: ProgramKind;
  /** IATA codes of the carriers the program belongs to; empty for hotels. */
  carriers: string[];
  /** Null for hotels. */
  alliance: Alliance | null;
  aliases: string[];
  source: string | null;
  note: string | null;
}

/** 'from' currency points give 'to' partner points or miles: 1000:800 is { from: 1000, to: 800 }. */
export interface Ratio {
  from: number;
  to: number;
}

export interface PartnerRow {
  currencyId: string;
  programId: string;
  /** The partner's name as the bank lists it. */
  name: string;
  kind: ProgramKind;
  ratio: Ratio;
  transferTime: string | null;
  /** In currency points; null when not published. */
  minimum: number | null;
  increment: number | null;
  source: string;
  sourceKind: SourceKind;
  /** yyyy-MM-dd. */
  checkedOn: string;
  /** False when no source seen confirms the partner and its ratio. */
  verified: boolean;
  note: string | null;
}

export interface PointValue {
  subject: ValueSubject;
  id: string;
  /** Cents per point, e.g. 1.75. */
  cents: number;
  /** yyyy-MM-dd. */
  reviewedOn: string;
}

export interface Catalog {
  currencies: Currency[];
  programs: Program[];
  partners: PartnerRow[];
  values: PointValue[];
}

/** Longest free text kept in a catalog field (names, notes, transfer times). */
export const maxTextLength = 500;
export const maxUrlLength = 1000;
/** The largest transfer amount or ratio term accepted (bounded input). */
export const maxPoints = 10_000_000;
export const maxCents = 100;

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
const text = z.string().trim().min(1).max(maxTextLength);
const optionalText = text.nullish().transform((value) => value ?? null);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const url = z.url().max(maxUrlLength);
const points = z.number().int().positive().max(maxPoints);
export const ratioSchema = z.object({ from: points, to: points });

const partnerEntry = z.object({
  program: id,
  name: text,
  kind: z.enum(["airline", "hotel"]),
  ratio: ratioSchema,
  transferTime: optionalText,
  minimum: points.nullish().transform((value) => value ?? null),
  increment: points.nullish().transform((value) => value ?? null),
  source: url,
  sourceKind: z.enum(["issuer", "program", "secondary"]),
  checkedOn: day,
  verified: z.boolean(),
  note: optionalText,
});

const currencyEntry = z.object({
  id,
  name: text,
  issuer: text,
  aliases: z.array(text).max(20).default([]),
  note: optionalText,
  partners: z.array(partnerEntry).max(100),
});

const programEntry = z.object({
  id,
  name: text,
  aliases: z.array(text).max(20).default([]),
  source: url.nullish().transform((value) => value ?? null),
  note: optionalText,
});

const programsFile = z.object({
  airlines: z.array(
    programEntry.extend({
      carriers: z.array(z.string().regex(/^[A-Z0-9]{2}$/)).min(1),
      alliance: z.enum(["star-alliance", "oneworld", "skyteam", "none"]),
    }),
  ),
  hotels: z.array(programEntry),
});

const valueEntry = z.object({ id, cents: z.number().positive().max(maxCents), reviewedOn: day.optional() });
const valuesFile = z.object({
  reviewedOn: day,
  currencies: z.array(valueEntry),
  programs: z.array(valueEntry),
});

export interface CatalogSources {
  transferPartners: string;
  programs: string;
  pointValues: string;
}

/** Parses the three content files (YAML text) into a catalog; throws naming the first problem. */
export function parseCatalog(sources: CatalogSources): Catalog {
  const currencyEntries = z.array(currencyEntry).parse(parseYaml(sources.transferPartners));
  const programs = z.parse(programsFile, parseYaml(sources.programs));
  const values = z.parse(valuesFile, parseYaml(sources.pointValues));
  return checkCatalog({
    currencies: currencyEntries.map(({ partners: _partners, ...currency }) => currency),
    programs: [
      ...programs.airlines.map((program) => ({ ...program, kind: "airline" as const })),
      ...programs.hotels.map((program) => ({ ...program, kind: "hotel" as const, carriers: [], alliance: null })),
    ],
    partners: currencyEntries.flatMap((currency) =>
      currency.partners.map(({ program, ...row }) => ({ ...row, currencyId: currency.id, programId: program })),
    ),
    values: [
      ...values.currencies.map((value) => ({
        subject: "currency" as const,
        id: value.id,
        cents: value.cents,
        reviewedOn: value.reviewedOn ?? values.reviewedOn,
      })),
      ...values.programs.map((value) => ({
        subject: "program" as const,
        id: value.id,
        cents: value.cents,
        reviewedOn: value.reviewedOn ?? values.reviewedOn,
      })),
    ],
  });
}

function duplicates(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
}

/** The cross-file checks: unique ids, every partner row names a known program of the same kind, every value a known id. */
export function checkCatalog(catalog: Catalog): Catalog {
  const problems: string[] = [];
  for (const key of duplicates(catalog.currencies.map((currency) => currency.id))) problems.push(`currency ${key} appears twice`);
  for (const key of duplicates(catalog.programs.map((program) => program.id))) problems.push(`program ${key} appears twice`);
  for (const key of duplicates(catalog.partners.map((row) => `${row.currencyId} to ${row.programId}`)))
    problems.push(`partner row ${key} appears twice`);
  for (const key of duplicates(catalog.values.map((value) => `${value.subject} ${value.id}`)))
    problems.push(`value for ${key} appears twice`);
  const programs = new Map(catalog.programs.map((program) => [program.id, program]));
  const currencies = new Set(catalog.currencies.map((currency) => currency.id));
  for (const row of catalog.partners) {
    const program = programs.get(row.programId);
    if (!program) problems.push(`partner row ${row.currencyId} to ${row.programId}: unknown program`);
    else if (program.kind !== row.kind)
      problems.push(`partner row ${row.currencyId} to ${row.programId}: kind ${row.kind}, program is ${program.kind}`);
  }
  for (const value of catalog.values) {
    const known = value.subject === "currency" ? currencies.has(value.id) : programs.has(value.id);
    if (!known) problems.push(`value for unknown ${value.subject} ${value.id}`);
  }
  if (problems.length > 0) throw new Error(`points catalog: ${problems.join("; ")}`);
  return catalog;
}

export function currencyById(catalog: Pick<Catalog, "currencies">, currencyId: string): Currency | undefined {
  return catalog.currencies.find((currency) => currency.id === currencyId);
}

export function programById(catalog: Pick<Catalog, "programs">, programId: string): Program | undefined {
  return catalog.programs.find((program) => program.id === programId);
}

/** A currency's or program's value in cents per point, if one is set. */
export function valueOf(catalog: Pick<Catalog, "values">, subject: ValueSubject, subjectId: string): PointValue | undefined {
  return catalog.values.find((value) => value.subject === subject && value.id === subjectId);
}

export { matchCurrency, matchProgram, normalizeName } from "./match";
