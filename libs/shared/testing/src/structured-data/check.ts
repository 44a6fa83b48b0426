/**
 * A structured-data and social-tag check of a page's server HTML (issue 15 item 17), the rules
 * third-party validators apply that can be checked offline: JSON-LD that parses, the fields each
 * schema.org type needs (Google's required and recommended properties for rich results), sizes
 * as quantities, one description of the page (no second, partial one in microdata), and the
 * Open Graph / Twitter tags a shared link needs. Pure: the e2e suite feeds it fetched HTML.
 */

export type JsonLdNode = Record<string, unknown>;

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The JSON-LD blocks of a page; a block that does not parse is reported as `{ '@error': … }`. */
export function jsonLdBlocks(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    try {
      const value = JSON.parse(match[1] as string) as unknown;
      return (Array.isArray(value) ? value : [value]) as JsonLdNode[];
    } catch (error) {
      return [{ '@error': (error as Error).message }];
    }
  });
}

/** The `itemtype`s of microdata on the page (a second description beside the JSON-LD). */
export function microdataTypes(html: string): string[] {
  return [...html.matchAll(/\bitemtype="([^"]*)"/gi)].map((match) => match[1] as string);
}

/** `<meta property|name="…" content="…">` of the head, by property or name. */
export function headMeta(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta[key] = decode(content);
  }
  return meta;
}

const typesOf = (node: JsonLdNode): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const urlOf = (value: unknown): unknown => (value && typeof value === 'object' ? (value as JsonLdNode)['url'] ?? (value as JsonLdNode)['@id'] : value);

type Rule = (node: JsonLdNode, page: PageContext) => string[];

export interface PageContext {
  /** The page's own absolute URL (an embedUrl must not point back at it). */
  url: string;
}

function need(condition: boolean, problem: string): string[] {
  return condition ? [] : [problem];
}

function organization(value: unknown, what: string): string[] {
  const node = value as JsonLdNode | undefined;
  if (!node || typeof node !== 'object') return [`${what} is missing`];
  return [
    ...need(typesOf(node).includes('Organization'), `${what} is not an Organization`),
    ...need(text(node['name']), `${what} has no name`),
    ...need(isAbsoluteUrl(urlOf(node['logo'])), `${what} has no logo URL`),
  ];
}

function authors(value: unknown): string[] {
  const all = list(value) as JsonLdNode[];
  if (all.length === 0) return ['author is missing'];
  return all.flatMap((author, index) => [
    ...need(typesOf(author).some((type) => type === 'Person' || type === 'Organization'), `author ${index + 1} is neither a Person nor an Organization`),
    ...need(text(author['name']), `author ${index + 1} has no name`),
  ]);
}

/** schema.org sizes are quantities: `{ "@type": "QuantitativeValue", "value": 1280, … }`, not bare numbers. */
function quantity(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  const node = value as JsonLdNode;
  if (!node || typeof node !== 'object') return [`${what} is a bare ${typeof value}, not a QuantitativeValue`];
  return [...need(typesOf(node).includes('QuantitativeValue'), `${what} is not a QuantitativeValue`), ...need(typeof node['value'] === 'number', `${what} has no numeric value`)];
}

function listItems(value: unknown, what: string, entry: 'url' | 'item'): string[] {
  const items = list(value) as JsonLdNode[];
  if (items.length === 0) return [`${what} has no itemListElement`];
  return items.flatMap((item, index) => [
    ...need(typesOf(item).includes('ListItem'), `${what} element ${index + 1} is not a ListItem`),
    ...need(Number.isInteger(item['position']) && (index === 0 || (item['position'] as number) > ((items[index - 1] as JsonLdNode)['position'] as number)), `${what} element ${index + 1} has no ascending position`),
    ...need(isAbsoluteUrl(urlOf(item[entry] ?? item['url'] ?? item['item'])), `${what} element ${index + 1} has no absolute ${entry}`),
  ]);
}

const RULES: Readonly<Record<string, Rule>> = {
  NewsArticle: (node) => [
    ...need(text(node['headline']) && (node['headline'] as string).length <= 110, 'NewsArticle headline is missing or longer than 110 characters'),
    ...need(list(node['image']).length > 0 && list(node['image']).every((image) => isAbsoluteUrl(urlOf(image))), 'NewsArticle has no absolute image URL'),
    ...need(isDate(node['datePublished']), 'NewsArticle datePublished is not an ISO 8601 date'),
    ...need(isDate(node['dateModified']), 'NewsArticle dateModified is not an ISO 8601 date'),
    ...need(isAbsoluteUrl(urlOf(node['mainEntityOfPage']) ?? node['url']), 'NewsArticle has no mainEntityOfPage URL'),
    ...authors(node['author']),
    ...organization(node['publisher'], 'NewsArticle publisher'),
  ],
  VideoObject: (node, page) => [
    ...need(text(node['name']), 'VideoObject has no name'),
    ...need(text(node['description']), 'VideoObject has no description'),
    ...need(list(node['thumbnailUrl']).length > 0 && list(node['thumbnailUrl']).every(isAbsoluteUrl), 'VideoObject has no absolute thumbnailUrl'),
    ...need(isDate(node['uploadDate']), 'VideoObject uploadDate is not an ISO 8601 date'),
    ...need(isAbsoluteUrl(node['contentUrl']) || isAbsoluteUrl(node['embedUrl']), 'VideoObject has neither contentUrl nor embedUrl'),
    ...need(node['embedUrl'] === undefined || node['embedUrl'] !== page.url, 'VideoObject embedUrl points at the page itself, not at a player'),
    ...need(node['duration'] === undefined || /^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/.test(String(node['duration'])), 'VideoObject duration is not an ISO 8601 duration'),
    ...quantity(node['width'], 'VideoObject width'),
    ...quantity(node['height'], 'VideoObject height'),
  ],
  WebSite: (node) => {
    const action = list(node['potentialAction']).find((value) => typesOf(value as JsonLdNode).includes('SearchAction')) as JsonLdNode | undefined;
    const input = /^required name=(\w+)$/.exec(String(action?.['query-input'] ?? ''))?.[1];
    // The target is an EntryPoint with a urlTemplate, or the template itself.
    const target = action?.['target'];
    const urlTemplate = target && typeof target === 'object' ? (target as JsonLdNode)['urlTemplate'] : target;
    return [
      ...need(text(node['name']), 'WebSite has no name'),
      ...need(isAbsoluteUrl(node['url']), 'WebSite has no absolute url'),
      ...need(action !== undefined, 'WebSite has no SearchAction'),
      ...(action ? need(input !== undefined, 'SearchAction query-input is not "required name=…"') : []),
      ...(action && input ? need(isAbsoluteUrl(urlTemplate) && String(urlTemplate).includes(`{${input}}`), `SearchAction urlTemplate does not carry {${input}}`) : []),
    ];
  },
  ItemList: (node) => listItems(node['itemListElement'], 'ItemList', 'url'),
  CollectionPage: (node) => {
    const main = node['mainEntity'] as JsonLdNode | undefined;
    return [
      ...need(text(node['name']), 'CollectionPage has no name'),
      ...need(isAbsoluteUrl(node['url']), 'CollectionPage has no absolute url'),
      ...(main && typesOf(main).includes('ItemList') ? listItems(main['itemListElement'], 'CollectionPage ItemList', 'url') : ['CollectionPage has no ItemList as mainEntity']),
    ];
  },
  BreadcrumbList: (node) => listItems(node['itemListElement'], 'BreadcrumbList', 'item'),
  Quiz: (node) => [...need(text(node['name']), 'Quiz has no name'), ...need(list(node['hasPart']).length > 0, 'Quiz has no questions (hasPart)')],
};

/** The problems of a page's JSON-LD: unparsable blocks, missing context or type, and each known type's required fields. */
export function structuredDataProblems(nodes: readonly JsonLdNode[], page: PageContext): string[] {
  return nodes.flatMap((node, index) => {
    if ('@error' in node) return [`JSON-LD block ${index + 1} does not parse: ${String(node['@error'])}`];
    const types = typesOf(node);
    const context = String(node['@context'] ?? '');
    return [
      ...need(/^https?:\/\/schema\.org\/?$/.test(context), `JSON-LD block ${index + 1} has no schema.org @context`),
      ...need(types.length > 0, `JSON-LD block ${index + 1} has no @type`),
      ...types.flatMap((type) => RULES[type]?.(node, page) ?? []),
    ];
  });
}

/** The Open Graph and Twitter tags a shared link of the page needs. */
export function socialTagProblems(meta: Readonly<Record<string, string>>): string[] {
  const required = ['og:type', 'og:title', 'og:description', 'og:url', 'og:site_name', 'og:locale', 'og:image', 'twitter:card'];
  return [
    ...required.filter((key) => !meta[key]).map((key) => `${key} is missing`),
    ...need(meta['og:image'] === undefined || isAbsoluteUrl(meta['og:image']), 'og:image is not an absolute URL'),
    ...need(meta['og:locale'] === undefined || /^[a-z]{2}_[A-Z]{2}$/.test(meta['og:locale']), 'og:locale is not like tr_TR'),
    ...need(meta['twitter:card'] === undefined || ['summary', 'summary_large_image', 'player', 'app'].includes(meta['twitter:card']), 'twitter:card is not a known card type'),
  ];
}

/** Everything the check finds on a page: JSON-LD problems, the types it lacks, microdata and social tags. */
export function checkPageStandards(html: string, page: PageContext & { requiredTypes: readonly string[] }): { types: string[]; problems: string[] } {
  const nodes = jsonLdBlocks(html);
  const types = nodes.flatMap(typesOf);
  const microdata = microdataTypes(html);
  return {
    types,
    problems: [
      ...structuredDataProblems(nodes, page),
      ...page.requiredTypes.filter((type) => !types.includes(type)).map((type) => `no ${type} in the JSON-LD`),
      ...microdata.map((type) => `microdata ${type} beside the JSON-LD (one description per page)`),
      ...socialTagProblems(headMeta(html)),
    ],
  };
}
