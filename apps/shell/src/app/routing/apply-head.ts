import { type HeadData, robotsContent } from '@meydan/shared/util/remote-kit';

/** Client-side counterpart of the server's <head> rendering, applied after a navigation. */
export function applyHead(head: HeadData | undefined, fallbackTitle: string): void {
  document.title = head?.title || fallbackTitle;
  setMeta('name', 'description', head?.description);
  setMeta('name', 'robots', robotsContent(head));
  for (const [property, content] of Object.entries(head?.og ?? {})) setMeta(property.startsWith('twitter:') ? 'name' : 'property', property, content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head?.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
  // Extra links (e.g. amphtml, hreflang) and JSON-LD belong to one page: drop the previous
  // page's, add this one's (a NewsArticle left behind would describe the wrong page).
  for (const stale of document.head.querySelectorAll('link[data-head], script[data-head]')) stale.remove();
  for (const data of head?.jsonLd ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    script.setAttribute('data-head', '');
    document.head.appendChild(script);
  }
  for (const { rel, href, hreflang } of head?.links ?? []) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.setAttribute('data-head', '');
    document.head.appendChild(link);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
