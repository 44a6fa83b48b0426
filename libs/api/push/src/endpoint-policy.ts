import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * SSRF rule for push endpoints. A registration hands the server a URL that the push worker will
 * POST to later, so an endpoint must never make the server call something of ours (the cloud
 * metadata service, the database, an admin port) or of anyone's private network:
 *
 * - https only, on the default port, no credentials in the URL, and a DNS name with a dot that is
 *   not a reserved or internal suffix; never an IP literal (no push service uses one);
 * - at send time every address the name resolves to must be public unicast (a name that later
 *   resolves to 10.0.0.1, DNS rebinding, is refused and its subscription dropped); redirects are
 *   never followed;
 * - outside production, and in production only when PUSH_ALLOW_LOOPBACK=1 says so (a production
 *   build under test), the loopback stand-in of the tests and `npm start` (http or https on
 *   127.0.0.1, [::1] or localhost, any port) is allowed too.
 */

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: may reach a private IPv4 network
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo included
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

// IPv4-mapped IPv6 (::ffff:a.b.c.d) is classified by the IPv4 address it carries. (A BlockList
// rule for this range would match every IPv4 address too, hence its own list.)
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export type AddressKind = 'public' | 'loopback' | 'private';

/** The IPv4 address inside ::ffff:a.b.c.d, whichever way it is written (dotted or hex groups). */
function mappedIpv4(address: string): string {
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (dotted) return dotted[1] as string;
  // The URL parser writes the canonical form, ending in two hex groups: [::ffff:a00:1].
  const groups = new URL(`http://[${address}]`).hostname.replace(/[[\]]/g, '').split(':');
  const [high = 0, low = 0] = groups.slice(-2).map((group) => parseInt(group || '0', 16));
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Classifies an IP address (v4, v6, or v4-mapped v6) for the SSRF rule. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] as string;
  const family = isIP(bare);
  if (family === 0) return 'private';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (type === 'ipv6' && MAPPED.check(bare, 'ipv6')) return addressKind(mappedIpv4(bare));
  if (LOOPBACK.check(bare, type)) return 'loopback';
  return PRIVATE.check(bare, type) ? 'private' : 'public';
}

// Names that only resolve inside a network (RFC 6761/6762/8375 and common private zones).
const INTERNAL_SUFFIXES = ['.local', '.localhost', '.localdomain', '.internal', '.intranet', '.private', '.corp', '.home', '.lan', '.home.arpa', '.arpa', '.test', '.invalid', '.example'];
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface EndpointPolicy {
  /** Production: only public https push services. Elsewhere also the loopback stand-in. */
  production: boolean;
  /** PUSH_ALLOW_LOOPBACK: the loopback stand-in in production too (tests of a production build; never on a public server). */
  allowLoopback?: boolean;
}

function loopbackAllowed(policy: EndpointPolicy): boolean {
  return !policy.production || policy.allowLoopback === true;
}

/** The endpoint as a URL when the rule above allows it; null otherwise (a 400 at registration, a drop at send time). */
export function allowedEndpoint(endpoint: string, policy: EndpointPolicy): URL | null {
  if (endpoint.length > 2048 || /\s/.test(endpoint)) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  // WHATWG parsing already turned 0x7f.1, 2130706433 and the like into dotted IPv4.
  const host = url.hostname.toLowerCase();
  if (loopbackAllowed(policy) && LOOPBACK_NAMES.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return null;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (name === 'localhost' || INTERNAL_SUFFIXES.some((suffix) => name.endsWith(suffix))) return null;
  // A top-level label of digits only is no public name (and some resolvers read it as an address).
  if (/^\d+$/.test(labels[labels.length - 1] as string)) return null;
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Raised when an endpoint's name resolves to an address the rule refuses. */
export class EndpointAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string) {
    super(`push endpoint ${hostname} resolves to a non-public address`);
    this.name = 'EndpointAddressError';
  }
}

/**
 * A `lookup` for http(s).request that refuses names resolving to any non-public address (loopback
 * too in production), checked on the addresses the connection will actually use.
 */
export function guardedLookup(policy: EndpointPolicy, resolve: typeof dnsLookup = dnsLookup) {
  const allowed = (address: string) => {
    const kind = addressKind(address);
    return kind === 'public' || (kind === 'loopback' && loopbackAllowed(policy));
  };
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0 || !list.every((entry) => allowed(entry.address))) return callback(new EndpointAddressError(hostname), '');
      if (options.all) return callback(null, list);
      const [first] = list as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
