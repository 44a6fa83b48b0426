/**
 * Which proxies' `X-Forwarded-For` (and `-Host`, `-Proto`) a server believes, as Fastify's
 * `trustProxy` takes it: `false` (none: the client address is the socket's), the proxies'
 * addresses and CIDR ranges (proxy-addr also knows the names `loopback`, `linklocal` and
 * `uniquelocal`), or a hop count as a function of the hop (Fastify 5 takes a bare number as
 * "trust nothing", since it cannot check the peer: a count is only safe when nothing but the
 * proxies can reach this server).
 */
export type TrustProxy = false | string[] | TrustedHops;

/** proxy-addr's trust function: hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry, and so on. */
export type TrustedHops = ((address: string, hop: number) => boolean) & { hops: number };

function trustedHops(hops: number): TrustedHops {
  return Object.assign((_address: string, hop: number) => hop < hops, { hops });
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An IPv4 or IPv6 address with an optional prefix length; proxy-addr checks the details when Fastify starts. */
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY, read the same way by the web tier and the API. Unset (or `false`, `0`): trust no
 * proxy, so a client cannot choose its own address with an `X-Forwarded-For` header (every
 * per-address limit keys on that address). `true` is refused: trusting every hop hands the
 * address to the client again.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return trustedHops(Number(text));
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would let any client choose its address; give the number of proxies in front of this server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)');
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !NAMED_RANGES.has(entry) && !ADDRESS.test(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, not "${value}" (${invalid.map((entry) => `"${entry}"`).join(', ')})`);
  }
  return entries;
}
