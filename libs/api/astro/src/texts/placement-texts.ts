import type { LocalizedText } from '@meydan/api/core';

/**
 * How each sign colours a body, 0 = Aries … 11 = Pisces: the predicate of "In Taurus, your mind
 * …" whose subject is a body's `subject` (body-reading-texts.ts). Written to agree with any of
 * them: English in the third person singular with "it/its" for the subject; Turkish in the third
 * person; Russian in the present tense only, with no adjective, participle or pronoun that would
 * need the subject's gender. No final full stop: the reading adds it.
 */
export const SIGN_STYLES: readonly LocalizedText[] = [
  {
    tr: 'hızlı ve dolaysız çalışır: işleri başlatmayı sever, ne düşünüyorsa söyler ve her meydan okumada alevlenir, ama alevlendiği kadar çabuk sönebilir',
    en: 'moves fast and head-on: it likes to start things, says what it means and catches fire at any challenge, though it can cool down just as quickly',
    ru: 'действует быстро и напрямую: любит начинать, говорит то, что думает, и загорается от любого вызова, хотя остывает так же быстро, как вспыхивает',
  },
  {
    tr: 'acele etmez: elle tutulur olana güvenir, konforu ve kalıcı sonuçları arar, bir yol seçtiğindeyse sessiz bir inatla o yolda kalır',
    en: 'takes its time: it trusts what it can touch, looks for comfort and lasting results and, once it has chosen a course, holds to it with quiet stubbornness',
    ru: 'не торопится: доверяет тому, что можно потрогать, ищет комфорта и прочных результатов, а выбрав путь, держится его со спокойным упорством',
  },
  {
    tr: 'hızlı, meraklı ve kıpır kıpırdır: olaylara aynı anda birkaç açıdan bakar, çeşitliliği ve sohbeti sever, fikir değiştirmeye alan bulduğunda en iyi hâline gelir',
    en: 'is quick, curious and restless: it looks at things from several sides at once, enjoys variety and conversation, and works best with room to change its mind',
    ru: 'действует быстро, с любопытством и неуёмной живостью: смотрит на вещи сразу с нескольких сторон, любит разнообразие и разговоры и лучше всего работает там, где можно передумать',
  },
  {
    tr: 'önce duyguları, sonra aklı dinler: korumacı ve vefalıdır, kendini en çok güvende ve evinde hissettiği yerde ortaya koyar',
    en: 'follows its feelings before its reasons: it is protective and loyal, and it gives the most where it feels safe and at home',
    ru: 'прислушивается к чувствам раньше, чем к доводам: бережёт близких, хранит верность и отдаёт больше всего там, где чувствует себя в безопасности, как дома',
  },
  {
    tr: 'parlamak ister: kendini cömertçe, sıcaklıkla ve biraz da gösterişle ifade eder, takdir gördüğünde en iyisini ortaya koyar',
    en: 'wants to shine: it expresses itself generously, warmly and with a touch of drama, and gives its best when it is appreciated',
    ru: 'стремится сиять: проявляет себя щедро, тепло и немного театрально и выкладывается полностью, когда получает заслуженное признание',
  },
  {
    tr: 'ayrıntıya dikkat eder: çözümler, düzeltir, düzene sokar ve işe yaramaktan tatmin duyar, ama kendine karşı fazla acımasız olabilir',
    en: 'pays attention to detail: it analyses, improves and puts things in order, finds satisfaction in being useful and can be too hard on itself',
    ru: 'замечает детали: анализирует, совершенствует, наводит порядок и находит удовлетворение в пользе, хотя порой слишком требовательно относится к себе',
  },
  {
    tr: 'denge ve uyum arar: her tarafı tartar, ortaklık içinde en iyi sonucu verir, adalete ve güzelliğe önem verir; bu yüzden bazen hızlı karar vermekte zorlanır',
    en: 'seeks balance and harmony: it weighs every side, does best in partnership and cares about fairness and beauty, sometimes at the cost of quick decisions',
    ru: 'ищет равновесия и гармонии: взвешивает все стороны, лучше всего проявляется в партнёрстве и ценит справедливость и красоту — порой в ущерб быстрым решениям',
  },
  {
    tr: 'derine iner: yoğundur, mahremiyetine düşkündür ve ya hep ya hiç der; başkalarının sakladığını görür ve bir kez bağlandığında kolay kolay vazgeçmez',
    en: 'goes deep: it is intense, private and all-or-nothing, sees what others hide and, once committed, does not let go',
    ru: 'уходит в глубину: действует напряжённо, скрытно и по принципу «всё или ничего», видит то, что другие прячут, и не отступает, однажды сделав выбор',
  },
  {
    tr: 'anlam ve geniş ufuklar peşindedir: iyimser, açık sözlü ve maceracıdır, keşfederek öğrenir ve kendisini kısıtlayan her şeye karşı sabırsızlanır',
    en: 'looks for meaning and open horizons: it is optimistic, frank and adventurous, learns by exploring and chafes at anything that fences it in',
    ru: 'ищет смысла и широких горизонтов: смотрит на мир с оптимизмом, говорит прямо, учится через открытия и тяготится любыми рамками',
  },
  {
    tr: 'ciddi ve sabırlıdır: uzun vadeli plan yapar, sorumluluk alır, basamak basamak yükselir ve kendini somut sonuçlarla ölçer',
    en: 'is serious and patient: it plans for the long run, takes responsibility, climbs step by step and judges itself by concrete results',
    ru: 'действует серьёзно и терпеливо: строит планы на годы вперёд, берёт на себя ответственность, поднимается шаг за шагом и оценивает себя по конкретным результатам',
  },
  {
    tr: 'bağımsız düşünür: kalıpları sorgular, ileriye bakar, dostluğa ve fikirlere değer verir ve farklı olabileceği bir alana ihtiyaç duyar',
    en: 'thinks independently: it questions conventions, looks ahead, values friendship and ideas, and needs room to be different',
    ru: 'мыслит независимо: ставит под сомнение условности, смотрит в будущее, ценит дружбу и идеи и нуждается в свободе отличаться от других',
  },
  {
    tr: 'duyarlı ve sezgiseldir: çevresindeki havayı içine çeker, hayallere ve şefkate yönelir, bazen düşle gerçek arasındaki çizgiyi bulanıklaştırır',
    en: 'is sensitive and intuitive: it absorbs the mood around it, reaches for dreams and compassion, and sometimes blurs the line between fantasy and reality',
    ru: 'тонко чувствует и полагается на интуицию: впитывает настроение вокруг, тянется к мечте и состраданию и порой стирает границу между грёзой и реальностью',
  },
];

/**
 * What each house is about, 1–12 at index 0–11, in the form the house sentences of
 * reading-templates.ts take it: English a noun phrase after "in"; Turkish in the locative ("…de,
 * …da", after which "kendini gösterir" and the like follow); Russian in the prepositional case
 * with its preposition ("в карьере, …").
 */
export const HOUSE_AREAS: readonly LocalizedText[] = [
  {
    tr: 'kimliğinde, dış görünüşünde ve bıraktığın ilk izlenimde',
    en: 'the way you present yourself, your appearance and the first impression you make',
    ru: 'в том, как вы себя подаёте, во внешности и в первом впечатлении, которое вы производите',
  },
  {
    tr: 'parayla, sahip olduklarınla ve kendine biçtiğin değerle ilgili konularda',
    en: 'money, possessions, self-worth and what you truly value',
    ru: 'в деньгах, имуществе, самооценке и в том, что вы по-настоящему цените',
  },
  {
    tr: 'gündelik iletişimde, öğrenmede, kardeşlerinle ve komşularınla ilişkilerinde, kısa yolculuklarda',
    en: 'everyday conversation, learning, siblings, neighbours and short trips',
    ru: 'в повседневном общении, учёбе, отношениях с братьями, сёстрами и соседями, в коротких поездках',
  },
  {
    tr: 'evinde, ailende, köklerinde ve kimsenin görmediği iç dünyanda',
    en: 'home, family, your roots and the private world no one else sees',
    ru: 'в доме, семье, связи с корнями и во внутреннем мире, скрытом от чужих глаз',
  },
  {
    tr: 'aşkta, yaratıcılıkta, oyunda, çocuklarla ilişkinde ve seni neşelendiren her şeyde',
    en: 'romance, creativity, play, children and whatever brings you joy',
    ru: 'в романтических чувствах, творчестве, игре, отношениях с детьми и во всём, что приносит радость',
  },
  {
    tr: 'günlük işlerinde, alışkanlıklarında, sağlığında ve başkalarına yardım etme biçiminde',
    en: 'daily work, routines, health and the way you help others',
    ru: 'в повседневной работе, привычках, заботе о здоровье и в том, как вы помогаете другим',
  },
  {
    tr: 'yakın ortaklıklarda, evlilikte, anlaşmalarda ve açık rekabetlerde',
    en: 'close partnerships, marriage, contracts and open rivalries',
    ru: 'в близком партнёрстве, браке, договорах и открытом соперничестве',
  },
  {
    tr: 'yakınlıkta, ortak parada, mirasta, krizlerde ve derin dönüşümlerde',
    en: 'intimacy, shared money, inheritance, crises and deep change',
    ru: 'в близости, общих деньгах, наследстве, кризисах и глубоких переменах',
  },
  {
    tr: 'yüksek öğrenimde, uzak yolculuklarda, inançlarında ve hayatın anlamını arayışında',
    en: 'higher learning, long journeys, beliefs and the search for meaning',
    ru: 'в высшем образовании, дальних путешествиях, убеждениях и поиске смысла',
  },
  {
    tr: 'kariyerinde, toplumdaki yerinde, hedeflerinde ve edindiğin itibarda',
    en: 'career, public standing, ambition and the reputation you build',
    ru: 'в карьере, общественном положении, амбициях и репутации, которую вы создаёте',
  },
  {
    tr: 'arkadaşlıklarında, gruplarda, topluluklarda ve geleceğe dair umutlarında',
    en: 'friendships, groups, communities and your hopes for the future',
    ru: 'в дружбе, коллективах, сообществах единомышленников и надеждах на будущее',
  },
  {
    tr: 'yalnızlıkta, bilinçaltında, gizli korkularında, rüyalarında ve sessizce verdiğin hizmette',
    en: 'solitude, the unconscious, hidden fears, dreams and quiet service to others',
    ru: 'в уединении, бессознательном, тайных страхах, снах и тихом служении другим',
  },
];
