import { TAROT_READING_SPREADS, TAROT_SPREAD_IDS, type TarotReadingSpread, type TarotSpreadId } from '@meydan/shared/contracts/constants';
import type { TarotText } from './tarot-text';

/**
 * The spreads the tarot pages offer (issue 17 item 5): the card of the day, past–present–future,
 * and the Celtic Cross in Waite's own order of positions (The Pictorial Key to the Tarot, 1910,
 * "An Ancient Celtic Method of Divination"): the cross of six, then the staff of four from the
 * bottom up.
 */
export { TAROT_READING_SPREADS, TAROT_SPREAD_IDS, type TarotReadingSpread, type TarotSpreadId };

export interface TarotSpreadPosition {
  /** Stable, for the page's layout (`past`, `crossing` …). */
  key: string;
  name: TarotText;
  /** One line: what a card in this place speaks about. */
  description: TarotText;
}

export interface TarotSpread {
  id: TarotSpreadId;
  name: TarotText;
  positions: readonly TarotSpreadPosition[];
}

const DAILY: TarotSpread = {
  id: 'daily',
  name: { tr: 'Günün Kartı', en: 'Card of the Day', ru: 'Карта дня' },
  positions: [
    {
      key: 'day',
      name: { tr: 'Bugün', en: 'Today', ru: 'Сегодня' },
      description: {
        tr: 'Günün sana getirdiği enerji ve bugün aklında tutman gereken mesaj.',
        en: 'The energy the day brings you and the message to keep in mind today.',
        ru: 'Энергия, которую приносит вам этот день, и мысль, которую стоит держать в голове.',
      },
    },
  ],
};

const THREE_CARD: TarotSpread = {
  id: 'three-card',
  name: { tr: 'Üç Kart Açılımı', en: 'Three-Card Spread', ru: 'Расклад на три карты' },
  positions: [
    {
      key: 'past',
      name: { tr: 'Geçmiş', en: 'Past', ru: 'Прошлое' },
      description: {
        tr: 'Bugünkü durumu hazırlayan olaylar ve geride bıraktığın etkiler.',
        en: 'The events that led here and the influences you are leaving behind.',
        ru: 'События, которые привели к нынешней ситуации, и влияния, которые остаются позади.',
      },
    },
    {
      key: 'present',
      name: { tr: 'Şimdi', en: 'Present', ru: 'Настоящее' },
      description: {
        tr: 'Şu anda hayatında etkin olan güç ve asıl odaklanman gereken konu.',
        en: 'The force at work in your life right now and what deserves your focus.',
        ru: 'Сила, которая действует в вашей жизни сейчас, и то, на чём стоит сосредоточиться.',
      },
    },
    {
      key: 'future',
      name: { tr: 'Gelecek', en: 'Future', ru: 'Будущее' },
      description: {
        tr: 'Bu yolda devam edersen olayların varabileceği yer.',
        en: 'Where things are heading if you carry on along this path.',
        ru: 'К чему ведут события, если продолжать идти этим путём.',
      },
    },
  ],
};

const CELTIC_CROSS: TarotSpread = {
  id: 'celtic-cross',
  name: { tr: 'Kelt Haçı Açılımı', en: 'Celtic Cross', ru: 'Кельтский крест' },
  positions: [
    {
      key: 'present',
      name: { tr: 'Mevcut Durum', en: 'The Present', ru: 'Текущая ситуация' },
      description: {
        tr: 'Sorunun kalbi: şu anda içinde bulunduğun durum ve seni kuşatan atmosfer.',
        en: 'The heart of the matter: the situation you are in and the atmosphere around it.',
        ru: 'Суть вопроса: ситуация, в которой вы находитесь, и атмосфера вокруг неё.',
      },
    },
    {
      key: 'challenge',
      name: { tr: 'Engel', en: 'The Challenge', ru: 'Препятствие' },
      description: {
        tr: 'Durumun önüne çıkan, onu kesen güç: aşman ya da hesaba katman gereken şey.',
        en: 'What crosses the situation: the obstacle to overcome or the factor to reckon with.',
        ru: 'То, что пересекает ситуацию: препятствие, которое нужно преодолеть или учесть.',
      },
    },
    {
      key: 'foundation',
      name: { tr: 'Temel', en: 'The Foundation', ru: 'Основа' },
      description: {
        tr: 'Meselenin kökü: farkında olmasan da bugünü besleyen geçmiş deneyimler.',
        en: 'The root of the matter: past experience that feeds the present, noticed or not.',
        ru: 'Корень вопроса: прошлый опыт, который питает настоящее, даже если вы его не замечаете.',
      },
    },
    {
      key: 'recent-past',
      name: { tr: 'Yakın Geçmiş', en: 'The Recent Past', ru: 'Недавнее прошлое' },
      description: {
        tr: 'Yeni yeni geride kalan, etkisi azalmakta olan olaylar.',
        en: 'What has just passed and whose influence is now fading.',
        ru: 'То, что только что миновало и чьё влияние постепенно ослабевает.',
      },
    },
    {
      key: 'crown',
      name: { tr: 'Hedef', en: 'The Crown', ru: 'Венец' },
      description: {
        tr: 'Bilinçli olarak ulaşmak istediğin yer ya da olabilecek en iyi sonuç.',
        en: 'What you consciously aim for, or the best that could come of this.',
        ru: 'То, к чему вы сознательно стремитесь, или лучший из возможных исходов.',
      },
    },
    {
      key: 'near-future',
      name: { tr: 'Yakın Gelecek', en: 'The Near Future', ru: 'Ближайшее будущее' },
      description: {
        tr: 'Önümüzdeki günlerde ve haftalarda kapını çalacak olan gelişme.',
        en: 'What is about to come into play in the days and weeks ahead.',
        ru: 'То, что вступит в игру в ближайшие дни и недели.',
      },
    },
    {
      key: 'self',
      name: { tr: 'Sen', en: 'Yourself', ru: 'Вы сами' },
      description: {
        tr: 'Bu durum karşısındaki tavrın, korkuların ve sahip olduğun güç.',
        en: 'Your attitude to the situation: your fears and the strength you bring.',
        ru: 'Ваше отношение к ситуации: ваши страхи и сила, которую вы в неё привносите.',
      },
    },
    {
      key: 'environment',
      name: { tr: 'Çevre', en: 'Your Environment', ru: 'Окружение' },
      description: {
        tr: 'Etrafındaki insanların etkisi ve dışarıdan gelen koşullar.',
        en: 'The influence of the people around you and the circumstances beyond your control.',
        ru: 'Влияние окружающих людей и обстоятельства, которые от вас не зависят.',
      },
    },
    {
      key: 'hopes-fears',
      name: { tr: 'Umutlar ve Korkular', en: 'Hopes and Fears', ru: 'Надежды и страхи' },
      description: {
        tr: 'İçten içe umduğun ya da çekindiğin şey; çoğu zaman ikisi aynı kapıya çıkar.',
        en: 'What you secretly hope for or dread; often the two are one and the same.',
        ru: 'То, на что вы втайне надеетесь или чего опасаетесь; нередко это одно и то же.',
      },
    },
    {
      key: 'outcome',
      name: { tr: 'Sonuç', en: 'The Outcome', ru: 'Итог' },
      description: {
        tr: 'Bütün bu etkiler bir araya geldiğinde olayların varacağı nokta.',
        en: 'Where everything is likely to lead once all these influences come together.',
        ru: 'К чему, вероятнее всего, приведут все эти влияния вместе.',
      },
    },
  ],
};

export const TAROT_SPREADS: Readonly<Record<TarotSpreadId, TarotSpread>> = {
  daily: DAILY,
  'three-card': THREE_CARD,
  'celtic-cross': CELTIC_CROSS,
};
