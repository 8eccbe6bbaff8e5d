import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.255.255.255", "this network, last"],
    ["10.0.0.0", "private 10/8, first"],
    ["10.255.255.255", "private 10/8, last"],
    ["100.64.0.0", "carrier-grade NAT, first"],
    ["100.100.100.200", "Alibaba metadata"],
    ["100.127.255.255", "carrier-grade NAT, last"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.255", "loopback, last"],
    ["169.254.0.0", "link-local, first"],
    ["169.254.169.254", "metadata"],
    ["169.254.255.255", "link-local, last"],
    ["172.16.0.0", "private 172.16/12, first"],
    ["172.31.255.255", "private 172.16/12, last"],
    ["192.0.0.0", "IETF protocol assignments"],
    ["192.168.0.0", "private 192.168/16, first"],
    ["192.168.255.255", "private 192.168/16, last"],
    ["198.18.0.0", "benchmarking, first"],
    ["198.19.255.255", "benchmarking, last"],
    ["224.0.0.0", "multicast, first"],
    ["239.255.255.255", "multicast, last"],
    ["240.0.0.0", "reserved, first"],
    ["255.255.255.255", "broadcast"],
  ])("refuses IPv4 %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["::127.0.0.1", "IPv4-compatible (deprecated)"],
    ["fc00::", "unique-local, first"],
    ["fd00:ec2::254", "AWS metadata"],
    ["fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "unique-local, last"],
    ["fe80::", "link-local, first"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "link-local, last"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["64:ff9b:1::1", "NAT64 local use"],
  ])("refuses IPv6 %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["::ffff:127.0.0.1", "mapped loopback"],
    ["::ffff:7f00:1", "mapped loopback, hexadecimal"],
    ["::ffff:169.254.169.254", "mapped metadata"],
    ["::ffff:a9fe:a9fe", "mapped metadata, hexadecimal"],
    ["::ffff:10.0.0.1", "mapped private"],
    ["::ffff:100.64.0.1", "mapped carrier-grade NAT"],
    ["::ffff:0.0.0.0", "mapped unspecified"],
    ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
    ["64:ff9b::c0a8:101", "NAT64 of 192.168.1.1"],
  ])("refuses %s (%s): an IPv6 form of a refused IPv4 address", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["1.1.1.1"],
    ["8.8.8.8"],
    ["1.0.0.0"],
    ["9.255.255.255"],
    ["11.0.0.0"],
    ["100.63.255.255"],
    ["100.128.0.0"],
    ["126.255.255.255"],
    ["128.0.0.0"],
    ["169.253.255.255"],
    ["169.255.0.0"],
    ["172.15.255.255"],
    ["172.32.0.0"],
    ["192.0.1.0"],
    ["192.167.255.255"],
    ["192.169.0.0"],
    ["198.17.255.255"],
    ["198.20.0.0"],
    ["223.255.255.255"],
    ["2606:4700:4700::1111"],
    ["2001:4860:4860::8888"],
    ["fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
    ["fe00::"],
    ["::ffff:8.8.8.8"],
    ["64:ff9b::8.8.8.8"],
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([["localhost"], [""], ["[::1]"], ["127.0.0.1.example"]])("treats %j, which is no IP address, as not public", (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});
