import type { TarotTexts } from './card-text';

/** Wands (Asalar, Жезлы), ace … ten: fire, will, passion and enterprise. */
export const WANDS_TEXTS: TarotTexts = {
  waac: {
    tr: {
      keywords: ['ilham', 'yeni girişim', 'tutku', 'potansiyel'],
      description: 'Bir buluttan uzanan el, filizlenmiş yapraklarla dolu bir asa tutuyor; uzakta bir tepenin üstünde bir şato görünüyor.',
      upright:
        'Asa Ası, içinde yeni bir kıvılcımın çaktığını haber veriyor. Bir fikir, bir proje ya da bir tutku seni heyecanlandırıyor ve onu hayata geçirecek enerjin var. Bu ateşi söndürmeden hemen bir adım at: başlangıçlar en güçlü anlarında yakalanır.',
      reversed:
        'Ters Asa Ası, ilhamın geldiği ama bir türlü eyleme dönüşemediği bir döneme işaret ediyor. Gecikmeler ya da motivasyon eksikliği seni durduruyor olabilir. Zorlamak yerine seni gerçekten heyecanlandıran şeyin ne olduğunu yeniden keşfet.',
    },
    en: {
      keywords: ['inspiration', 'new venture', 'passion', 'potential'],
      description: 'A hand reaches out of a cloud holding a wand sprouting fresh leaves, a castle standing on a distant hill.',
      upright:
        'The Ace of Wands announces a new spark catching inside you. An idea, a project or a passion is exciting you, and you have the energy to bring it to life. Take a step before the fire cools: beginnings are best seized at their strongest.',
      reversed:
        'Reversed, the Ace of Wands points to inspiration that arrives but never quite turns into action. Delays or a lack of drive may be holding you back. Rather than forcing it, rediscover what truly lights you up.',
    },
    ru: {
      keywords: ['вдохновение', 'новое начинание', 'страсть', 'потенциал'],
      description: 'Рука, появившаяся из облака, держит жезл с молодыми листьями; вдали на холме виднеется замок.',
      upright:
        'Туз Жезлов возвещает, что внутри вспыхнула новая искра. Идея, проект или страсть захватывают вас, и есть энергия, чтобы воплотить их в жизнь. Сделайте шаг, пока огонь не остыл: начинания лучше подхватывать на пике.',
      reversed:
        'Перевёрнутый Туз Жезлов говорит о вдохновении, которое приходит, но никак не превращается в действие. Мешать могут задержки или нехватка мотивации. Не давите на себя, а лучше заново поймите, что вас по-настоящему зажигает.',
    },
  },
  wa02: {
    tr: {
      keywords: ['planlama', 'vizyon', 'karar', 'ufuk'],
      description: 'Bir şatonun burcunda duran bir adam, elindeki küçük dünya küresine bakarken denize ve uzaklara uzanan topraklara göz gezdiriyor.',
      upright:
        'Asa İkilisi, geleceğe dair büyük bir plan yaptığını gösteriyor. Bulunduğun yer güvenli ama içindeki merak daha geniş ufukları istiyor. Seçeneklerini tart, bir yol haritası çiz ve konfor alanının dışına çıkmaya hazırlan.',
      reversed:
        'Ters Asa İkilisi, bilinmeyenden korktuğun için yerinde saydığını gösteriyor. Planlar yapıyorsun ama uygulamaya geçemiyorsun. Küçük ama somut bir adım, kafandaki belirsizliği çoğu düşünceden daha hızlı dağıtır.',
    },
    en: {
      keywords: ['planning', 'vision', 'decision', 'horizons'],
      description: 'A man stands on the battlements of a castle, a small globe in his hand, gazing out over the sea and the lands beyond.',
      upright:
        'The Two of Wands shows you drawing up a bold plan for the future. Where you stand is safe, but your curiosity wants wider horizons. Weigh your options, sketch a route and get ready to step beyond your comfort zone.',
      reversed:
        'Reversed, the Two of Wands shows fear of the unknown keeping you in place. You keep planning but never quite begin. One small, concrete step will clear the fog faster than any amount of thinking.',
    },
    ru: {
      keywords: ['планирование', 'видение', 'решение', 'горизонты'],
      description: 'Человек стоит на стене замка с маленьким глобусом в руке и смотрит на море и земли за ним.',
      upright:
        'Двойка Жезлов показывает, что вы строите смелый план на будущее. Там, где вы сейчас, безопасно, но любопытство зовёт к более широким горизонтам. Взвесьте варианты, наметьте маршрут и приготовьтесь выйти из зоны комфорта.',
      reversed:
        'Перевёрнутая Двойка Жезлов говорит о том, что страх неизвестности удерживает вас на месте. Планы есть, а к делу приступить не получается. Один маленький, но конкретный шаг развеет туман быстрее любых размышлений.',
    },
  },
  wa03: {
    tr: {
      keywords: ['genişleme', 'öngörü', 'ilerleme', 'fırsat'],
      description: 'Bir tepenin yamacında, yanında üç asa, sırtı bize dönük bir adam denizde ilerleyen gemileri izliyor.',
      upright:
        'Asa Üçlüsü, ektiğin tohumların filizlenmeye başladığını söylüyor. Planların yolunda ilerliyor ve ufukta yeni fırsatlar beliriyor. Büyük düşün: bir yolculuk, uzaklarla kurulan bir iş bağlantısı ya da genişleyen bir proje seni bekliyor olabilir.',
      reversed:
        'Ters Asa Üçlüsü, beklediğin gemilerin gecikmesi gibi, planlarında aksaklıklar olduğunu gösteriyor. Hayal kırıklığına kapılma; hazırlığını gözden geçir ve gerekiyorsa rotanı değiştir. Bazen gecikmeler seni daha iyi bir limana yönlendirir.',
    },
    en: {
      keywords: ['expansion', 'foresight', 'progress', 'opportunity'],
      description: 'A man stands on a hillside with three wands planted beside him, his back to us, watching ships sail across the sea.',
      upright:
        'The Three of Wands says the seeds you planted are starting to sprout. Your plans are on track and new opportunities are appearing on the horizon. Think big: a journey, a connection far away or a growing project may be waiting for you.',
      reversed:
        'Reversed, the Three of Wands shows plans hitting snags, like ships that are late to arrive. Do not lose heart; review your preparations and change course if you need to. Sometimes a delay steers you to a better harbour.',
    },
    ru: {
      keywords: ['расширение', 'дальновидность', 'прогресс', 'возможности'],
      description: 'Человек стоит на склоне холма спиной к нам, рядом с тремя жезлами, и провожает взглядом корабли в море.',
      upright:
        'Тройка Жезлов говорит, что посеянное начинает прорастать. Планы идут своим чередом, а на горизонте появляются новые возможности. Мыслите масштабно: вас может ждать путешествие, связи с далёкими партнёрами или растущий проект.',
      reversed:
        'Перевёрнутая Тройка Жезлов показывает, что в планах возникли заминки, словно корабли задерживаются в пути. Не отчаивайтесь: проверьте подготовку и при необходимости смените курс. Иногда задержка приводит в более удобную гавань.',
    },
  },
  wa04: {
    tr: {
      keywords: ['kutlama', 'yuva', 'huzur', 'topluluk'],
      description: 'Çiçek çelenkleriyle süslenmiş dört asanın ardında, ellerinde buketlerle neşeyle karşılayan insanlar ve arkalarında bir şato görünüyor.',
      upright:
        'Asa Dörtlüsü, kutlamaya değer bir dönemin kapını çaldığını gösteriyor. Bir düğün, bir taşınma, bir kavuşma ya da uzun süren bir emeğin meyvesi olabilir. Sevdiklerinle bir araya gel ve bu huzurun, bu aidiyet duygusunun tadını çıkar.',
      reversed:
        'Ters Asa Dörtlüsü, evde ya da yakın çevrende bir huzursuzluğa veya ertelenmiş bir kutlamaya işaret ediyor. Ait olduğun yeri sorguluyor olabilirsin. Sevgiyi büyük organizasyonlarda değil, küçük ve samimi anlarda aramayı dene.',
    },
    en: {
      keywords: ['celebration', 'home', 'harmony', 'community'],
      description: 'Four wands hung with a garland of flowers frame people waving bouquets in welcome, a castle rising behind them.',
      upright:
        'The Four of Wands shows a season worth celebrating knocking at your door. It may be a wedding, a move, a reunion or the reward for long effort. Gather the people you love and enjoy this sense of peace and belonging.',
      reversed:
        'Reversed, the Four of Wands points to tension at home or in your close circle, or to a celebration postponed. You may be questioning where you belong. Look for warmth in small, intimate moments rather than grand occasions.',
    },
    ru: {
      keywords: ['праздник', 'дом', 'гармония', 'близкие'],
      description: 'Четыре жезла, увитые цветочной гирляндой, обрамляют людей, которые с букетами в руках встречают гостей; позади высится замок.',
      upright:
        'Четвёрка Жезлов показывает, что на пороге время, достойное праздника. Это может быть свадьба, переезд, долгожданная встреча или награда за долгие труды. Соберите близких и насладитесь чувством покоя и принадлежности.',
      reversed:
        'Перевёрнутая Четвёрка Жезлов указывает на напряжение дома или в близком кругу, а может быть, на отложенный праздник. Возможно, вы задаётесь вопросом, где ваше место. Ищите тепло не в больших торжествах, а в маленьких, душевных моментах.',
    },
  },
  wa05: {
    tr: {
      keywords: ['rekabet', 'çatışma', 'fikir ayrılığı', 'mücadele'],
      description: 'Beş genç, ellerindeki asaları birbirine doğru savuruyor; kavgadan çok kargaşalı bir oyunu andıran bir itiş kakış yaşanıyor.',
      upright:
        'Asa Beşlisi, herkesin kendi sesini duyurmaya çalıştığı hareketli bir ortamı anlatıyor. İş yerinde rekabet, evde fikir ayrılıkları ya da kafanda birbiriyle çekişen düşünceler olabilir. Bu sürtüşmeyi kişisel algılama; doğru yönetilirse en iyi fikirler tam da böyle doğar.',
      reversed:
        'Ters Asa Beşlisi, çatışmanın yatışmaya başladığını ya da sürtüşmeden kaçtığını gösteriyor. Her şeyi barışçıl tutmak için kendi fikrini yutuyor olabilirsin. Ortak bir zemin ara, ama bunu kendini silmeden yap.',
    },
    en: {
      keywords: ['competition', 'conflict', 'disagreement', 'struggle'],
      description: 'Five young men swing their wands at one another in a scuffle that looks more like a chaotic game than a real fight.',
      upright:
        'The Five of Wands describes a lively scene in which everyone is trying to be heard. It may be rivalry at work, disagreements at home or competing thoughts in your own head. Do not take the friction personally; handled well, this is exactly how the best ideas are born.',
      reversed:
        'Reversed, the Five of Wands shows conflict settling down, or you avoiding friction altogether. You may be swallowing your opinion just to keep the peace. Look for common ground, but without erasing yourself.',
    },
    ru: {
      keywords: ['соперничество', 'конфликт', 'разногласия', 'борьба'],
      description: 'Пятеро юношей размахивают жезлами друг против друга; эта потасовка больше похожа на беспорядочную игру, чем на настоящую драку.',
      upright:
        'Пятёрка Жезлов описывает оживлённую обстановку, где каждый пытается быть услышанным. Это может быть конкуренция на работе, споры дома или противоречивые мысли в вашей собственной голове. Не принимайте трения на свой счёт: при разумном подходе именно так и рождаются лучшие идеи.',
      reversed:
        'Перевёрнутая Пятёрка Жезлов говорит о том, что конфликт утихает или что вы избегаете любых трений. Возможно, вы молчите о своём мнении ради мира. Ищите общую почву, но не стирайте при этом себя.',
    },
  },
  wa06: {
    tr: {
      keywords: ['zafer', 'takdir', 'özgüven', 'başarı'],
      description: 'Başında defne tacı olan bir süvari, ucunda çelenk asılı asasıyla beyaz atının üstünde, yürüyen bir kalabalığın arasından geçiyor.',
      upright:
        'Asa Altılısı, emeğinin görüldüğü ve alkışlandığı bir döneme girdiğini gösteriyor. Bir başarı, bir terfi ya da hak ettiğin bir övgü yolda. Başını dik tut ve bu anın tadını çıkar; çevrendekilere de ilham veriyorsun.',
      reversed:
        'Ters Asa Altılısı, takdir görmediğini hissettiğin ya da başkalarının onayına fazla bağlandığın bir döneme işaret ediyor. Başarını alkışlara göre ölçme. Kendi gözünde neyi başardığını hatırla; gerçek özgüven içeriden gelir.',
    },
    en: {
      keywords: ['victory', 'recognition', 'confidence', 'success'],
      description: 'A rider crowned with laurel leaves sits on a white horse, holding a wand topped with a wreath, as a crowd walks alongside.',
      upright:
        'The Six of Wands shows a time when your efforts are seen and applauded. A success, a promotion or praise you have earned is on its way. Hold your head high and enjoy the moment; you are inspiring the people around you too.',
      reversed:
        'Reversed, the Six of Wands points to feeling unrecognised, or to leaning too hard on other people’s approval. Do not measure your success by the applause. Remember what you have achieved in your own eyes; real confidence comes from within.',
    },
    ru: {
      keywords: ['победа', 'признание', 'уверенность', 'успех'],
      description: 'Всадник в лавровом венке едет на белом коне, держа жезл с венком на конце, а рядом шагает толпа.',
      upright:
        'Шестёрка Жезлов показывает время, когда ваши усилия замечают и ценят. Впереди успех, повышение или заслуженная похвала. Держите голову высоко и наслаждайтесь моментом: вы вдохновляете и окружающих.',
      reversed:
        'Перевёрнутая Шестёрка Жезлов указывает на ощущение непризнанности или на слишком сильную зависимость от чужого одобрения. Не измеряйте успех аплодисментами. Вспомните, чего вы достигли в собственных глазах: настоящая уверенность рождается внутри.',
    },
  },
  wa07: {
    tr: {
      keywords: ['savunma', 'direnç', 'kararlılık', 'cesaret'],
      description: 'Bir tepenin üstünde duran genç bir adam, aşağıdan ona doğru uzanan altı asaya karşı elindeki asayla kendini savunuyor.',
      upright:
        'Asa Yedilisi, elde ettiğin konumu korumak için ayakta durman gerektiğini söylüyor. Eleştiriler ya da rakipler üzerine gelse de üstün konumdasın. İnandığın şeyden vazgeçme; kararlılığın seni haklı çıkaracak.',
      reversed:
        'Ters Asa Yedilisi, sürekli savunmada kalmaktan yorulduğunu gösteriyor. Her mücadeleye girmek zorunda değilsin. Hangi savaşın gerçekten önemli olduğuna karar ver ve enerjini ona sakla.',
    },
    en: {
      keywords: ['defence', 'perseverance', 'conviction', 'courage'],
      description: 'A young man on the top of a hill defends himself with a wand against six wands rising towards him from below.',
      upright:
        'The Seven of Wands says you need to stand your ground to keep what you have earned. Critics or rivals may be coming at you, but you hold the higher ground. Do not give up what you believe in; your conviction will prove you right.',
      reversed:
        'Reversed, the Seven of Wands shows you worn out by being constantly on the defensive. You do not have to fight every battle. Decide which one really matters and save your energy for that.',
    },
    ru: {
      keywords: ['защита', 'стойкость', 'убеждённость', 'мужество'],
      description: 'Юноша на вершине холма обороняется своим жезлом от шести жезлов, поднимающихся к нему снизу.',
      upright:
        'Семёрка Жезлов говорит, что нужно твёрдо стоять на своём, чтобы сохранить завоёванное. Критики или соперники могут наседать, но позиция у вас выгоднее. Не отказывайтесь от того, во что верите: убеждённость докажет вашу правоту.',
      reversed:
        'Перевёрнутая Семёрка Жезлов показывает усталость от постоянной обороны. Вовсе не обязательно ввязываться в каждый бой. Решите, какая битва действительно важна, и берегите силы для неё.',
    },
  },
  wa08: {
    tr: {
      keywords: ['hız', 'haber', 'hareket', 'ivme'],
      description: 'Sekiz asa, açık bir arazinin ve bir nehrin üstünden aynı yöne doğru havada süzülüyor.',
      upright:
        'Asa Sekizlisi, işlerin birdenbire hızlandığını haber veriyor. Beklediğin mesajlar geliyor, duran projeler harekete geçiyor, belki bir yolculuk da gündemde. Bu ivmeyi yakala ve akışla birlikte hızla ilerle.',
      reversed:
        'Ters Asa Sekizlisi, gecikmelere, yanlış anlaşılmalara ya da aceleyle alınan kararlara işaret ediyor. Ya her şey yavaşladı ya da fazla hızlı gidiyorsun. Bir nefes al, iletişimini netleştir ve işleri sırasına koy.',
    },
    en: {
      keywords: ['speed', 'news', 'movement', 'momentum'],
      description: 'Eight wands fly through the air in the same direction, over open country and a river.',
      upright:
        'The Eight of Wands says things are suddenly speeding up. Messages you have been waiting for arrive, stalled projects start moving, and a trip may be on the cards. Catch the momentum and move quickly with the flow.',
      reversed:
        'Reversed, the Eight of Wands points to delays, misunderstandings or decisions made in haste. Either everything has slowed down or you are going too fast. Take a breath, make your communication clear and put things in order.',
    },
    ru: {
      keywords: ['скорость', 'новости', 'движение', 'импульс'],
      description: 'Восемь жезлов летят по воздуху в одном направлении над открытой равниной и рекой.',
      upright:
        'Восьмёрка Жезлов сообщает, что события внезапно ускоряются. Приходят долгожданные вести, застывшие проекты сдвигаются с места, возможно, предстоит поездка. Поймайте этот импульс и быстро двигайтесь вместе с потоком.',
      reversed:
        'Перевёрнутая Восьмёрка Жезлов указывает на задержки, недоразумения или поспешные решения. Либо всё замедлилось, либо вы несётесь слишком быстро. Переведите дух, проясните общение и наведите порядок в делах.',
    },
  },
  wa09: {
    tr: {
      keywords: ['dayanıklılık', 'temkin', 'azim', 'son düzlük'],
      description: 'Başı sargılı, yorgun ama tetikte bir adam bir asaya yaslanmış; arkasında sekiz asa bir çit gibi dizilmiş.',
      upright:
        'Asa Dokuzlusu, zorlu bir yolun sonuna yaklaştığını ama henüz pes etme zamanı olmadığını söylüyor. Yorgunsun, belki biraz da yaralısın; yine de ayaktasın. Son bir gayretle hedefine ulaşacaksın, sadece sınırlarını korumayı unutma.',
      reversed:
        'Ters Asa Dokuzlusu, tükenmişliğe ya da herkese karşı duvar örmeye işaret ediyor. Geçmiş kırgınlıklar seni fazla temkinli yapmış olabilir. Yardım istemek zayıflık değil; yükünü biraz paylaşmana izin ver.',
    },
    en: {
      keywords: ['resilience', 'caution', 'persistence', 'the last stretch'],
      description: 'A weary but watchful man with a bandaged head leans on a wand, eight more lined up behind him like a fence.',
      upright:
        'The Nine of Wands says you are near the end of a hard road, and this is not the moment to give up. You are tired, maybe a little bruised, yet still standing. One last push will get you there; just remember to guard your boundaries.',
      reversed:
        'Reversed, the Nine of Wands points to exhaustion, or to walls raised against everyone. Old hurts may have made you overly guarded. Asking for help is not weakness; let someone share the load.',
    },
    ru: {
      keywords: ['стойкость', 'осторожность', 'упорство', 'финишная прямая'],
      description: 'Усталый, но настороженный человек с перевязанной головой опирается на жезл; позади него, как частокол, выстроились ещё восемь.',
      upright:
        'Девятка Жезлов говорит, что трудный путь близится к концу и сдаваться сейчас не время. Вы устали, возможно, изранены, но по-прежнему на ногах. Последнее усилие приведёт к цели, только не забывайте охранять свои границы.',
      reversed:
        'Перевёрнутая Девятка Жезлов указывает на истощение или на стены, возведённые против всех. Старые обиды могли сделать вас чересчур настороженными. Просить о помощи — не слабость: позвольте кому-то разделить с вами ношу.',
    },
  },
  wa10: {
    tr: {
      keywords: ['yük', 'sorumluluk', 'aşırı çalışma', 'zorlanma'],
      description: 'Kucağında on ağır asayı taşıyan, iki büklüm olmuş bir adam uzaktaki bir kasabaya doğru zar zor yürüyor.',
      upright:
        'Asa Onlusu, sırtına fazla yük aldığını gösteriyor. Sorumluluklar, işler ve başkalarının beklentileri seni eziyor olabilir. Hepsini tek başına taşımak zorunda değilsin: neyi bırakabileceğini, neyi devredebileceğini düşün.',
      reversed:
        'Ters Asa Onlusu, ya yükün altında çökmek üzere olduğuna ya da nihayet onu bırakmaya başladığına işaret ediyor. Hayır demeyi öğrenmek sana nefes aldıracak. Önceliklerini belirle; her şey aynı anda acil değil.',
    },
    en: {
      keywords: ['burden', 'responsibility', 'overwork', 'strain'],
      description: 'Bent almost double, a man struggles towards a distant town with ten heavy wands clutched in his arms.',
      upright:
        'The Ten of Wands shows you carrying more than your share. Responsibilities, work and other people’s expectations may be weighing you down. You do not have to shoulder it all alone: think about what you can put down and what you can hand over.',
      reversed:
        'Reversed, the Ten of Wands points either to being about to buckle under the load, or to finally starting to set it down. Learning to say no will let you breathe. Set your priorities; not everything is urgent at once.',
    },
    ru: {
      keywords: ['бремя', 'ответственность', 'перегрузка', 'напряжение'],
      description: 'Согнувшись почти пополам, человек с трудом несёт в охапке десять тяжёлых жезлов к далёкому городку.',
      upright:
        'Десятка Жезлов показывает, что вы взвалили на себя слишком много. Обязанности, работа и чужие ожидания могут давить. Нести всё в одиночку не нужно: подумайте, что можно отложить, а что передать другим.',
      reversed:
        'Перевёрнутая Десятка Жезлов указывает либо на то, что вы вот-вот надломитесь под тяжестью, либо на то, что наконец начинаете её сбрасывать. Умение говорить «нет» поможет вздохнуть свободнее. Расставьте приоритеты: не всё срочно одновременно.',
    },
  },
};
