import { BlockList, isIP } from "node:net";

/**
 * IPv4 networks a server-side fetch must not be sent to by someone else's redirect: this
 * machine, the networks behind it, and the cloud metadata services (169.254.169.254 on AWS,
 * Azure and Google; 100.100.100.200 on Alibaba).
 */
const nonPublicIpv4: ReadonlyArray<readonly [network: string, prefix: number]> = [
  ["0.0.0.0", 8], // "this network", with the unspecified address 0.0.0.0
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, with the metadata address
  ["172.16.0.0", 12], // private (RFC 1918)
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private (RFC 1918)
  ["198.18.0.0", 15], // network benchmarking, used inside some clouds
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, with the broadcast address 255.255.255.255
];

/**
 * IPv6 prefixes that carry an IPv4 address in their last 32 bits and reach it: the mapped form
 * (::ffff:127.0.0.1) is the IPv4 host itself, and NAT64 (RFC 6052) reaches it through a gateway.
 */
const ipv4CarryingPrefixes = ["::ffff:", "64:ff9b::"];

const nonPublicIpv6: ReadonlyArray<readonly [network: string, prefix: number]> = [
  ["::", 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible forms
  ["64:ff9b:1::", 48], // NAT64 for local use (RFC 8215)
  ["fc00::", 7], // unique-local, with the AWS metadata address fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["ff00::", 8], // multicast
];

const nonPublic = new BlockList();
for (const [network, prefix] of nonPublicIpv4) {
  nonPublic.addSubnet(network, prefix, "ipv4");
  for (const carrier of ipv4CarryingPrefixes) nonPublic.addSubnet(`${carrier}${network}`, 96 + prefix, "ipv6");
}
for (const [network, prefix] of nonPublicIpv6) nonPublic.addSubnet(network, prefix, "ipv6");

/**
 * Whether `address` (an IP address without brackets, as DNS returns it) is on the public
 * internet. Anything that is not an IP address at all is not.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}
