/** @jest-environment node */
import { createHash } from 'node:crypto';
import { SCRIPT_MARKER, sealDocument } from './page-seal';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const M = SCRIPT_MARKER;

describe('sealing a document for a cache-safe CSP', () => {
  it('allows the marked inline scripts by hash and removes the marker everywhere', () => {
    const loader = 'window.__boot=1;';
    const html =
      `<head><script id="__MEYDAN__" type="application/json" nonce="${M}">{"a":1}</script>` +
      `<script type="application/ld+json" nonce="${M}" data-head>{}</script>` +
      `<script nonce="${M}">${loader}</script><style nonce="${M}">p{}</style></head>` +
      `<body><script src="/_shell/main.js" nonce="${M}" defer></script><script type="module" nonce="${M}">import('/x.js')</script></body>`;
    const sealed = sealDocument(html, M);
    expect(sealed.html).not.toContain(M);
    expect(sealed.html).not.toContain('nonce=');
    // Executable inline scripts only: not the JSON data blocks, not the bundle tag.
    expect(sealed.scriptHashes).toEqual([hashOf(loader), hashOf("import('/x.js')")]);
    expect(sealed.html).toContain(`<script>${loader}</script>`);
    expect(sealed.html).toContain('<script src="/_shell/main.js" defer></script>');
  });

  it('never allows an inline script that does not carry the marker (e.g. one smuggled in through content)', () => {
    const html = `<script nonce="${M}">ok()</script><article><script>steal()</script><script nonce="guess">steal()</script></article>`;
    const sealed = sealDocument(html, M);
    expect(sealed.scriptHashes).toEqual([hashOf('ok()')]);
    expect(sealed.scriptHashes).not.toContain(hashOf('steal()'));
  });

  it('gives the same bytes and hashes for the same render (so cached copies stay valid)', () => {
    const html = `<script nonce="${M}">a()</script><script nonce="${M}">a()</script>`;
    expect(sealDocument(html, M)).toEqual(sealDocument(html, M));
    expect(sealDocument(html, M).scriptHashes).toEqual([hashOf('a()')]);
  });
});
