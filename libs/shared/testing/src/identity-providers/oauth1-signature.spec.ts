/**
 * @jest-environment node
 */
import { hmacSha1Signature, parseOAuthHeader, signatureBaseString, verifyOAuthRequest } from './oauth1-signature';

describe('OAuth 1.0a signatures of the Twitter stand-in', () => {
  it('builds the RFC 5849 §3.4.1.1 example base string (query, form body and header parameters, realm left out)', () => {
    const header =
      'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7", oauth_signature_method="HMAC-SHA1", ' +
      'oauth_timestamp="137131201", oauth_nonce="7d8f3e4a", oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"';
    const params = parseOAuthHeader(header);
    const url = new URL('http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b');
    const pairs = [...[...(params ?? [])].filter(([name]) => name !== 'realm' && name !== 'oauth_signature'), ...url.searchParams, ...new URLSearchParams('c2&a3=2+q')];
    expect(signatureBaseString('POST', url, pairs)).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it("signs Twitter's documented example to its documented signature", () => {
    const url = new URL('https://api.twitter.com/1.1/statuses/update.json?include_entities=true');
    const base = signatureBaseString('post', url, [
      ...url.searchParams,
      ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
      ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
      ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1318622958'],
      ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
      ['oauth_version', '1.0'],
    ]);
    expect(hmacSha1Signature(base, 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw', 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE')).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('accepts a correctly signed request and refuses a changed parameter, secret or method', () => {
    const consumer = { key: 'ck', secret: 'cs' };
    const url = new URL('http://127.0.0.1:4000/1.1/account/verify_credentials.json?include_email=true');
    const oauth: Array<[string, string]> = [
      ['oauth_consumer_key', 'ck'],
      ['oauth_nonce', 'n1'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1700000000'],
      ['oauth_token', 'tok'],
      ['oauth_version', '1.0'],
    ];
    const signature = hmacSha1Signature(signatureBaseString('GET', url, [...oauth, ...url.searchParams]), 'cs', 'ts');
    const header = `OAuth ${[...oauth, ['oauth_signature', signature]].map(([k, v]) => `${k}="${encodeURIComponent(v)}"`).join(', ')}`;
    const secrets = (token: string) => (token === 'tok' ? 'ts' : undefined);
    expect(verifyOAuthRequest({ method: 'GET', url, authorization: header }, consumer, secrets).ok).toBe(true);
    expect(verifyOAuthRequest({ method: 'POST', url, authorization: header }, consumer, secrets)).toEqual({ ok: false, reason: 'signature mismatch' });
    const changed = new URL(url);
    changed.searchParams.set('include_email', 'false');
    expect(verifyOAuthRequest({ method: 'GET', url: changed, authorization: header }, consumer, secrets).ok).toBe(false);
    expect(verifyOAuthRequest({ method: 'GET', url, authorization: header }, consumer, () => 'other-secret').ok).toBe(false);
    expect(verifyOAuthRequest({ method: 'GET', url, authorization: header }, { key: 'ck', secret: 'other' }, secrets).ok).toBe(false);
    expect(verifyOAuthRequest({ method: 'GET', url, authorization: undefined }, consumer, secrets).ok).toBe(false);
  });
});
