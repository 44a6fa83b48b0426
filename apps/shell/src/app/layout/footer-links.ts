import type { FooterCardsResponse } from '@meydan/shared/contracts';

/** One link of the footer's lists: exactly what the footer shows of an article or a tag. */
export interface FooterLink {
  title: string;
  route: string;
}

export interface FooterLinks {
  popular: FooterLink[];
  recent: FooterLink[];
  hashtags: FooterLink[];
}

export const FOOTER_LIST_KEYS = ['popular', 'recent', 'hashtags'] as const satisfies ReadonlyArray<keyof FooterLinks>;
export type FooterListKey = (typeof FOOTER_LIST_KEYS)[number];

/** How many stories each article list shows. */
export const FOOTER_ARTICLES = 6;

/** The `data-footer-list` attribute on each list's `<ul>`, which the browser reads back (readFooterLinks). */
export const FOOTER_LIST_ATTRIBUTE = 'data-footer-list';

export function footerLinksOf(response: FooterCardsResponse): FooterLinks {
  const articles = (items: FooterCardsResponse['recentMegaFooterArticles']) => items.slice(0, FOOTER_ARTICLES).map(({ title, route }) => ({ title, route }));
  return {
    popular: articles(response.popularMegaFooterArticles),
    recent: articles(response.recentMegaFooterArticles),
    hashtags: response.footerHashtags.map(({ name, route }) => ({ title: name, route })),
  };
}

/** A hashtag shows as `#name`. */
export const HASHTAG_PREFIX = '#';

/**
 * The footer's lists as the server rendered them, read from the page before hydration. The
 * footer shows the same lists on every page, so they stay out of each page's boot state: the
 * links in the server HTML are the data, and hydrating from them cannot mismatch. Null when the
 * page has no footer lists (the server's footer request failed): the browser then fetches them.
 */
export function readFooterLinks(root: ParentNode): FooterLinks | null {
  const lists = root.querySelectorAll(`[${FOOTER_LIST_ATTRIBUTE}]`);
  if (lists.length === 0) return null;
  const links: FooterLinks = { popular: [], recent: [], hashtags: [] };
  lists.forEach((list) => {
    const key = list.getAttribute(FOOTER_LIST_ATTRIBUTE) as FooterListKey;
    if (!FOOTER_LIST_KEYS.includes(key)) return;
    links[key] = Array.from(list.querySelectorAll('a'), (anchor) => {
      const text = anchor.textContent ?? '';
      return { title: key === 'hashtags' && text.startsWith(HASHTAG_PREFIX) ? text.slice(HASHTAG_PREFIX.length) : text, route: anchor.getAttribute('href') ?? '' };
    });
  });
  return links;
}
