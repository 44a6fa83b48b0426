import type { Edition } from '@meydan/shared/util/routing';

const TEXT: Record<Edition, { title: string; home: string }> = {
  tr: { title: 'Meydan çok yoğun! Lütfen daha sonra tekrar dene', home: 'Ana sayfaya dön' },
  en: { title: 'Meydan is busy! Please try again later', home: 'Go to the home page' },
  ru: { title: 'Meydan перегружен! Пожалуйста, попробуйте позже', home: 'На главную' },
};

/**
 * Last-resort page when rendering itself failed (SPEC §2.10): static HTML with no React and no
 * data, so it cannot fail the same way. It follows the system's colour scheme (the reader's
 * theme cookie is not worth reading here).
 */
export function renderFallbackErrorPage(edition: Edition): string {
  const text = TEXT[edition];
  return `<!DOCTYPE html><html lang="${edition}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${text.title}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1d1d1f;text-align:center;padding:1rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:8px;background:#e30613;color:#fff;text-decoration:none;font-weight:600}@media(prefers-color-scheme:dark){body{color:#ececee;background:#141416}}</style></head><body><main><h1>${text.title}</h1><a href="/">${text.home}</a></main></body></html>`;
}
