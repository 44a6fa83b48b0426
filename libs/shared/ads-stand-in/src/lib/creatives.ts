/**
 * The stand-in's creatives: drawn here as SVG inside a small HTML page (no network, no image
 * files), one of a few fictional advertisers picked from the request so neighbouring slots differ.
 */
export interface Advertiser {
  name: string;
  tagline: Record<string, string>;
  colors: [string, string];
}

export const ADVERTISERS: readonly Advertiser[] = [
  { name: 'Lale Kahve', tagline: { tr: 'Sabahın ilk yudumu', en: 'The first sip of the morning', ru: 'Первый глоток утра' }, colors: ['#5b3a29', '#e8c39e'] },
  { name: 'Boğaz Seyahat', tagline: { tr: 'Hafta sonu kaçamakları', en: 'Weekend getaways', ru: 'Поездки на выходные' }, colors: ['#0b4f6c', '#7fd1ef'] },
  { name: 'Anadolu Bisiklet', tagline: { tr: 'Şehirde özgürce', en: 'Free in the city', ru: 'Свобода в городе' }, colors: ['#1f6f3b', '#b8e986'] },
  { name: 'Ege Zeytinyağı', tagline: { tr: 'Soğuk sıkım, hasat 2026', en: 'Cold pressed, 2026 harvest', ru: 'Холодный отжим, урожай 2026' }, colors: ['#6b6b1f', '#f2e394'] },
  { name: 'Kuzey Kitap', tagline: { tr: 'Kışın okunacak 100 kitap', en: '100 books for winter', ru: '100 книг на зиму' }, colors: ['#3b2a6b', '#c9b8f5'] },
];

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The creative page: the picture fills the frame and links to the advertiser (a stand-in address). */
export function creativeHtml(advertiser: Advertiser, width: number, height: number, edition: string): string {
  const [dark, light] = advertiser.colors;
  const tagline = advertiser.tagline[edition] ?? advertiser.tagline['en'] ?? '';
  const big = Math.max(12, Math.min(height * 0.32, width * 0.09));
  const small = Math.max(10, big * 0.55);
  const wide = width / height > 2.5;
  const nameY = wide ? height / 2 - small * 0.2 : height * 0.45;
  const taglineY = wide ? height / 2 + small * 1.1 : height * 0.45 + big * 1.1;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(advertiser.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.35}" fill="#fff" opacity=".12"/>` +
    `<text x="${wide ? 24 : width / 2}" y="${nameY}" text-anchor="${wide ? 'start' : 'middle'}" font-family="system-ui,sans-serif" font-weight="800" font-size="${big}" fill="#fff">${escapeXml(advertiser.name)}</text>` +
    `<text x="${wide ? 24 : width / 2}" y="${taglineY}" text-anchor="${wide ? 'start' : 'middle'}" font-family="system-ui,sans-serif" font-size="${small}" fill="#fff" opacity=".92">${escapeXml(tagline)}</text>` +
    `</svg>`;
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(advertiser.name)}</title>` +
    `<style>html,body{margin:0;height:100%;overflow:hidden}a{display:block;height:100%}svg{display:block;width:100%;height:100%}</style></head>` +
    `<body><a href="https://ads.meydan.example/click/${encodeURIComponent(advertiser.name)}" target="_blank" rel="noopener">${svg}</a></body></html>`
  );
}
