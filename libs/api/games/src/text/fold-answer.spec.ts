import { foldAnswer } from './fold-answer';

describe('foldAnswer', () => {
  describe('Turkish', () => {
    it('lowers dotted capital İ to i, not to i plus a combining dot', () => {
      expect(foldAnswer('İSTANBUL')).toBe('istanbul');
      expect(foldAnswer('İstanbul')).toBe('istanbul');
    });

    it('reads dotless ı and capital I as i', () => {
      expect(foldAnswer('ıspanak')).toBe('ispanak');
      expect(foldAnswer('ISPANAK')).toBe('ispanak');
      expect(foldAnswer('Yıldız')).toBe('yildiz');
    });

    it('drops the marks of ş, ü, ç, ğ, ö', () => {
      expect(foldAnswer('ŞÜKÜR')).toBe('sukur');
      expect(foldAnswer('ŞÜKÜR')).toBe(foldAnswer('sukur'));
      expect(foldAnswer('Çağlar Söyüncü')).toBe('caglar soyuncu');
      expect(foldAnswer('Çağlar Söyüncü')).toBe(foldAnswer('caglar soyuncu'));
      expect(foldAnswer('Gökdeniz Karadeniz')).toBe('gokdeniz karadeniz');
    });

    it('folds an English capital I in a Latin name to i', () => {
      expect(foldAnswer('INIESTA')).toBe('iniesta');
      expect(foldAnswer('Ibrahimović')).toBe('ibrahimovic');
    });

    it('accepts a decomposed İ (I + combining dot above)', () => {
      expect(foldAnswer('I\u0307STANBUL')).toBe('istanbul');
    });
  });

  describe('Russian', () => {
    it('lowers Cyrillic and reads ё as е', () => {
      expect(foldAnswer('ХАКАН ШЮКЮР')).toBe('хакан шюкюр');
      expect(foldAnswer('Фёдор Смолов')).toBe('федор смолов');
      expect(foldAnswer('Фёдор Смолов')).toBe(foldAnswer('Федор Смолов'));
      expect(foldAnswer('ЁЖ')).toBe('еж');
    });

    it('folds й and и alike, on both sides of a comparison', () => {
      expect(foldAnswer('Андрей')).toBe(foldAnswer('Андреи'));
    });

    it('turns the apostrophe and hyphen into spaces', () => {
      expect(foldAnswer('Кот-д’Ивуар')).toBe('кот д ивуар');
    });
  });

  describe('Latin diacritics', () => {
    it('drops accents, tildes, carons and umlauts', () => {
      expect(foldAnswer('Agüero')).toBe('aguero');
      expect(foldAnswer('Núñez')).toBe('nunez');
      expect(foldAnswer('Modrić')).toBe('modric');
      expect(foldAnswer('Škrtel')).toBe('skrtel');
      expect(foldAnswer('Kanté')).toBe('kante');
      expect(foldAnswer('João Félix')).toBe('joao felix');
      expect(foldAnswer('Fàbregas')).toBe('fabregas');
    });

    it('spells out letters NFD cannot split', () => {
      expect(foldAnswer('Łukasz Fabiański')).toBe('lukasz fabianski');
      expect(foldAnswer('Ødegaard')).toBe('odegaard');
      expect(foldAnswer('Đorđević')).toBe('dordevic');
      expect(foldAnswer('Straße')).toBe('strasse');
      expect(foldAnswer('Kjær')).toBe('kjaer');
    });

    it('treats precomposed and decomposed letters alike', () => {
      expect(foldAnswer('Mu\u0308ller')).toBe(foldAnswer('Müller'));
    });
  });

  describe('punctuation and spaces', () => {
    it('turns punctuation into single spaces and trims', () => {
      expect(foldAnswer("  N'Golo   Kanté! ")).toBe('n golo kante');
      expect(foldAnswer('Alexander-Arnold')).toBe('alexander arnold');
      expect(foldAnswer('van\tDijk\n')).toBe('van dijk');
    });

    it('keeps digits', () => {
      expect(foldAnswer('CR7')).toBe('cr7');
    });

    it('folds an empty or blank text to the empty string', () => {
      expect(foldAnswer('')).toBe('');
      expect(foldAnswer(' .,- ')).toBe('');
    });

    it('is idempotent', () => {
      for (const text of ['İSTANBUL', 'Çağlar Söyüncü', 'Фёдор', 'Łukasz', "N'Golo"]) {
        expect(foldAnswer(foldAnswer(text))).toBe(foldAnswer(text));
      }
    });
  });
});
