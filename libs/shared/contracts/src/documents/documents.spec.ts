import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Edition, EDITIONS, LEGAL_DOCUMENTS } from '@meydan/shared/util/routing';
import { Value } from '@sinclair/typebox/value';
import { CORPORATE_PAGES, loadCorporateDocuments, loadLegalDocuments, WrittenDocumentSchema, type WrittenDocument } from './documents';

/**
 * Everything the platform keeps in a reader's browser, grouped as the cookie banner groups it
 * (issue 19: "the cookie policy texts list exactly what the banner controls"). Every edition's
 * cookie policy names each of them in the section(s) headed with the banner's own label for that
 * purpose. A name ending in `:` or `.` stands for keys that go on per member, post or game
 * (`meydan:write:<member>:<post>`). A cookie that serves several purposes is listed under each.
 * A new cookie or storage key belongs here, and in the three policies, before it ships: the
 * source scan below fails until it is.
 */
const BROWSER_STORAGE: Readonly<Record<string, { cookies: readonly string[]; storage: readonly string[] }>> = {
  necessary: {
    cookies: [
      'm-consent',
      'o-auth-token',
      'o-refresh-token',
      'o-google-state',
      'o-facebook-state',
      'o-twitter-secret',
      'o-anon-token',
      'o-anon',
      'o-push-snooze',
      'notp',
      'm-noads',
      'theme',
      'm-rid',
      'tarot_reader',
    ],
    storage: [
      'meydan:consent-pending',
      'meydan.google-prompt.snoozed',
      'meydan.verify-prompt.dismissed.',
      'meydan.verify-prompt.seen.',
      'meydan.survey',
      'meydan.feedback-draft',
      'meydan.push.registration',
      'meydan.push.snooze-step',
      'meydan.realtime.cid',
      'meydan:write:',
      'meydan:messaging:',
      'meydan:games:',
      'meydan:games:high-contrast',
      'meydan:ttt',
      'meydan:scroll-positions',
      'meydan.device.mobile',
      // Only where a deployment configures Firebase (anonymous sign-in, Firebase messaging).
      'firebase:',
    ],
  },
  // `dataLayer` is a page variable rather than storage, but the banner switches it too.
  analytics: { cookies: ['m-rid'], storage: ['meydan:tracker-id', 'meydan:tracker-session', 'meydan:collector-status', 'dataLayer'] },
  personalization: { cookies: ['m-rid'], storage: [] },
  advertising: { cookies: ['o-interstitial'], storage: ['meydan:ad-id'] },
};
const PURPOSES = Object.keys(BROWSER_STORAGE);

const ALL_COOKIES = [...new Set(Object.values(BROWSER_STORAGE).flatMap((group) => group.cookies))];
const ALL_STORAGE = Object.values(BROWSER_STORAGE).flatMap((group) => group.storage);
/** The ids in browser storage that stand for a reader: the KVKK notice names them too. */
const READER_IDS = ['meydan:tracker-id', 'meydan:ad-id'];
/** `meydan…` strings in files that use browser storage which are not storage keys (window events). */
const NOT_STORAGE_KEYS = ['meydan:push-registration'];

/*
 * The cookie lib, the i18n lib and the apps are read as files, not imported: their specs import
 * the contracts (through the shared testing lib), and an import back would make a cycle.
 */
const WORKSPACE = join(__dirname, '../../../../..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(WORKSPACE, path), 'utf8')) as T;

interface TextTree {
  [key: string]: string | TextTree;
}

/** The banner's and the footer's own words in each edition. */
const COMMON_TEXTS = Object.fromEntries(EDITIONS.map((edition) => [edition, readJson<TextTree>(`libs/shared/util/i18n/src/lib/locales/${edition}/common.json`)])) as Record<Edition, TextTree>;

function label(edition: Edition, path: string): string {
  const value = path.split('.').reduce<TextTree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), COMMON_TEXTS[edition]);
  if (typeof value !== 'string') throw new Error(`no ${path} text in ${edition}`);
  return value;
}

/** The banner's name of a purpose in an edition ("Strictly necessary", "Okuma istatistikleri" …). */
const purposeLabel = (edition: Edition, purpose: string) => label(edition, purpose === 'necessary' ? 'consent.necessary' : `consent.purposes.${purpose}`);

/** The platform's source files (no specs, test harnesses or build output). */
function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'testing', '.data'].includes(entry.name)) sourceFiles(path, found);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const SOURCES = ['apps', 'libs'].flatMap((root) => sourceFiles(join(WORKSPACE, root))).map((path) => ({ path: relative(WORKSPACE, path), code: readFileSync(path, 'utf8') }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a whole word: `o-anon` is not found inside `o-anon-token`, nor `meydan:games:` inside `meydan:games:high-contrast`. */
const named = (name: string) => new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(name)}(?![A-Za-z0-9_-])`);

/** A key found in the code is listed: itself, or a listed family it opens (`meydan:messaging` + `:…`) or belongs to. */
const listed = (key: string) =>
  ALL_STORAGE.some((name) => name === key || (/[:.]$/.test(name) && (key.startsWith(name) || name === `${key}:` || name === `${key}.`)));

function text(doc: WrittenDocument, sections = doc.sections): string {
  return [doc.title, doc.description, ...sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])])].join('\n');
}

function checkDocument(doc: WrittenDocument) {
  expect(Value.Check(WrittenDocumentSchema, doc)).toBe(true);
  expect(doc.title.length).toBeGreaterThan(2);
  expect(doc.description.length).toBeGreaterThan(20);
  expect(doc.description.length).toBeLessThanOrEqual(160);
  expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(doc.sections.length).toBeGreaterThan(1);
  for (const section of doc.sections) {
    expect(section.heading.length).toBeGreaterThan(1);
    expect((section.paragraphs?.length ?? 0) + (section.items?.length ?? 0)).toBeGreaterThan(0);
    // A paragraph or item said twice in one section is an editing slip.
    for (const list of [section.paragraphs ?? [], section.items ?? []]) expect(list.filter((entry, index) => list.indexOf(entry) !== index)).toEqual([]);
  }
}

describe('written documents', () => {
  it.each(EDITIONS)('has every corporate page and legal notice in %s, well formed', async (edition) => {
    const corporate = await loadCorporateDocuments(edition);
    expect(Object.keys(corporate).sort()).toEqual([...CORPORATE_PAGES].sort());
    Object.values(corporate).forEach(checkDocument);
    const legal = await loadLegalDocuments(edition);
    expect(Object.keys(legal).sort()).toEqual([...LEGAL_DOCUMENTS].sort());
    Object.values(legal).forEach(checkDocument);
  });

  it('groups the browser storage list exactly as the banner groups its purposes', () => {
    const consentSource = readFileSync(join(WORKSPACE, 'libs/shared/util/cookies/src/lib/consent.ts'), 'utf8');
    const declared = /CONSENT_PURPOSES = \[([^\]]*)\]/.exec(consentSource)?.[1]?.match(/'[^']+'/g)?.map((purpose) => purpose.slice(1, -1));
    expect(declared?.length).toBeGreaterThan(0);
    expect(PURPOSES).toEqual(['necessary', ...(declared ?? [])]);
    // The banner's second screen offers the same purposes, in the same order, in every edition.
    for (const edition of EDITIONS) expect(Object.keys((COMMON_TEXTS[edition]['consent'] as TextTree)['purposes'] as TextTree)).toEqual(declared);
  });

  it('lists every cookie the platform declares and every storage key its browser code writes', () => {
    const cookies = SOURCES.flatMap(({ code }) => [...code.matchAll(/\b[A-Z][A-Z0-9_]*_COOKIE\s*=\s*'([^']+)'/g)].map((match) => match[1] as string));
    expect(cookies).toEqual(expect.arrayContaining(['m-consent', 'm-rid', 'o-auth-token']));
    expect([...new Set(cookies)].filter((cookie) => !ALL_COOKIES.includes(cookie))).toEqual([]);

    // `meydan…` strings in a file that writes browser storage, and `meydan…` values of any *_KEY(S) constant.
    const meydanStrings = (code: string) => [...code.matchAll(/['`](meydan[.:][A-Za-z0-9_.:-]*)/g)].map((match) => match[1] as string);
    const storageUsers = SOURCES.filter(({ code }) => /\b(localStorage|sessionStorage|storageSet|writeSession)\b|\.storage\.set\(/.test(code));
    const keyConstants = SOURCES.flatMap(({ path, code }) => [...code.matchAll(/\b[A-Z][A-Z0-9_]*KEYS?(?:_PREFIX)?\s*=\s*(.*)/g)].map((match) => ({ path, code: match[1] as string })));
    const keys = [...storageUsers, ...keyConstants].flatMap(({ path, code }) => meydanStrings(code).map((key) => ({ path, key })));
    expect(keys.map(({ key }) => key)).toEqual(expect.arrayContaining(['meydan:consent-pending', 'meydan.realtime.cid']));
    expect(keys.filter(({ key }) => !listed(key) && !NOT_STORAGE_KEYS.includes(key))).toEqual([]);
  });

  it.each(EDITIONS)('names every cookie and storage key in the %s cookie policy, under the banner purpose it serves', async (edition) => {
    const policy = (await loadCorporateDocuments(edition))['cookie-policy'];
    for (const [purpose, group] of Object.entries(BROWSER_STORAGE)) {
      const heading = purposeLabel(edition, purpose);
      const sections = policy.sections.filter((section) => section.heading.includes(heading));
      expect({ purpose, headings: sections.length }).not.toEqual({ purpose, headings: 0 });
      const body = text(policy, sections);
      for (const name of [...group.cookies, ...group.storage]) expect({ purpose, name, found: named(name).test(body) }).toEqual({ purpose, name, found: true });
    }
    const whole = text(policy);
    // How to change the choice: the footer link's own words, and how long a choice holds.
    expect(whole).toContain(label(edition, 'footer.links.cookiePreferences'));
    const maxAgeDays = /CONSENT_MAX_AGE = (\d+) \* 24 \* 60 \* 60/.exec(readFileSync(join(WORKSPACE, 'libs/shared/util/cookies/src/lib/consent.ts'), 'utf8'))?.[1];
    expect(maxAgeDays).toBeDefined();
    expect(whole).toMatch(named(`${maxAgeDays}`));
  });

  it.each(EDITIONS)('names every cookie and the reader ids in the %s member and visitor KVKK notice', async (edition) => {
    const notice = text((await loadLegalDocuments(edition))['uye-ziyaretci']);
    for (const name of [...ALL_COOKIES, ...READER_IDS]) expect({ name, found: named(name).test(notice) }).toEqual({ name, found: true });
  });

  it('tells a name apart from a longer one, and a key family from its members', () => {
    expect(named('o-anon').test('o-anon-token only')).toBe(false);
    expect(named('o-anon').test('o-anon-token and o-anon')).toBe(true);
    expect(named('meydan:games:').test('meydan:games:high-contrast')).toBe(false);
    expect(named('meydan:games:').test('meydan:games:… (local storage)')).toBe(true);
    expect(named('notp').test('?notp in the address')).toBe(true);
    expect(listed('meydan:messaging')).toBe(true);
    expect(listed('meydan:write:')).toBe(true);
    expect(listed('meydan:games:high-contrast')).toBe(true);
    expect(listed('meydan:unknown')).toBe(false);
  });
});
