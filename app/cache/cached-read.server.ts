import { contentVersion } from "./content-version.server";

/**
 * Wraps a read of rarely-changing public content (published deals, live bonuses, a setting) so
 * the database is asked once per content version instead of once per request. Every write to
 * that content calls `contentChanged()`, which moves the version on and so drops the value here.
 *
 * The version is taken before the load starts and the pending promise is stored under it at
 * once. A write that lands while the load is in flight moves the version on, so the next call
 * loads again instead of trusting a result that may predate the write; concurrent callers under
 * one version share one load. A failed load is forgotten so the next call tries again.
 */
export function cachedRead<T>(load: () => Promise<T>): () => Promise<T> {
  let stored: { version: number; value: Promise<T> } | undefined;
  return () => {
    const version = contentVersion();
    if (stored?.version === version) return stored.value;
    const value = load();
    const entry = { version, value };
    stored = entry;
    value.catch(() => {
      if (stored === entry) stored = undefined;
    });
    return value;
  };
}

/**
 * Cached rows are shared by every request until the next write, so a caller that sorted or
 * edited one in place would change what everyone else sees; frozen, such a slip throws instead.
 */
export function frozenRows<T extends object>(rows: T[]): readonly Readonly<T>[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows);
}
