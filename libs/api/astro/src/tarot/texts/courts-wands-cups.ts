import type { TarotTexts } from './card-text';

/** The court cards of wands and cups: page, knight, queen, king. */
export const WANDS_CUPS_COURT_TEXTS: TarotTexts = {
  wapa: {
    tr: {
      keywords: ['merak', 'keşif', 'heves', 'haber'],
      description: 'Çölü andıran bir arazide duran genç bir uşak, elindeki uzun asanın filizlenen ucuna hayranlıkla bakıyor.',
      upright:
        'Asa Uşağı, içinde yeni bir merakın ve heyecanın uyandığını gösteriyor. Bir fikir, bir yolculuk ya da yaratıcı bir proje seni çağırıyor; belki de güzel bir haber yolda. Deneyimsiz olman seni durdurmasın: keşfetme isteğin en büyük gücün.',
      reversed:
        'Ters Asa Uşağı, hevesin çabuk parlayıp çabuk söndüğünü gösteriyor. Pek çok şeye başlayıp hiçbirini bitirmiyor olabilirsin. Enerjini tek bir hedefe topla ve ilk engelde vazgeçme.',
    },
    en: {
      keywords: ['curiosity', 'exploration', 'enthusiasm', 'news'],
      description: 'A young page stands in a desert-like landscape, looking in wonder at the budding tip of the tall wand he holds.',
      upright:
        'The Page of Wands shows a fresh curiosity and excitement waking inside you. An idea, a journey or a creative project is calling, and good news may be on its way. Do not let inexperience stop you: your urge to explore is your greatest strength.',
      reversed:
        'Reversed, the Page of Wands shows enthusiasm that flares up fast and fizzles just as fast. You may be starting many things and finishing none. Gather your energy around one goal and do not give up at the first obstacle.',
    },
    ru: {
      keywords: ['любопытство', 'открытия', 'воодушевление', 'вести'],
      description: 'Юный паж стоит среди пустынного пейзажа и с восхищением смотрит на распускающуюся верхушку своего высокого жезла.',
      upright:
        'Паж Жезлов показывает, что в вас пробуждается новое любопытство и воодушевление. Вас зовёт идея, путешествие или творческий проект, а может быть, уже спешит добрая весть. Пусть неопытность не останавливает: желание открывать новое — ваша главная сила.',
      reversed:
        'Перевёрнутый Паж Жезлов говорит о воодушевлении, которое быстро вспыхивает и так же быстро гаснет. Возможно, вы начинаете многое и ничего не доводите до конца. Соберите энергию вокруг одной цели и не сдавайтесь при первом препятствии.',
    },
  },
  wakn: {
    tr: {
      keywords: ['atılganlık', 'macera', 'tutku', 'cesaret'],
      description: 'Semender desenli pelerinli, tüylü miğferli bir şövalye, şaha kalkmış atının üstünde asasını havaya kaldırıyor.',
      upright:
        'Asa Şövalyesi, harekete geçme ve risk alma zamanının geldiğini söylüyor. İçindeki ateş seni maceraya, yeni bir işe ya da tutkulu bir ilişkiye doğru itiyor. Cesaretin bulaşıcı; yalnızca hızın seni düşünmeden davranmaya sürüklemesin.',
      reversed:
        'Ters Asa Şövalyesi, sabırsızlığa, aceleciliğe ya da yarım bırakılan işlere işaret ediyor. Enerjin dağınık ve öfken kolay parlıyor olabilir. Atılmadan önce yönünü belirle; hız, doğru yöne gidildiğinde işe yarar.',
    },
    en: {
      keywords: ['boldness', 'adventure', 'passion', 'daring'],
      description: 'A knight in a cloak patterned with salamanders and a plumed helmet raises his wand on a rearing horse.',
      upright:
        'The Knight of Wands says it is time to act and take a risk. The fire inside you is pushing you towards adventure, a new venture or a passionate relationship. Your courage is contagious; just do not let speed sweep you into acting without thinking.',
      reversed:
        'Reversed, the Knight of Wands points to impatience, haste or work left half-done. Your energy may be scattered and your temper quick. Set your direction before you charge; speed only helps when you are heading the right way.',
    },
    ru: {
      keywords: ['дерзость', 'приключение', 'страсть', 'смелость'],
      description: 'Рыцарь в плаще с саламандрами и шлеме с плюмажем поднимает жезл, сидя на вздыбленном коне.',
      upright:
        'Рыцарь Жезлов говорит, что пора действовать и рисковать. Внутренний огонь толкает к приключениям, новому делу или страстным отношениям. Ваша смелость заразительна, только не позволяйте скорости увлечь вас в необдуманные поступки.',
      reversed:
        'Перевёрнутый Рыцарь Жезлов указывает на нетерпение, спешку или брошенные на полпути дела. Энергия может быть рассеянной, а вспыльчивость — высокой. Прежде чем броситься вперёд, определите направление: скорость полезна, только когда путь выбран верно.',
    },
  },
  waqu: {
    tr: {
      keywords: ['özgüven', 'karizma', 'sıcaklık', 'kararlılık'],
      description: 'Aslanlarla süslü tahtında oturan bir kraliçe, bir elinde asa, öbüründe ayçiçeği tutuyor; ayaklarının dibinde siyah bir kedi var.',
      upright:
        'Asa Kraliçesi, ışıltılı özgüveninle etrafını aydınlattığın bir dönemi anlatıyor. Sıcak, cesur ve ne istediğini bilen biri olarak insanlara ilham veriyorsun. Kendini göstermekten çekinme; tutkun ve kararlılığın seni hedefine taşıyacak.',
      reversed:
        'Ters Asa Kraliçesi, özgüvenin sarsıldığını ya da sıcaklığının kıskançlığa ve talepkârlığa dönüştüğünü gösteriyor. Her şeyi tek başına yapmaya çalışırken yorulmuş olabilirsin. Kendi ateşini yeniden yakmak için sana iyi gelen şeylere dön.',
    },
    en: {
      keywords: ['confidence', 'charisma', 'warmth', 'determination'],
      description: 'A queen on a throne decorated with lions holds a wand in one hand and a sunflower in the other, a black cat sitting at her feet.',
      upright:
        'The Queen of Wands describes a time when your radiant confidence lights up everyone around you. Warm, bold and sure of what you want, you inspire people. Do not hold back from being seen; your passion and determination will carry you to your goal.',
      reversed:
        'Reversed, the Queen of Wands shows confidence shaken, or warmth turning into jealousy and demands. You may be worn out from trying to do everything yourself. Go back to what does you good and rekindle your own fire.',
    },
    ru: {
      keywords: ['уверенность', 'харизма', 'теплота', 'решительность'],
      description: 'Королева на троне, украшенном львами, держит в одной руке жезл, в другой — подсолнух; у её ног сидит чёрная кошка.',
      upright:
        'Королева Жезлов описывает время, когда ваша сияющая уверенность освещает всех вокруг. Тёплые, смелые и знающие, чего хотят, вы вдохновляете людей. Не бойтесь быть на виду: страсть и решительность приведут вас к цели.',
      reversed:
        'Перевёрнутая Королева Жезлов показывает, что уверенность пошатнулась или теплота превращается в ревность и требовательность. Возможно, вы устали, пытаясь всё делать в одиночку. Вернитесь к тому, что вам помогает, и снова разожгите свой огонь.',
    },
  },
  waki: {
    tr: {
      keywords: ['liderlik', 'vizyon', 'girişimcilik', 'ilham'],
      description: 'Aslan ve semender motifleriyle süslü tahtında oturan bir kral, elinde filizlenmiş bir asa tutuyor; ayağının dibinde küçük bir semender var.',
      upright:
        'Asa Kralı, vizyonu ve cesaretiyle başkalarını peşinden sürükleyen bir lideri anlatıyor. Bu kişi sen olabilirsin ya da hayatındaki ilham verici biri. Büyük düşün, sorumluluk al ve fikirlerini eyleme dönüştür: insanlar enerjine güveniyor.',
      reversed:
        'Ters Asa Kralı, liderliğin otoriterliğe ya da sabırsızlığa dönüştüğünü gösteriyor. Beklentilerin çevrendekileri bunaltıyor olabilir. Güçlü olmak, herkesi kendi hızına uydurmak değil; başkalarına da alan aç.',
    },
    en: {
      keywords: ['leadership', 'vision', 'entrepreneurship', 'inspiration'],
      description: 'A king on a throne decorated with lions and salamanders holds a blossoming wand, a small salamander at his feet.',
      upright:
        'The King of Wands describes a leader whose vision and courage draw others along. That person may be you, or someone inspiring in your life. Think big, take charge and turn your ideas into action: people trust your energy.',
      reversed:
        'Reversed, the King of Wands shows leadership turning domineering or impatient. Your expectations may be overwhelming the people around you. Being strong does not mean making everyone match your pace; leave room for others.',
    },
    ru: {
      keywords: ['лидерство', 'видение', 'предприимчивость', 'вдохновение'],
      description: 'Король на троне, украшенном львами и саламандрами, держит цветущий жезл; у его ног маленькая саламандра.',
      upright:
        'Король Жезлов описывает лидера, чьё видение и смелость увлекают за собой других. Это можете быть вы или вдохновляющий человек рядом с вами. Мыслите масштабно, берите ответственность и превращайте идеи в дела: люди доверяют вашей энергии.',
      reversed:
        'Перевёрнутый Король Жезлов показывает, что лидерство становится властным или нетерпеливым. Ваши ожидания могут давить на окружающих. Быть сильным — не значит подгонять всех под свой темп: оставьте место и другим.',
    },
  },
  cupa: {
    tr: {
      keywords: ['duyarlılık', 'hayal gücü', 'sürpriz', 'duygusal mesaj'],
      description: 'Çiçek desenli giysili genç bir uşak, deniz kıyısında elindeki kupadan başını uzatan küçük bir balığa gülümseyerek bakıyor.',
      upright:
        'Kupa Uşağı, kalbine dokunan hoş bir sürprizi ya da duygusal bir mesajı haber veriyor. İçindeki çocuğu, hayal gücünü ve sezgilerini dinlemek için güzel bir zaman. Duygularını ifade etmekten çekinme; yumuşaklığın bir zayıflık değil, bir armağan.',
      reversed:
        'Ters Kupa Uşağı, duygusal olgunlaşmamışlığa ya da gerçekçi olmayan hayallere işaret ediyor. Kırılganlığın seni alıngan yapmış olabilir. Duygularını ciddiye al ama onları yönetmeyi de öğren.',
    },
    en: {
      keywords: ['sensitivity', 'imagination', 'surprise', 'heartfelt message'],
      description: 'A young page in a tunic patterned with flowers stands by the sea, smiling at a little fish peeking out of the cup in his hand.',
      upright:
        'The Page of Cups brings a sweet surprise or a heartfelt message. It is a lovely time to listen to your inner child, your imagination and your intuition. Do not hold back your feelings; your tenderness is not a weakness but a gift.',
      reversed:
        'Reversed, the Page of Cups points to emotional immaturity or unrealistic daydreams. Your sensitivity may have made you touchy. Take your feelings seriously, but learn to handle them too.',
    },
    ru: {
      keywords: ['чуткость', 'воображение', 'сюрприз', 'сердечное послание'],
      description: 'Юный паж в тунике с цветочным узором стоит у моря и с улыбкой смотрит на рыбку, выглядывающую из его кубка.',
      upright:
        'Паж Кубков приносит приятный сюрприз или сердечное послание. Прекрасное время, чтобы прислушаться к внутреннему ребёнку, воображению и интуиции. Не сдерживайте чувства: ваша нежность — не слабость, а дар.',
      reversed:
        'Перевёрнутый Паж Кубков указывает на эмоциональную незрелость или несбыточные мечты. Ранимость, возможно, сделала вас обидчивыми. Относитесь к чувствам серьёзно, но учитесь и управлять ими.',
    },
  },
  cukn: {
    tr: {
      keywords: ['romantizm', 'teklif', 'zarafet', 'idealizm'],
      description: 'Kanatlı miğferli bir şövalye, ağır ağır yürüyen beyaz atının üstünde elindeki kupayı ileri uzatıyor; önünde bir dere akıyor.',
      upright:
        'Kupa Şövalyesi, kalbinden gelen bir teklifin ya da romantik bir davetin yolda olduğunu gösteriyor. Duygularının peşinden gitme, güzelliği ve zarafeti hayatına davet etme zamanı. İdeallerine sadık kal; nezaketin kapıları açacak.',
      reversed:
        'Ters Kupa Şövalyesi, tutulmayan sözlere, aşırı duygusallığa ya da gerçekçi olmayan beklentilere işaret ediyor. Biri seni tatlı sözlerle oyalıyor olabilir, ya da sen bir hayale âşıksın. Duygularını gerçeklerle sına.',
    },
    en: {
      keywords: ['romance', 'offer', 'grace', 'idealism'],
      description: 'A knight in a winged helmet holds out a cup as his white horse walks slowly forward, a stream flowing before them.',
      upright:
        'The Knight of Cups shows a heartfelt offer or a romantic invitation on its way. It is time to follow your feelings and invite beauty and grace into your life. Stay true to your ideals; your kindness will open doors.',
      reversed:
        'Reversed, the Knight of Cups points to broken promises, moodiness or unrealistic expectations. Someone may be stringing you along with sweet words, or you may be in love with a fantasy. Test your feelings against the facts.',
    },
    ru: {
      keywords: ['романтика', 'предложение', 'изящество', 'идеализм'],
      description: 'Рыцарь в крылатом шлеме протягивает кубок, а его белый конь неспешно ступает вперёд; перед ними течёт ручей.',
      upright:
        'Рыцарь Кубков показывает, что к вам спешит искреннее предложение или романтическое приглашение. Время следовать за чувствами и впустить в жизнь красоту и изящество. Оставайтесь верны своим идеалам: доброта откроет двери.',
      reversed:
        'Перевёрнутый Рыцарь Кубков указывает на невыполненные обещания, переменчивость настроения или нереальные ожидания. Возможно, кто-то кормит вас сладкими словами, а возможно, вы влюблены в фантазию. Сверяйте чувства с фактами.',
    },
  },
  cuqu: {
    tr: {
      keywords: ['şefkat', 'sezgi', 'duygusal derinlik', 'anlayış'],
      description: 'Deniz kıyısındaki tahtında oturan bir kraliçe, elindeki işlemeli, kapaklı kupaya dalgın dalgın bakıyor.',
      upright:
        'Kupa Kraliçesi, derin bir şefkatin ve güçlü sezgilerin kartı. Başkalarının duygularını sezgiyle anlıyor, onlara güvenli bir liman oluyorsun. Bu duyarlılığı kendine de göster: kalbinin sesine güven, o seni yanıltmaz.',
      reversed:
        'Ters Kupa Kraliçesi, başkalarının duygularını taşımaktan kendi ihtiyaçlarını unuttuğunu gösteriyor. Duygusal olarak tükenmiş ya da fazla alıngan olabilirsin. Sınırlarını çiz ve kendi kupanı doldurmak için zaman ayır.',
    },
    en: {
      keywords: ['compassion', 'intuition', 'emotional depth', 'understanding'],
      description: 'A queen seated on her throne at the water’s edge gazes dreamily at the ornate, lidded cup she holds.',
      upright:
        'The Queen of Cups is the card of deep compassion and strong intuition. You understand other people’s feelings instinctively and give them a safe harbour. Show yourself the same tenderness: trust your heart, it will not mislead you.',
      reversed:
        'Reversed, the Queen of Cups shows you carrying others’ emotions until you forget your own needs. You may be emotionally drained or oversensitive. Set your boundaries and take time to fill your own cup.',
    },
    ru: {
      keywords: ['сострадание', 'интуиция', 'эмоциональная глубина', 'понимание'],
      description: 'Королева на троне у самой кромки воды задумчиво смотрит на богато украшенный кубок с крышкой в своих руках.',
      upright:
        'Королева Кубков — карта глубокого сострадания и сильной интуиции. Вы чутко понимаете чувства других и становитесь для них надёжной гаванью. Будьте так же бережны к себе: доверяйте сердцу, оно не подведёт.',
      reversed:
        'Перевёрнутая Королева Кубков показывает, что вы несёте чужие эмоции и забываете о собственных нуждах. Возможно, вы эмоционально истощены или слишком ранимы. Обозначьте границы и найдите время наполнить собственный кубок.',
    },
  },
  cuki: {
    tr: {
      keywords: ['duygusal denge', 'olgunluk', 'diplomasi', 'sakinlik'],
      description: 'Dalgalı bir denizin ortasında yüzen taş tahtında oturan bir kral, bir elinde kupa öbüründe asa tutuyor; yanında bir balık sıçrıyor, uzakta bir gemi görünüyor.',
      upright:
        'Kupa Kralı, duygularıyla barışık, olgun ve sakin bir tavrı anlatıyor. Fırtınalı sularda bile soğukkanlılığını koruyor, başkalarına da yol gösteriyorsun. Kalbinle aklını birlikte kullan; diplomasi şu an en güçlü aracın.',
      reversed:
        'Ters Kupa Kralı, bastırılmış duyguların ya da manipülatif bir tavrın altını çiziyor. Sakin görünüyor olabilirsin, ama içinde dalgalar kabarıyor. Duygularını saklamak yerine onlarla yüzleş ve dürüstçe ifade et.',
    },
    en: {
      keywords: ['emotional balance', 'maturity', 'diplomacy', 'composure'],
      description: 'A king sits on a stone throne floating on a rough sea, a cup in one hand and a sceptre in the other, a fish leaping beside him and a ship in the distance.',
      upright:
        'The King of Cups describes a mature, calm attitude, at peace with one’s feelings. Even in stormy waters you keep your composure and guide others. Use your heart and your head together; diplomacy is your strongest tool right now.',
      reversed:
        'Reversed, the King of Cups highlights suppressed emotions or a manipulative streak. You may look calm while waves are rising inside. Instead of hiding your feelings, face them and express them honestly.',
    },
    ru: {
      keywords: ['эмоциональное равновесие', 'зрелость', 'дипломатия', 'самообладание'],
      description: 'Король сидит на каменном троне посреди бурного моря с кубком в одной руке и скипетром в другой; рядом выпрыгивает рыба, вдали виден корабль.',
      upright:
        'Король Кубков описывает зрелое, спокойное отношение к жизни и мир со своими чувствами. Даже в бурных водах вы сохраняете самообладание и помогаете найти путь другим. Используйте сердце и разум вместе: дипломатия сейчас — ваш самый сильный инструмент.',
      reversed:
        'Перевёрнутый Король Кубков указывает на подавленные эмоции или склонность к манипуляциям. Снаружи вы, может быть, спокойны, а внутри вздымаются волны. Не прячьте чувства, а встретьтесь с ними и честно о них скажите.',
    },
  },
};
