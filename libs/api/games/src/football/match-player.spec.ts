import type { Footballer } from './footballer.types';
import { FOOTBALLERS } from './footballers';
import { allowedTypos, matchFootballer, typoDistance } from './match-player';

const ids = (typed: string, players: readonly Footballer[] = FOOTBALLERS) => matchFootballer(typed, players).map((player) => player.id);

const player = (id: string, name: string, nameRu: string, aliases: string[] = []): Footballer => ({
  id,
  name,
  nameRu,
  aliases,
  teams: ['galatasaray', 'turkey'],
});

describe('matchFootballer', () => {
  describe('exact names', () => {
    it('finds a player by his full name, whatever the case, diacritics or dotted i', () => {
      expect(ids('Hakan Şükür')).toEqual(['hakan-sukur']);
      expect(ids('hakan sukur')).toEqual(['hakan-sukur']);
      expect(ids('HAKAN ŞÜKÜR')).toEqual(['hakan-sukur']);
      expect(ids('çağlar söyüncü')).toEqual(['caglar-soyuncu']);
      expect(ids('CAGLAR SOYUNCU')).toEqual(['caglar-soyuncu']);
      expect(ids('İlkay Gündoğan')).toEqual(['ilkay-gundogan']);
      expect(ids('ILKAY GUNDOGAN')).toEqual(['ilkay-gundogan']);
    });

    it('finds a player by his Russian name, ё or е', () => {
      expect(ids('Хакан Шюкюр')).toEqual(['hakan-sukur']);
      expect(ids('фёдор смолов')).toEqual(['fyodor-smolov']);
      expect(ids('Федор Смолов')).toEqual(['fyodor-smolov']);
    });

    it('finds a player by an alias', () => {
      expect(ids('Chicharito')).toEqual(['javier-hernandez']);
      expect(ids('CR7')).toEqual(['cristiano-ronaldo']);
      expect(ids('Gazza')).toEqual(['paul-gascoigne']);
      expect(ids('Kim')).toEqual(['kim-min-jae']);
    });

    it('ignores spaces and punctuation inside a name', () => {
      expect(ids("N'Golo Kanté")).toEqual(['ngolo-kante']);
      expect(ids('ngolo kante')).toEqual(['ngolo-kante']);
      expect(ids('Alexander Arnold')).toEqual(['trent-alexander-arnold']);
      expect(ids('vandijk')).toEqual(['virgil-van-dijk']);
    });

    it('finds a single-name player by that name', () => {
      expect(ids('Nani')).toEqual(['nani']);
      expect(ids('Робиньо')).toEqual(['robinho']);
    });
  });

  describe('the surname alone', () => {
    it('finds the player it identifies, in Latin or Russian', () => {
      expect(ids('Şükür')).toEqual(['hakan-sukur']);
      expect(ids('sukur')).toEqual(['hakan-sukur']);
      expect(ids('Шюкюр')).toEqual(['hakan-sukur']);
      expect(ids('Arshavin')).toEqual(['andrey-arshavin']);
      expect(ids('Gerrard')).toEqual(['steven-gerrard']);
    });

    it('accepts a surname of several words and its last word', () => {
      expect(ids('van Dijk')).toEqual(['virgil-van-dijk']);
      expect(ids('Dijk')).toEqual(['virgil-van-dijk']);
      expect(ids('Alexander-Arnold')).toEqual(['trent-alexander-arnold']);
    });

    it('returns every player a shared surname can mean', () => {
      const cole = ids('Cole');
      expect(cole).toEqual(expect.arrayContaining(['ashley-cole', 'joe-cole', 'andy-cole']));
      const silva = ids('Silva');
      expect(silva).toEqual(expect.arrayContaining(['david-silva', 'bernardo-silva', 'thiago-silva', 'rafa-silva']));
      expect(ids('Altıntop')).toEqual(['hamit-altintop', 'halil-altintop']);
    });

    it('does not treat a first name alone as a surname', () => {
      expect(ids('Hakan')).toEqual([]);
      expect(ids('Arda')).toEqual([]);
    });
  });

  describe('typos', () => {
    it('forgives one typo in a name of 6 to 9 letters', () => {
      expect(ids('Arshavn')).toEqual(['andrey-arshavin']);
      expect(ids('Akinfeyev')).toEqual(['igor-akinfeev']);
      expect(ids('Аршавен')).toEqual(['andrey-arshavin']);
      expect(ids('Kuyt Dirk')).toEqual([]);
    });

    it('forgives a swap of two neighbouring letters as one typo', () => {
      expect(ids('Gerarrd')).toEqual(['steven-gerrard']);
      expect(ids('Ibrahimovci')).toEqual(['zlatan-ibrahimovic']);
    });

    it('forgives two typos from 10 letters on', () => {
      expect(ids('Hakn Sukru')).toEqual(['hakan-sukur']);
      expect(ids('Jimy Floyd Haselbaink')).toEqual(['jimmy-floyd-hasselbaink']);
    });

    it('forgives nothing in a name under 6 letters', () => {
      expect(ids('Kame')).toEqual([]);
      expect(ids('Sukru')).toEqual([]);
    });

    it('does not stretch to a second typo under 10 letters', () => {
      expect(ids('Arshvn')).toEqual([]);
    });

    it('prefers an exact name over names one typo away', () => {
      const players = [player('a', 'Ali Demirel', 'Али Демирель'), player('b', 'Ali Demirer', 'Али Демирер')];
      expect(ids('Demirel', players)).toEqual(['a']);
      expect(ids('Demirek', players)).toEqual(['a', 'b']);
    });
  });

  it('returns nothing for blank text or a stranger', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  ?! ')).toEqual([]);
    expect(ids('Nobody Atall')).toEqual([]);
  });

  it('works on any list of players, in that list’s order', () => {
    const players = [player('b', 'Burak Yılmaz', 'Бурак Йылмаз'), player('a', 'Barış Alper Yılmaz', 'Барыш Алпер Йылмаз')];
    expect(ids('Yılmaz', players)).toEqual(['b', 'a']);
    expect(ids('Alper Yilmaz', players)).toEqual(['a']);
  });
});

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps', () => {
    expect(typoDistance('gerrard', 'gerrard', 2)).toBe(0);
    expect(typoDistance('gerrard', 'gerard', 2)).toBe(1);
    expect(typoDistance('gerrard', 'gerrardo', 2)).toBe(1);
    expect(typoDistance('gerrard', 'gerrart', 2)).toBe(1);
    expect(typoDistance('gerrard', 'gerarrd', 2)).toBe(1);
    expect(typoDistance('abcdef', 'badcfe', 3)).toBe(3);
  });

  it('stops at the limit', () => {
    expect(typoDistance('arshavin', 'zzzzzzzz', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedTypos', () => {
  it('is 0 below 6 letters, 1 from 6 and 2 from 10', () => {
    expect([5, 6, 9, 10, 20].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });
});
