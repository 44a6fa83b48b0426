export { CONSENT_RATE_LIMIT, consentRoutes, type ConsentRoutesOptions } from './consent.routes';
