/** @jest-environment node */
import { contentSecurityPolicy, remoteOriginsOf } from './csp';

describe('content security policy', () => {
  it('allows scripts only from self, the nonce and remote origins', () => {
    const policy = contentSecurityPolicy('abc', { remoteOrigins: ['https://cdn.example'] });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://cdn.example");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy('n')).toContain("script-src 'self' 'nonce-n';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("form-action 'self'");
  });

  it('lets only this site frame pages, any site frame the embeddable widgets', () => {
    expect(contentSecurityPolicy('n')).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy('n', { embeddable: true })).toContain('frame-ancestors *');
  });

  it('allows images and video from a media CDN', () => {
    const policy = contentSecurityPolicy('n', { mediaOrigins: ['https://media.example'] });
    expect(policy).toContain("img-src 'self' data: blob: https://media.example");
    expect(policy).toContain("media-src 'self' blob: https://media.example");
  });

  it('derives distinct origins from absolute remote entries only', () => {
    expect(
      remoteOriginsOf(['/_mf/content/browser/remoteEntry.js', 'https://cdn.example/a/remoteEntry.js', 'https://cdn.example/b/remoteEntry.js', 'http://127.0.0.1:4105/browser/remoteEntry.js']),
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:4105']);
  });
});
