// The astrology remote's pages (issue 17): the hub, compatibility, the birth chart and rising sign calculators with their results, the sign pages and tarot.
export { AstroHomePage, loadAstroHome } from './hub/astro-home-page';
export { CompatibilityPage, loadCompatibility } from './compatibility/compatibility-page';
export { loadNatalForm, NatalFormPage } from './natal/natal-form-page';
export { loadNatalResult, NatalResultPage } from './natal/natal-result-page';
export { loadRisingForm, loadRisingResult, RisingFormPage, RisingResultPage } from './rising/rising-pages';
export { loadSignRoute, SignRoutePage } from './signs/sign-page';
export { loadTarotDeck, TarotDeckPage } from './tarot/tarot-deck-page';
export { loadTarotCard, TarotCardPage } from './tarot/tarot-card-page';
export { loadTarotReading, TarotReadingRoutePage } from './tarot/tarot-reading-page';
