import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not point (SSRF): the machine itself, the networks behind it, and the
 * cloud metadata address. Checked at registration and again on every attempt against the address
 * actually connected to, so a name that later resolves inward (DNS rebinding) is refused too.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/** True for an address a webhook may not reach (IPv4-mapped IPv6 judged as its IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}

export type UrlRefusal = 'not_https' | 'credentials' | 'private_address' | 'unresolvable';

/**
 * Why a URL may not be a webhook endpoint, or null: https only, no user:password part, and every
 * address its host resolves to outside the refused networks. `allowPrivate` (a declared local run
 * only) lifts the last two rules and allows plain http, for a receiver on the developer's machine.
 */
export async function refusalOf(
  raw: string,
  resolve: (host: string) => Promise<string[]>,
  allowPrivate: boolean,
): Promise<UrlRefusal | null> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'not_https';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (!addresses.length) return 'unresolvable';
  return addresses.some(isRefusedAddress) ? 'private_address' : null;
}
