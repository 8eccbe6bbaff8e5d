import type { z } from "zod";

/**
 * What a form posts for a field of a given type: text for text, whether it was ticked for a
 * checkbox, the ticked values for a checkbox group (an array), and each nested field by name.
 */
export type Posted<T> = unknown extends T
  ? string
  : [NonNullable<T>] extends [boolean]
    ? boolean
    : [NonNullable<T>] extends [readonly unknown[]]
      ? string[]
      : [NonNullable<T>] extends [Date]
        ? string
        : [NonNullable<T>] extends [Record<string, unknown>]
          ? { [K in keyof T]-?: Posted<NonNullable<T>[K & keyof NonNullable<T>]> }
          : string;

/** A field's name: a top-level key, or `parent.child` for a nested one. */
type FieldName<T> = {
  [K in keyof T & string]: unknown extends T[K]
    ? K
    : [NonNullable<T[K]>] extends [readonly unknown[]]
      ? K
      : [NonNullable<T[K]>] extends [Record<string, unknown>]
        ? K | `${K}.${FieldName<NonNullable<T[K]>>}`
        : K;
}[keyof T & string];

/** The first message for each field that failed, by the field's name. */
export type FieldErrors<S extends z.ZodObject> = Partial<Record<FieldName<z.input<S>>, string>>;

export type Submission<S extends z.ZodObject> = { posted: Posted<z.input<S>> } & (
  { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors<S> }
);

/** A repeated field (a checkbox group) reads no more values than this, however many are posted. */
export const maxRepeatedValues = 100;

type Def = { type: string; coerce?: boolean; innerType?: Schema; in?: Schema; element?: Schema; shape?: Record<string, Schema> };
type Schema = { _zod: { def: Def } };

/** The schema under optional, nullable, default and the input side of a pipe (a preprocess). */
function unwrap(schema: Schema): Def {
  const def = schema._zod.def;
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  return def;
}

/** Every field of the schema as posted; fields the schema does not name are never read. */
function readPosted(form: FormData | URLSearchParams, shape: Record<string, Schema>, prefix = ""): Record<string, unknown> {
  const posted: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const name = prefix + key;
    const def = unwrap(schema);
    if (def.type === "boolean") posted[key] = form.has(name);
    else if (def.type === "array") posted[key] = texts(form.getAll(name).slice(0, maxRepeatedValues));
    else if (def.type === "object" && def.shape) posted[key] = readPosted(form, def.shape, `${name}.`);
    else posted[key] = texts([form.get(name)])[0] ?? "";
  }
  return posted;
}

/** A file, or a field that was not posted at all, is not text. */
const texts = (values: ReadonlyArray<FormDataEntryValue | null>) => values.filter((value): value is string => typeof value === "string");

/**
 * What the schema checks: a number field's text as a number (blank is missing, so the schema's
 * own message for a missing number is shown, not a silent 0). Fields that coerce on their own
 * (`z.coerce`, a preprocess) get the text as posted.
 */
function toSchemaInput(posted: Record<string, unknown>, shape: Record<string, Schema>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(posted)) {
    const def = unwrap(shape[key]!);
    if (def.type === "number" && !def.coerce && typeof value === "string") input[key] = value.trim() === "" ? undefined : Number(value);
    else if (def.type === "object" && def.shape) input[key] = toSchemaInput(value as Record<string, unknown>, def.shape);
    else input[key] = value;
  }
  return input;
}

/** An issue belongs to the field it names; one inside a group (an array item) to the group. */
function fieldName(path: readonly PropertyKey[]): string {
  const index = path.findIndex((segment) => typeof segment !== "string");
  return (index === -1 ? path : path.slice(0, index)).join(".");
}

/**
 * The one way a form's post is read: the schema's fields only, checked by the schema, with the
 * first message per field on failure and the typed value on success. `posted` is what was sent,
 * as text, for the form to show again.
 */
export function parseSubmission<S extends z.ZodObject>(form: FormData | URLSearchParams, schema: S): Submission<S> {
  const shape = schema.shape as unknown as Record<string, Schema>;
  const posted = readPosted(form, shape) as Posted<z.input<S>>;
  const result = schema.safeParse(toSchemaInput(posted as Record<string, unknown>, shape));
  if (result.success) return { posted, ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[fieldName(issue.path)] ??= issue.message;
  return { posted, ok: false, errors: errors as FieldErrors<S> };
}
