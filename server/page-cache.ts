import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { promisify } from "node:util";
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
import { hstsValue } from "./security";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Larger responses are streamed as usual and never kept; the site's pages are under 100 KB. */
const maxPageBytes = 2 * 1024 * 1024;

/** Headers that belong to one response or one encoding, never to the stored page. */
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
  "set-cookie",
  "strict-transport-security",
  "x-page-cache",
]);

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** Express's `trust proxy` function: X-Forwarded-Proto counts only from a trusted peer. */
  trustProxy: (address: string, hop: number) => boolean;
  log: Logger;
}

export interface PageCache {
  /**
   * Answers from memory when it can, before Express and its middleware see the request (a hit
   * needs none of them: its headers were kept with the page); false when Express must answer.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Marks bypasses and keeps the copy a miss renders. */
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
export function createPageCache({ maxBytes, maxAgeMs, trustProxy, log }: PageCacheOptions): PageCache {
  const store = new PageStore(maxBytes, maxAgeMs);
  const filling = new Set<string>();
  const stopListening = onContentChanged((reason) => {
    log.debug({ reason, pages: store.size }, "page cache emptied");
    store.clear();
  });

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const cookies = req.headers.cookie;
    if (!isCacheablePath(url.split("?", 1)[0]!) || hasPersonalCookie(cookies)) return false;
    const page = store.get(pageKey(url, cookies));
    if (!page) return false;
    const started = performance.now();
    const secure = (req.socket as TLSSocket).encrypted || (trustProxy(req.socket.remoteAddress ?? "", 0) && /^\s*https\s*(,|$)/i.test(String(req.headers["x-forwarded-proto"])));
    answer(req, res, page, secure);
    log.info({ method: req.method, path: url, status: res.statusCode, ms: Math.round(performance.now() - started), cache: "hit" }, "request");
    return true;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path)) return next();
    const cookies = req.get("cookie");
    if (hasPersonalCookie(cookies)) {
      res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    const key = pageKey(req.originalUrl, cookies);
    res.setHeader("X-Page-Cache", "miss");
    if (req.method === "GET" && !filling.has(key)) {
      // Read before the render starts: a write while it runs makes its copy stale.
      const versionAtRender = contentVersion();
      captureBody(res, (body) => {
        filling.add(key);
        keep(key, res, body, versionAtRender)
          .catch((error: unknown) => log.warn({ err: error, path: req.path }, "page not cached"))
          .finally(() => filling.delete(key));
      });
    }
    next();
  };

  async function keep(key: string, res: Response, body: Buffer, versionAtRender: number) {
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const storable =
      res.statusCode === 200 && !res.getHeader("set-cookie") && res.hasHeader("content-type") && !/no-store|private/.test(cacheControl);
    if (!storable) return;
    const { html, hashes } = hashNoncedScripts(body.toString("utf8"), String(res.locals.cspNonce));
    const identity = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // A write during the render or the compression makes this copy stale before it is stored.
    if (contentVersion() !== versionAtRender) return;
    const headers: CachedPage["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!perResponseHeaders.has(name) && value !== undefined) headers[name] = value;
    }
    headers["content-security-policy"] = cachedDocumentCsp(String(res.getHeader("content-security-policy") ?? ""), hashes);
    const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    Object.assign(headers, {
      etag,
      // Browsers may keep the page but must ask again each time; the ETag makes asking cheap.
      "cache-control": "no-cache",
      vary: "Accept-Encoding, Cookie",
      "x-page-cache": "hit",
    });
    store.set(key, { identity, br, gzip: gz, etag, headers, storedAt: Date.now() });
  }

  return { serve, middleware, store, stop: stopListening };
}

function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, secure: boolean): void {
  const headers: OutgoingHttpHeaders = { ...page.headers };
  if (secure) headers["strict-transport-security"] = hstsValue;
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page[encoding];
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
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
