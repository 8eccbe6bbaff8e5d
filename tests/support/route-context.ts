import pino from "pino";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";

/** The router context a loader, action or middleware gets from the server, for a plain-HTTP request from `ip`. */
export function routeContext(ip = "203.0.113.7"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, secure: false, nonce: "", siteUrl: "http://localhost:3000", log: pino({ level: "silent" }) });
  return context;
}
