import type { IncomingMessage } from "node:http";
import { clientNetwork } from "~/lib/client-network";

/** The client a request counts against in every per-client limit. */
export type ClientOf = (req: IncomingMessage & { ip?: string }) => string;

/**
 * By Express's `req.ip` (which follows `trust proxy`), an IPv6 address folded to its network of
 * `ipv6PrefixLength` bits (RATE_LIMIT_IPV6_PREFIX), so the post allowance, the render turns and
 * every database-backed limit count one IPv6 network once.
 */
export function clientKeys(ipv6PrefixLength: number): ClientOf {
  return (req) => clientNetwork(req.ip ?? "unknown", ipv6PrefixLength);
}
