import type { LocalizedText } from '@meydan/api/core';
import type { AstroBody } from '@meydan/shared/contracts';

/** The bodies read one by one in a chart's reading: all but the Sun and the Moon (the big three's). */
export type ReadBody = Exclude<AstroBody, 'sun' | 'moon'>;

export interface BodyReadingText {
  /** The body's name as a reading's title starts with it ("North Node in Taurus"). */
  readonly name: LocalizedText;
  /** One sentence: what the body governs in a chart. */
  readonly theme: LocalizedText;
  /**
   * The side of the reader the body stands for, as the subject of a sign's style (placement-texts.ts):
   * singular, third person ("your mind takes its time"), so any style's verbs agree with it.
   */
  readonly subject: LocalizedText;
  /** One sentence for a body that was retrograde at birth; the North Node has none (it moves backwards as a rule). */
  readonly retrograde?: LocalizedText;
}

export const BODY_READING_TEXTS: Readonly<Record<ReadBody, BodyReadingText>> = {
  mercury: {
    name: { tr: 'Merkür', en: 'Mercury', ru: 'Меркурий' },
    theme: {
      tr: 'Merkür zihnini ve sesini temsil eder: nasıl düşündüğünü, nasıl öğrendiğini ve düşüncelerini nasıl söze döktüğünü gösterir.',
      en: 'Mercury stands for your mind and your voice: how you think, learn and put things into words.',
      ru: 'Меркурий отвечает за ум и речь: за то, как вы думаете, учитесь и облекаете мысли в слова.',
    },
    subject: { tr: 'zihnin', en: 'your mind', ru: 'ваш ум' },
    retrograde: {
      tr: 'Doğduğunda Merkür retrodaydı: çoğu insandan daha fazla düşünüp tartarsın ve en iyi fikirlerin genellikle bir konuya ikinci kez döndüğünde gelir.',
      en: 'Mercury was retrograde when you were born: you think things over more than most, and your best ideas often come on a second look.',
      ru: 'Меркурий в вашей карте ретрограден: вы обдумываете всё тщательнее других, и лучшие идеи нередко приходят, когда вы возвращаетесь к мысли повторно.',
    },
  },
  venus: {
    name: { tr: 'Venüs', en: 'Venus', ru: 'Венера' },
    theme: {
      tr: 'Venüs aşkın, zevkin ve değerlerin gezegenidir: seni neyin çektiğini, sevgini nasıl gösterdiğini ve neyi güzel bulduğunu anlatır.',
      en: 'Venus speaks of love, pleasure and values: what attracts you, how you show affection and what you find beautiful.',
      ru: 'Венера говорит о любви, удовольствиях и ценностях: о том, что вас притягивает, как вы проявляете нежность и что находите красивым.',
    },
    subject: { tr: 'sevme biçimin', en: 'your way of loving', ru: 'ваша любовь' },
    retrograde: {
      tr: 'Doğduğunda Venüs retrodaydı: aşkta ve hayatta gerçekten ne istediğini anlamak için kendine zaman tanırsın; geçmişten gelen bağlar sana bir şey öğretmek için geri dönebilir.',
      en: 'Venus was retrograde when you were born: you take your time to learn what you truly want and value, and old bonds may come back to teach you something.',
      ru: 'Венера в вашей карте ретроградна: вам нужно время, чтобы понять, чего вы на самом деле хотите в любви и что цените, а старые связи могут вернуться, чтобы чему-то научить.',
    },
  },
  mars: {
    name: { tr: 'Mars', en: 'Mars', ru: 'Марс' },
    theme: {
      tr: 'Mars itici gücündür: istediğin şeyin peşine nasıl düştüğünü, nasıl rekabet ettiğini, kendini nasıl ortaya koyduğunu ve enerjini nereye harcadığını gösterir.',
      en: 'Mars is your drive: the way you go after what you want, compete, stand up for yourself and spend your energy.',
      ru: 'Марс — ваша движущая сила: то, как вы добиваетесь желаемого, соперничаете, отстаиваете себя и тратите энергию.',
    },
    subject: { tr: 'enerjin', en: 'your drive', ru: 'ваша энергия' },
    retrograde: {
      tr: 'Doğduğunda Mars retrodaydı: enerjin önce içeride çalışır; harekete geçmek için kendi gerekçelerini bulduğunda en güçlü hâline gelirsin.',
      en: 'Mars was retrograde when you were born: your energy works inwardly first, so you act best once you have found your own reasons.',
      ru: 'Марс в вашей карте ретрограден: энергия сначала работает внутри, и сильнее всего вы действуете, когда находите собственные причины.',
    },
  },
  jupiter: {
    name: { tr: 'Jüpiter', en: 'Jupiter', ru: 'Юпитер' },
    theme: {
      tr: 'Jüpiter hayatın sana nerede kapılarını açtığını gösterir: inancını, cömertliğini, büyüme ve şans bulma biçimini.',
      en: 'Jupiter shows where life opens its doors to you: your faith, your generosity and the way you grow and find luck.',
      ru: 'Юпитер показывает, где жизнь открывает перед вами двери: вашу веру, щедрость и то, как вы растёте и находите удачу.',
    },
    subject: { tr: 'büyüme isteğin', en: 'your urge to grow', ru: 'ваше стремление к росту' },
    retrograde: {
      tr: 'Doğduğunda Jüpiter retrodaydı: büyümen dışarıdan çok içeride yaşanır; başkalarından ödünç aldığın inançlarla değil, kendi inançlarınla gelişirsin.',
      en: 'Jupiter was retrograde when you were born: you grow more on the inside than on the outside, through beliefs of your own rather than borrowed ones.',
      ru: 'Юпитер в вашей карте ретрограден: рост происходит скорее внутри, чем снаружи, — через собственные убеждения, а не заимствованные.',
    },
  },
  saturn: {
    name: { tr: 'Satürn', en: 'Saturn', ru: 'Сатурн' },
    theme: {
      tr: 'Satürn haritanın öğretmenidir: sorumluluklarını, korkularını ve sabırla inşa edeceğin kalıcı şeyleri işaret eder.',
      en: 'Saturn is the teacher of the chart: it points to your responsibilities, your fears and the lasting things you build through patience.',
      ru: 'Сатурн — учитель карты: он указывает на ваши обязанности, страхи и на то прочное, что создаётся терпением.',
    },
    subject: { tr: 'sorumluluk duygun', en: 'your sense of duty', ru: 'ваше чувство долга' },
    retrograde: {
      tr: 'Doğduğunda Satürn retrodaydı: kendi ölçütlerini kendin koyar ve çoğu zaman kendi en katı yargıcın olursun; kendine karşı adil olmayı unutma.',
      en: 'Saturn was retrograde when you were born: you set your own standards and tend to be your strictest judge, so remember to be fair to yourself.',
      ru: 'Сатурн в вашей карте ретрограден: вы сами устанавливаете себе планку и нередко судите себя строже всех, так что не забывайте быть к себе справедливее.',
    },
  },
  uranus: {
    name: { tr: 'Uranüs', en: 'Uranus', ru: 'Уран' },
    theme: {
      tr: 'Uranüs ani değişimler ve özgünlük getirir: nerede özgürlüğe ihtiyaç duyduğunu ve nerede kalıpları kırdığını gösterir.',
      en: 'Uranus brings sudden change and originality: it shows where you need freedom and where you break with convention.',
      ru: 'Уран приносит внезапные перемены и оригинальность: он показывает, где вам нужна свобода и где вы ломаете условности.',
    },
    subject: { tr: 'özgürlük ihtiyacın', en: 'your need for freedom', ru: 'ваша тяга к свободе' },
    retrograde: {
      tr: 'Doğduğunda Uranüs retrodaydı: değişim isteğin dışarıda görünmeden önce içeride sessizce olgunlaşır.',
      en: 'Uranus was retrograde when you were born: your urge for change ripens quietly inside before it shows on the outside.',
      ru: 'Уран в вашей карте ретрограден: стремление к переменам сначала тихо зреет внутри и лишь потом проявляется вовне.',
    },
  },
  neptune: {
    name: { tr: 'Neptün', en: 'Neptune', ru: 'Нептун' },
    theme: {
      tr: 'Neptün düşleri, sezgiyi ve idealleri yönetir: nerede ilham aldığını ve nerede her şeye bir sis perdesinin ardından baktığını anlatır.',
      en: 'Neptune rules dreams, intuition and ideals: where you feel inspired and where you tend to see things through a haze.',
      ru: 'Нептун управляет мечтами, интуицией и идеалами: он показывает, где вы черпаете вдохновение и где склонны видеть мир словно сквозь туман.',
    },
    subject: { tr: 'hayal gücün', en: 'your imagination', ru: 'ваше воображение' },
    retrograde: {
      tr: 'Doğduğunda Neptün retrodaydı: sezgin içe döner ve hayallerin önce yalnız başına keşfedilmek ister.',
      en: 'Neptune was retrograde when you were born: your intuition turns inward, and your dreams ask to be explored in solitude first.',
      ru: 'Нептун в вашей карте ретрограден: интуиция обращена внутрь, и мечты сначала хочется исследовать в одиночестве.',
    },
  },
  pluto: {
    name: { tr: 'Plüton', en: 'Pluto', ru: 'Плутон' },
    theme: {
      tr: 'Plüton derin dönüşümün gezegenidir: güçle, krizlerle ve yeniden doğuşla nerede karşılaştığını gösterir.',
      en: 'Pluto is the planet of deep transformation: it shows where you meet power, crisis and rebirth.',
      ru: 'Плутон — планета глубокой трансформации: он показывает, где вы сталкиваетесь с властью, кризисами и возрождением.',
    },
    subject: { tr: 'içsel gücün', en: 'your inner power', ru: 'ваша внутренняя сила' },
    retrograde: {
      tr: 'Doğduğunda Plüton retrodaydı: en derin dönüşümlerin içeride, çoğu zaman başkaları fark etmeden çok önce yaşanır.',
      en: 'Pluto was retrograde when you were born: your deepest transformations happen inside, often long before anyone else notices.',
      ru: 'Плутон в вашей карте ретрограден: самые глубокие перемены происходят внутри, часто задолго до того, как их замечают другие.',
    },
  },
  northNode: {
    name: { tr: 'Kuzey Ay Düğümü', en: 'North Node', ru: 'Северный узел' },
    theme: {
      tr: 'Kuzey Ay Düğümü gelişim yönünü işaret eder: eski alışkanlıklarının ötesine geçtikçe sana doyum getiren, henüz pek tanımadığın yolu.',
      en: 'The North Node marks your direction of growth: the unfamiliar path that brings fulfilment as you move beyond old habits.',
      ru: 'Северный узел указывает направление роста: непривычный путь, который приносит удовлетворение, когда вы выходите за рамки старых привычек.',
    },
    subject: { tr: 'gelişim yolun', en: 'your path of growth', ru: 'ваш путь развития' },
  },
  chiron: {
    name: { tr: 'Kiron', en: 'Chiron', ru: 'Хирон' },
    theme: {
      tr: 'Kiron hassas noktanı gösterir: anlaşıldığında başkalarına yardım etme ve onları iyileştirme yeteneğine dönüşen eski bir yarayı.',
      en: 'Chiron shows your tender spot: an old hurt that, once understood, becomes your gift for helping and healing others.',
      ru: 'Хирон показывает ваше уязвимое место: старую боль, которая, будучи понятой, превращается в способность помогать и исцелять других.',
    },
    subject: { tr: 'bu yanın', en: 'this side of you', ru: 'эта сторона вашей натуры' },
    retrograde: {
      tr: 'Doğduğunda Kiron retrodaydı: bu yarayı iyileştirmek her şeyden önce kendi hızında yapacağın içsel bir yolculuktur.',
      en: 'Chiron was retrograde when you were born: healing this wound is above all an inner journey that you make at your own pace.',
      ru: 'Хирон в вашей карте ретрограден: исцеление этой раны — прежде всего внутренний путь, который вы проходите в своём темпе.',
    },
  },
};
