import { TAROT_RANKS, TAROT_SUITS, type TarotArcana, type TarotRank, type TarotSuit } from '@meydan/shared/contracts/constants';
import type { TarotText } from './tarot-text';

/**
 * The 78 cards of the Rider–Waite(–Smith) deck (issue 17 item 5), as data. Ids are those of the
 * research file (shared/data/astrology/tarot-cards.json, after ekelen/tarot-api): `ar00`…`ar21`
 * for the major arcana, the suit prefix (`wa`, `cu`, `sw`, `pe`) and `ac`, `02`…`10`, `pa`, `kn`,
 * `qu`, `ki` for the minor ones. `slug` is ASCII, built from the Turkish name and the same in
 * every edition (the card pages' URLs), so it must never change once published.
 */

// The suits, ranks and arcana are the API contract's values (one definition for the API and the pages).
export { TAROT_RANKS, TAROT_SUITS, type TarotArcana, type TarotRank, type TarotSuit };

export interface TarotCard {
  /** `ar00` … `ar21`, `waac` … `peki`. */
  id: string;
  /** ASCII, from the Turkish name (`deli`, `kupa-asi`, `kilic-ikilisi`); one slug for all editions. */
  slug: string;
  arcana: TarotArcana;
  /** Null for the major arcana. */
  suit: TarotSuit | null;
  /** Minor arcana only: ace … king. */
  rank: TarotRank | null;
  /** Major arcana: 0 (the Fool) … 21 (the World); minor: 1 (ace) … 10, page 11, knight 12, queen 13, king 14. */
  number: number;
  /** Major arcana: the numeral printed on the card (`0`, `I` … `XXI`); null for the minor ones. */
  roman: string | null;
  names: TarotText;
}

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

/**
 * The major arcana in Rider–Waite order. Waite swapped two trumps of the older Marseille order:
 * here VIII is Strength and XI is Justice (Marseille decks, and some Turkish sites that follow
 * them, have VIII Justice and XI Strength). The numbers are part of the card's identity on the
 * Rider–Waite art, so we keep Waite's.
 */
const MAJORS: readonly (readonly [slug: string, tr: string, en: string, ru: string])[] = [
  ['deli', 'Deli', 'The Fool', 'Шут'],
  ['buyucu', 'Büyücü', 'The Magician', 'Маг'],
  ['azize', 'Azize', 'The High Priestess', 'Верховная Жрица'],
  ['imparatorice', 'İmparatoriçe', 'The Empress', 'Императрица'],
  ['imparator', 'İmparator', 'The Emperor', 'Император'],
  ['aziz', 'Aziz', 'The Hierophant', 'Иерофант'],
  ['asiklar', 'Aşıklar', 'The Lovers', 'Влюблённые'],
  ['savas-arabasi', 'Savaş Arabası', 'The Chariot', 'Колесница'],
  ['guc', 'Güç', 'Strength', 'Сила'],
  ['ermis', 'Ermiş', 'The Hermit', 'Отшельник'],
  ['kader-carki', 'Kader Çarkı', 'Wheel of Fortune', 'Колесо Фортуны'],
  ['adalet', 'Adalet', 'Justice', 'Справедливость'],
  ['asilan-adam', 'Asılan Adam', 'The Hanged Man', 'Повешенный'],
  ['olum', 'Ölüm', 'Death', 'Смерть'],
  ['denge', 'Denge', 'Temperance', 'Умеренность'],
  ['seytan', 'Şeytan', 'The Devil', 'Дьявол'],
  ['kule', 'Kule', 'The Tower', 'Башня'],
  ['yildiz', 'Yıldız', 'The Star', 'Звезда'],
  ['ay', 'Ay', 'The Moon', 'Луна'],
  ['gunes', 'Güneş', 'The Sun', 'Солнце'],
  ['mahkeme', 'Mahkeme', 'Judgement', 'Суд'],
  ['dunya', 'Dünya', 'The World', 'Мир'],
];

interface SuitNames {
  prefix: string;
  slug: string;
  /** The suit as the first word of a card's name: "Kupa İkilisi", "Ace of Cups", "Туз Кубков". */
  tr: string;
  en: string;
  ru: string;
}

const SUITS: Readonly<Record<TarotSuit, SuitNames>> = {
  wands: { prefix: 'wa', slug: 'asa', tr: 'Asa', en: 'Wands', ru: 'Жезлов' },
  cups: { prefix: 'cu', slug: 'kupa', tr: 'Kupa', en: 'Cups', ru: 'Кубков' },
  swords: { prefix: 'sw', slug: 'kilic', tr: 'Kılıç', en: 'Swords', ru: 'Мечей' },
  pentacles: { prefix: 'pe', slug: 'tilsim', tr: 'Tılsım', en: 'Pentacles', ru: 'Пентаклей' },
};

/**
 * Ranks as they follow the suit. Turkish decks write the pips either "Kupa 2'li" or "Kupa
 * İkilisi"; the spelled-out form is used, so the name reads aloud the way its slug is spelled.
 */
const RANKS: Readonly<Record<TarotRank, { id: string; slug: string; tr: string; en: string; ru: string }>> = {
  ace: { id: 'ac', slug: 'asi', tr: 'Ası', en: 'Ace', ru: 'Туз' },
  two: { id: '02', slug: 'ikilisi', tr: 'İkilisi', en: 'Two', ru: 'Двойка' },
  three: { id: '03', slug: 'uclusu', tr: 'Üçlüsü', en: 'Three', ru: 'Тройка' },
  four: { id: '04', slug: 'dortlusu', tr: 'Dörtlüsü', en: 'Four', ru: 'Четвёрка' },
  five: { id: '05', slug: 'beslisi', tr: 'Beşlisi', en: 'Five', ru: 'Пятёрка' },
  six: { id: '06', slug: 'altilisi', tr: 'Altılısı', en: 'Six', ru: 'Шестёрка' },
  seven: { id: '07', slug: 'yedilisi', tr: 'Yedilisi', en: 'Seven', ru: 'Семёрка' },
  eight: { id: '08', slug: 'sekizlisi', tr: 'Sekizlisi', en: 'Eight', ru: 'Восьмёрка' },
  nine: { id: '09', slug: 'dokuzlusu', tr: 'Dokuzlusu', en: 'Nine', ru: 'Девятка' },
  ten: { id: '10', slug: 'onlusu', tr: 'Onlusu', en: 'Ten', ru: 'Десятка' },
  page: { id: 'pa', slug: 'usagi', tr: 'Uşağı', en: 'Page', ru: 'Паж' },
  knight: { id: 'kn', slug: 'sovalyesi', tr: 'Şövalyesi', en: 'Knight', ru: 'Рыцарь' },
  queen: { id: 'qu', slug: 'kralicesi', tr: 'Kraliçesi', en: 'Queen', ru: 'Королева' },
  king: { id: 'ki', slug: 'krali', tr: 'Kralı', en: 'King', ru: 'Король' },
};

const majorCards: TarotCard[] = MAJORS.map(([slug, tr, en, ru], number) => ({
  id: `ar${String(number).padStart(2, '0')}`,
  slug,
  arcana: 'major',
  suit: null,
  rank: null,
  number,
  roman: ROMAN[number] ?? String(number),
  names: { tr, en, ru },
}));

const minorCards: TarotCard[] = TAROT_SUITS.flatMap((suit) =>
  TAROT_RANKS.map((rank, index): TarotCard => {
    const s = SUITS[suit];
    const r = RANKS[rank];
    return {
      id: `${s.prefix}${r.id}`,
      slug: `${s.slug}-${r.slug}`,
      arcana: 'minor',
      suit,
      rank,
      number: index + 1,
      roman: null,
      names: { tr: `${s.tr} ${r.tr}`, en: `${r.en} of ${s.en}`, ru: `${r.ru} ${s.ru}` },
    };
  }),
);

/** The deck in its usual order: the major arcana 0–XXI, then wands, cups, swords and pentacles, ace to king. */
export const TAROT_CARDS: readonly TarotCard[] = [...majorCards, ...minorCards];

const bySlug = new Map(TAROT_CARDS.map((card) => [card.slug, card]));
const byId = new Map(TAROT_CARDS.map((card) => [card.id, card]));

export function tarotCardBySlug(slug: string): TarotCard | undefined {
  return bySlug.get(slug);
}

export function tarotCardById(id: string): TarotCard | undefined {
  return byId.get(id);
}

/** A suit's name on its own, for headings ("Kupalar", "Cups", "Кубки"). */
export const TAROT_SUIT_NAMES: Readonly<Record<TarotSuit, TarotText>> = {
  wands: { tr: 'Asalar', en: 'Wands', ru: 'Жезлы' },
  cups: { tr: 'Kupalar', en: 'Cups', ru: 'Кубки' },
  swords: { tr: 'Kılıçlar', en: 'Swords', ru: 'Мечи' },
  pentacles: { tr: 'Tılsımlar', en: 'Pentacles', ru: 'Пентакли' },
};

export const TAROT_ARCANA_NAMES: Readonly<Record<TarotArcana, TarotText>> = {
  major: { tr: 'Büyük Arkana', en: 'Major Arcana', ru: 'Старшие арканы' },
  minor: { tr: 'Küçük Arkana', en: 'Minor Arcana', ru: 'Младшие арканы' },
};
