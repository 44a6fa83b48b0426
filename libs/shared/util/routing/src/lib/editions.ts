export type Edition = 'tr' | 'en' | 'ru';

export const EDITIONS: readonly Edition[] = ['tr', 'en', 'ru'];

export const DEFAULT_EDITION: Edition = 'tr';

export const EDITION_LOCALES: Readonly<Record<Edition, string>> = {
  tr: 'tr-TR',
  en: 'en-US',
  ru: 'ru-RU',
};

// Server and browser format dates in the edition's zone, never the machine's, so SSR markup
// hydrates without a text mismatch.
export const EDITION_TIME_ZONES: Readonly<Record<Edition, string>> = {
  tr: 'Europe/Istanbul',
  en: 'UTC',
  ru: 'Europe/Moscow',
};

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}
