import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.js';

/**
 * What Fastify is told to trust. A hop count becomes a function (`hop < n`: the socket peer is hop 0), because
 * Fastify itself reads a bare number as "trust nothing"; a list goes through as it is; `false` trusts nobody.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  if (tail === undefined && front.length !== 8) return undefined;
  const groups = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined;
}

/**
 * The key rate limits, lockouts and dedup count a client under. IPv4 addresses count one by one; an IPv6
 * client usually holds a whole /64 (2^64 addresses), so it counts as its /64. IPv4-mapped IPv6 addresses
 * (`::ffff:1.2.3.4`) count as the IPv4 address they carry.
 */
export function clientKeyOf(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client key of a request (its address as the trusted proxies report it). */
export function clientOf(request: FastifyRequest): string {
  return clientKeyOf(request.ip);
}
