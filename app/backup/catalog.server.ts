import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { BackupColumn, SequenceValue } from "./format";

/** The database or a transaction on it: the catalog is read inside the backup's snapshot. */
export type Executor = Pick<Db, "execute">;

export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return result.rows as T[];
}

/**
 * The application's data is every table in the `public` schema: drizzle keeps its migrations
 * table in `drizzle` and pg-boss its queue in `pgboss`, and neither is backed up (decision 034).
 */
const applicationSchema = "public";

export interface CatalogTable {
  name: string;
  columns: BackupColumn[];
}

/** Every application table with its stored columns (generated columns are computed again on insert). */
export async function applicationTables(executor: Executor): Promise<CatalogTable[]> {
  const columns = await rowsOf<{ table: string; name: string; type: string }>(
    executor,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${applicationSchema} and c.relkind = 'r'
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const tables = new Map<string, BackupColumn[]>();
  for (const { table, name, type } of columns) tables.set(table, [...(tables.get(table) ?? []), { name, type }]);
  return [...tables].map(([name, tableColumns]) => ({ name, columns: tableColumns }));
}

export function foreignKeys(executor: Executor): Promise<Array<{ table: string; references: string }>> {
  return rowsOf(
    executor,
    sql`select c.relname as "table", r.relname as "references"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = ${applicationSchema}`,
  );
}

/** Each sequence's last value, or null when it was never used. */
export function sequenceValues(executor: Executor): Promise<SequenceValue[]> {
  return rowsOf(
    executor,
    sql`select sequencename as name, last_value::text as value
        from pg_sequences where schemaname = ${applicationSchema} order by sequencename`,
  );
}

export function qualifiedName(name: string): SQL {
  return sql`${sql.identifier(applicationSchema)}.${sql.identifier(name)}`;
}

/** Sets a sequence so the next value follows `value`, or back to its start when it was never used. */
export async function setSequence(executor: Executor, { name, value }: SequenceValue): Promise<void> {
  const regclass = `${applicationSchema}."${name.replaceAll('"', '""')}"`;
  await executor.execute(
    value === null
      ? sql`select setval(${regclass}::text::regclass, (select seqstart from pg_sequence where seqrelid = ${regclass}::text::regclass), false)`
      : sql`select setval(${regclass}::text::regclass, ${value}::text::bigint, true)`,
  );
}

/** How many rows each application table holds. */
export async function rowCounts(executor: Executor, tables: CatalogTable[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ count: string | number }>(executor, sql`select count(*)::int as count from ${qualifiedName(table.name)}`);
    counts[table.name] = Number(row?.count ?? 0);
  }
  return counts;
}
