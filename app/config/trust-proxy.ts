import { compile } from "proxy-addr";

/**
 * Whether the peer at `hop` (0 = the one connected to us, 1 = the address it forwarded for, ...)
 * is a proxy of ours, as Express's `trust proxy` function: the client address is the first one,
 * right to left through X-Forwarded-For, that is not.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** More proxies in a row than this is a typo, and would trust addresses a client wrote itself. */
const maxHops = 10;
const names = "loopback, linklocal, uniquelocal";

export const trustNoProxy: ProxyTrust = () => false;

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trusts nothing; a whole number trusts that many hops;
 * otherwise a comma-separated list of addresses, CIDR ranges and proxy-addr's names. `true` is
 * refused: it trusts every hop, so each client could choose its own address.
 */
export function parseTrustProxy(value: string | undefined): { trust: ProxyTrust } | { problem: string } {
  const setting = value?.trim() ?? "";
  if (setting === "" || setting === "false") return { trust: trustNoProxy };
  if (setting === "true") {
    return {
      problem:
        "TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can pick its own address; " +
        "set the number of proxies in front of the site (usually 1) or their addresses",
    };
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > maxHops)
      return { problem: `${hops} proxies in a row is more than ${maxHops}; set how many are in front of the site (usually 1)` };
    return { trust: (_address, hop) => hop < hops };
  }
  const entries = setting.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !compiles(entry));
  if (bad.length > 0) {
    const quoted = bad.map((entry) => `"${entry}"`).join(", ");
    return {
      problem: `${quoted} ${bad.length === 1 ? "is" : "are"} not a number of proxies, an IP address, a CIDR range or one of ${names}`,
    };
  }
  return { trust: compile(entries) };
}

function compiles(entry: string): boolean {
  if (entry === "") return false;
  try {
    compile(entry);
    return true;
  } catch {
    return false;
  }
}
