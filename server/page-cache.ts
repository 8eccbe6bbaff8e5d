import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { contentVersion, onContentChanged } from "~/cache/content-version.server";
import { cachedDocumentCsp, hashNoncedScripts } from "~/page-cache/csp";
import type { RouteTable } from "~/lib/route-table";
import {
  cacheableQuery,
  canonicalPageUrl,
  carriesFreeText,
  chooseEncoding,
  type Encoding,
  hasPersonalCookie,
  matchesEtag,
  dayKey,
  pageKey,
  visitorPageKey,
} from "~/page-cache/policy";
import { PageStore, type CachedPage } from "~/page-cache/store";
import { pageCacheRequests } from "~/observability/metrics.server";
import { compressPage, OneAtATime } from "./page-compression";
import type { TargetOf } from "./request-target";
import { hstsValue } from "./security";

/** Free-text keys remembered as asked for once; the oldest are forgotten beyond this. */
const maxRecentFreeTextKeys = 2_000;

/** Keys seen recently, oldest forgotten first: `check` says whether a key was seen before, and remembers it. */
class RecentKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly max: number) {}

  check(key: string): boolean {
    if (this.keys.delete(key)) return true;
    this.keys.add(key);
    if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
    return false;
  }
}

/** Lookups of URL and cookies remembered; a longer pair is worked out each time, never kept. */
const maxRememberedLookups = 1_000;
const maxRememberedLookupLength = 2_048;

/** What a hit needs to know of its request, the same for every request with its URL and cookies. */
interface HitLookup {
  /** The copy's key but for the day (policy.ts `visitorPageKey`). */
  visitorKey: string;
  /** The path as the route table spells it, for the log. */
  path: string;
  publicForm: boolean;
}

/** A map that forgets its oldest entries beyond `max`. */
class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** How often the hits since the last summary are logged, and how many paths it names. */
const hitSummaryMs = 60_000;
const hitSummaryPaths = 10;

/**
 * Hits are counted and logged once a minute, by path, rather than a line each: writing a line per
 * hit cost a third of a hit on 2 cores (decision 076). `/metrics` counts them as they happen, and
 * the proxy in front logs every request; LOG_LEVEL=debug logs each hit too.
 */
class HitTally {
  private counts = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly log: Logger) {
    this.timer = setInterval(() => this.flush(), hitSummaryMs).unref();
  }

  add(path: string): void {
    this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
  }

  /** Logs the hits counted since the last summary, if any: the total and the most-served paths. */
  flush(): void {
    if (this.counts.size === 0) return;
    const counted = [...this.counts].sort((a, b) => b[1] - a[1]);
    this.counts = new Map();
    const hits = counted.reduce((sum, [, count]) => sum + count, 0);
    this.log.info({ hits, paths: Object.fromEntries(counted.slice(0, hitSummaryPaths)) }, "page cache hits");
  }

  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}

/** A page is recompressed at the strongest levels once it has been served from memory this often. */
const hitsBeforeStrongCompression = 2;

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
  /** Which pages may be kept, and the query parameters each reads: the routes' own `handle`s. */
  routes: RouteTable;
  /** The route each request reaches; a page asked for by another spelling is redirected before the middleware. */
  targetOf: TargetOf;
  /**
   * Called before a copy of a page whose route says `publicForm` is sent: the copy's spam-guard
   * stamp is as old as the copy, so the form guard is told when this client got the form, and a
   * post sent as soon as the page arrives is measured from then (decision 068). A promise is
   * awaited first (other instances are being told); undefined means it is recorded already.
   */
  formPageServed: (req: IncomingMessage) => Promise<void> | undefined;
}

export interface PageCache {
  /**
   * Answers from memory when it can, before Express and its middleware see the request (a hit
   * needs none of them: its headers were kept with the page); false when Express must answer.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Gives each render of a cacheable page its client's turn, marks bypasses, and renders a miss
   * for the URL its copy is kept under, then keeps the copy.
   */
  middleware: RequestHandler;
  store: PageStore;
  /** Resolves once the pages due for strong compression so far have been recompressed. */
  recompressed(): Promise<void>;
  stop(): void;
}

/**
 * Serves public pages to anonymous visitors from memory, pre-compressed, with an ETag, and keeps
 * the copy a miss renders. Keyed by path and the parameters the page reads, consent choice and
 * business day (pages show "today" in the business time zone); emptied whenever public content
 * changes (see content-version). Renders, misses included, take their client's turn (server/app.ts).
 * Must be mounted after `compression()`, so that it sees the rendered bytes before they are
 * compressed and serves its own encodings, which compression then leaves alone.
 */
export function createPageCache({ maxBytes, maxAgeMs, trustProxy, log, routes, targetOf, formPageServed }: PageCacheOptions): PageCache {
  const store = new PageStore(maxBytes, maxAgeMs);
  const hitTally = new HitTally(log);
  const debugLog = log.isLevelEnabled("debug");
  const filling = new Set<string>();
  const askedBefore = new RecentKeys(maxRecentFreeTextKeys);
  // Pages stored at the fast levels, with how often each was served since.
  const fastPageHits = new WeakMap<CachedPage, number>();
  const recompression = new OneAtATime((error, key) => log.warn({ err: error, key }, "page not recompressed"));
  const stopListening = onContentChanged((reason) => {
    log.debug({ reason, pages: store.size }, "page cache emptied");
    store.clear();
    recompression.clear();
  });

  // What a request's URL and cookies say about its copy, worked out once for the URLs and cookie
  // headers seen most recently: parsing them was a third of a hit's own work (decision 076).
  const recentLookups = new BoundedMemo<string, HitLookup | null>(maxRememberedLookups);
  const lookUp = (req: IncomingMessage): HitLookup | null => {
    const url = req.url ?? "/";
    const cookies = req.headers.cookie;
    const memoKey = `${url}\n${cookies ?? ""}`;
    const remembered = recentLookups.get(memoKey);
    if (remembered !== undefined) return remembered;
    const target = targetOf(req);
    // Another spelling of a page goes on to Express, which sends it to the table's spelling.
    const readers = target.respelled ? undefined : cacheableQuery(routes, url.split("?", 1)[0]!);
    const lookup =
      readers && !hasPersonalCookie(cookies)
        ? { visitorKey: visitorPageKey(url, readers, cookies), path: target.path, publicForm: target.policy?.publicForm === true }
        : null;
    if (memoKey.length <= maxRememberedLookupLength) recentLookups.set(memoKey, lookup);
    return lookup;
  };

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const lookup = lookUp(req);
    if (!lookup) return false;
    const key = dayKey(lookup.visitorKey);
    const page = store.get(key);
    if (!page) return false;
    pageCacheRequests.inc({ outcome: "hit" });
    noteHit(key, page);
    const started = debugLog ? performance.now() : 0;
    const secure =
      (req.socket as TLSSocket).encrypted ||
      (trustProxy(req.socket.remoteAddress ?? "", 0) && /^\s*https\s*(,|$)/i.test(String(req.headers["x-forwarded-proto"])));
    const send = () => {
      answer(req, res, page, secure);
      hitTally.add(lookup.path);
      // Built only when it is written: an object per hit that nobody reads is work for the collector.
      if (debugLog)
        log.debug(
          { method: req.method, path: lookup.path, status: res.statusCode, ms: Math.round(performance.now() - started), cache: "hit" },
          "request",
        );
    };
    const recording = req.method === "GET" && lookup.publicForm ? recordFormPage(req, lookup.path) : undefined;
    if (recording) {
      recording
        .then(send)
        // Sent after this function returned: a throw here would otherwise end the process.
        .catch((error: unknown) => res.destroy(error as Error));
    } else send();
    return true;
  };

  /**
   * Recorded before the page leaves, so a post sent the moment it arrives finds the record. A
   * HEAD carries no form. If the record fails, the page is still served: the stamp in it and the
   * honeypot and rate limits still hold.
   */
  const recordFormPage = (req: IncomingMessage, path: string): Promise<void> | undefined => {
    const warn = (error: unknown) => log.warn({ err: error, path }, "cached form page not recorded");
    try {
      return formPageServed(req)?.catch(warn);
    } catch (error) {
      warn(error);
      return undefined;
    }
  };

  const noteHit = (key: string, page: CachedPage) => {
    const hits = fastPageHits.get(page);
    if (hits === undefined) return;
    if (hits + 1 < hitsBeforeStrongCompression) {
      fastPageHits.set(page, hits + 1);
      return;
    }
    fastPageHits.delete(page);
    recompression.add(key, async () => {
      const strong = await compressPage(page.identity, "strong");
      // Only if the same copy is still there: not dropped, emptied or replaced by a newer render.
      if (store.get(key) === page) store.set(key, { ...page, ...strong });
    });
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const readers = req.method === "GET" || req.method === "HEAD" ? cacheableQuery(routes, req.path) : undefined;
    if (!readers) return next();
    const cookies = req.get("cookie");
    if (hasPersonalCookie(cookies)) {
      res.setHeader("X-Page-Cache", "bypass");
      pageCacheRequests.inc({ outcome: "bypass" });
      return next();
    }
    // The copy is shared by every URL with its key, so it is rendered for the URL they have in
    // common: no parameter of one visitor's (a campaign tag, a cache buster) reaches another.
    req.url = req.originalUrl = canonicalPageUrl(req.originalUrl, readers);
    const key = pageKey(req.originalUrl, readers, cookies);
    res.setHeader("X-Page-Cache", "miss");
    pageCacheRequests.inc({ outcome: "miss" });
    // A copy with free text is kept only the second time it is asked for: one-off searches and
    // cache-filling clients never push out the pages everyone reads.
    const worthKeeping = !carriesFreeText(req.originalUrl, readers) || askedBefore.check(key);
    if (req.method === "GET" && worthKeeping && !filling.has(key)) {
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
    const { br, gzip } = await compressPage(identity, "fast");
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
    const page: CachedPage = { identity, br, gzip, etag, headers, storedAt: Date.now() };
    fastPageHits.set(page, 0);
    store.set(key, page);
  }

  const stop = () => {
    hitTally.stop();
    stopListening();
    recompression.clear();
  };
  return { serve, middleware, store, recompressed: () => recompression.idle(), stop };
}

/** A page's response headers for each way of answering, built on its first hit of that kind. */
const answerHeaders = new WeakMap<CachedPage, Map<string, OutgoingHttpHeaders>>();

function headersFor(page: CachedPage, status: 200 | 304, encoding: Encoding, secure: boolean): OutgoingHttpHeaders {
  let built = answerHeaders.get(page);
  if (!built) answerHeaders.set(page, (built = new Map()));
  const kind = `${status} ${encoding} ${secure}`;
  let headers = built.get(kind);
  if (!headers) {
    headers = { ...page.headers };
    if (secure) headers["strict-transport-security"] = hstsValue;
    if (status === 200) {
      if (encoding !== "identity") headers["content-encoding"] = encoding;
      headers["content-length"] = page[encoding].length;
    }
    built.set(kind, headers);
  }
  return headers;
}

/** Accept-Encoding headers differ little between browsers: each is read once. */
const encodingOf = new BoundedMemo<string, Encoding>(100);

function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, secure: boolean): void {
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headersFor(page, 304, "identity", secure)).end();
    return;
  }
  const accepted = req.headers["accept-encoding"] ?? "";
  let encoding = encodingOf.get(accepted);
  if (encoding === undefined) {
    encoding = chooseEncoding(accepted);
    if (accepted.length <= 256) encodingOf.set(accepted, encoding);
  }
  res.writeHead(200, headersFor(page, 200, encoding, secure)).end(req.method === "HEAD" ? undefined : page[encoding]);
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
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
        : Buffer.from(chunk as Uint8Array);
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
