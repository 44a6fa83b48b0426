export {
  addBundle,
  cloneForRequest,
  createI18n,
  type CreateI18nOptions,
  FALLBACK_LANGUAGE,
  type I18n,
  type ResourcesByLanguage,
} from './lib/i18n';
export { COMMON_NS, COMMON_RESOURCES, type TranslationTree } from './lib/resources';
export { DATE_FORMATS, type DateInput, type DayGroup, formatDate, formatDay, formatShortDay, formatTimeline, groupByDay, isoDate, type TimelineStamp } from './lib/dates';
