/**
 * A price for display in a locale: `formatPrice(6089.9, 'TRY', 'tr-TR')` → "₺6.089,90",
 * `formatPrice(16990, 'RUB', 'ru-RU')` → "16 990 ₽". Whole amounts drop the decimals (shops
 * write 16 990 ₽, not 16 990,00 ₽); others keep the currency's own number of them.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) }).format(amount);
}
