/**
 * @jest-environment jsdom
 */
import { applyHead } from './apply-head';

describe('applyHead after a client-side navigation', () => {
  it("replaces the previous page's JSON-LD and extra links with the new page's", () => {
    applyHead({ title: 'Article', jsonLd: [{ '@type': 'NewsArticle', headline: 'A' }], links: [{ rel: 'amphtml', href: 'https://x/amp-haber/a-10001' }] }, 'Meydan');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    applyHead({ title: 'Home', links: [{ rel: 'alternate', hreflang: 'en', href: 'https://en.x/' }] }, 'Meydan');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="amphtml"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toBe('https://en.x/');

    applyHead({ title: 'Other', jsonLd: [{ '@type': 'CollectionPage' }] }, 'Meydan');
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toEqual({ '@type': 'CollectionPage' });
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
  });
});
