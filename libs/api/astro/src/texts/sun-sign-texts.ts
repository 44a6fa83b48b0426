import type { LocalizedText } from '@meydan/api/core';

/**
 * The Sun in each sign for a birth chart's reading, 0 = Aries … 11 = Pisces: the core of the
 * person, what they shine at and the lesson that makes it grow. Turkish speaks to the reader with
 * "sen"; Russian with "вы", in forms that do not depend on the reader's gender.
 */
export const SUN_SIGN_TEXTS: readonly LocalizedText[] = [
  {
    tr: 'Güneşin Koç burcunda: en iyi hâlini başlangıç çizgisinde gösterirsin. Cesursun, içinden geldiği gibi davranırsın ve başkaları daha düşünürken sen çoktan harekete geçmiş olursun. Meydan okumalar seni canlı tutar, ne düşünüyorsan onu söylersin; başladığını bitirmeyi ve zaman zaman başkalarını beklemeyi öğrendiğinde bu ateş gerçek bir liderliğe dönüşür.',
    en: 'With the Sun in Aries you are at your best at the starting line: brave, spontaneous and already moving while others are still thinking. Challenges make you feel alive, and you say what you mean. Learning to finish what you start, and now and then to wait for others, turns your fire into real leadership.',
    ru: 'С Солнцем в Овне вы лучше всего проявляете себя на старте: смело, порывисто, с готовностью действовать, пока другие ещё раздумывают. Вызовы заряжают вас энергией, а говорить вы предпочитаете прямо. Умение доводить начатое до конца и порой дожидаться других превращает этот огонь в настоящее лидерство.',
  },
  {
    tr: 'Güneşin Boğa burcunda: gücün istikrarından gelir. Yavaş ama sağlam inşa edersin ve kurduğun şey kalıcı olur. Konforu, güzel sofraları ve estetik şeyleri seversin; güvendiğin insanlara ve yerlere sadık kalırsın. Bir kez kararını verdiğinde seni yerinden oynatmak zordur; bu hem çapan hem de üzerinde çalışman gereken yanın.',
    en: 'With the Sun in Taurus your strength is steadiness: you build slowly, and what you build lasts. You love comfort, good food and beautiful things, and you stay loyal to the people and places you trust. Once you dig in, nobody moves you easily, which is both your anchor and your challenge.',
    ru: 'С Солнцем в Тельце ваша сила — в постоянстве: вы строите медленно, зато надолго. Вы цените комфорт, вкусную еду и красивые вещи и храните верность людям и местам, которым доверяете. Сдвинуть вас с места, когда решение уже принято, почти невозможно, и в этом одновременно ваша опора и ваш главный урок.',
  },
  {
    tr: 'Güneşin İkizler burcunda: seni harekete geçiren şey merak. Her şeyden biraz bilmek ve hepsi hakkında konuşmak istersin. Hızlı öğrenir, kolay uyum sağlar, sözlerin ve esprilerinle insanları bir araya getirirsin. Parlak zihnini dağıtmak yerine birkaç ilgi alanını derinleştirmek senin asıl sınavın.',
    en: 'With the Sun in Gemini, curiosity is your engine: you want to know a little about everything and talk about all of it. You learn fast, adapt easily and bring people together with words and humour. Your task is to let a few interests grow deep instead of scattering your bright mind.',
    ru: 'С Солнцем в Близнецах ваш двигатель — любопытство: хочется знать понемногу обо всём и обо всём поговорить. Вы быстро учитесь, легко приспосабливаетесь и сближаете людей словом и юмором. Ваша задача — дать нескольким увлечениям вырасти вглубь, а не распылять свой яркий ум.',
  },
  {
    tr: 'Güneşin Yengeç burcunda: hayatı duyguların ve bağların üzerinden yaşarsın. Ev, aile ve değer verdiğin insanlar hayatının merkezindedir. Kimse bir şey söylemeden ortamın havasını sezer, sevdiklerini canla başla korursun. Sert kabuğun ne kadar hassas olduğunu gizleyebilir; bu yumuşaklığı göstermeye cesaret etmek seni büyütür.',
    en: 'With the Sun in Cancer you live through your feelings and your bonds: home, family and the people you care for are at the centre of your life. You sense a mood before anyone speaks and protect those you love fiercely. A tough shell can hide how tender you are inside; letting people see it is part of your growth.',
    ru: 'С Солнцем в Раке вы живёте чувствами и привязанностями: дом, семья и близкие люди — в центре вашей жизни. Вы улавливаете настроение раньше, чем кто-то заговорит, и горячо защищаете тех, кого любите. Твёрдый панцирь порой скрывает, насколько вы ранимы; позволить другим увидеть эту мягкость — часть вашего роста.',
  },
  {
    tr: 'Güneşin Aslan burcunda: parlamak için doğdun. Sıcak, cömert ve yaratıcısın; hiç çaba göstermeden bulunduğun yeri aydınlatırsın. Kalbinle yön verir, kutlamayı seversin ve kanatlarının altına aldığın insanlara sadık kalırsın. Takdir görmeye ihtiyaç duyarsın; bu takdiri önce kendine vermeyi öğrendiğinde gururun gerçek bir özgüvene dönüşür.',
    en: 'With the Sun in Leo you are meant to shine: warm, generous and creative, you light up a room without trying. You lead with your heart, love a celebration and stay loyal to the people you take under your wing. You need to be appreciated; once you learn to give yourself that recognition first, pride turns into true confidence.',
    ru: 'С Солнцем во Льве вы созданы, чтобы сиять: тепло, щедрость и творческая жилка освещают любое пространство без всяких усилий. Вы ведёте за собой сердцем, любите праздники и остаётесь верны тем, кого взяли под своё крыло. Вам важно признание; научившись сначала давать его себе самостоятельно, вы превратите гордость в настоящую уверенность.',
  },
  {
    tr: 'Güneşin Başak burcunda: başkalarının kaçırdığını fark eder, bir işi nasıl daha iyi yapacağını bilirsin. Pratik ve alçakgönüllüsün; işte de olsan birine bakarken de olsan, işe yaradığını hissettiğinde mutlusun. Kusurları gören keskin gözün bir armağandır, yeter ki onu kendine karşı fazla acımasızca kullanma.',
    en: 'With the Sun in Virgo you notice what others miss and know how to make things better. You are practical and modest, and happiest when you are useful, whether at work or looking after someone. Your sharp eye for flaws is a gift, as long as you do not turn it too harshly on yourself.',
    ru: 'С Солнцем в Деве вы замечаете то, что ускользает от других, и знаете, как сделать лучше. Практичность и скромность — ваши сильные стороны, а счастливее всего вы тогда, когда приносите пользу: в работе или в заботе о ком-то. Зоркий взгляд на недостатки — настоящий дар, если не обращать его слишком строго против себя.',
  },
  {
    tr: 'Güneşin Terazi burcunda: her şeyde denge, güzellik ve adalet ararsın. Zarif ve diplomatiksin; her hikâyenin iki tarafını da görebildiğin ortaklıklarda en iyi hâline gelirsin. Herkesin onayını beklemeden karar verebilmek, nezaketini güce dönüştüren derstir.',
    en: 'With the Sun in Libra you look for balance, beauty and fairness in everything. You are charming and diplomatic, and at your best in partnership, where you can see both sides of every story. Making decisions without waiting for everyone’s approval is the lesson that turns your kindness into strength.',
    ru: 'С Солнцем в Весах вы ищете во всём равновесие, красоту и справедливость. Вам помогают обаяние и дипломатичность, а лучше всего вы раскрываетесь в партнёрстве, где можно увидеть обе стороны любой истории. Принимать решения, не дожидаясь всеобщего одобрения, — урок, который превращает вашу мягкость в силу.',
  },
  {
    tr: 'Güneşin Akrep burcunda: hayatı yoğun yaşar, asla yüzeyle yetinmezsin. Sadık, sezgileri güçlü ve iradelisin; en zor dönemlerden sonra bile kendini yeniden yaratabilirsin. Güvenin yavaş kazanılır; eski kırgınlıkları bırakmayı öğrendiğinde içindeki derin güç özgürleşir.',
    en: 'With the Sun in Scorpio you live intensely and never settle for the surface. You are loyal, perceptive and strong-willed, and you can reinvent yourself after the hardest of times. Your trust is slow to win; learning to let go of old hurts sets your deep power free.',
    ru: 'С Солнцем в Скорпионе вы живёте интенсивно и никогда не довольствуетесь поверхностным. Верность, проницательность и сильная воля помогают вам возрождаться даже после самых тяжёлых времён. Доверие рождается у вас медленно; умение отпускать старые обиды освобождает вашу глубинную силу.',
  },
  {
    tr: 'Güneşin Yay burcunda: özünde bir kâşifsin; yolculuklar, fikirler ve büyük sorular seni ayakta tutar. İyimsersin, dobralığa varan bir dürüstlüğün var ve coşkunu cömertçe paylaşırsın. Özgürlük senin için her şeyden önemli; onu istikrarla birleştirdiğinde hayallerin gerçeğe dönüşür.',
    en: 'With the Sun in Sagittarius you are an explorer at heart: journeys, ideas and big questions keep you going. You are optimistic, honest to the point of bluntness and generous with your enthusiasm. Freedom matters most to you; pairing it with follow-through is what turns your vision into reality.',
    ru: 'С Солнцем в Стрельце в вас живёт дух исследователя: путешествия, идеи и большие вопросы не дают вам заскучать. Вы смотрите на жизнь с оптимизмом, говорите честно, порой до резкости, и щедро делитесь своим воодушевлением. Свобода для вас важнее всего; соединив её с последовательностью, вы превращаете мечты в реальность.',
  },
  {
    tr: 'Güneşin Oğlak burcunda: hırslı, sabırlı ve uzun yola göre yaratılmışsın. Sorumluluğu erken yaşta alır, emeğe saygı duyar ve koyduğun hedeflere adım adım tırmanırsın. Ciddi yüzünün ardında ince bir mizah saklıdır; kendine dinlenmeye ve eğlenmeye izin verdiğinde başarın daha da tatlanır.',
    en: 'With the Sun in Capricorn you are ambitious, patient and built for the long run. You take on responsibility early, respect hard work and climb steadily towards the goals you set. Behind your serious face hides a dry sense of humour; allowing yourself rest and play makes your success sweeter.',
    ru: 'С Солнцем в Козероге в вас сочетаются целеустремлённость, терпение и умение играть вдолгую. Вы рано берёте на себя ответственность, уважаете труд и шаг за шагом поднимаетесь к поставленным целям. За серьёзным видом прячется тонкое чувство юмора; разрешите себе отдых и игру — и успех станет слаще.',
  },
  {
    tr: 'Güneşin Kova burcunda: kendi kafanla düşünür, gözünü geleceğe dikersin. Özgün ve arkadaş canlısısın; dünyayı daha adil bir yer yapabilecek fikirler seni kendine çeker. Bağımsızlığına neredeyse her şeyden çok değer verirsin; insanları yalnızca düşüncelerine değil, duygularına da yaklaştırabilmek senin sessiz sınavın.',
    en: 'With the Sun in Aquarius you think for yourself and look to the future. You are original and friendly, and drawn to ideas that could make the world a fairer place. You value your independence above almost anything; letting people close to your feelings, not just your thoughts, is your quiet challenge.',
    ru: 'С Солнцем в Водолее вы мыслите самостоятельно и смотрите в будущее. Оригинальность и дружелюбие притягивают к вам людей, а вас притягивают идеи, способные сделать мир справедливее. Независимость вы цените почти превыше всего; подпускать людей не только к своим мыслям, но и к чувствам — ваш тихий вызов.',
  },
  {
    tr: 'Güneşin Balık burcunda: duyarlı, hayal gücü geniş ve derinden şefkatlisin. Başkalarının ne hissettiğini sezer, yolunu çoğu zaman planlardan çok sezgiyle, sanatla ya da düşlerle bulursun. Enerjini korumak ve net sınırlar çizmek, yumuşak doğanın savrulmak yerine serpilmesini sağlar.',
    en: 'With the Sun in Pisces you are sensitive, imaginative and deeply compassionate. You sense what others feel and often find your way by intuition, art or dreams rather than by plans. Protecting your energy and drawing clear boundaries lets your gentle nature flourish instead of drifting.',
    ru: 'С Солнцем в Рыбах в вас много чуткости, воображения и глубокого сострадания. Вы ощущаете чувства других и часто находите дорогу через интуицию, искусство или мечты, а не через планы. Беречь свою энергию и ставить ясные границы — значит дать мягкой натуре расцвести, а не плыть по течению.',
  },
];

/**
 * The Sun in each sign in a few words, for a day the Sun changed sign and the birth time is
 * unknown: what follows "the Sun" in "in Leo the Sun …" (Russian "во Льве Солнце …", Turkish
 * "Aslan burcundaki Güneş …").
 */
export const SUN_SIGN_SHORT: readonly LocalizedText[] = [
  { tr: 'seni cesur, dolaysız ve ilk adımı atan biri yapar', en: 'makes you bold, direct and quick to start', ru: 'наделяет смелостью, прямотой и жаждой начинаний' },
  { tr: 'seni sabırlı, istikrarlı ve hayatın güzelliklerine düşkün biri yapar', en: 'makes you steady, patient and fond of life’s comforts', ru: 'наделяет терпением, постоянством и любовью к простым радостям' },
  { tr: 'seni meraklı, konuşkan ve uyum sağlayan biri yapar', en: 'makes you curious, talkative and adaptable', ru: 'наделяет любопытством, общительностью и гибкостью' },
  { tr: 'seni şefkatli, koruyucu ve yuvasına bağlı biri yapar', en: 'makes you caring, protective and devoted to home', ru: 'наделяет заботливостью, чуткостью и привязанностью к дому' },
  { tr: 'seni sıcak, cömert ve parlamaya hevesli biri yapar', en: 'makes you warm, generous and eager to shine', ru: 'наделяет теплом, щедростью и желанием сиять' },
  { tr: 'seni dikkatli, pratik ve yardımsever biri yapar', en: 'makes you attentive, practical and helpful', ru: 'наделяет внимательностью, практичностью и готовностью помочь' },
  { tr: 'seni zarif, adil ve ortaklığa yatkın biri yapar', en: 'makes you charming, fair-minded and drawn to partnership', ru: 'наделяет обаянием, чувством справедливости и тягой к партнёрству' },
  { tr: 'seni yoğun, sadık ve sezgileri keskin biri yapar', en: 'makes you intense, loyal and perceptive', ru: 'наделяет страстностью, верностью и проницательностью' },
  { tr: 'seni maceracı, iyimser ve açık sözlü biri yapar', en: 'makes you adventurous, optimistic and frank', ru: 'наделяет оптимизмом, прямотой и любовью к приключениям' },
  { tr: 'seni hırslı, sabırlı ve sorumluluk sahibi biri yapar', en: 'makes you ambitious, patient and responsible', ru: 'наделяет целеустремлённостью, терпением и чувством ответственности' },
  { tr: 'seni özgün, bağımsız ve geleceğe dönük biri yapar', en: 'makes you original, independent and future-minded', ru: 'наделяет оригинальностью, независимостью и взглядом в будущее' },
  { tr: 'seni duyarlı, hayalperest ve şefkatli biri yapar', en: 'makes you sensitive, imaginative and compassionate', ru: 'наделяет чуткостью, воображением и состраданием' },
];
