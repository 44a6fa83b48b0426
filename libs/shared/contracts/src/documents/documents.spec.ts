import { EDITIONS, LEGAL_DOCUMENTS } from '@meydan/shared/util/routing';
import { Value } from '@sinclair/typebox/value';
import { CORPORATE_PAGES, loadCorporateDocuments, loadLegalDocuments, WrittenDocumentSchema, type WrittenDocument } from './documents';

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

  it('names every cookie the platform sets in each cookie policy', async () => {
    for (const edition of EDITIONS) {
      const text = JSON.stringify((await loadCorporateDocuments(edition))['cookie-policy']);
      for (const cookie of ['locale', 'm-rid', 'notp', 'o-auth-token', 'o-refresh-token', 'o-anon-token']) expect(text).toContain(cookie);
      // The anonymous identity's readable marker, named apart from its token.
      expect(text).toMatch(/\bo-anon(?!-token)\b/);
    }
  });

  it('names the same cookies in each member and visitor KVKK notice', async () => {
    for (const edition of EDITIONS) {
      const text = JSON.stringify((await loadLegalDocuments(edition))['uye-ziyaretci']);
      for (const cookie of ['locale', 'm-rid', 'notp', 'o-auth-token', 'o-refresh-token', 'o-anon-token']) expect(text).toContain(cookie);
      // The anonymous identity's readable marker, named apart from its token.
      expect(text).toMatch(/\bo-anon(?!-token)\b/);
    }
  });
});
