import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { logger } from "~/observability/logger.server";
import { isPublicAddress } from "./public-address";

export interface GuardedFetchLimits {
  maxRedirects: number;
  maxBodyBytes: number;
}

/** Why a redirect was not followed; `host` is the only part of its address that is kept. */
export type RedirectRefusal =
  { kind: "not-public"; host: string } | { kind: "not-web"; protocol: string } | { kind: "too-many"; limit: number };

export class RedirectRefusedError extends Error {
  override name = "RedirectRefusedError";
  constructor(readonly refusal: RedirectRefusal) {
    super(`redirect refused: ${refusal.kind}`);
  }
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limitBytes: number) {
    super(`body larger than ${limitBytes} bytes`);
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([204, 205, 304]);

/**
 * A GET that goes only where it should, for pages whose address someone outside can redirect:
 * the first address's origin (the site owner chose it, whatever it resolves to) and redirects
 * within that origin are followed; a redirect elsewhere only to an address on the public
 * internet, checked before connecting and then connected to as checked, so a name that
 * resolves differently the second time cannot slip through. The body is read up to a limit,
 * whatever Content-Length says, and `init.signal` bounds the whole of it: look-ups, redirects
 * and body. Shaped like `fetch` so the retrying client can use either.
 */
export async function guardedFetch(
  url: string,
  init: { headers?: HeadersInit; signal?: AbortSignal | null },
  limits: GuardedFetchLimits,
): Promise<Response> {
  const trustedOrigin = new URL(url).origin;
  const headers = Object.fromEntries(new Headers(init.headers));
  let target = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const pinned = target.origin === trustedOrigin ? undefined : await checkedLookup(target, init.signal);
    const message = await get(target, headers, init.signal, pinned);
    const location = message.headers.location;
    if (!redirectStatuses.has(message.statusCode ?? 0) || !location) return toResponse(message, limits.maxBodyBytes);
    message.destroy();
    const next = new URL(location, target);
    if (next.protocol !== "http:" && next.protocol !== "https:") refuse({ kind: "not-web", protocol: next.protocol }, next);
    if (redirects >= limits.maxRedirects) refuse({ kind: "too-many", limit: limits.maxRedirects }, next);
    target = next;
  }
}

function refuse(refusal: RedirectRefusal, target: URL): never {
  logger().warn({ host: target.host, reason: refusal.kind }, "server-side fetch refused a redirect");
  throw new RedirectRefusedError(refusal);
}

/**
 * Resolves a redirect's host name and checks every address it has, before any connection. The
 * answer is a look-up that hands the connection exactly those addresses (none for an address
 * written as such, which is connected to without a look-up).
 */
async function checkedLookup(target: URL, signal: AbortSignal | null | undefined): Promise<LookupFunction | undefined> {
  const hostname = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const literalFamily = isIP(hostname);
  const addresses: LookupAddress[] = literalFamily
    ? [{ address: hostname, family: literalFamily }]
    : await untilAborted(lookup(hostname, { all: true }), signal);
  if (!addresses.every(({ address }) => isPublicAddress(address))) refuse({ kind: "not-public", host: target.host }, target);
  if (literalFamily) return undefined;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
  return Promise.race([promise, aborted]);
}

/** One request on a connection of its own (no pooled socket of another look-up is reused). */
function get(
  target: URL,
  headers: Record<string, string>,
  signal: AbortSignal | null | undefined,
  pinned: LookupFunction | undefined,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = target.protocol === "https:" ? https.request : http.request;
    const request = send(
      target,
      { method: "GET", headers, agent: false, signal: signal ?? undefined, ...(pinned && { lookup: pinned }) },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

async function toResponse(message: IncomingMessage, maxBodyBytes: number): Promise<Response> {
  const body = await readCapped(message, maxBodyBytes);
  const headers = new Headers();
  for (let index = 0; index < message.rawHeaders.length; index += 2)
    headers.append(message.rawHeaders[index]!, message.rawHeaders[index + 1]!);
  const status = message.statusCode ?? 0;
  return new Response(nullBodyStatuses.has(status) ? null : body, { status, statusText: message.statusMessage, headers });
}

/** Stops reading, and closes the connection, as soon as the body passes the limit. */
async function readCapped(message: IncomingMessage, maxBodyBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(message.headers["content-length"]) > maxBodyBytes) {
    message.destroy();
    throw new BodyTooLargeError(maxBodyBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}
