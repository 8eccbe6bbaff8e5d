import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { contentVersion, onContentChanged } from "~/cache/content-version.server";
import { cachedDocumentCsp, hashNoncedScripts } from "~/page-cache/csp";
import {
  chooseEncoding,
  hasPersonalCookie,
  isCacheablePath,
  matchesEtag,
  pageKey,
} from "~/page-cache/policy";
import { PageStore, type CachedPage } from "~/page-cache/store";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Larger responses are streamed as usual and never kept; the site's pages are under 100 KB. */
const maxPageBytes = 2 * 1024 * 1024;

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  log: Logger;
}

export interface PageCache {
  middleware: RequestHandler;
  store: PageStore;
  stop(): void;
}

/**
 * Serves public pages to anonymous visitors from memory, pre-compressed, with an ETag, and keeps
 * the copy a miss renders. Keyed by URL, consent choice and business day (pages show "today" in
 * the business time zone); emptied whenever public content changes (see content-version).
 * Must be mounted after `compression()`, so that it sees the rendered bytes before they are
 * compressed and serves its own encodings, which compression then leaves alone.
 */
export function createPageCache({ maxBytes, maxAgeMs, log }: PageCacheOptions): PageCache {
  const store = new PageStore(maxBytes, maxAgeMs);
  const filling = new Set<string>();
  const stopListening = onContentChanged(() => store.clear());

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path)) return next();
    const cookies = req.get("cookie");
    if (hasPersonalCookie(cookies)) {
      res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    const key = pageKey(req.originalUrl, cookies);
    const page = store.get(key);
    if (page) return serve(req, res, page);

    res.setHeader("X-Page-Cache", "miss");
    if (req.method === "GET" && !filling.has(key)) {
      captureBody(res, (body) => {
        filling.add(key);
        keep(key, res, body, contentVersion())
          .catch((error: unknown) => log.warn({ err: error, path: req.path }, "page not cached"))
          .finally(() => filling.delete(key));
      });
    }
    next();
  };

  async function keep(key: string, res: Response, body: Buffer, versionAtRender: number) {
    const contentType = String(res.getHeader("content-type") ?? "");
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const storable =
      res.statusCode === 200 && !res.getHeader("set-cookie") && contentType !== "" && !/no-store|private/.test(cacheControl);
    if (!storable) return;
    const { html, hashes } = hashNoncedScripts(body.toString("utf8"), String(res.locals.cspNonce));
    const identity = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // A write during the render or the compression makes this copy stale before it is stored.
    if (contentVersion() !== versionAtRender) return;
    store.set(key, {
      identity,
      br,
      gzip: gz,
      etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      contentType,
      csp: cachedDocumentCsp(String(res.getHeader("content-security-policy") ?? ""), hashes),
      storedAt: Date.now(),
    });
  }

  return { middleware, store, stop: stopListening };
}

function serve(req: Request, res: Response, page: CachedPage): void {
  res.setHeader("X-Page-Cache", "hit");
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("ETag", page.etag);
  // Browsers may keep the page but ask again each time; the ETag makes asking cheap.
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (matchesEtag(req.get("if-none-match"), page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.get("accept-encoding"));
  const body = page[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

type Chunk = string | Buffer | Uint8Array;

/**
 * Copies what the route writes, and hands the whole body over once the response has finished
 * (`finish` only fires when every byte went out, so an aborted render is never kept).
 */
function captureBody(res: Response, onComplete: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let capturing = true;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!capturing || chunk == null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxPageBytes) {
      capturing = false;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return end(...args);
  }) as Response["end"];
  res.once("finish", () => {
    if (capturing) onComplete(Buffer.concat(chunks));
  });
}
