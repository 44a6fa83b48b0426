/**
 * @meydan/shared/consent-ui — the cookie choice form (the banner and the cookie policy's
 * preferences). A library of its own so that pages importing the shared UI pieces do not carry
 * the consent form and its client with them (workspace libraries have no tree-shaking of barrels).
 */
export { CONSENT_FORM_ATTRIBUTE, ConsentForm, type ConsentFormProps } from './consent-form';
