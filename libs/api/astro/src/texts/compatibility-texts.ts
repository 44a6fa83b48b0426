import type { LocalizedText } from '@meydan/api/core';
import type { SignAspect } from '@meydan/astrology/engine';

/*
 * The sentences a compatibility explanation is built from (compatibility.service.ts): one about
 * the signs' distance ({a}, {b}: the signs' names), one about their elements, one about their
 * modalities ({qa}, {qb}: modality adjectives) and one naming the strongest score. Each is a whole
 * sentence per edition, so no language is forced into another's word order.
 */

export const ASPECT_TEXTS: Readonly<Record<SignAspect, LocalizedText>> = {
  'same-sign': {
    tr: 'İkiniz de {a} burcusunuz: aynı dili konuşur, birbirinizi sözsüz anlarsınız; ama aynı zayıf noktaları da paylaştığınız için birinizin eksiğini öteki kolay kolay tamamlamaz.',
    en: 'You are both {a}: you speak the same language and understand each other without words, but you also share the same blind spots, so neither easily makes up for what the other lacks.',
    ru: 'У вас один знак — {a}: вы говорите на одном языке и понимаете друг друга без слов, но и слабые места у вас общие, так что восполнять недостающее друг другу непросто.',
  },
  'semi-sextile': {
    tr: '{a} ile {b} zodyakta yan yana duran komşu burçlar: birbirinize yakınsınız ama ihtiyaçlarınız çok farklı; ilişki bu farkı merakla karşıladığınızda açılır.',
    en: '{a} and {b} sit side by side on the zodiac: close neighbours with quite different needs, a pairing that opens up once you meet the difference with curiosity.',
    ru: '{a} и {b} — соседи по зодиаку: вы рядом, но потребности у вас очень разные, и союз раскрывается, когда эта разница вызывает любопытство, а не раздражение.',
  },
  sextile: {
    tr: '{a} ile {b} arasında sekstil var, yani birbirinden iki burç uzaktaki dost burçlarsınız: kolay anlaşır, birbirinize fikir ve fırsat getirirsiniz.',
    en: '{a} and {b} are two signs apart, a sextile: a friendly, easy link in which each brings the other ideas and opportunities.',
    ru: '{a} и {b} стоят через знак друг от друга, в секстиле: это лёгкая, дружеская связь, в которой каждый приносит другому идеи и новые возможности.',
  },
  square: {
    tr: '{a} ile {b} birbirine kare açı yapar: istekleriniz çoğu zaman farklı yönlere çeker. Bu sürtüşme yorucu olabilir, ama üzerine konuşulduğunda ikinizi de büyüten bir güce dönüşür.',
    en: '{a} and {b} square each other: your wants often pull in different directions. The friction can be tiring, yet once you talk it through it becomes a force that makes you both grow.',
    ru: '{a} и {b} находятся в квадратуре: ваши желания часто тянут в разные стороны. Это трение утомляет, но если его проговаривать, оно становится силой, которая помогает расти обоим.',
  },
  trine: {
    tr: '{a} ile {b} aynı elementin üçgenindeki burçlar: aranızdaki akış doğal, uyum çoğu zaman kendiliğinden gelir. Tek tehlike, her şey kolay olduğu için ilişkiye emek vermeyi unutmak.',
    en: '{a} and {b} form a trine, signs of the same element: things flow naturally between you and harmony usually comes on its own. The one risk is that it is so easy you forget to put work in.',
    ru: '{a} и {b} образуют трин — это знаки одной стихии: между вами всё течёт естественно, и гармония обычно приходит сама. Единственный риск — из-за этой лёгкости забыть вкладываться в отношения.',
  },
  quincunx: {
    tr: '{a} ile {b} arasında kuinkunks var: ne elementiniz ne de temponuz ortak, bu yüzden birbirinizi anlamak bilinçli bir çaba ister. Bu çaba gösterildiğinde ilişki şaşırtıcı derecede öğretici olur.',
    en: '{a} and {b} are in quincunx: you share neither element nor tempo, so understanding each other takes deliberate effort. Given that effort, the relationship becomes surprisingly instructive.',
    ru: '{a} и {b} находятся в квинконсе: у вас нет ни общей стихии, ни общего темпа, поэтому понимание требует сознательных усилий. Зато, когда они приложены, эти отношения многому учат.',
  },
  opposition: {
    tr: '{a} ile {b} zodyakta karşı karşıya duran burçlar: birbirinizi mıknatıs gibi çekersiniz, çünkü her biriniz ötekinde kendinde eksik olanı görür. Denge kurulursa birbirinizi tamamlarsınız; kurulmazsa kutuplaşırsınız.',
    en: '{a} and {b} face each other across the zodiac: you draw each other like magnets, because each sees in the other what they lack. Find the balance and you complete each other; miss it and you polarise.',
    ru: '{a} и {b} стоят друг напротив друга в зодиаке: вас тянет друг к другу как магнитом, ведь каждый видит в другом то, чего не хватает ему самому. Найдёте равновесие — дополните друг друга, нет — окажетесь на разных полюсах.',
  },
};

/** Keyed by the two elements in alphabetical order ("air-fire"). */
export const ELEMENT_TEXTS: Readonly<Record<string, LocalizedText>> = {
  'fire-fire': {
    tr: 'İkiniz de ateş burcusunuz: coşku, cesaret ve hız ortak; ama iki ateş bir arada kolayca parlar, sabrı birlikte öğrenmeniz gerekir.',
    en: 'Both of you are fire signs: you share enthusiasm, courage and pace, but two fires flare up easily, so patience is something you will learn together.',
    ru: 'Оба ваших знака огненные: вас объединяют азарт, смелость и скорость, но два огня легко вспыхивают, так что терпению придётся учиться вместе.',
  },
  'earth-earth': {
    tr: 'İkiniz de toprak burcusunuz: güven, sabır ve somut hedefler ortak; ilişki sağlam temeller üzerine kurulur, yalnız rutine teslim olmamaya dikkat edin.',
    en: 'Both of you are earth signs: you share reliability, patience and concrete goals; the bond rests on solid ground, as long as routine does not take over.',
    ru: 'Оба ваших знака земные: вас объединяют надёжность, терпение и конкретные цели; союз стоит на прочном фундаменте, если не дать рутине взять верх.',
  },
  'air-air': {
    tr: 'İkiniz de hava burcusunuz: merak, sohbet ve fikir alışverişi ortak; konuşacak şeyiniz hiç bitmez, ama duyguları da sözler kadar ciddiye almak gerekir.',
    en: 'Both of you are air signs: you share curiosity, conversation and ideas; you never run out of things to talk about, but feelings deserve to be taken as seriously as words.',
    ru: 'Оба ваших знака воздушные: вас объединяют любопытство, разговоры и идеи; темы для бесед не кончаются, но чувства заслуживают не меньшего внимания, чем слова.',
  },
  'water-water': {
    tr: 'İkiniz de su burcusunuz: duygusal derinlik, sezgi ve şefkat ortak; birbirinizi söylenmeden anlarsınız, yalnız birlikte aynı ruh haline kapılmamaya dikkat edin.',
    en: 'Both of you are water signs: you share emotional depth, intuition and tenderness; you understand each other unspoken, but take care not to sink into the same moods together.',
    ru: 'Оба ваших знака водные: вас объединяют глубина чувств, интуиция и нежность; вы понимаете друг друга без слов, но важно не погружаться вместе в одни и те же настроения.',
  },
  'air-fire': {
    tr: 'Ateş ile hava birbirini besler: hava ateşi harlar, ateş de havaya sıcaklık ve yön verir.',
    en: 'Fire and air feed each other: air fans the flame, and fire gives air warmth and direction.',
    ru: 'Огонь и воздух питают друг друга: воздух раздувает пламя, а огонь даёт воздуху тепло и направление.',
  },
  'earth-water': {
    tr: 'Toprak ile su birbirini besler: su toprağı verimli kılar, toprak da suya yatak ve güven verir.',
    en: 'Earth and water nourish each other: water makes earth fertile, and earth gives water a bed and a sense of safety.',
    ru: 'Земля и вода питают друг друга: вода делает землю плодородной, а земля даёт воде русло и чувство защищённости.',
  },
  'earth-fire': {
    tr: 'Ateş ile toprak farklı hızlarda yaşar: ateş hemen harekete geçmek ister, toprak önce sağlam zemin arar; biri ötekini ya yavaşlatır ya da sabırsızlandırır.',
    en: 'Fire and earth live at different speeds: fire wants to act now, earth wants solid ground first, so one tends to slow the other down or make it impatient.',
    ru: 'Огонь и земля живут в разном темпе: огонь хочет действовать сразу, земля сначала ищет твёрдую почву, и один то тормозит другого, то выводит его из терпения.',
  },
  'fire-water': {
    tr: 'Ateş ile su zor bir ikili: ateşin dobralığı suyu incitebilir, suyun duygusallığı ise ateşi söndürebilir.',
    en: 'Fire and water are a hard match: fire’s bluntness can hurt water, and water’s moods can put out fire.',
    ru: 'Огонь и вода плохо уживаются: прямота огня может ранить воду, а переменчивые чувства воды — погасить огонь.',
  },
  'air-earth': {
    tr: 'Hava ile toprak farklı şeylere değer verir: hava fikirlerle ve değişimle yaşar, toprak somut sonuçlar ve istikrar ister.',
    en: 'Air and earth value different things: air lives on ideas and change, earth wants tangible results and stability.',
    ru: 'Воздух и земля ценят разное: воздух живёт идеями и переменами, а земля хочет осязаемых результатов и стабильности.',
  },
  'air-water': {
    tr: 'Hava ile su farklı dillerden konuşur: hava düşünerek, su hissederek anlar; biri mantık ararken öteki anlaşılmayı bekler.',
    en: 'Air and water speak different languages: air understands by thinking, water by feeling, so one looks for logic while the other waits to be understood.',
    ru: 'Воздух и вода говорят на разных языках: воздух понимает разумом, вода — чувствами, и пока один ищет логику, другой ждёт понимания.',
  },
};

export const MODALITY_TEXTS = {
  cardinal: {
    tr: 'İkiniz de öncü burçsunuz ve başlatmayı, yönetmeyi seversiniz: aşkta bu kıvılcım çıkarır, işte ise kimin yöneteceği konusunda çatışmaya dönüşebilir.',
    en: 'Both of you are cardinal signs who like to start things and lead: in love that makes sparks, at work it can turn into a fight over who is in charge.',
    ru: 'Оба ваших знака кардинальные, оба любят начинать и вести за собой: в любви это даёт искру, а в работе может обернуться спором о том, кто главный.',
  },
  fixed: {
    tr: 'İkiniz de sabit burçsunuz: sadık ve kararlısınız, ama bir konuda ikiniz de direndiğinizde kimse geri adım atmaz.',
    en: 'Both of you are fixed signs: loyal and determined, but when you both dig in over something, neither gives ground.',
    ru: 'Оба ваших знака фиксированные: вы верны и упорны, но если упрётесь оба, никто не уступит.',
  },
  mutable: {
    tr: 'İkiniz de değişken burçsunuz: esnek ve uyumlusunuz, bu arkadaşlıkta büyük kolaylık; ama ortak bir işte son kararı kimin vereceği belirsiz kalabilir.',
    en: 'Both of you are mutable signs: flexible and adaptable, a great ease in friendship, though in shared work it may stay unclear who makes the final call.',
    ru: 'Оба ваших знака мутабельные: вы гибки и легко подстраиваетесь, что очень помогает дружбе, но в общем деле может остаться неясным, за кем последнее слово.',
  },
  mixed: {
    tr: 'Burçlarınızın nitelikleri farklı ({qa} ve {qb}), bu yüzden ortak işlerde roller kendiliğinden paylaşılır: biri başlatır, öteki sürdürür ya da yön değiştirir.',
    en: 'Your signs have different modalities ({qa} and {qb}), so in shared work the roles divide themselves: one starts, the other keeps things going or changes course.',
    ru: 'У ваших знаков разные кресты ({qa} и {qb}), поэтому в общих делах роли распределяются сами собой: один начинает, другой продолжает или меняет курс.',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * The closing sentence: the highest of the three scores (ties go to love, then friendship). Said
 * as a comparison, since even the best of a low trio is no promise.
 */
export const STRONGEST_TEXTS = {
  love: { tr: 'Üç puanın en yükseği aşkta.', en: 'Of the three scores, love comes out highest.', ru: 'Самая высокая из трёх оценок — в любви.' },
  friendship: { tr: 'Üç puanın en yükseği arkadaşlıkta.', en: 'Of the three scores, friendship comes out highest.', ru: 'Самая высокая из трёх оценок — в дружбе.' },
  work: { tr: 'Üç puanın en yükseği iş birliğinde.', en: 'Of the three scores, work comes out highest.', ru: 'Самая высокая из трёх оценок — в работе.' },
} as const satisfies Record<string, LocalizedText>;
