// Which addresses a webhook may reach: public ones, over https, unless WEBHOOKS_ALLOW_PRIVATE.
import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import { ErrorCode } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';

const refused = new net.BlockList();
for (const [range, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(range, bits, 'ipv4');
}
for (const [range, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: may reach a private IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(range, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:yyyy). */
function mappedV4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an address is loopback, private, link-local, CGNAT, unique-local, reserved or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = mappedV4(bare);
  if (v4) return refused.check(v4, 'ipv4');
  const family = net.isIP(bare);
  if (family === 4) return refused.check(bare, 'ipv4');
  if (family === 6) return refused.check(bare, 'ipv6');
  return true;
}

export interface AddressRules {
  /** WEBHOOKS_ALLOW_PRIVATE: private addresses and plain http are allowed */
  allowPrivate: boolean;
}

/** The URL of an endpoint: https (http too with the setting), no user name or password; else 10762. */
export function parseEndpointUrl(text: string, rules: AddressRules): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError(ErrorCode.webhookUrlInvalid);
  }
  const schemes = rules.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) {
    throw new AppError(ErrorCode.webhookUrlInvalid);
  }
  return url;
}

/** The host of a URL as a bare name or address (IPv6 without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Checks at save time that the endpoint's host is, or resolves only to, public addresses
 * (10763), and that it resolves at all (10764).
 */
export async function checkEndpointHost(url: URL, rules: AddressRules): Promise<void> {
  const host = hostOf(url);
  if (net.isIP(host)) {
    if (!rules.allowPrivate && isPrivateAddress(host)) {
      throw new AppError(ErrorCode.webhookAddressPrivate);
    }
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new AppError(ErrorCode.webhookHostUnknown);
  }
  if (addresses.length === 0) throw new AppError(ErrorCode.webhookHostUnknown);
  if (!rules.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new AppError(ErrorCode.webhookAddressPrivate);
  }
}

/** A connection refused because of the address it would reach. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
  constructor(readonly address: string) {
    super(`refused: ${address} is a private or reserved address`);
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The DNS lookup of a delivery's connection: the answer is checked again when connecting (it
 * may have changed since the endpoint was saved), and the connection goes to an address checked.
 */
export function guardedLookup(rules: AddressRules) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = rules.allowPrivate
        ? undefined
        : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new RefusedAddressError(bad.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Refuses a URL whose host is an address literal that is private (connect time). */
export function literalRefused(url: URL, rules: AddressRules): string | null {
  const host = hostOf(url);
  return !rules.allowPrivate && net.isIP(host) && isPrivateAddress(host) ? host : null;
}
