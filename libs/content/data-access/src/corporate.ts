/*
 * The corporate and legal texts live in the contracts lib, shared with the API that serves the
 * terms of use and the privacy policy (see libs/shared/contracts/src/documents/documents.ts).
 * Re-exported here so the content pages keep importing their data from their data-access lib.
 */
export { CORPORATE_PAGES, loadCorporateDocuments, loadLegalDocuments } from '@meydan/shared/contracts/constants';
export type { CorporateDocument, CorporateDocuments, CorporatePageKey, LegalDocumentKey, LegalDocuments } from '@meydan/shared/contracts';
