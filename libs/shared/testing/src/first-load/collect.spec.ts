import { inlineScripts } from './collect';

describe('inline scripts of a page', () => {
  it('counts inline code (the boot loader) and leaves data blocks and fetched scripts out', () => {
    const html =
      '<head><script id="__MEYDAN__" type="application/json">{"state":1}</script><script type="application/ld+json">{}</script>' +
      '<script src="/a.js"></script></head><body><script nonce="x" data-mode="intent">boot()</script><script type="module">go()</script><script> </script></body>';
    const found = inlineScripts(html, 'http://x/p');
    expect(found.map(({ url, text, raw }) => ({ url, text, raw }))).toEqual([
      { url: 'http://x/p#inline-1', text: 'boot()', raw: 6 },
      { url: 'http://x/p#inline-2', text: 'go()', raw: 4 },
    ]);
    expect(found[0]?.gzip).toBeGreaterThan(0);
  });
});
