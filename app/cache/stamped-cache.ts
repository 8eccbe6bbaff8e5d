/**
 * Values kept by key while the database says they are current: each is stored with the stamp the
 * database gave it, and a read names the stamp it has just read, so a value is served only while
 * the stamp is unchanged. The stamp comes with every read, so a write on another instance, or a
 * restore, can never leave a stale value here (decision 077).
 *
 * Bounded twice: by entries and by total weight (a caller's measure of a value's size); the least
 * recently used go first. A value heavier than the whole budget is not kept.
 */
export class StampedCache<Key, Value> {
  private readonly entries = new Map<Key, { stamp: string; value: Value; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
  ) {}

  /** The value stored under `stamp`, or undefined (and a value under another stamp is dropped). */
  get(key: Key, stamp: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.stamp !== stamp) return undefined;
    this.entries.set(key, entry);
    this.weight += entry.weight;
    return entry.value;
  }

  set(key: Key, stamp: string, value: Value, weight: number): void {
    this.remove(key);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { stamp, value, weight });
    this.weight += weight;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  private remove(key: Key): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
