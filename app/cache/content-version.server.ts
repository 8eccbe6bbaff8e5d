/**
 * One number that changes whenever anything a public page shows changes: a deal edited, bonuses
 * published, a setting saved. The page cache and the read caches key on it, so a write anywhere
 * makes every cached copy stale at once instead of after a timeout.
 *
 * Writers call `contentChanged(reason)`. With several instances on one PostgreSQL, the change is
 * also published (see `setContentChangePublisher`) and other instances call
 * `receiveContentChange()` when it arrives.
 */
let version = 0;
const listeners = new Set<(reason: string) => void>();
let publish: ((reason: string) => void) | undefined;

export function contentVersion(): number {
  return version;
}

/** Marks every cached copy of public content stale, here and on the other instances. */
export function contentChanged(reason: string): void {
  receiveContentChange(reason);
  publish?.(reason);
}

/** A change made here or announced by another instance; never published again. */
export function receiveContentChange(reason: string): void {
  version += 1;
  for (const listener of listeners) listener(reason);
}

export function onContentChanged(listener: (reason: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Installed at start when other instances may share the database; removed at stop. */
export function setContentChangePublisher(publisher: ((reason: string) => void) | undefined): void {
  publish = publisher;
}
