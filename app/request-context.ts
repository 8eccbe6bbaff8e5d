import type { Logger } from "pino";
import { createContext } from "react-router";

/** What the Express layer knows about a request, handed to loaders, actions and the renderer. */
export interface RequestInfo {
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
  /** The client address (the proxy's view of it only when TRUST_PROXY is set). */
  ip: string;
  /** Served over HTTPS: cookies get the Secure flag. */
  secure: boolean;
  /** The configured public address (SITE_URL), without a trailing slash. */
  siteUrl: string;
  log: Logger;
}

export const requestInfoContext = createContext<RequestInfo>();
