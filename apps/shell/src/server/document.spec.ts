import { assertInlineSafe, documentHead, documentTail, renderHead, scriptSafeJson } from './document';

describe('server document', () => {
  it('serializes state so it cannot break out of its script tag', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>', amp: 'a&b', ls: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', amp: 'a&b', ls: '\u2028' });
  });

  it('escapes head values and writes canonical, robots and Open Graph tags', () => {
    const html = renderHead({ title: 'A "quoted" <b>', description: 'd', canonical: 'https://x/a', noindex: true, og: { 'og:title': 'T' } });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;</title>');
    expect(html).toContain('<link rel="canonical" href="https://x/a">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta property="og:title" content="T">');
  });

  it('lets crawlers follow the links of a page kept out of indexes when the head says so', () => {
    expect(renderHead({ title: 't', noindex: 'follow' })).toContain('<meta name="robots" content="noindex, follow">');
    expect(renderHead({ title: 't', noindex: false })).not.toContain('name="robots"');
  });

  it('writes extra links such as amphtml, escaped and marked for client-side replacement', () => {
    const html = renderHead({ title: 't', links: [{ rel: 'amphtml', href: 'https://x/amp-haber/a-10001?"' }] });
    expect(html).toContain('<link rel="amphtml" href="https://x/amp-haber/a-10001?&quot;" data-head>');
  });

  it('writes hreflang on alternate links', () => {
    const html = renderHead({ title: 't', links: [{ rel: 'alternate', hreflang: 'x-default', href: 'https://meydan.com.tr/' }] });
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://meydan.com.tr/" data-head>');
  });

  it('puts JSON-LD and boot data in nonce-carrying scripts before the root', () => {
    const html = documentHead({ lang: 'tr', head: { title: 't', jsonLd: [{ '@type': 'NewsArticle' }] }, nonce: 'n1', stylesheets: ['/a.css'], bootJson: '{}' });
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<script type="application/ld+json" nonce="n1" data-head>{"@type":"NewsArticle"}</script>');
    expect(html.endsWith('<div id="root">')).toBe(true);
  });
});

describe('installable site in the head', () => {
  it('links the manifest, with a theme colour for each colour scheme (the dark one first: the first match wins)', () => {
    const html = documentHead({ lang: 'en', head: { title: 't' }, nonce: 'n', stylesheets: [], bootJson: '{}' });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#121214" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="#e30613">');
    expect(html.match(/name="theme-color"/g)).toHaveLength(2);
  });

  it('gives the browser bar the chosen theme\'s colour alone when the reader chose one', () => {
    const html = documentHead({ lang: 'en', head: { title: 't' }, nonce: 'n', stylesheets: [], bootJson: '{}', theme: 'dark' });
    expect(html.match(/name="theme-color"[^>]*>/g)).toEqual(['name="theme-color" content="#121214">']);
  });
});

describe('the colour theme in the first HTML (issue 20)', () => {
  const head = (theme?: 'light' | 'dark') => documentHead({ lang: 'tr', head: { title: 't' }, nonce: 'n', stylesheets: [], bootJson: '{}', theme });

  it('renders a chosen theme on <html> with its colour scheme, so the first paint is in it', () => {
    expect(head('dark')).toMatch(/^<!DOCTYPE html><html lang="tr" data-theme="dark"><head>/);
    expect(head('dark')).toContain('<meta name="color-scheme" content="dark">');
    expect(head('light')).toContain('<html lang="tr" data-theme="light">');
    expect(head('light')).toContain('<meta name="color-scheme" content="light">');
  });

  it('leaves the system setting to the stylesheet when no theme is chosen', () => {
    expect(head()).toContain('<html lang="tr"><head>');
    expect(head()).not.toContain('data-theme');
    expect(head()).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('sits beside the games’ device mode', () => {
    const html = documentHead({ lang: 'en', head: { title: 't' }, nonce: 'n', stylesheets: [], bootJson: '{}', device: 'mobile', theme: 'dark' });
    expect(html).toContain('<html lang="en" data-device="mobile" data-theme="dark">');
  });
});

describe('document tail', () => {
  it('inlines the boot loader with the nonce, the app scripts, the mode and the article to count', () => {
    const html = documentTail({ nonce: 'n1', loader: 'boot()', app: ['/_shell/main.1.js', '/_shell/x.js'], mode: 'intent', readItem: 10050 });
    expect(html).toBe('</div><script nonce="n1" data-app="/_shell/main.1.js /_shell/x.js" data-mode="intent" data-read="10050">boot()</script></body></html>');
    expect(documentTail({ nonce: 'n', loader: '', app: [], mode: 'eager' })).not.toContain('data-read');
    // The render time, against which the loader tells which relative times have aged.
    expect(documentTail({ nonce: 'n', loader: '', app: [], mode: 'intent', renderedAt: 1795911153628 })).toContain(' data-now="1795911153628">');
  });

  it('names the reading tracker’s script on the loader, and asks for the collector status check in production', () => {
    const tail = (checkStatus: boolean) => documentTail({ nonce: 'n', loader: 'boot()', app: [], mode: 'intent', tracker: { src: '/_shell/tracker.1.js', checkStatus } });
    expect(tail(false)).toContain('data-mode="intent" data-tracker="/_shell/tracker.1.js">boot()');
    expect(tail(true)).toContain('data-tracker="/_shell/tracker.1.js" data-tracker-status="check">boot()');
  });

  it('inlines critical styles and preloads the scripts of an eager page in the head', () => {
    const html = documentHead({ lang: 'tr', head: { title: 't' }, nonce: 'n', inlineStyles: 'a{b:c}', stylesheets: ['/s.css'], preloadScripts: ['/m.js'], bootJson: '{}' });
    expect(html).toContain('<style>a{b:c}</style><link rel="stylesheet" href="/s.css"><link rel="preload" as="script" href="/m.js">');
  });

  it('refuses inline code that could end its own element', () => {
    expect(() => assertInlineSafe('loader', 'x="</SCRIPT>"', 'script')).toThrow(/cannot be inlined/);
    expect(assertInlineSafe('css', 'a{}', 'style')).toBe('a{}');
  });
});
