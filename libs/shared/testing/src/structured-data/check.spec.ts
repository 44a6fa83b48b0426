import { checkPageStandards, headMeta, jsonLdBlocks, microdataTypes, socialTagProblems, structuredDataProblems, type JsonLdNode } from './check';

const PAGE = { url: 'https://meydan.test/haber/dolar-10042' };
const ctx = { '@context': 'https://schema.org' };
const publisher = { '@type': 'Organization', name: 'Meydan', logo: { '@type': 'ImageObject', url: 'https://meydan.test/favicon.svg' } };

const article: JsonLdNode = {
  ...ctx,
  '@type': 'NewsArticle',
  headline: 'Dolar güne yükselişle başladı',
  image: ['https://meydan.test/media/a.jpg'],
  datePublished: '2026-11-20T09:00:00.000Z',
  dateModified: '2026-11-20T10:00:00.000Z',
  mainEntityOfPage: PAGE.url,
  author: [{ '@type': 'Person', name: 'Ayşe Yılmaz' }],
  publisher,
};

const video: JsonLdNode = {
  ...ctx,
  '@type': 'VideoObject',
  name: 'Clip',
  description: 'A clip',
  uploadDate: '2026-11-20T09:00:00.000Z',
  contentUrl: 'https://meydan.test/media/videos/a.mp4',
  thumbnailUrl: ['https://meydan.test/media/a.jpg'],
  duration: 'PT1M5S',
  width: { '@type': 'QuantitativeValue', value: 1280, unitCode: 'E37' },
  height: { '@type': 'QuantitativeValue', value: 720, unitCode: 'E37' },
};

const webSite: JsonLdNode = {
  ...ctx,
  '@type': 'WebSite',
  name: 'Meydan',
  url: 'https://meydan.test/',
  potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: 'https://meydan.test/ara/haber/{search_term_string}' }, 'query-input': 'required name=search_term_string' },
};

const collection: JsonLdNode = {
  ...ctx,
  '@type': 'CollectionPage',
  name: 'Gündem',
  url: 'https://meydan.test/gundem',
  mainEntity: {
    '@type': 'ItemList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, url: 'https://meydan.test/haber/a-1' },
      { '@type': 'ListItem', position: 2, url: 'https://meydan.test/haber/b-2' },
    ],
  },
};

describe('structuredDataProblems', () => {
  it('accepts complete NewsArticle, VideoObject, WebSite and CollectionPage objects', () => {
    expect(structuredDataProblems([article, video, webSite, collection], PAGE)).toEqual([]);
  });

  it('names what an incomplete NewsArticle lacks (the microdata one had only headline, date and body)', () => {
    const partial = { ...ctx, '@type': 'NewsArticle', headline: 'x', datePublished: '2026-11-20' };
    expect(structuredDataProblems([partial], PAGE)).toEqual([
      'NewsArticle has no absolute image URL',
      'NewsArticle dateModified is not an ISO 8601 date',
      'NewsArticle has no mainEntityOfPage URL',
      'author is missing',
      'NewsArticle publisher is missing',
    ]);
    expect(structuredDataProblems([{ ...article, author: [] }], PAGE)).toEqual(['author is missing']);
  });

  it('wants video sizes as quantities and an embedUrl that is a player, not the page', () => {
    expect(structuredDataProblems([{ ...video, width: 1280, height: 720, embedUrl: PAGE.url }], PAGE)).toEqual([
      'VideoObject embedUrl points at the page itself, not at a player',
      'VideoObject width is a bare number, not a QuantitativeValue',
      'VideoObject height is a bare number, not a QuantitativeValue',
    ]);
  });

  it('checks the SearchAction template against its query-input', () => {
    const wrong = { ...webSite, potentialAction: { '@type': 'SearchAction', target: 'https://meydan.test/ara/{q}', 'query-input': 'required name=search_term_string' } };
    expect(structuredDataProblems([wrong], PAGE)).toEqual(['SearchAction urlTemplate does not carry {search_term_string}']);
    expect(structuredDataProblems([{ ...webSite, potentialAction: undefined }], PAGE)).toEqual(['WebSite has no SearchAction']);
  });

  it('wants list items numbered in order with absolute URLs', () => {
    const list = { ...ctx, '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 2, url: '/haber/a-1' }, { '@type': 'ListItem', position: 1, url: 'https://meydan.test/b' }] };
    expect(structuredDataProblems([list], PAGE)).toEqual(['ItemList element 1 has no absolute url', 'ItemList element 2 has no ascending position']);
    expect(structuredDataProblems([{ ...collection, mainEntity: undefined }], PAGE)).toEqual(['CollectionPage has no ItemList as mainEntity']);
  });

  it('reports a block without schema.org context or type, and one that does not parse', () => {
    expect(structuredDataProblems([{ '@type': 'Thing' }, { ...ctx }, { '@error': 'Unexpected token' }], PAGE)).toEqual([
      'JSON-LD block 1 has no schema.org @context',
      'JSON-LD block 2 has no @type',
      'JSON-LD block 3 does not parse: Unexpected token',
    ]);
  });
});

describe('reading the server HTML', () => {
  const head =
    '<head><meta property="og:type" content="website"><meta property="og:title" content="Meydan &amp; co"><meta property="og:description" content="d">' +
    '<meta property="og:url" content="https://meydan.test/"><meta property="og:site_name" content="Meydan"><meta property="og:locale" content="tr_TR">' +
    '<meta property="og:image" content="https://meydan.test/media/a.jpg"><meta name="twitter:card" content="summary_large_image">' +
    `<script type="application/ld+json" nonce="n" data-head>${JSON.stringify(webSite)}</script><script type="application/ld+json">{oops</script></head>`;

  it('parses the JSON-LD blocks, the head meta and microdata types', () => {
    const blocks = jsonLdBlocks(head);
    expect(blocks[0]).toEqual(webSite);
    expect(blocks[1]).toHaveProperty('@error');
    expect(headMeta(head)['og:title']).toBe('Meydan & co');
    expect(microdataTypes('<article itemScope itemtype="https://schema.org/NewsArticle">')).toEqual(['https://schema.org/NewsArticle']);
  });

  it('wants the Open Graph and Twitter tags a shared link shows', () => {
    expect(socialTagProblems(headMeta(head))).toEqual([]);
    expect(socialTagProblems({ 'og:type': 'website', 'og:title': 't', 'og:url': 'https://x/', 'og:site_name': 'Meydan', 'og:locale': 'tr' })).toEqual([
      'og:description is missing',
      'og:image is missing',
      'twitter:card is missing',
      'og:locale is not like tr_TR',
    ]);
  });

  it('sums up a page: its types, the required ones it lacks and a second description in microdata', () => {
    const html = `${head}<body><article itemscope itemtype="https://schema.org/NewsArticle"></article></body>`;
    const result = checkPageStandards(html, { ...PAGE, requiredTypes: ['WebSite', 'CollectionPage'] });
    expect(result.types).toEqual(['WebSite']);
    expect(result.problems).toEqual([
      'JSON-LD block 2 does not parse: ' + (jsonLdBlocks(head)[1]?.['@error'] as string),
      'no CollectionPage in the JSON-LD',
      'microdata https://schema.org/NewsArticle beside the JSON-LD (one description per page)',
    ]);
  });
});
