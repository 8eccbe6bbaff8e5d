import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Gzip for rendered documents that never compresses the same bytes twice: the inline stylesheet
 * (decision 016), the same on every page, is deflated once, at the highest level (decision 022).
 *
 * Deflate streams can be joined at byte boundaries: a sync flush ends its output on one, and a
 * deflate stream that starts fresh never refers back past its own start. So each document is sent
 * as the deflate of the bytes before the stylesheet, the stored stylesheet deflate, and the
 * deflate of the bytes after it (a fresh stream), under one gzip header and trailer (CRC-32 and
 * length of the whole document). The client inflates exactly the bytes React wrote. Anything
 * written without the stylesheet (a later streamed chunk, a page without it) is deflated as is.
 */
export interface DocumentGzip {
  /** The gzip bytes for `chunk`, ending on a byte boundary so they can be sent at once. */
  push(chunk: Uint8Array): Buffer;
  /** The end of the stream: an empty final block and the trailer. */
  finish(): Buffer;
}

export interface DocumentGzipOptions {
  /** zlib level for the bytes around the stylesheet. */
  level: number;
  /** Text that is compressed once and reused whenever a chunk carries it. */
  stylesheet?: string;
}

// ID1 ID2, deflate, no flags, no mtime, no extra flags, OS Unix: the header Node's own gzip writes.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
// A final fixed-Huffman block holding only its end code: what zlib's Z_FINISH adds after a flush.
const finalEmptyBlock = Buffer.from([0x03, 0x00]);
const empty = Buffer.alloc(0);

/** Builds a gzip encoder factory; the stylesheet is compressed here, once. */
export function documentGzip({ level, stylesheet }: DocumentGzipOptions): () => DocumentGzip {
  const shared = stylesheet ? precompressed(Buffer.from(stylesheet, "utf8")) : undefined;
  const deflate = (bytes: Uint8Array) =>
    bytes.byteLength === 0 ? empty : zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });

  return () => {
    let started = false;
    let crc = 0;
    let length = 0;
    // The stylesheet appears once per document: stop looking once it has been found.
    let lookForStylesheet = shared !== undefined;

    return {
      push(chunk) {
        const parts: Buffer[] = [];
        if (!started) {
          started = true;
          parts.push(gzipHeader);
        }
        crc = zlib.crc32(chunk, crc);
        length += chunk.byteLength;
        const at = lookForStylesheet && shared ? shared.find(chunk) : -1;
        if (at >= 0 && shared) {
          lookForStylesheet = false;
          parts.push(deflate(chunk.subarray(0, at)), shared.deflated, deflate(chunk.subarray(at + shared.bytes.byteLength)));
        } else {
          parts.push(deflate(chunk));
        }
        return Buffer.concat(parts);
      },
      finish() {
        const trailer = Buffer.allocUnsafe(8);
        trailer.writeUInt32LE(crc >>> 0, 0);
        // ISIZE is the length modulo 2^32.
        trailer.writeUInt32LE(length >>> 0, 4);
        return Buffer.concat(started ? [finalEmptyBlock, trailer] : [gzipHeader, finalEmptyBlock, trailer]);
      },
    };
  };
}

function precompressed(bytes: Buffer) {
  const deflated = zlib.deflateRawSync(bytes, {
    level: zlib.constants.Z_BEST_COMPRESSION,
    memLevel: 9,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  const head = bytes.subarray(0, 64);
  return {
    bytes,
    deflated,
    /** Where the whole text starts in `chunk`, or -1. */
    find(chunk: Uint8Array): number {
      const haystack = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = haystack.indexOf(head); at >= 0; at = haystack.indexOf(head, at + 1)) {
        if (at + bytes.byteLength > haystack.byteLength) return -1;
        if (haystack.compare(bytes, 0, bytes.byteLength, at, at + bytes.byteLength) === 0) return at;
      }
      return -1;
    },
  };
}

/**
 * Whether an Accept-Encoding header allows gzip: named with a non-zero quality, or covered by
 * `*` without being refused by name (RFC 9110, section 12.5.3).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") q = Number(value?.trim());
    }
    const allowed = Number.isFinite(q) && q > 0;
    if (coding === "*") star = allowed;
    else return allowed;
  }
  return star;
}

/** Bodies below this are sent as they are, as `compression()` does: gzip would not pay. */
const threshold = 1024;
/** Written bytes are held until a flush, the end, or this much, so a deflate call is never tiny. */
const holdBytes = 64 * 1024;

type WriteCallback = (error?: Error | null) => void;

/**
 * Gzips HTML responses with `documentGzip`, for requests that accept gzip; everything else is
 * left to `compression()`. Mount it after `compression()` and before anything that must see the
 * bytes the route writes (the page cache): it sets `Content-Encoding` before the headers go out,
 * so `compression()` leaves the response alone. Browsers that also accept brotli get gzip for HTML
 * too: brotli cost far more per page for a slightly smaller body (decision 022).
 */
export function compressDocuments(options: DocumentGzipOptions): RequestHandler {
  const encoder = documentGzip(options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !acceptsGzip(req.headers["accept-encoding"])) return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const flush = (res as { flush?: () => void }).flush?.bind(res);
    let gzip: DocumentGzip | null | undefined;
    let held: Buffer[] = [];
    let heldBytes = 0;

    // Decided when the first byte is written, once the route has set its headers.
    const chosen = (firstChunkBytes: number, ending: boolean): DocumentGzip | null => {
      if (gzip !== undefined) return gzip;
      gzip = null;
      if (res.headersSent || res.getHeader("content-encoding")) return gzip;
      if (!/^\s*text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))) return gzip;
      if (/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""))) return gzip;
      if (res.statusCode === 204 || res.statusCode === 304) return gzip;
      const declared = Number(res.getHeader("content-length"));
      if ((ending && firstChunkBytes < threshold) || declared < threshold) return gzip;
      res.setHeader("Content-Encoding", "gzip");
      res.removeHeader("Content-Length");
      const vary = String(res.getHeader("vary") ?? "");
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      gzip = encoder();
      return gzip;
    };
    const takeHeld = (): Buffer => {
      const bytes = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      return bytes;
    };
    const hold = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
          : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength);
      held.push(bytes);
      heldBytes += bytes.byteLength;
    };
    const lastCallback = (args: unknown[]) => args.findLast((arg) => typeof arg === "function") as WriteCallback | undefined;

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const size = typeof chunk === "string" ? Buffer.byteLength(chunk) : ((chunk as Uint8Array | null)?.byteLength ?? 0);
      const encoder = chosen(size, false);
      if (!encoder) return write(chunk, ...rest);
      hold(chunk, rest[0]);
      const callback = lastCallback(rest);
      if (heldBytes < holdBytes) {
        if (callback) process.nextTick(callback);
        return true;
      }
      return write(encoder.push(takeHeld()), callback);
    }) as Response["write"];

    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = typeof args[0] === "function" ? [] : args;
      const size = typeof chunk === "string" ? Buffer.byteLength(chunk) : ((chunk as Uint8Array | null | undefined)?.byteLength ?? 0);
      const encoder = chosen(heldBytes + size, true);
      if (!encoder) return end(...args);
      hold(chunk, encoding);
      const body = heldBytes > 0 ? Buffer.concat([encoder.push(takeHeld()), encoder.finish()]) : encoder.finish();
      return end(body, lastCallback(args));
    }) as Response["end"];

    // React Router's adapter flushes after each chunk of the document: send what is held.
    (res as { flush?: () => void }).flush = () => {
      if (gzip && heldBytes > 0) write(gzip.push(takeHeld()));
      else if (!gzip) flush?.();
    };
    next();
  };
}
