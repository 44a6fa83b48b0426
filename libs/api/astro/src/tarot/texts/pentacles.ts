import type { TarotTexts } from './card-text';

/** Pentacles (Tılsımlar, Пентакли), ace … ten: earth, work, money, the body and home. */
export const PENTACLES_TEXTS: TarotTexts = {
  peac: {
    tr: {
      keywords: ['fırsat', 'maddi başlangıç', 'bolluk', 'sağlam temel'],
      description: 'Bir buluttan uzanan el, altın bir tılsım tutuyor; aşağıda zambaklarla dolu bir bahçe ve dağlara açılan çitten bir kemer var.',
      upright:
        'Tılsım Ası, somut bir fırsatın kapını çaldığını müjdeliyor: yeni bir iş, bir yatırım ya da maddi bir kazanç. Bu tohumu ekmek için zemin hazır. Sabırla ve pratik adımlarla ilerlersen, bugün attığın temel yıllarca meyve verecek.',
      reversed:
        'Ters Tılsım Ası, kaçırılan ya da yanlış değerlendirilen bir fırsata işaret ediyor. Plansız harcamalar ya da aceleci yatırımlar seni zorlayabilir. Bütçeni gözden geçir ve gerçekçi bir planla yeniden başla.',
    },
    en: {
      keywords: ['opportunity', 'material beginning', 'prosperity', 'solid foundation'],
      description: 'A hand from a cloud holds out a golden pentacle above a garden of lilies, an archway in the hedge opening onto the mountains.',
      upright:
        'The Ace of Pentacles announces a tangible opportunity at your door: a new job, an investment or a financial gain. The ground is ready for this seed. Move forward patiently and practically, and the foundation you lay today will bear fruit for years.',
      reversed:
        'Reversed, the Ace of Pentacles points to an opportunity missed or misjudged. Unplanned spending or hasty investments may put you under strain. Review your budget and start again with a realistic plan.',
    },
    ru: {
      keywords: ['возможность', 'материальное начало', 'процветание', 'прочный фундамент'],
      description: 'Рука из облака протягивает золотой пентакль над садом с лилиями; арка в живой изгороди открывает вид на горы.',
      upright:
        'Туз Пентаклей возвещает, что на пороге ощутимая возможность: новая работа, вложение или денежная прибыль. Почва для этого семени готова. Двигайтесь терпеливо и практично, и фундамент, заложенный сегодня, будет приносить плоды долгие годы.',
      reversed:
        'Перевёрнутый Туз Пентаклей указывает на упущенную или неверно оценённую возможность. Незапланированные траты или поспешные вложения могут создать трудности. Пересмотрите бюджет и начните заново с реалистичным планом.',
    },
  },
  pe02: {
    tr: {
      keywords: ['denge', 'esneklik', 'öncelikler', 'uyum sağlama'],
      description: 'Dans eder gibi hareket eden genç bir adam, sonsuzluk biçiminde bir kurdeleyle bağlı iki tılsımı havada çeviriyor; arkasında gemiler yüksek dalgalarda ilerliyor.',
      upright:
        'Tılsım İkilisi, birden fazla işi aynı anda idare ettiğin hareketli bir dönemi anlatıyor. İş ve özel hayat, gelir ve gider arasında ustaca denge kuruyorsun. Esnek ve neşeli kaldığın sürece dalgalar seni devirmeyecek.',
      reversed:
        'Ters Tılsım İkilisi, dengenin bozulmaya başladığını ve elindeki topların düşmek üzere olduğunu gösteriyor. Fazla sorumluluk üstlenmiş olabilirsin. Önceliklerini belirle ve bazı şeylere “şimdi değil” demeyi öğren.',
    },
    en: {
      keywords: ['balance', 'adaptability', 'priorities', 'juggling'],
      description: 'A young man moving as if dancing juggles two pentacles joined by a ribbon in the shape of infinity, ships riding high waves behind him.',
      upright:
        'The Two of Pentacles describes a busy time in which you are handling several things at once. You are skilfully balancing work and private life, income and expenses. As long as you stay flexible and light-hearted, the waves will not knock you over.',
      reversed:
        'Reversed, the Two of Pentacles shows the balance slipping, the balls in the air about to drop. You may have taken on too much. Set your priorities and learn to say “not now” to some things.',
    },
    ru: {
      keywords: ['баланс', 'гибкость', 'приоритеты', 'умение лавировать'],
      description: 'Юноша, словно пританцовывая, жонглирует двумя пентаклями, связанными лентой в форме знака бесконечности; за ним на высоких волнах плывут корабли.',
      upright:
        'Двойка Пентаклей описывает хлопотливый период, когда приходится держать в руках много дел сразу. Вы ловко балансируете между работой и личной жизнью, доходами и расходами. Пока вы сохраняете гибкость и лёгкость, волны вас не опрокинут.',
      reversed:
        'Перевёрнутая Двойка Пентаклей показывает, что равновесие нарушается и шары вот-вот упадут. Возможно, вы взяли на себя слишком много. Расставьте приоритеты и научитесь некоторым делам говорить «не сейчас».',
    },
  },
  pe03: {
    tr: {
      keywords: ['iş birliği', 'ustalık', 'ekip çalışması', 'emek'],
      description: 'Bir katedralin kemerinde çalışan bir taş ustası, elinde planlar tutan bir rahip ve bir soyluyla işi görüşüyor.',
      upright:
        'Tılsım Üçlüsü, emeğinin ve uzmanlığının takdir gördüğü bir iş birliğini anlatıyor. Farklı yeteneklere sahip insanlarla bir araya geldiğinde, tek başına başaramayacağın kadar sağlam bir şey inşa ediyorsun. Bilgini paylaş, başkalarının fikirlerine de açık ol.',
      reversed:
        'Ters Tılsım Üçlüsü, ekip içinde uyumsuzluğa ya da özensiz işe işaret ediyor. Roller belirsiz, iletişim kopuk olabilir. Beklentileri netleştir ve işin kalitesinden ödün verme.',
    },
    en: {
      keywords: ['collaboration', 'craftsmanship', 'teamwork', 'effort'],
      description: 'A stonemason working on a cathedral arch discusses the work with a monk and a nobleman holding the plans.',
      upright:
        'The Three of Pentacles describes a collaboration in which your work and expertise are valued. Joining forces with people of different talents, you build something sturdier than you could alone. Share what you know, and stay open to other people’s ideas.',
      reversed:
        'Reversed, the Three of Pentacles points to friction in the team or careless work. Roles may be unclear and communication broken. Clarify expectations and do not compromise on quality.',
    },
    ru: {
      keywords: ['сотрудничество', 'мастерство', 'командная работа', 'труд'],
      description: 'Каменщик, работающий над аркой собора, обсуждает дело с монахом и знатным господином, держащим чертежи.',
      upright:
        'Тройка Пентаклей говорит о сотрудничестве, в котором ценят ваш труд и опыт. Объединившись с людьми разных талантов, вы строите нечто более прочное, чем смогли бы поодиночке. Делитесь знаниями и оставайтесь открытыми чужим идеям.',
      reversed:
        'Перевёрнутая Тройка Пентаклей указывает на разлад в команде или небрежную работу. Роли могут быть размыты, а общение нарушено. Проясните ожидания и не жертвуйте качеством.',
    },
  },
  pe04: {
    tr: {
      keywords: ['güvenlik', 'tutumluluk', 'kontrol', 'sahiplenme'],
      description: 'Bir şehrin önünde oturan bir adam bir tılsımı göğsüne sıkıca bastırıyor; biri tacının üstünde, ikisi ayaklarının altında duruyor.',
      upright:
        'Tılsım Dörtlüsü, sahip olduklarını korumaya ve güvende hissetmeye odaklandığını gösteriyor. Birikim yapmak ve tutumlu olmak akıllıca; ama her şeye bu kadar sıkı sarılmak seni katılaştırabilir. Güvenliğinle cömertliğin arasında bir denge bul.',
      reversed:
        'Ters Tılsım Dörtlüsü, ya aşırı cimrilikten ya da kontrolsüz harcamadan söz ediyor. Kaybetme korkusu ilişkilerine gölge düşürüyor olabilir. Elindekini biraz gevşet; paylaşılan şey azalmaz, dolaşıma girer.',
    },
    en: {
      keywords: ['security', 'saving', 'control', 'possessiveness'],
      description: 'A man seated before a city clutches a pentacle tightly to his chest, another balanced on his crown and two more under his feet.',
      upright:
        'The Four of Pentacles shows you focused on protecting what you have and feeling secure. Saving and being careful is wise, but gripping everything so tightly can make you rigid. Find a balance between security and generosity.',
      reversed:
        'Reversed, the Four of Pentacles speaks either of excessive stinginess or of spending out of control. Fear of loss may be casting a shadow over your relationships. Loosen your grip a little; what is shared is not lost, it circulates.',
    },
    ru: {
      keywords: ['безопасность', 'бережливость', 'контроль', 'собственничество'],
      description: 'Человек, сидящий на фоне города, крепко прижимает пентакль к груди; ещё один лежит у него на короне, два — под ногами.',
      upright:
        'Четвёрка Пентаклей показывает, что вы сосредоточены на сохранении того, что имеете, и на ощущении безопасности. Копить и быть бережливыми разумно, но, цепляясь за всё слишком крепко, можно закостенеть. Ищите равновесие между надёжностью и щедростью.',
      reversed:
        'Перевёрнутая Четвёрка Пентаклей говорит либо о чрезмерной скупости, либо о бесконтрольных тратах. Страх потерь может омрачать отношения. Ослабьте хватку: то, чем делятся, не пропадает, а приходит в движение.',
    },
  },
  pe05: {
    tr: {
      keywords: ['yoksunluk', 'zor günler', 'dışlanmışlık', 'dayanışma'],
      description: 'Karlı bir gecede yırtık giysili iki yoksul, biri koltuk değnekleriyle, içeriden ışık sızan beş tılsımlı bir kilise penceresinin önünden geçiyor.',
      upright:
        'Tılsım Beşlisi, maddi ya da manevi bir darlık yaşadığın zorlu bir dönemi anlatıyor. Kendini dışarıda kalmış, desteksiz hissediyor olabilirsin. Ama yardım düşündüğünden yakın: ışık yanan o pencereye bakmak ve destek istemek için cesaret göster.',
      reversed:
        'Ters Tılsım Beşlisi, zor günlerin sona ermeye başladığını gösteriyor. Maddi durumun toparlanıyor ya da yalnızlık hissin hafifliyor. Sana uzanan ellere güven ve toparlanma sürecinde kendine sabırlı ol.',
    },
    en: {
      keywords: ['hardship', 'lack', 'feeling left out', 'support'],
      description: 'On a snowy night two ragged figures, one on crutches, pass beneath a lit church window bearing five pentacles.',
      upright:
        'The Five of Pentacles describes a hard time of material or emotional want. You may feel left out in the cold, without support. Yet help is closer than you think: find the courage to look towards that lit window and ask for it.',
      reversed:
        'Reversed, the Five of Pentacles shows hard times beginning to end. Your finances are recovering, or the loneliness is lifting. Trust the hands held out to you, and be patient with yourself as you get back on your feet.',
    },
    ru: {
      keywords: ['нужда', 'трудные времена', 'отверженность', 'поддержка'],
      description: 'Снежной ночью двое оборванных людей, один на костылях, проходят мимо освещённого церковного окна с пятью пентаклями.',
      upright:
        'Пятёрка Пентаклей описывает трудный период материальной или душевной нужды. Вы, возможно, чувствуете себя брошенными на холоде, без поддержки. Но помощь ближе, чем кажется: наберитесь смелости взглянуть на освещённое окно и попросить о ней.',
      reversed:
        'Перевёрнутая Пятёрка Пентаклей показывает, что трудные времена подходят к концу. Финансы восстанавливаются или ощущение одиночества отступает. Доверьтесь протянутым рукам и будьте терпеливы к себе, пока встаёте на ноги.',
    },
  },
  pe06: {
    tr: {
      keywords: ['cömertlik', 'paylaşım', 'denge', 'karşılıklılık'],
      description: 'Zengin giyimli bir tüccar bir elindeki terazide paraları tartarken öbür eliyle önünde diz çökmüş iki yoksula sadaka veriyor.',
      upright:
        'Tılsım Altılısı, verme ve almanın dengede olduğu bir dönemi anlatıyor. Elinde fazlası varsa paylaşmak sana da iyi gelecek; ihtiyacın varsa yardım kabul etmekten utanma. Cömertlik, adil olduğunda herkesi büyütür.',
      reversed:
        'Ters Tılsım Altılısı, bir ilişkide güç dengesinin bozulduğunu ya da yardımın koşullara bağlandığını gösteriyor. Borç ve minnet arasındaki çizgi bulanıklaşmış olabilir. Verdiğinin ve aldığının hesabını dürüstçe yap.',
    },
    en: {
      keywords: ['generosity', 'sharing', 'fairness', 'reciprocity'],
      description: 'A richly dressed merchant weighs coins in a pair of scales with one hand and gives alms to two kneeling beggars with the other.',
      upright:
        'The Six of Pentacles describes a time when giving and receiving are in balance. If you have more than you need, sharing will do you good as well; if you are in need, do not be ashamed to accept help. Generosity lifts everyone when it is fair.',
      reversed:
        'Reversed, the Six of Pentacles shows a power imbalance in a relationship, or help that comes with strings attached. The line between debt and gratitude may have blurred. Take an honest look at what you give and what you receive.',
    },
    ru: {
      keywords: ['щедрость', 'взаимопомощь', 'справедливость', 'взаимность'],
      description: 'Богато одетый купец одной рукой взвешивает монеты на весах, а другой подаёт милостыню двум коленопреклонённым нищим.',
      upright:
        'Шестёрка Пентаклей описывает время, когда давать и получать уравновешены. Если у вас есть излишек, поделиться будет полезно и вам самим; если вы в нужде, не стесняйтесь принять помощь. Щедрость возвышает всех, когда она справедлива.',
      reversed:
        'Перевёрнутая Шестёрка Пентаклей показывает, что в отношениях нарушен баланс сил или помощь оказывают с условиями. Грань между долгом и благодарностью могла размыться. Честно оцените, что вы даёте и что получаете.',
    },
  },
  pe07: {
    tr: {
      keywords: ['sabır', 'değerlendirme', 'uzun vade', 'yatırım'],
      description: 'Genç bir çiftçi çapasına yaslanmış, bir çalının üstünde büyüyen yedi tılsıma düşünceli düşünceli bakıyor.',
      upright:
        'Tılsım Yedilisi, emek verdiğin şeyin büyümesini beklediğin bir ara dönemi anlatıyor. Durup şimdiye kadar yaptıklarını değerlendirmek için iyi bir zaman. Sabırlı ol: hasat yaklaşıyor, ama hâlâ özen ve zaman istiyor.',
      reversed:
        'Ters Tılsım Yedilisi, sonuç alamadığın için sabrının tükendiğini gösteriyor. Belki de enerjini verim alamayacağın bir yere harcıyorsun. Stratejini yeniden gözden geçir: daha çok çalışmak değil, daha akıllıca çalışmak gerekebilir.',
    },
    en: {
      keywords: ['patience', 'assessment', 'long-term view', 'investment'],
      description: 'A young farmer leans on his hoe, gazing thoughtfully at seven pentacles growing on a bush.',
      upright:
        'The Seven of Pentacles describes an in-between time of waiting for your work to grow. It is a good moment to pause and assess what you have done so far. Be patient: the harvest is coming, but it still needs care and time.',
      reversed:
        'Reversed, the Seven of Pentacles shows your patience running out because you cannot see results. Perhaps you are pouring energy into something that will not pay off. Rethink your strategy: the answer may be to work smarter, not harder.',
    },
    ru: {
      keywords: ['терпение', 'оценка', 'долгосрочная перспектива', 'вложение'],
      description: 'Молодой земледелец, опершись на мотыгу, задумчиво смотрит на семь пентаклей, растущих на кусте.',
      upright:
        'Семёрка Пентаклей описывает промежуточный период, когда вы ждёте, пока вложенный труд принесёт плоды. Хорошее время, чтобы остановиться и оценить сделанное. Наберитесь терпения: урожай близко, но ему ещё нужны забота и время.',
      reversed:
        'Перевёрнутая Семёрка Пентаклей показывает, что терпение на исходе, потому что результатов не видно. Возможно, вы тратите силы на то, что не окупится. Пересмотрите стратегию: возможно, нужно работать не больше, а разумнее.',
    },
  },
  pe08: {
    tr: {
      keywords: ['ustalık', 'çalışkanlık', 'öğrenme', 'detay'],
      description: 'Tezgâhının başında çalışan bir zanaatkâr, tılsımları tek tek oyuyor; bitirdiklerini yanındaki direğe asmış.',
      upright:
        'Tılsım Sekizlisi, bir beceriyi sabırla ve özenle geliştirdiğin bir dönemi anlatıyor. Yeni bir şey öğreniyor ya da işinde ustalaşıyorsun. Emeğinin her damlası seni daha yetkin biri yapıyor; disiplinini koru.',
      reversed:
        'Ters Tılsım Sekizlisi, ya işine olan tutkunu kaybettiğini ya da mükemmeliyetçiliğe takıldığını gösteriyor. Tekrar eden rutin seni bunaltmış olabilir. İşine yeniden anlam kat ya da seni gerçekten geliştirecek yeni bir alan ara.',
    },
    en: {
      keywords: ['mastery', 'diligence', 'learning', 'attention to detail'],
      description: 'A craftsman at his bench carves pentacles one by one, hanging the finished ones on a post beside him.',
      upright:
        'The Eight of Pentacles describes a time of building a skill with patience and care. You are learning something new or becoming a master of your craft. Every drop of effort makes you more capable; keep up your discipline.',
      reversed:
        'Reversed, the Eight of Pentacles shows either lost passion for your work or being stuck in perfectionism. Repetitive routine may have worn you down. Bring new meaning to what you do, or look for a field that will truly help you grow.',
    },
    ru: {
      keywords: ['мастерство', 'усердие', 'обучение', 'внимание к деталям'],
      description: 'Ремесленник за верстаком один за другим вырезает пентакли и развешивает готовые на столбе рядом.',
      upright:
        'Восьмёрка Пентаклей описывает время, когда вы терпеливо и тщательно оттачиваете навык. Вы учитесь чему-то новому или становитесь мастером своего дела. Каждая капля усилий делает вас умелее, так что сохраняйте дисциплину.',
      reversed:
        'Перевёрнутая Восьмёрка Пентаклей говорит либо об утраченном интересе к работе, либо о застревании в перфекционизме. Однообразная рутина могла вас вымотать. Наполните своё дело новым смыслом или поищите область, которая действительно даст рост.',
    },
  },
  pe09: {
    tr: {
      keywords: ['bağımsızlık', 'refah', 'kendine yetme', 'zarafet'],
      description: 'Zarif giysili bir kadın bağında yürüyor; eldivenli elinde bir şahin, etrafında dokuz tılsım ve olgun üzüm salkımları var.',
      upright:
        'Tılsım Dokuzlusu, kendi emeğinle ulaştığın refahın ve bağımsızlığın tadını çıkardığını gösteriyor. Hem maddi hem manevi olarak kendine yetiyorsun. Kendini şımartmayı hak ettin; bu huzuru ve zarafeti gönül rahatlığıyla yaşa.',
      reversed:
        'Ters Tılsım Dokuzlusu, görünüşteki refahın ardında bir güvensizlik ya da yalnızlık olduğuna işaret ediyor. Maddi başarı için fazla şey feda etmiş olabilirsin. Gerçek bolluğun, paylaşabildiğin bir hayatta olduğunu hatırla.',
    },
    en: {
      keywords: ['independence', 'prosperity', 'self-sufficiency', 'refinement'],
      description: 'An elegantly dressed woman walks in her vineyard, a falcon on her gloved hand, nine pentacles and ripe bunches of grapes around her.',
      upright:
        'The Nine of Pentacles shows you enjoying the prosperity and independence you have earned yourself. You are self-sufficient, materially and emotionally. You deserve to treat yourself; live this peace and grace with an easy conscience.',
      reversed:
        'Reversed, the Nine of Pentacles points to insecurity or loneliness behind an appearance of comfort. You may have sacrificed too much for material success. Remember that real abundance lies in a life you can share.',
    },
    ru: {
      keywords: ['независимость', 'достаток', 'самодостаточность', 'утончённость'],
      description: 'Изящно одетая дама гуляет по своему винограднику с соколом на руке в перчатке; вокруг неё девять пентаклей и спелые гроздья.',
      upright:
        'Девятка Пентаклей показывает, что вы наслаждаетесь достатком и независимостью, заработанными своим трудом. Вы самодостаточны и материально, и душевно. Вы заслужили право себя побаловать: живите в этом покое и изяществе с лёгким сердцем.',
      reversed:
        'Перевёрнутая Девятка Пентаклей указывает на неуверенность или одиночество за внешним благополучием. Возможно, ради материального успеха вы пожертвовали слишком многим. Помните, что настоящее изобилие — в жизни, которую есть с кем разделить.',
    },
  },
  pe10: {
    tr: {
      keywords: ['miras', 'aile', 'kalıcı refah', 'kuşaklar'],
      description: 'Bir malikânenin kemerli kapısının önünde, iki köpeğini seven yaşlı bir adam, bir çift ve bir çocuk duruyor; on tılsım hayat ağacı düzeninde sıralanmış.',
      upright:
        'Tılsım Onlusu, kalıcı bir refahın ve güçlü aile bağlarının kartı. Emeklerin kuşaklara uzanan bir güvenliğe dönüşüyor: bir ev, bir miras ya da sağlam bir gelecek. Köklerine sahip çık ve kurduğun düzeni sevdiklerinle paylaş.',
      reversed:
        'Ters Tılsım Onlusu, aile içinde miras, para ya da gelenekler yüzünden çıkan anlaşmazlıklara işaret ediyor. Maddi güvence uğruna duygusal bağlar ihmal edilmiş olabilir. Sahip olduklarının asıl değerinin, paylaştığın insanlar olduğunu unutma.',
    },
    en: {
      keywords: ['legacy', 'family', 'lasting wealth', 'generations'],
      description: 'At the arched gate of an estate an old man strokes his two dogs beside a couple and a child, ten pentacles set out in the pattern of the tree of life.',
      upright:
        'The Ten of Pentacles is the card of lasting prosperity and strong family ties. Your efforts are turning into security that reaches across generations: a home, an inheritance or a solid future. Honour your roots and share what you have built with the people you love.',
      reversed:
        'Reversed, the Ten of Pentacles points to family disputes over inheritance, money or tradition. Emotional bonds may have been neglected for the sake of material security. Do not forget that the real value of what you have lies in the people you share it with.',
    },
    ru: {
      keywords: ['наследие', 'семья', 'прочное благосостояние', 'поколения'],
      description: 'У арочных ворот поместья старик гладит двух собак рядом с парой и ребёнком; десять пентаклей расположены в форме древа жизни.',
      upright:
        'Десятка Пентаклей — карта прочного благополучия и крепких семейных уз. Ваши усилия превращаются в надёжность, которая перейдёт через поколения: дом, наследство или уверенное будущее. Чтите свои корни и делитесь созданным с теми, кого любите.',
      reversed:
        'Перевёрнутая Десятка Пентаклей указывает на семейные раздоры из-за наследства, денег или традиций. Ради материальной надёжности могли быть забыты эмоциональные связи. Помните, что истинная ценность того, что у вас есть, — в людях, с которыми вы это делите.',
    },
  },
};
