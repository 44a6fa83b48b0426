import type { TarotTexts } from './card-text';

/** The major arcana VIII (Strength) … XIV (Temperance), in the Rider–Waite numbering. */
export const MAJOR_TEXTS_8_14: TarotTexts = {
  ar08: {
    tr: {
      keywords: ['iç güç', 'sabır', 'şefkat', 'cesaret'],
      description: 'Başının üstünde sonsuzluk işareti olan, çiçeklerle süslü beyaz giysili bir kadın, bir aslanın ağzını zorlamadan, yumuşacık elleriyle kapatıyor.',
      upright:
        'Güç kartı, en büyük kuvvetin kaba kuvvet değil, sakin bir yürek olduğunu hatırlatıyor. İçindeki korkuları, öfkeyi ya da sabırsızlığı bastırmak yerine şefkatle evcilleştirebilirsin. Kendine güven: nazik kararlılığın, en zorlu durumları bile yumuşatacak.',
      reversed:
        'Ters Güç, özgüveninin sarsıldığını ya da duygularının seni yönettiğini gösteriyor. İçindeki aslan ya kükrüyor ya da tamamen susmuş olabilir. Kendine karşı sabırlı ol, küçük zaferleri kutla; güç yeniden içinden filizlenecek.',
    },
    en: {
      keywords: ['inner strength', 'patience', 'compassion', 'courage'],
      description: 'A woman in white, garlanded with flowers and crowned by the sign of infinity, gently closes the jaws of a lion with her bare hands.',
      upright:
        'Strength reminds you that the greatest power is not force but a steady heart. Instead of suppressing fear, anger or impatience, you can tame them with kindness. Trust yourself: gentle persistence will soften even the hardest situation.',
      reversed:
        'Reversed, Strength shows self-confidence shaken or emotions taking the lead. Your inner lion may be roaring, or it may have gone completely silent. Be patient with yourself and celebrate small victories; your strength will grow back from within.',
    },
    ru: {
      keywords: ['внутренняя сила', 'терпение', 'сострадание', 'мужество'],
      description: 'Женщина в белом, украшенная цветами, со знаком бесконечности над головой, мягко и без усилия закрывает пасть льву.',
      upright:
        'Сила напоминает, что величайшая мощь — не натиск, а спокойное сердце. Страх, гнев или нетерпение можно не подавлять, а укротить добротой. Доверьтесь себе: мягкая настойчивость смягчит даже самую трудную ситуацию.',
      reversed:
        'Перевёрнутая Сила говорит о пошатнувшейся уверенности в себе или о том, что эмоции взяли верх. Внутренний лев то ли рычит, то ли совсем притих. Будьте терпеливы к себе и радуйтесь маленьким победам: сила прорастёт изнутри снова.',
    },
  },
  ar09: {
    tr: {
      keywords: ['içe dönüş', 'yalnızlık', 'bilgelik', 'arayış'],
      description: 'Karlı bir dağın doruğunda, gri cüppeli yaşlı bir bilge, bir elinde asası, öbüründe içinde altı köşeli yıldız parlayan feneriyle yolunu aydınlatıyor.',
      upright:
        'Ermiş, dünyanın gürültüsünden bir süre çekilip kendi içine dönme zamanının geldiğini söylüyor. Aradığın cevaplar başkalarının fikirlerinde değil, kendi sessizliğinde. Yalnız geçireceğin zaman seni yalnızlaştırmayacak; aksine, yolunu aydınlatan fenerini bulmanı sağlayacak.',
      reversed:
        'Ters Ermiş, yalnızlığın içe kapanmaya dönüştüğüne ya da kendinle baş başa kalmaktan kaçtığına işaret ediyor. Ya dünyadan fazla uzaklaştın ya da hiç durmadan koşturuyorsun. Dengeyi bul: biraz sessizlik iyi gelir, ama sevdiklerine de kapını aç.',
    },
    en: {
      keywords: ['introspection', 'solitude', 'wisdom', 'searching'],
      description: 'On a snowy summit an old sage in a grey cloak lights the way with a lantern holding a six-pointed star, a staff in his other hand.',
      upright:
        'The Hermit says it is time to step back from the noise of the world and turn inwards. The answers you are looking for are not in other people’s opinions but in your own quiet. Time alone will not isolate you; it will help you find the lantern that lights your path.',
      reversed:
        'Reversed, the Hermit points to solitude turning into withdrawal, or to running from time alone with yourself. Either you have drifted too far from others or you never stop rushing. Find the balance: a little silence helps, but keep your door open to those you love.',
    },
    ru: {
      keywords: ['самоуглубление', 'уединение', 'мудрость', 'поиск'],
      description: 'На заснеженной вершине старец в сером плаще освещает путь фонарём с шестиконечной звездой внутри, опираясь на посох.',
      upright:
        'Отшельник говорит, что пора на время отойти от мирской суеты и обратиться внутрь себя. Ответы, которые вы ищете, — не в чужих мнениях, а в вашей собственной тишине. Уединение не отдалит вас от мира, а поможет найти фонарь, освещающий дорогу.',
      reversed:
        'Перевёрнутый Отшельник указывает на то, что уединение превращается в замкнутость или что вы избегаете встречи с собой. Либо вы слишком отдалились от людей, либо без остановки бежите. Ищите равновесие: тишина полезна, но не закрывайте дверь перед близкими.',
    },
  },
  ar10: {
    tr: {
      keywords: ['kader', 'döngüler', 'dönüm noktası', 'şans'],
      description: 'Gökyüzünde dönen, üzerinde harfler ve simgeler taşıyan büyük bir çark; tepesinde bir sfenks, kenarlarında yılan ve Anubis, dört köşede kanatlı yaratıklar var.',
      upright:
        'Kader Çarkı dönüyor ve şans senden yana. Hayatında bir dönüm noktasına geldin: beklenmedik fırsatlar, tesadüfler ve yeni bir dönem kapıda. Akışa direnmek yerine onunla birlikte hareket et; her şeyin bir döngüsü var ve bu döngü şimdi yukarıyı gösteriyor.',
      reversed:
        'Ters Kader Çarkı, kontrolün dışında gelişen olayların seni sarstığını gösteriyor. Bir aksilik ya da gecikme canını sıkıyor olabilir. Unutma, çark dönmeye devam ediyor: bu dönemden ne öğreneceğine odaklan, çünkü hiçbir dip kalıcı değil.',
    },
    en: {
      keywords: ['fate', 'cycles', 'turning point', 'luck'],
      description: 'A great wheel inscribed with letters and symbols turns in the sky, a sphinx on top, a serpent and Anubis on its rim and a winged creature in each corner.',
      upright:
        'The Wheel of Fortune is turning, and luck is on your side. You have reached a turning point: unexpected opportunities, coincidences and a new phase are at the door. Move with the current rather than against it; everything has its cycle, and this one is heading up.',
      reversed:
        'Reversed, the Wheel shows events beyond your control shaking you. A setback or a delay may be weighing on you. Remember that the wheel keeps turning: focus on what this period is teaching you, because no low point lasts forever.',
    },
    ru: {
      keywords: ['судьба', 'циклы', 'поворотный момент', 'удача'],
      description: 'В небе вращается огромное колесо с буквами и символами: наверху сидит сфинкс, по ободу скользят змей и Анубис, а по углам — четыре крылатых существа.',
      upright:
        'Колесо Фортуны поворачивается, и удача на вашей стороне. Вы подошли к поворотному моменту: на пороге неожиданные возможности, совпадения и новый этап. Двигайтесь вместе с потоком, а не против него: у всего есть свой цикл, и сейчас он идёт вверх.',
      reversed:
        'Перевёрнутое Колесо Фортуны показывает, что события вне вашего контроля выбивают из колеи. Возможно, огорчает неудача или задержка. Помните, что колесо продолжает вращаться: подумайте, чему учит этот период, ведь никакой спад не длится вечно.',
    },
  },
  ar11: {
    tr: {
      keywords: ['adalet', 'hakikat', 'denge', 'sorumluluk'],
      description: 'İki sütun arasında, kırmızı cüppeli bir yargıç; sağ elinde dimdik tuttuğu bir kılıç, sol elinde dengede duran bir terazi var.',
      upright:
        'Adalet, ektiğini biçeceğin bir döneme girdiğini söylüyor. Doğru ve dürüst davrandıysan, sonuçlar da hakkaniyetli olacak. Bir karar, bir sözleşme ya da hukuki bir mesele söz konusuysa, gerçeğe ve vicdanına sadık kal; terazi er geç dengeyi bulur.',
      reversed:
        'Ters Adalet, haksızlığa uğradığını düşündüğün ya da bir sorumluluktan kaçtığın bir duruma işaret ediyor. Belki de kendine karşı dürüst değilsin. Olayların senin payına düşen tarafını kabul et; dengeyi yeniden kurmak oradan başlıyor.',
    },
    en: {
      keywords: ['justice', 'truth', 'fairness', 'accountability'],
      description: 'Between two pillars a judge in a red robe holds an upright sword in her right hand and balanced scales in her left.',
      upright:
        'Justice says you are entering a time when you reap what you have sown. If you have acted honestly and fairly, the outcome will be fair too. When a decision, a contract or a legal matter is at stake, stay true to the facts and to your conscience; the scales find their balance in the end.',
      reversed:
        'Reversed, Justice points to a situation in which you feel wronged, or in which you are dodging a responsibility. Perhaps you are not being honest with yourself. Accept your share of what happened; restoring balance starts there.',
    },
    ru: {
      keywords: ['справедливость', 'истина', 'равновесие', 'ответственность'],
      description: 'Между двумя колоннами сидит судья в красной мантии: в правой руке у неё поднятый меч, в левой — уравновешенные весы.',
      upright:
        'Справедливость говорит, что наступает время пожинать то, что вы посеяли. Если вы поступали честно, то и итог будет справедливым. Если речь идёт о решении, договоре или юридическом вопросе, держитесь фактов и совести: весы рано или поздно приходят в равновесие.',
      reversed:
        'Перевёрнутая Справедливость указывает на ситуацию, в которой вы чувствуете себя несправедливо обиженными или уклоняетесь от ответственности. Возможно, вы не до конца честны с собой. Признайте свою долю в происходящем: с этого начинается восстановление равновесия.',
    },
  },
  ar12: {
    tr: {
      keywords: ['teslimiyet', 'bekleyiş', 'yeni bakış açısı', 'fedakârlık'],
      description: 'Yaşayan bir ağaçtan yapılmış darağacına tek ayağından baş aşağı asılmış bir adam; yüzü sakin, başının çevresinde bir ışık halesi parlıyor.',
      upright:
        'Asılan Adam, zorlamayı bırakıp beklemenin vaktinin geldiğini söylüyor. Her şey askıda gibi görünse de bu duraklama boşuna değil: olaylara tersinden baktığında bambaşka bir şey göreceksin. Kontrolü bırakmak, bazen ilerlemenin tek yolu.',
      reversed:
        'Ters Asılan Adam, gereksiz yere beklediğini ya da bir fedakârlığın artık anlamını yitirdiğini gösteriyor. Karar vermeyi ertelemek seni yerinde saydırıyor olabilir. Bekleyişin bir amacı yoksa, artık harekete geçme zamanı.',
    },
    en: {
      keywords: ['surrender', 'pause', 'new perspective', 'letting go'],
      description: 'A man hangs upside down by one foot from a living tree shaped like a cross, his face serene and a halo of light around his head.',
      upright:
        'The Hanged Man says it is time to stop pushing and wait. Everything may seem on hold, but the pause has a purpose: look at things from the other way up and you will see something entirely new. Sometimes letting go of control is the only way forward.',
      reversed:
        'Reversed, the Hanged Man shows waiting for no reason, or a sacrifice that has lost its meaning. Putting off a decision may be keeping you stuck. If the waiting serves nothing any more, it is time to act.',
    },
    ru: {
      keywords: ['смирение', 'пауза', 'новый взгляд', 'жертва'],
      description: 'Человек висит вниз головой, привязанный за одну ногу к живому дереву в форме креста; лицо его спокойно, а вокруг головы сияет нимб.',
      upright:
        'Повешенный говорит, что пора перестать давить и подождать. Всё будто замерло, но эта пауза не напрасна: посмотрите на ситуацию с другой стороны, и вы увидите совсем иное. Иногда отпустить контроль — единственный способ двигаться дальше.',
      reversed:
        'Перевёрнутый Повешенный указывает на ожидание без причины или на жертву, утратившую смысл. Откладывая решение, вы, возможно, топчетесь на месте. Если ожидание больше ничему не служит, пора действовать.',
    },
  },
  ar13: {
    tr: {
      keywords: ['dönüşüm', 'son', 'yeniden doğuş', 'bırakmak'],
      description: 'Siyah zırhlı bir iskelet, üzerinde beyaz bir gül işlenmiş siyah bayrağıyla beyaz bir atın üstünde ilerliyor; uzakta iki kulenin arasından güneş doğuyor.',
      upright:
        'Korkutucu adına rağmen Ölüm kartı fiziksel bir ölümü değil, bir dönemin kapanışını anlatıyor. Artık sana hizmet etmeyen bir ilişki, alışkanlık ya da bakış açısı sona eriyor. Bu vedayı kabullendiğinde, iki kulenin arasından doğan güneş gibi yeni bir başlangıç seni bekliyor.',
      reversed:
        'Ters Ölüm, kaçınılmaz bir değişime direndiğini gösteriyor. Bitmiş bir şeye tutunmak seni yoruyor ve yeniye yer açmanı engelliyor. Korkunu fark et ve bırak: kapanmayan kapılar, yenilerinin açılmasına izin vermez.',
    },
    en: {
      keywords: ['transformation', 'endings', 'rebirth', 'release'],
      description: 'A skeleton in black armour rides a white horse, carrying a black banner with a white rose, while in the distance the sun rises between two towers.',
      upright:
        'Despite its name, Death does not speak of a physical death but of a chapter closing. A relationship, a habit or a way of seeing that no longer serves you is coming to an end. Accept the farewell, and a new beginning waits for you like the sun rising between the towers.',
      reversed:
        'Reversed, Death shows you resisting a change that cannot be avoided. Clinging to something that is over is draining you and leaving no room for the new. Notice the fear and let go: doors that will not close keep new ones from opening.',
    },
    ru: {
      keywords: ['трансформация', 'завершение', 'возрождение', 'отпускание'],
      description: 'Скелет в чёрных доспехах едет на белом коне с чёрным знаменем, на котором белая роза; вдали между двумя башнями восходит солнце.',
      upright:
        'Несмотря на название, эта карта говорит не о физической смерти, а о завершении целого этапа. Отношения, привычка или взгляд на мир, которые вам больше не служат, подходят к концу. Примите это прощание, и новое начало встретит вас, как солнце, встающее между башнями.',
      reversed:
        'Перевёрнутая Смерть показывает, что вы сопротивляетесь неизбежным переменам. Держаться за то, что уже закончилось, утомительно, и это не оставляет места новому. Осознайте свой страх и отпустите: пока одни двери не закроются, другие не откроются.',
    },
  },
  ar14: {
    tr: {
      keywords: ['denge', 'ölçülülük', 'sabır', 'uyum'],
      description: 'Bir ayağı suda, bir ayağı toprakta duran kanatlı bir melek, iki kupa arasında suyu dökmeden aktarıyor; arkasında güneşe doğru uzanan bir patika var.',
      upright:
        'Denge kartı, aşırılıklardan uzak durup orta yolu bulmanı öğütlüyor. Farklı unsurları sabırla harmanladığında, hayatında huzurlu ve kalıcı bir uyum doğuyor. Acele etme: doğru karışım zaman ister, ama sonucu iyileştirici olacak.',
      reversed:
        'Ters Denge, hayatının bir alanında ölçüyü kaçırdığını gösteriyor: fazla çalışmak, fazla harcamak ya da duygularında aşırıya kaçmak gibi. İç dengen bozulmuş olabilir. Bir adım geri çekil, önceliklerini yeniden ayarla ve kendine nefes alacak alan aç.',
    },
    en: {
      keywords: ['balance', 'moderation', 'patience', 'harmony'],
      description: 'A winged angel with one foot in the water and one on land pours water between two cups without spilling a drop, a path behind leading towards the sun.',
      upright:
        'Temperance advises you to avoid extremes and find the middle way. When you blend different elements with patience, a calm and lasting harmony comes into your life. Do not rush: the right mixture takes time, but the result will heal.',
      reversed:
        'Reversed, Temperance shows excess in some part of your life: overworking, overspending or emotional extremes. Your inner balance may be off. Step back, rearrange your priorities and give yourself room to breathe.',
    },
    ru: {
      keywords: ['равновесие', 'умеренность', 'терпение', 'гармония'],
      description: 'Крылатый ангел, стоя одной ногой в воде, а другой на земле, переливает воду из кубка в кубок, не пролив ни капли; позади вьётся тропа к солнцу.',
      upright:
        'Умеренность советует избегать крайностей и искать золотую середину. Когда вы терпеливо соединяете разные стихии, в жизни рождается спокойная и прочная гармония. Не торопитесь: верная пропорция требует времени, зато результат исцеляет.',
      reversed:
        'Перевёрнутая Умеренность говорит о перегибе в какой-то сфере жизни: слишком много работы, трат или эмоций. Возможно, внутреннее равновесие нарушено. Сделайте шаг назад, расставьте приоритеты заново и дайте себе пространство, чтобы отдышаться.',
    },
  },
};
