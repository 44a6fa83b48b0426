import type { Edition } from '@meydan/shared/util/routing';

interface CountStyle {
  thousand: string;
  million: string;
  decimal: string;
}

const NBSP = '\u00a0';

// Suffixes as each language writes them (the CLDR compact forms); tr and ru put a no-break
// space before the suffix so "1,5 B" never wraps between number and unit.
const STYLES: Readonly<Record<Edition, CountStyle>> = {
  tr: { thousand: `${NBSP}B`, million: `${NBSP}Mn`, decimal: ',' },
  en: { thousand: 'K', million: 'M', decimal: '.' },
  ru: { thousand: `${NBSP}тыс.`, million: `${NBSP}млн`, decimal: ',' },
};

function oneDecimal(tenths: number, style: CountStyle): string {
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return fraction === 0 ? String(whole) : `${whole}${style.decimal}${fraction}`;
}

/**
 * SPEC §9 view/like counts: below 1000 as is; 1000–9999 in thousands with one decimal;
 * 10000–999999 in whole thousands; from a million in millions with one decimal. Values are
 * truncated, not rounded, so a count is never overstated and 999999 stays "999K", not "1000K".
 */
export function abbreviateCount(count: number, edition: Edition): string {
  if (!Number.isFinite(count)) return '0';
  if (count < 0) return `-${abbreviateCount(-count, edition)}`;
  const n = Math.floor(count);
  const style = STYLES[edition];
  if (n < 1000) return String(n);
  if (n < 10_000) return `${oneDecimal(Math.floor(n / 100), style)}${style.thousand}`;
  if (n < 1_000_000) return `${Math.floor(n / 1000)}${style.thousand}`;
  return `${oneDecimal(Math.floor(n / 100_000), style)}${style.million}`;
}
