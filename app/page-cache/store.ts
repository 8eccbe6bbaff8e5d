/** A rendered page kept for anonymous visitors: the body in each encoding and what goes with it. */
export interface CachedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak, since the same entity is served in three encodings. */
  etag: string;
  /**
   * What the render's response said, less what belongs to one response; its policy allows
   * inline scripts by hash instead of by a per-response nonce.
   */
  headers: Record<string, string | number | string[]>;
  storedAt: number;
}

export function pageBytes(page: CachedPage): number {
  return page.identity.length + page.gzip.length + page.br.length;
}

/**
 * Least-recently-used pages within a byte budget, each kept at most `maxAgeMs`. A Map keeps
 * insertion order, so moving a page to the end on every hit makes the first key the coldest.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs: number,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.remove(key);
    if (now - page.storedAt >= this.maxAgeMs) return undefined;
    this.insert(key, page);
    return page;
  }

  /** False when the page alone is larger than the whole budget. */
  set(key: string, page: CachedPage): boolean {
    this.remove(key);
    if (pageBytes(page) + key.length > this.maxBytes) return false;
    this.insert(key, page);
    for (const coldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(coldest);
    }
    return true;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private insert(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    this.bytes += pageBytes(page) + key.length;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(page) + key.length;
  }
}
