import { dailyCardFromDigest, dailyCardSeed, drawCards, TAROT_CARDS, TAROT_SPREADS, tarotCardById, tarotCardBySlug, tarotDayOf } from './index';

/** Park–Miller's minimal standard generator: reproducible draws for the tests below. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

describe('the deck', () => {
  it('has the 78 Rider–Waite cards with unique ids and url-safe slugs', () => {
    expect(TAROT_CARDS).toHaveLength(78);
    expect(new Set(TAROT_CARDS.map((card) => card.id)).size).toBe(78);
    expect(new Set(TAROT_CARDS.map((card) => card.slug)).size).toBe(78);
    for (const card of TAROT_CARDS) expect(card.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(TAROT_CARDS.filter((card) => card.arcana === 'major')).toHaveLength(22);
    for (const suit of ['wands', 'cups', 'swords', 'pentacles']) expect(TAROT_CARDS.filter((card) => card.suit === suit)).toHaveLength(14);
  });

  it('keeps the ids of the research data and names each card in three languages', () => {
    expect(tarotCardBySlug('deli')).toMatchObject({ id: 'ar00', number: 0, roman: '0', names: { tr: 'Deli', en: 'The Fool', ru: 'Шут' } });
    expect(tarotCardBySlug('kupa-asi')).toMatchObject({ id: 'cuac', suit: 'cups', rank: 'ace', number: 1, names: { en: 'Ace of Cups', ru: 'Туз Кубков' } });
    expect(tarotCardBySlug('kilic-ikilisi')).toMatchObject({ id: 'sw02', names: { tr: 'Kılıç İkilisi', en: 'Two of Swords', ru: 'Двойка Мечей' } });
    expect(tarotCardBySlug('kilic-usagi')?.names.ru).toBe('Паж Мечей');
    expect(tarotCardBySlug('tilsim-krali')).toMatchObject({ id: 'peki', number: 14, names: { en: 'King of Pentacles', ru: 'Король Пентаклей' } });
    expect(tarotCardById('ar21')?.slug).toBe('dunya');
    expect(tarotCardBySlug('nope')).toBeUndefined();
  });

  it('numbers the trumps in the Rider–Waite order: VIII Strength, XI Justice', () => {
    expect(tarotCardById('ar08')).toMatchObject({ slug: 'guc', roman: 'VIII', names: { en: 'Strength' } });
    expect(tarotCardById('ar11')).toMatchObject({ slug: 'adalet', roman: 'XI', names: { en: 'Justice' } });
  });
});

describe('spreads', () => {
  it('has one, three and ten positions, each named and described in every edition', () => {
    expect(TAROT_SPREADS.daily.positions).toHaveLength(1);
    expect(TAROT_SPREADS['three-card'].positions.map((position) => position.key)).toEqual(['past', 'present', 'future']);
    expect(TAROT_SPREADS['celtic-cross'].positions).toHaveLength(10);
    for (const spread of Object.values(TAROT_SPREADS)) {
      expect(new Set(spread.positions.map((position) => position.key)).size).toBe(spread.positions.length);
      for (const position of spread.positions)
        for (const edition of ['tr', 'en', 'ru'] as const) {
          expect(position.name[edition].length).toBeGreaterThan(2);
          expect(position.description[edition].length).toBeGreaterThan(20);
        }
    }
  });
});

describe('drawCards', () => {
  it('draws different cards, reproducibly for the same random sequence', () => {
    const drawn = drawCards(10, seeded(7));
    expect(new Set(drawn.map(({ card }) => card.id)).size).toBe(10);
    expect(drawCards(10, seeded(7))).toEqual(drawn);
    expect(drawCards(10, seeded(8))).not.toEqual(drawn);
    expect(new Set(drawCards(78, seeded(1)).map(({ card }) => card.id)).size).toBe(78);
  });

  it('gives every card and both orientations a fair chance', () => {
    const random = seeded(42);
    const counts = new Map<string, number>();
    let reversed = 0;
    const draws = 39_000;
    for (let i = 0; i < draws; i++) {
      const [first] = drawCards(1, random);
      counts.set(first?.card.id ?? '', (counts.get(first?.card.id ?? '') ?? 0) + 1);
      if (first?.reversed) reversed++;
    }
    expect(counts.size).toBe(78);
    // 500 expected per card; ±30 % is far outside chance for a fair shuffle of this size.
    for (const count of counts.values()) expect(Math.abs(count - 500)).toBeLessThan(150);
    expect(reversed / draws).toBeGreaterThan(0.48);
    expect(reversed / draws).toBeLessThan(0.52);
  });

  it('survives a generator that returns 1 and refuses impossible counts', () => {
    expect(drawCards(3, () => 1)).toHaveLength(3);
    expect(() => drawCards(79, Math.random)).toThrow(RangeError);
    expect(() => drawCards(-1, Math.random)).toThrow(RangeError);
  });
});

describe('the card of the day', () => {
  it('is read from the digest: card from the first six bytes, orientation from the seventh', () => {
    expect(dailyCardFromDigest(new Uint8Array([0, 0, 0, 0, 0, 0, 0]))).toEqual({ card: TAROT_CARDS[0], reversed: true });
    expect(dailyCardFromDigest(new Uint8Array([0, 0, 0, 0, 0, 79, 200]))).toEqual({ card: TAROT_CARDS[1], reversed: false });
    expect(() => dailyCardFromDigest(new Uint8Array(6))).toThrow(RangeError);
  });

  it('hashes the reader and the day together', () => {
    expect(dailyCardSeed('visitor:a', '2026-05-01')).not.toBe(dailyCardSeed('visitor:a', '2026-05-02'));
    expect(dailyCardSeed('visitor:a', '2026-05-01')).not.toBe(dailyCardSeed('visitor:b', '2026-05-01'));
  });

  it('switches days at midnight in Istanbul', () => {
    expect(tarotDayOf(Date.parse('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(tarotDayOf(Date.parse('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
