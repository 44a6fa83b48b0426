import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', '  ', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a hop count as the trust function proxy-addr asks hop by hop (0 is the socket peer)', () => {
    const one = parseTrustProxy('1');
    const two = parseTrustProxy(' 2 ');
    if (typeof one !== 'function' || typeof two !== 'function') throw new Error('a hop count should give a function');
    expect([one.hops, two.hops]).toEqual([1, 2]);
    expect([0, 1].map((hop) => one('10.0.0.1', hop))).toEqual([true, false]);
    expect([0, 1, 2].map((hop) => two('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('reads addresses, CIDR ranges and the named ranges, comma-separated', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would trust any client', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
  });

  it('refuses anything else, naming the bad entries', () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.internal')).toThrow('"proxy.internal"');
    expect(() => parseTrustProxy('-1')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.1,')).toThrow(/""/);
  });
});
