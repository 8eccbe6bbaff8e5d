/** Prefix lengths an IPv6 client may be limited by: a /48 is a site, a /64 one network, /128 one address. */
export const ipv6PrefixRange = { min: 32, max: 128, default: 64 } as const;

/**
 * The client as per-client limits count it: an IPv4 address as it is (also when written as
 * `::ffff:a.b.c.d`), an IPv6 address by its network (`2001:db8:1:2::/64`). One IPv6 host
 * usually holds a whole /64 and can take a new address from it for every request, so counting
 * addresses would give it billions of allowances. Anything that does not parse is returned as is.
 */
export function clientNetwork(address: string, ipv6PrefixLength: number = ipv6PrefixRange.default): string {
  // Every page-cache hit asks (decision 076): an IPv4 address needs no parsing.
  if (!address.includes(":")) return address;
  const hextets = ipv6Hextets(address);
  if (!hextets) return address;
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join(".");
  }
  const kept = hextets.map((part, index) => {
    const bitsBefore = index * 16;
    if (bitsBefore >= ipv6PrefixLength) return 0;
    const bitsHere = Math.min(16, ipv6PrefixLength - bitsBefore);
    return part & (0xffff << (16 - bitsHere)) & 0xffff;
  });
  return `${compressHextets(kept)}/${ipv6PrefixLength}`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, a dotted IPv4 tail read), or undefined. */
function ipv6Hextets(address: string): number[] | undefined {
  const bare = address.split("%", 1)[0]!.toLowerCase();
  if (!bare.includes(":")) return undefined;
  const halves = bare.split("::");
  if (halves.length > 2) return undefined;
  const groups = (text: string): number[] | undefined => {
    if (text === "") return [];
    const parts: number[] = [];
    for (const part of text.split(":")) {
      if (/^\d+\.\d+\.\d+\.\d+$/.test(part)) {
        const bytes = part.split(".").map(Number);
        if (bytes.some((byte) => byte > 255)) return undefined;
        parts.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(part)) parts.push(parseInt(part, 16));
      else return undefined;
    }
    return parts;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** RFC 5952 text: the longest run of two or more zero groups becomes `::`. */
function compressHextets(hextets: number[]): string {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length++;
    if (length > best.length && length >= 2) best = { start, length };
  }
  const text = hextets.map((part) => part.toString(16));
  if (best.start === -1) return text.join(":");
  return `${text.slice(0, best.start).join(":")}::${text.slice(best.start + best.length).join(":")}`;
}
