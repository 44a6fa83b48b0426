import { VALIDATION_MESSAGE_KEYS } from '@meydan/shared/contracts';
import { ERROR_MESSAGES } from '@meydan/shared/util/errors';
import { EDITIONS, SECTION_KEYS, SUBCATEGORY_KEYS } from '@meydan/shared/util/routing';
import { COMMON_RESOURCES, type TranslationTree } from './resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: TranslationTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const flat = Object.fromEntries(EDITIONS.map((edition) => [edition, flatten(COMMON_RESOURCES[edition])])) as Record<
  (typeof EDITIONS)[number],
  Record<string, string>
>;

function baseKeys(edition: (typeof EDITIONS)[number]): string[] {
  return [...new Set(Object.keys(flat[edition]).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

describe('common resources', () => {
  it('have the same keys in every language (plural forms aside)', () => {
    expect(baseKeys('en')).toEqual(baseKeys('tr'));
    expect(baseKeys('ru')).toEqual(baseKeys('tr'));
  });

  it('have no empty texts', () => {
    for (const edition of EDITIONS) {
      for (const [key, text] of Object.entries(flat[edition])) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(flat.tr)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const edition of ['en', 'ru'] as const) {
        const other = Object.entries(flat[edition]).find(([k]) => k.replace(PLURAL_SUFFIX, '') === base);
        expect({ key, placeholders: placeholders(other?.[1] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      }
    }
  });

  it('provide the plural categories each language needs', () => {
    const categories = (edition: string) => new Intl.PluralRules(edition).resolvedOptions().pluralCategories;
    for (const edition of EDITIONS) {
      for (const category of categories(edition)) {
        expect(flat[edition]).toHaveProperty([`counts.views_${category}`]);
        expect(flat[edition]).toHaveProperty([`counts.comments_${category}`]);
      }
    }
  });

  it('are really translated', () => {
    expect(flat.tr['errors.notFound']).toBe('Bu sayfa bulunamadı');
    expect(flat.en['errors.notFound']).toBe('This page could not be found');
    expect(flat.ru['errors.notFound']).toBe('Эта страница не найдена');
    for (const key of ['nav.home', 'errors.general', 'actions.loadMore', 'a11y.skipToContent']) {
      expect(new Set(EDITIONS.map((edition) => flat[edition][key])).size).toBe(3);
    }
  });

  it('name every §2.6 section and subcategory', () => {
    for (const edition of EDITIONS) {
      for (const section of SECTION_KEYS) expect(flat[edition]).toHaveProperty([`nav.sections.${section}`]);
      for (const sub of SUBCATEGORY_KEYS) expect(flat[edition]).toHaveProperty([`nav.subcategories.${sub}`]);
    }
  });

  it('translate every §8 error key', () => {
    for (const edition of EDITIONS) {
      for (const key of Object.values(ERROR_MESSAGES)) expect(flat[edition]).toHaveProperty([key]);
    }
  });

  it('translate every validation key of the contracts', () => {
    for (const edition of EDITIONS) {
      for (const key of VALIDATION_MESSAGE_KEYS) expect(flat[edition]).toHaveProperty([key]);
    }
  });

  it('state the §5 limits in the length messages', () => {
    for (const edition of EDITIONS) {
      expect(flat[edition]['validation.username.length']).toMatch(/3\D+30/);
      expect(flat[edition]['validation.comment.length']).toMatch(/5\D+1000/);
      expect(flat[edition]['validation.message.length']).toContain('3000');
      expect(flat[edition]['validation.password.length']).toContain('6');
      expect(flat[edition]['validation.deletionReason.length']).toContain('500');
    }
  });

  it('carry the layout strings the shell needs', () => {
    const required = [
      'site.name',
      'footer.corporate',
      'footer.links.about',
      'footer.links.career',
      'footer.links.communityRules',
      'footer.links.contact',
      'footer.links.masthead',
      'footer.links.privacyPolicy',
      'footer.links.publicationPrinciples',
      'footer.links.userAgreement',
      'footer.links.feedback',
      'footer.links.rss',
      'social.instagram',
      'social.facebook',
      'social.twitter',
      'social.youtube',
      'social.pinterest',
      'errorPage.goHome',
      'errorPage.redirecting',
      'actions.loadMore',
      'pagination.page',
      'article.recent',
      'article.popular',
      'article.by',
      'article.published',
      'article.updated',
      'article.tags',
      'a11y.breadcrumbHome',
      'a11y.skipToContent',
      'a11y.backToTop',
      'a11y.menu',
      'search.label',
      'remote.unavailable',
    ];
    for (const edition of EDITIONS) for (const key of required) expect(flat[edition]).toHaveProperty([key]);
    expect(flat.en['errorPage.redirecting']).toContain('{{s}}');
    expect(flat.en['pagination.page']).toContain('{{n}}');
  });
});
