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
  ['100::', 64], // discard-only
  ['64:ff9b:1::', 48], // local-use NAT64: translated inside one network only
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of a valid IPv6 address (as `isIP` accepts it: `::`, a dotted tail, a zone). */
function ipv6Bytes(address: string): number[] {
  const [head, tail = ''] = address.split('%')[0]!.split('::') as [string, string?];
  const words = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((word) =>
        word.includes('.')
          ? word.split('.').map(Number)
          : [parseInt(word, 16) >> 8, parseInt(word, 16) & 0xff],
      );
  const start = words(head);
  const end = words(tail);
  return [...start, ...Array<number>(16 - start.length - end.length).fill(0), ...end];
}

const dotted = (bytes: number[]) => bytes.join('.');
const zeros = (bytes: number[]) => bytes.every((b) => b === 0);

/**
 * The IPv4 address an IPv6 address carries and is delivered to, or null: mapped (::ffff:0:0/96),
 * translated (::ffff:0:0:0/96), compatible (::/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16) and
 * Teredo's client (2001::/32, stored inverted). Each reaches that IPv4 address through a gateway
 * or the host's own stack, so it is judged as that address.
 */
export function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const last = b.slice(12);
  if (zeros(b.slice(0, 10)) && b[10] === 0xff && b[11] === 0xff) return dotted(last);
  if (zeros(b.slice(0, 8)) && b[8] === 0xff && b[9] === 0xff && zeros(b.slice(10, 12))) return dotted(last);
  if (zeros(b.slice(0, 12))) return dotted(last);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(b.slice(4, 12)))
    return dotted(last);
  if (b[0] === 0x20 && b[1] === 0x02) return dotted(b.slice(2, 6));
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0) return dotted(last.map((x) => x ^ 0xff));
  return null;
}

/** True for an address a webhook may not reach (an IPv6 address carrying an IPv4 one judged as both). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  if (refused.check(address, 'ipv6')) return true;
  const inner = embeddedIpv4(address);
  return inner !== null && refused.check(inner, 'ipv4');
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
