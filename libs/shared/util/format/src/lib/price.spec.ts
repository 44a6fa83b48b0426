import { formatPrice } from './price';

// Intl separates some parts with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes each edition’s currency the way its readers expect', () => {
    expect(plain(formatPrice(6089.9, 'TRY', 'tr-TR'))).toBe('₺6.089,90');
    expect(plain(formatPrice(178.99, 'USD', 'en-US'))).toBe('$178.99');
    expect(plain(formatPrice(16990, 'RUB', 'ru-RU'))).toBe('16 990 ₽');
  });

  it('drops the decimals of whole amounts only', () => {
    expect(plain(formatPrice(40, 'USD', 'en-US'))).toBe('$40');
    expect(plain(formatPrice(40.5, 'USD', 'en-US'))).toBe('$40.50');
  });
});
