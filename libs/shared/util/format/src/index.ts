export { abbreviateCount } from './lib/abbreviate-count';
export { META_DESCRIPTION_MAX, stripHtml, truncate } from './lib/text';
export { formatPrice } from './lib/price';
export { foldText } from './lib/fold-text';
export { type LocalDateTime, type LocalToUtcResult, localDateAt, localToUtc, utcOffsetMsAt } from './lib/local-to-utc';
