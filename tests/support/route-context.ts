import pino from "pino";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";

/** The router context a loader, action or middleware gets from the server, for a plain-HTTP request from `ip`. */
export function routeContext(ip = "203.0.113.7"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, secure: false, nonce: "", siteUrl: "http://localhost:3000", log: pino({ level: "silent" }) });
  return context;
}

type Handler = (args: never) => unknown;
type Middleware = (args: never, next: never) => unknown;

/**
 * A loader or action run behind its route's middleware, as the server runs them, on `request`:
 * what the handler returned (data, a `data()` result or a Response).
 */
export async function runRoute(
  handler: Handler,
  middleware: readonly Middleware[],
  request: Request,
  params: Record<string, string> = {},
): Promise<unknown> {
  const args = { request, context: routeContext(), params } as never;
  let result: unknown;
  await middleware.reduceRight<() => Promise<unknown>>(
    (next, run) => () => run(args, next as never) as Promise<unknown>,
    async () => (result = await handler(args)),
  )();
  return result;
}

/** A handler's answer with its status: a `data(value, { status })` result unwrapped, a plain value as 200. */
export function statusAndData<T>(result: unknown): { status: number; answer: T } {
  if (result && typeof result === "object" && "data" in result && "init" in result) {
    const { data, init } = result as { data: T; init: { status?: number } | null };
    return { status: init?.status ?? 200, answer: data };
  }
  return { status: 200, answer: result as T };
}

/** A form post to `path`, as a browser sends it, with the visitor's cookie if any. */
export function formPost(path: string, fields: Record<string, string>, cookie?: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost:3000${path}`, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
}
