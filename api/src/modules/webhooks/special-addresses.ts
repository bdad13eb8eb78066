import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * The IANA IPv4 and IPv6 special-purpose address registries, plus multicast, reserved and
 * broadcast: none of these is a partner's public receiver, and several reach this host, its
 * network or a cloud metadata service (server-side request forgery).
 */
const IPV4_SPECIAL: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

/**
 * IPv6 outside global unicast (2000::/3) is refused whole: that covers ::/128, ::1, IPv4-compatible
 * ::/96, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, discard 100::/64,
 * ULA fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8 and SRv6 5f00::/16.
 * Inside it, these special-purpose blocks are refused too.
 */
const IPV6_SPECIAL_IN_GLOBAL: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 (embeds any IPv4) among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4, private ones included)
  ['2620:4f:8000::', 48], // AS112
  ['3fff::', 20], // documentation
];

const SPECIAL = new BlockList();
for (const [net, prefix] of IPV4_SPECIAL) SPECIAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_SPECIAL_IN_GLOBAL) SPECIAL.addSubnet(net, prefix, 'ipv6');
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');
const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet('127.0.0.0', 8, 'ipv4');

/** Drops brackets and an IPv6 zone (`fe80::1%eth0`): the zone names a link, not another address. */
const bare = (address: string) => address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** Whether `address` (a literal IP) is in a special-purpose range; anything not an IP counts as special. */
export function isSpecialPurpose(address: string): boolean {
  const ip = bare(address);
  const version = isIP(ip);
  if (version === 4) return SPECIAL.check(ip, 'ipv4');
  if (version === 6) return !GLOBAL_UNICAST_V6.check(ip, 'ipv6') || SPECIAL.check(ip, 'ipv6');
  return true;
}

function sameAddress(a: string, b: string): boolean {
  const version = isIP(a);
  if (version === 0 || version !== isIP(b)) return false;
  const list = new BlockList();
  list.addAddress(a, version === 6 ? 'ipv6' : 'ipv4');
  return list.check(b, version === 6 ? 'ipv6' : 'ipv4');
}

/** 127.0.0.0/8 and ::1 only: a BlockList also matches IPv4-mapped forms against IPv4 rules, and those stay refused. */
const isLoopback = (ip: string) => (isIP(ip) === 4 ? LOOPBACK_V4.check(ip, 'ipv4') : sameAddress(ip, '::1'));

/** This host's own interface addresses, read at each check (interfaces come and go). */
export function hostAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => bare(entry.address));
}

/**
 * Whether a webhook may connect to `address`: a public address that is not one of this host's own.
 * Loopback is allowed only when the deployment says so (a local demo whose receiver runs beside it).
 */
export function isAllowedAddress(address: string, allowLoopback: boolean, ownAddresses: readonly string[] = hostAddresses()): boolean {
  const ip = bare(address);
  if (isIP(ip) === 0) return false;
  if (isLoopback(ip)) return allowLoopback;
  if (ownAddresses.some((own) => sameAddress(own, ip))) return false;
  return !isSpecialPurpose(ip);
}
