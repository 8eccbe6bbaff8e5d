import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A miss is compressed at levels that cost a millisecond or two, since anyone can ask for one;
 * a page that is served again is worth the strongest levels, applied later, in the background
 * (decision 030 has the measurements).
 */
export const compressionLevels = {
  fast: { brotli: 4, gzip: 6 },
  strong: { brotli: 11, gzip: 9 },
} as const;
export type Strength = keyof typeof compressionLevels;

export async function compressPage(identity: Buffer, strength: Strength): Promise<{ br: Buffer; gzip: Buffer }> {
  const levels = compressionLevels[strength];
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: levels.gzip }),
  ]);
  return { br, gzip: gz };
}

/**
 * Background work, one job at a time, in the order asked, with a turn of the event loop between
 * jobs so that requests arriving meanwhile go first. A job already waiting under the same key is
 * not added twice.
 */
export class OneAtATime {
  private readonly waiting = new Map<string, () => Promise<void>>();
  private running: Promise<void> | undefined;

  constructor(private readonly onError: (error: unknown, key: string) => void) {}

  add(key: string, job: () => Promise<void>): void {
    if (this.waiting.has(key)) return;
    this.waiting.set(key, job);
    this.running ??= this.drain();
  }

  /** Resolves once every job added so far has run. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  clear(): void {
    this.waiting.clear();
  }

  private async drain(): Promise<void> {
    // A Map iterates over entries added while it runs, so later jobs are taken in turn.
    for (const [key, job] of this.waiting) {
      this.waiting.delete(key);
      await new Promise((resolve) => setImmediate(resolve));
      await job().catch((error: unknown) => this.onError(error, key));
    }
    this.running = undefined;
  }
}
