/** @jest-environment node */
import { contentSecurityPolicy, remoteOriginsOf } from './csp';

describe('content security policy', () => {
  it('allows scripts only from self, the nonce and remote origins', () => {
    const policy = contentSecurityPolicy('abc', ['https://cdn.example']);
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://cdn.example");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy('n')).toContain("script-src 'self' 'nonce-n';");
  });

  it('derives distinct origins from absolute remote entries only', () => {
    expect(
      remoteOriginsOf(['/_mf/content/browser/remoteEntry.js', 'https://cdn.example/a/remoteEntry.js', 'https://cdn.example/b/remoteEntry.js', 'http://127.0.0.1:4105/browser/remoteEntry.js']),
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:4105']);
  });
});
