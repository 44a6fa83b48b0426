import type { LocalizedText } from '@meydan/api/core';

/**
 * The Moon in each sign for a birth chart's reading, 0 = Aries … 11 = Pisces: the emotional
 * needs, what makes the person feel safe and the emotional lesson. Turkish speaks to the reader
 * with "sen"; Russian with "вы", in forms that do not depend on the reader's gender.
 */
export const MOON_SIGN_TEXTS: readonly LocalizedText[] = [
  {
    tr: 'Ay burcun Koç: duyguların hızla alevlenir ve dürüstçe yanar; önce tepki verir, sonra düşünürsün. Harekete geçme özgürlüğüne ihtiyaç duyar, bir duyguyu hemen eyleme dökebildiğinde rahatlarsın. Öfken uzun sürmez; yine de tepki vermeden önce bir nefes almayı öğrenmek sevdiklerini gereksiz kırgınlıklardan korur.',
    en: 'With the Moon in Aries your feelings flare up fast and burn honestly: you react first and reflect later. You need the freedom to act, and you feel better as soon as an emotion can turn into movement. Your anger rarely lasts, but learning to take a breath before you react spares the people close to you.',
    ru: 'С Луной в Овне чувства вспыхивают быстро и горят честно: сначала вы реагируете, а потом размышляете. Вам нужна свобода действовать, и легче всего становится, когда эмоцию можно сразу превратить в движение. Гнев у вас проходит быстро, но привычка сделать паузу перед ответом бережёт близких от лишних обид.',
  },
  {
    tr: 'Ay burcun Boğa: duygusal huzuru istikrarda, konforda ve duyuların zevklerinde bulursun. Güzel bir sofra, sıcak bir ev ve hayatında kalıcı olan insanlar sana derin bir güven verir. Sevgide sakin ve sadıksın; asıl sınavın, zamanı dolan bir şeyi bırakabilmek.',
    en: 'With the Moon in Taurus you find emotional peace in stability, comfort and the pleasures of the senses. Good food, a cosy home and people who stay give you a deep sense of security. You are calm and loyal in your affections; the challenge is letting go when something has run its course.',
    ru: 'С Луной в Тельце душевный покой приходит через стабильность, уют и простые чувственные радости. Вкусная еда, тёплый дом и люди, которые остаются рядом, дают вам глубокое ощущение защищённости. В привязанностях вы спокойны и верны; труднее даётся другое — отпускать то, что уже отжило своё.',
  },
  {
    tr: 'Ay burcun İkizler: duygularını konuşarak, yazarak ve üzerine düşünerek işlersin. Çeşitlilik, sohbet ve yeni haberler moralini yükseltir; tekdüzelik ise seni huzursuz eder. Duygularına ad koymak sana kolay gelir; onları açıklayıp geçmek yerine bir süre onlarla kalmak seni kendine yaklaştırır.',
    en: 'With the Moon in Gemini you process your feelings by talking, writing and thinking them through. Variety, conversation and fresh news lift your mood, while routine makes you restless. Naming your emotions comes easily; staying with them for a while, rather than explaining them away, brings you closer to yourself.',
    ru: 'С Луной в Близнецах вы проживаете чувства, когда говорите о них, пишете и обдумываете их. Разнообразие, разговоры и свежие новости поднимают настроение, а рутина вызывает беспокойство. Назвать свои эмоции вам легко; побыть с ними какое-то время, а не объяснять их, — путь к более глубокому пониманию себя.',
  },
  {
    tr: 'Ay burcun Yengeç: Ay burada kendi evinde olduğu için iç dünyan zengin, derin ve koruyucudur. Güvenli bir yuvaya, tanıdık yüzlere ve bir yere ait olma hissine ihtiyaç duyarsın. Başkalarına içgüdüsel olarak bakar, her iyiliği de her kırgınlığı da hatırlarsın; başkalarını yatıştırdığın şefkatle kendini de yatıştırmayı öğrenmek dengeni korur.',
    en: 'The Moon is at home in Cancer, so your emotional world is rich, deep and protective. You need a safe nest, familiar faces and the feeling of belonging. You care for others by instinct and remember every kindness, and every hurt; learning to soothe yourself as gently as you soothe others keeps you balanced.',
    ru: 'В Раке Луна у себя дома, поэтому ваш внутренний мир богат, глубок и полон заботы. Вам нужны надёжное гнездо, знакомые лица и чувство принадлежности. Вы инстинктивно заботитесь о других и помните каждое доброе слово — и каждую обиду; умение утешать себя так же бережно, как вы утешаете других, сохраняет ваше равновесие.',
  },
  {
    tr: 'Ay burcun Aslan: kalbin sıcak, gururlu ve cömerttir. Açıkça sevildiğinde, biraz hayranlık gördüğünde ve kendini özgürce ifade edebildiğinde güvende hissedersin. Sevgin sadık ve büyük yüreklidir; sessiz sevginin de değerli olduğunu hatırlamak seni gereksiz kırılmalardan korur.',
    en: 'With the Moon in Leo your heart is warm, proud and generous. You feel secure when you are loved openly, admired a little and free to express yourself. Your affection is loyal and big-hearted; remembering that quiet love counts too saves you from needless hurt.',
    ru: 'С Луной во Льве у вас тёплое, гордое и щедрое сердце. Защищённость приходит, когда вас любят открыто, немного вами восхищаются и дают свободно себя выражать. Ваша привязанность верна и великодушна; если помнить, что тихая любовь тоже многого стоит, удастся избежать ненужных обид.',
  },
  {
    tr: 'Ay burcun Başak: etrafını düzene sokarak ve işe yarayarak sakinleşirsin. Sevgini küçük, pratik özenlerle gösterirsin; düzenli bir gündelik akış sinirlerini yatıştırır. İçindeki eleştirmenin sesi yüksek olabilir; duyguların kusursuz olmak zorunda olmadığını kabul etmek sana gerçek bir huzur getirir.',
    en: 'With the Moon in Virgo you calm down by putting things in order and being useful. You show love through small, practical acts of care, and a tidy daily routine settles your nerves. Your inner critic can be loud; accepting that feelings do not have to be perfect brings you real peace.',
    ru: 'С Луной в Деве вы успокаиваетесь, наводя порядок и принося пользу. Любовь вы выражаете маленькими практичными знаками заботы, а размеренный распорядок дня помогает прийти в равновесие. Внутренний критик может звучать громко; принятие того, что чувства не обязаны быть идеальными, приносит настоящий покой.',
  },
  {
    tr: 'Ay burcun Terazi: kendini rahat hissetmek için uyuma, güzelliğe ve iyi bir yol arkadaşına ihtiyaç duyarsın. Çatışma seni huzursuz eder; içgüdüsel olarak ortamı yumuşatır, karşı tarafın bakış açısını görürsün. Duygusal zarafetin bir armağandır; huzuru bozacak olsa bile kendi ihtiyaçlarını dile getirmek ilişkilerini daha dürüst kılar.',
    en: 'With the Moon in Libra you need harmony, beauty and a good partner to feel at ease. Conflict unsettles you, and you instinctively smooth things over and see the other side. Your emotional grace is a gift; voicing your own needs, even when it disturbs the peace, makes your relationships more honest.',
    ru: 'С Луной в Весах для душевного равновесия вам нужны гармония, красота и надёжный партнёр. Конфликты выбивают вас из колеи, и вы инстинктивно сглаживаете острые углы и видите правоту другой стороны. Эмоциональное изящество — ваш дар; говорить о собственных потребностях, даже если это нарушит мир, значит сделать отношения честнее.',
  },
  {
    tr: 'Ay burcun Akrep: her şeyi derinden ve yoğun hissedersin, ama bunu pek belli etmezsin. Duygusal dürüstlüğe, tam bir güvene ve sonuna kadar giden bağlara ihtiyaç duyarsın. Kıskançlık ve eski yaralar sana ağır gelebilir; onlara tutunmak yerine dönüşmelerine izin verdiğinde duygusal gücün olağanüstü bir hâl alır.',
    en: 'With the Moon in Scorpio you feel everything deeply and intensely, though you rarely show it. You need emotional truth, complete trust and bonds that go all the way. Jealousy and old wounds can weigh on you; when you let them transform instead of holding on, your emotional strength becomes remarkable.',
    ru: 'С Луной в Скорпионе вы чувствуете всё глубоко и сильно, хотя редко это показываете. Вам нужны эмоциональная правда, полное доверие и связи без полумер. Ревность и старые раны могут тяготить; если позволить им преобразиться, а не держаться за них, ваша душевная сила станет поразительной.',
  },
  {
    tr: 'Ay burcun Yay: iyi hissetmek için özgürlüğe, harekete ve heyecanla beklediğin bir şeye ihtiyaç duyarsın. Yolculuk, öğrenmek ve kahkaha moralini yükseltir; hayal kırıklıklarından iyimserliğinle çabucak toparlanırsın. Zor duygulardan bir sonraki ufka kaçmak yerine onlarla yüzleşmek, aradığın huzuru bulmanı sağlar.',
    en: 'With the Moon in Sagittarius you need freedom, movement and something to look forward to in order to feel good. Travel, learning and laughter lift your mood, and you bounce back from disappointments with optimism. Facing difficult feelings instead of running towards the next horizon helps you find the peace you are looking for.',
    ru: 'С Луной в Стрельце для хорошего самочувствия вам нужны свобода, движение и что-то впереди, чего хочется ждать. Настроение поднимают путешествия, учёба и смех, а после разочарований вы быстро восстанавливаетесь благодаря оптимизму. Встречать трудные чувства лицом к лицу, а не убегать к новому горизонту, — вот путь к покою, который вы ищете.',
  },
  {
    tr: 'Ay burcun Oğlak: duygularını kontrol altında tutar, sevgini sorumluluk alarak ve güvenilir olarak gösterirsin. Senin için güven; düzenden, başarıdan ve kendine dayanabileceğini bilmekten gelir. Kırılgan olmaya ve destek kabul etmeye izin vermek, çoğu zaman her yükü tek başına taşıyan kalbini hafifletir.',
    en: 'With the Moon in Capricorn you keep your feelings under control and show care through responsibility and reliability. Security, for you, comes from structure, achievement and knowing you can count on yourself. Allowing yourself to be vulnerable and to accept support lightens a heart that too often carries everything alone.',
    ru: 'С Луной в Козероге вы держите чувства под контролем и проявляете заботу через ответственность и надёжность. Ощущение безопасности дают вам порядок, достижения и уверенность, что можно рассчитывать на себя. Разрешить себе уязвимость и принять поддержку — значит облегчить сердце, которое слишком часто несёт всё в одиночку.',
  },
  {
    tr: 'Ay burcun Kova: duygulara soğukkanlı bir akılla yaklaşır, bolca kişisel alana ihtiyaç duyarsın. Dostluk, ortak idealler ve olduğun gibi olabilme özgürlüğü sana kendini evinde hissettirir. Duyguları gösterdiğinden daha iyi anlıyor olabilirsin; bağımsızlığından vazgeçmeden insanları yakınına almak bağlarını derinleştirir.',
    en: 'With the Moon in Aquarius you approach feelings with a cool head and need plenty of personal space. Friendship, shared ideals and the freedom to be yourself make you feel at home. You may understand emotions better than you show them; letting people close, without giving up your independence, deepens your bonds.',
    ru: 'С Луной в Водолее вы подходите к чувствам с холодной головой, и вам нужно много личного пространства. Дружба, общие идеалы и свобода быть собой дают ощущение дома. Возможно, вы понимаете эмоции лучше, чем показываете; подпуская людей ближе и не теряя независимости, вы делаете связи глубже.',
  },
  {
    tr: 'Ay burcun Balık: iç dünyanın sınırı yoktur; çevrendeki havayı emer, başkalarının acısını kendi acın gibi hissedersin. Müzik, sanat, doğa ve sessiz yalnızlık anları seni yeniler. Şefkatin ender bir armağandır; net sınırlar, başkalarının duyguları içinde kaybolmanı önler.',
    en: 'With the Moon in Pisces your emotional world has no edges: you absorb the moods around you and feel other people’s pain as your own. Music, art, nature and quiet moments alone restore you. Your compassion is a rare gift; clear boundaries keep you from getting lost in other people’s feelings.',
    ru: 'С Луной в Рыбах ваш внутренний мир безграничен: вы впитываете настроение вокруг и чувствуете чужую боль как свою. Музыка, искусство, природа и тихие минуты уединения возвращают вам силы. Ваше сострадание — редкий дар; ясные границы помогают не раствориться в чужих переживаниях.',
  },
];

/**
 * The Moon in each sign in a few words, for a day the Moon changed sign and the birth time is
 * unknown: what follows "the Moon" in "in Scorpio the Moon …" (Russian "в Скорпионе Луна …",
 * Turkish "Akrep burcundaki Ay …").
 */
export const MOON_SIGN_SHORT: readonly LocalizedText[] = [
  { tr: 'duygularını hızlı, ateşli ve dürüst kılar', en: 'makes your feelings quick, fiery and honest', ru: 'делает чувства быстрыми, горячими и честными' },
  { tr: 'huzuru, konforu ve güveni arar', en: 'seeks calm, comfort and security', ru: 'ищет покоя, уюта и надёжности' },
  { tr: 'duyguları sözle, merakla ve çeşitlilikle işler', en: 'processes feelings through words, curiosity and variety', ru: 'проживает чувства через слова, любопытство и разнообразие' },
  { tr: 'derin bir şefkat ve güvenli bir yuva ihtiyacı getirir', en: 'brings deep tenderness and the need for a safe home', ru: 'дарит глубокую заботливость и потребность в надёжном доме' },
  { tr: 'takdir görmek isteyen sıcak ve gururlu bir kalp verir', en: 'gives you a warm, proud heart that longs to be appreciated', ru: 'даёт тёплое, гордое сердце, которому важно признание' },
  { tr: 'huzuru düzende ve işe yaramakta bulur', en: 'finds peace in order and in being useful', ru: 'находит покой в порядке и в пользе для других' },
  { tr: 'uyum, güzellik ve yanında bir yol arkadaşı ister', en: 'needs harmony, beauty and a partner at your side', ru: 'ищет гармонии, красоты и партнёра рядом' },
  { tr: 'duygularını derin, yoğun ve mahrem kılar', en: 'makes your feelings deep, intense and private', ru: 'делает чувства глубокими, сильными и скрытыми от чужих глаз' },
  { tr: 'özgürlük, macera ve iyimserlik ister', en: 'needs freedom, adventure and something to look forward to', ru: 'жаждет свободы, приключений и поводов для оптимизма' },
  { tr: 'duyguları kontrol altında tutar, güveni başarıda arar', en: 'keeps feelings in check and seeks security in achievement', ru: 'держит чувства под контролем и ищет опору в достижениях' },
  { tr: 'kişisel alan, dostluk ve olduğun gibi olabilme özgürlüğü ister', en: 'needs space, friendship and the freedom to be yourself', ru: 'нуждается в личном пространстве, дружбе и свободе быть собой' },
  { tr: 'seni duyarlı, hayalperest ve derinden şefkatli kılar', en: 'makes you sensitive, dreamy and deeply compassionate', ru: 'наделяет чуткостью, мечтательностью и глубоким состраданием' },
];
