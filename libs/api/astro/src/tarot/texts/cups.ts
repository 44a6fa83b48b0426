import type { TarotTexts } from './card-text';

/** Cups (Kupalar, Кубки), ace … ten: water, feelings, love and relationships. */
export const CUPS_TEXTS: TarotTexts = {
  cuac: {
    tr: {
      keywords: ['yeni aşk', 'duygusal doyum', 'şefkat', 'sezgi'],
      description: 'Bir buluttan uzanan el, beş ayrı kola ayrılıp taşan bir kupa tutuyor; kupaya bir güvercin iniyor, aşağıda nilüferli bir göl uzanıyor.',
      upright:
        'Kupa Ası, kalbinin yeniden açıldığını müjdeliyor. Yeni bir aşk, derin bir dostluk ya da içini ısıtan bir şefkat dalgası hayatına akıyor. Duygularına kucak aç: sevgi verdikçe çoğalan bir kaynak gibi seni de besleyecek.',
      reversed:
        'Ters Kupa Ası, duygularını bastırdığına ya da kalbini korumak için kapattığına işaret ediyor. Kırgınlıklar içindeki kaynağı tıkamış olabilir. Önce kendine şefkat göster; kupan ancak sen dolduğunda başkalarına taşar.',
    },
    en: {
      keywords: ['new love', 'emotional fulfilment', 'compassion', 'intuition'],
      description: 'A hand from a cloud holds a cup overflowing in five streams, a dove descending towards it above a pond of water lilies.',
      upright:
        'The Ace of Cups announces a heart opening again. A new love, a deep friendship or a wave of tenderness is flowing into your life. Welcome your feelings: love is a spring that grows the more you give from it.',
      reversed:
        'Reversed, the Ace of Cups points to feelings held back, or a heart closed to protect itself. Old hurts may have blocked the spring inside you. Begin with kindness towards yourself; your cup can only overflow to others once it is full.',
    },
    ru: {
      keywords: ['новая любовь', 'эмоциональная полнота', 'сострадание', 'интуиция'],
      description: 'Рука из облака держит кубок, переливающийся пятью струями; к нему спускается голубь, а внизу — пруд с кувшинками.',
      upright:
        'Туз Кубков возвещает, что сердце снова открывается. В жизнь вливается новая любовь, глубокая дружба или волна нежности. Примите свои чувства: любовь — источник, который становится полнее, чем больше из него отдаёшь.',
      reversed:
        'Перевёрнутый Туз Кубков указывает на подавленные чувства или сердце, закрытое ради самозащиты. Старые обиды могли засорить внутренний источник. Начните с доброты к себе: кубок переливается к другим, только когда полон.',
    },
  },
  cu02: {
    tr: {
      keywords: ['birliktelik', 'karşılıklı sevgi', 'ortaklık', 'çekim'],
      description: 'Genç bir kadınla genç bir adam kupalarını birbirine uzatıyor; aralarında, üstünde aslan başı olan kanatlı bir asa yükseliyor.',
      upright:
        'Kupa İkilisi, karşılıklı sevgiye ve gerçek bir bağa işaret ediyor. Bu bir aşk ilişkisi, bir dostluk ya da uyumlu bir ortaklık olabilir. İki tarafın da eşit verdiği, birbirini gördüğü bir bağın içindesin ya da onun eşiğindesin.',
      reversed:
        'Ters Kupa İkilisi, ilişkide dengenin bozulduğunu gösteriyor. Biri daha fazla veriyor, biri geri çekiliyor ya da küçük bir kırgınlık büyüyor olabilir. Kalbinden geçenleri açıkça konuş; yanlış anlaşılmalar konuşuldukça çözülür.',
    },
    en: {
      keywords: ['union', 'mutual love', 'partnership', 'attraction'],
      description: 'A young woman and a young man offer their cups to each other, a winged staff crowned with a lion’s head rising between them.',
      upright:
        'The Two of Cups speaks of mutual affection and a genuine bond. It may be a romance, a friendship or a harmonious partnership. You are in, or on the threshold of, a connection in which both people give equally and truly see each other.',
      reversed:
        'Reversed, the Two of Cups shows the balance in a relationship slipping. One of you may be giving more, one pulling away, or a small hurt may be growing. Say openly what is in your heart; misunderstandings dissolve once they are talked through.',
    },
    ru: {
      keywords: ['союз', 'взаимная любовь', 'партнёрство', 'притяжение'],
      description: 'Юноша и девушка протягивают друг другу кубки; между ними возвышается крылатый жезл, увенчанный львиной головой.',
      upright:
        'Двойка Кубков говорит о взаимной симпатии и подлинной связи. Это может быть роман, дружба или гармоничное партнёрство. Вы находитесь в союзе или на пороге союза, где оба дают поровну и по-настоящему видят друг друга.',
      reversed:
        'Перевёрнутая Двойка Кубков показывает, что в отношениях нарушается равновесие. Возможно, кто-то отдаёт больше, кто-то отдаляется или растёт маленькая обида. Откровенно скажите, что у вас на сердце: недоразумения тают, когда о них говорят.',
    },
  },
  cu03: {
    tr: {
      keywords: ['dostluk', 'kutlama', 'dayanışma', 'neşe'],
      description: 'Bereketli bir bahçede üç kadın, kupalarını havaya kaldırıp el ele dans ediyor.',
      upright:
        'Kupa Üçlüsü, dostlarla paylaşılan neşenin kartı. Bir kutlama, bir buluşma ya da seni destekleyen bir çevre hayatını renklendiriyor. Sevdiklerinle vakit geçir, başarılarını birlikte kutla; mutluluk paylaşıldıkça büyür.',
      reversed:
        'Ters Kupa Üçlüsü, arkadaş çevrende bir kırgınlığa, dedikoduya ya da eğlencede ölçüyü kaçırmaya işaret ediyor. Kendini dışlanmış hissediyor olabilirsin. Seni gerçekten besleyen ilişkilere yönel, yalnızca kalabalık olsun diye bulunduğun ortamları sorgula.',
    },
    en: {
      keywords: ['friendship', 'celebration', 'community', 'joy'],
      description: 'In a garden full of harvest, three women raise their cups high and dance hand in hand.',
      upright:
        'The Three of Cups is the card of joy shared with friends. A celebration, a reunion or a circle that supports you brings colour into your life. Spend time with the people you love and celebrate your wins together; happiness grows when it is shared.',
      reversed:
        'Reversed, the Three of Cups points to a rift among friends, to gossip, or to overdoing the fun. You may feel left out. Turn towards the relationships that truly nourish you, and question the ones you keep only for the company.',
    },
    ru: {
      keywords: ['дружба', 'праздник', 'поддержка', 'радость'],
      description: 'В саду, полном урожая, три женщины поднимают кубки и танцуют, взявшись за руки.',
      upright:
        'Тройка Кубков — карта радости, разделённой с друзьями. Праздник, встреча или круг поддерживающих людей раскрашивают вашу жизнь. Проводите время с близкими и отмечайте успехи вместе: счастья становится больше, когда им делятся.',
      reversed:
        'Перевёрнутая Тройка Кубков указывает на размолвку в дружеском кругу, сплетни или излишества в веселье. Возможно, вы чувствуете себя лишними. Тянитесь к отношениям, которые по-настоящему питают, и присмотритесь к тем, что держатся лишь ради компании.',
    },
  },
  cu04: {
    tr: {
      keywords: ['kayıtsızlık', 'tatminsizlik', 'içe kapanma', 'fark edilmeyen fırsat'],
      description: 'Bir ağacın altında kollarını kavuşturmuş oturan genç bir adam, önündeki üç kupaya bakıyor ve buluttan uzanan bir elin sunduğu dördüncüyü görmüyor.',
      upright:
        'Kupa Dörtlüsü, içinde bir durgunluk ve hoşnutsuzluk olduğunu gösteriyor. Elindekilere bakıp hiçbir şeyin seni heyecanlandırmadığını düşünüyor olabilirsin. Biraz kendine dön, ama başını da kaldır: yeni bir fırsat hemen yanı başında, fark edilmeyi bekliyor.',
      reversed:
        'Ters Kupa Dörtlüsü, uzun bir durgunluğun ardından yeniden hayata ilgi duymaya başladığını gösteriyor. Kabuğundan çıkıyor ve sunulanları görmeye başlıyorsun. Bu yeni merakı besle; küçük bir “evet” bile seni ileri taşıyacak.',
    },
    en: {
      keywords: ['apathy', 'discontent', 'withdrawal', 'missed opportunity'],
      description: 'A young man sits under a tree with his arms folded, staring at three cups before him and not seeing the fourth a hand offers him from a cloud.',
      upright:
        'The Four of Cups shows stillness and dissatisfaction inside you. You may look at what you have and feel that nothing excites you. Take some time for yourself, but lift your head too: a new opportunity is right beside you, waiting to be noticed.',
      reversed:
        'Reversed, the Four of Cups shows interest in life returning after a long lull. You are coming out of your shell and beginning to see what is on offer. Feed this new curiosity; even a small yes will carry you forward.',
    },
    ru: {
      keywords: ['апатия', 'неудовлетворённость', 'замкнутость', 'упущенная возможность'],
      description: 'Юноша сидит под деревом, скрестив руки, смотрит на три кубка перед собой и не замечает четвёртого, который протягивает ему рука из облака.',
      upright:
        'Четвёрка Кубков показывает внутреннее затишье и недовольство. Вы смотрите на то, что у вас есть, и, возможно, ничто не радует. Побудьте с собой, но и поднимите взгляд: новая возможность совсем рядом и ждёт, когда её заметят.',
      reversed:
        'Перевёрнутая Четвёрка Кубков говорит о том, что после долгого застоя возвращается интерес к жизни. Вы выходите из своей раковины и начинаете видеть, что вам предлагают. Поддержите это новое любопытство: даже маленькое «да» продвинет вас вперёд.',
    },
  },
  cu05: {
    tr: {
      keywords: ['kayıp', 'yas', 'pişmanlık', 'hayal kırıklığı'],
      description: 'Siyah pelerinli bir figür başını eğmiş, devrilmiş üç kupaya bakıyor; arkasında hâlâ ayakta duran iki kupa, uzakta bir köprü ve bir ev var.',
      upright:
        'Kupa Beşlisi, bir kaybın ya da hayal kırıklığının ardından yaşadığın hüznü anlatıyor. Dökülen kupalara bakıp yas tutmak doğal ve gerekli. Yine de zamanla arkanı dön: hâlâ ayakta duran iki kupa ve seni eve götürecek bir köprü var.',
      reversed:
        'Ters Kupa Beşlisi, yasın hafiflemeye ve kabullenmenin başlamasına işaret ediyor. Geçmişi affediyor, elinde kalanların değerini yeniden görüyorsun. Kendine nazik ol; iyileşme bir anda değil, adım adım gelir.',
    },
    en: {
      keywords: ['loss', 'grief', 'regret', 'disappointment'],
      description: 'A figure in a black cloak bows their head over three spilled cups, two cups still standing behind them and a bridge leading to a house in the distance.',
      upright:
        'The Five of Cups describes the sadness that follows a loss or a disappointment. Grieving over the spilled cups is natural and necessary. In time, though, turn around: two cups are still standing, and a bridge will lead you home.',
      reversed:
        'Reversed, the Five of Cups points to grief easing and acceptance beginning. You are forgiving the past and seeing the value of what remains. Be gentle with yourself; healing comes step by step, not all at once.',
    },
    ru: {
      keywords: ['потеря', 'скорбь', 'сожаление', 'разочарование'],
      description: 'Фигура в чёрном плаще склонила голову над тремя опрокинутыми кубками; позади неё стоят ещё два, а вдали виден мост и дом.',
      upright:
        'Пятёрка Кубков говорит о печали после потери или разочарования. Горевать над пролитыми кубками естественно и необходимо. Но со временем обернитесь: два кубка всё ещё стоят, и есть мост, который приведёт вас домой.',
      reversed:
        'Перевёрнутая Пятёрка Кубков указывает на то, что горе стихает и приходит принятие. Вы прощаете прошлое и снова видите ценность того, что осталось. Будьте бережны к себе: исцеление приходит шаг за шагом, а не сразу.',
    },
  },
  cu06: {
    tr: {
      keywords: ['nostalji', 'çocukluk', 'masumiyet', 'eski dostlar'],
      description: 'Eski bir kasaba bahçesinde bir çocuk, çiçeklerle dolu bir kupayı küçük bir kıza uzatıyor; etraflarında çiçekli kupalar duruyor.',
      upright:
        'Kupa Altılısı, geçmişten gelen tatlı bir esintiyi getiriyor. Eski bir dost, bir çocukluk anısı ya da memleket kokusu kalbini ısıtabilir. Bu masumiyetten güç al; bazen en sade iyilikler en derin izi bırakır.',
      reversed:
        'Ters Kupa Altılısı, geçmişe fazla takılıp kaldığını gösteriyor. Eski günleri idealleştirmek bugünün güzelliklerini görmeni engelliyor olabilir. Anılarını sevgiyle uğurla ve yüzünü şimdiye dön.',
    },
    en: {
      keywords: ['nostalgia', 'childhood', 'innocence', 'old friends'],
      description: 'In the garden of an old town a boy offers a little girl a cup filled with flowers, more flower-filled cups standing around them.',
      upright:
        'The Six of Cups brings a sweet breeze from the past. An old friend, a childhood memory or the feel of home may warm your heart. Draw strength from this innocence; sometimes the simplest kindnesses leave the deepest mark.',
      reversed:
        'Reversed, the Six of Cups shows you stuck in the past. Idealising the old days may be keeping you from seeing what is good today. Say a loving goodbye to your memories and turn to face the present.',
    },
    ru: {
      keywords: ['ностальгия', 'детство', 'невинность', 'старые друзья'],
      description: 'В саду старинного городка мальчик протягивает маленькой девочке кубок, полный цветов; вокруг стоят другие кубки с цветами.',
      upright:
        'Шестёрка Кубков приносит тёплый ветерок из прошлого. Старый друг, детское воспоминание или ощущение родного дома могут согреть сердце. Черпайте силы в этой чистоте: порой самая простая доброта оставляет самый глубокий след.',
      reversed:
        'Перевёрнутая Шестёрка Кубков показывает, что вы застряли в прошлом. Идеализация былого может мешать видеть хорошее в сегодняшнем дне. С любовью отпустите воспоминания и повернитесь лицом к настоящему.',
    },
  },
  cu07: {
    tr: {
      keywords: ['seçenekler', 'hayaller', 'yanılsama', 'kararsızlık'],
      description: 'Bir figür, bulutların içinde süzülen yedi kupaya bakıyor; kupalardan mücevherler, bir şato, bir ejderha, bir yılan ve örtülü bir suret taşıyor.',
      upright:
        'Kupa Yedilisi, önünde pek çok seçenek olduğunu ama hepsinin göründüğü kadar gerçek olmadığını söylüyor. Hayal kurmak güzel; yine de parıltılı vaatleri gerçeklerden ayırt etmen gerekiyor. Bir seçeneğe odaklan ve ayağını yere bastır.',
      reversed:
        'Ters Kupa Yedilisi, sisin dağıldığını ve neyin gerçekten önemli olduğunu görmeye başladığını gösteriyor. Hayallerle oyalanmayı bırakıp bir karar vermeye hazırsın. Seçtiğin yola kararlılıkla bağlan.',
    },
    en: {
      keywords: ['choices', 'fantasy', 'illusion', 'indecision'],
      description: 'A figure faces seven cups floating in clouds, filled with jewels, a castle, a dragon, a snake and a veiled apparition.',
      upright:
        'The Seven of Cups says you have many options, but not all of them are as real as they look. Dreaming is lovely; still, you need to tell glittering promises apart from facts. Focus on one option and keep your feet on the ground.',
      reversed:
        'Reversed, the Seven of Cups shows the mist clearing as you begin to see what truly matters. You are ready to stop drifting among daydreams and make a decision. Commit to the path you choose.',
    },
    ru: {
      keywords: ['выбор', 'мечты', 'иллюзия', 'нерешительность'],
      description: 'Фигура стоит перед семью кубками, парящими в облаках; в них драгоценности, замок, дракон, змея и окутанный покрывалом призрак.',
      upright:
        'Семёрка Кубков говорит, что вариантов у вас много, но не все так реальны, как кажутся. Мечтать прекрасно, и всё же блестящие обещания нужно отличать от фактов. Сосредоточьтесь на одном варианте и крепко стойте на земле.',
      reversed:
        'Перевёрнутая Семёрка Кубков показывает, что туман рассеивается и вы начинаете видеть, что действительно важно. Вы готовы перестать блуждать в грёзах и принять решение. Твёрдо держитесь выбранного пути.',
    },
  },
  cu08: {
    tr: {
      keywords: ['vazgeçmek', 'arayış', 'yola çıkış', 'derinleşme'],
      description: 'Pelerinli bir figür, üst üste dizilmiş sekiz kupayı arkasında bırakıp ayın altında dağlara doğru yürüyor.',
      upright:
        'Kupa Sekizlisi, artık seni doyurmayan bir şeyden uzaklaşma cesaretini anlatıyor. Dışarıdan her şey yolunda görünse de içinde bir eksiklik var. Daha anlamlı bir şeyi aramak için yola çıkmak hüzünlü olabilir, ama ruhun buna ihtiyaç duyuyor.',
      reversed:
        'Ters Kupa Sekizlisi, gitmekle kalmak arasında kaldığını gösteriyor. Değişimden korktuğun için sana iyi gelmeyen bir durumda oyalanıyor olabilirsin; ya da tam tersine, her zorlukta kaçıyorsun. Neden gitmek ya da kalmak istediğine dürüstçe bak.',
    },
    en: {
      keywords: ['walking away', 'searching', 'departure', 'deeper meaning'],
      description: 'A cloaked figure leaves eight stacked cups behind and walks off towards the mountains under the moon.',
      upright:
        'The Eight of Cups describes the courage to walk away from something that no longer fulfils you. From the outside all may look fine, yet something is missing inside. Setting off in search of more meaning can feel sad, but your soul needs it.',
      reversed:
        'Reversed, the Eight of Cups shows you torn between leaving and staying. Fear of change may be keeping you in a situation that does you no good, or, the other way round, you may be running at every difficulty. Look honestly at why you want to go, or to stay.',
    },
    ru: {
      keywords: ['уход', 'поиск', 'путь', 'глубокий смысл'],
      description: 'Фигура в плаще оставляет позади восемь составленных кубков и уходит к горам под луной.',
      upright:
        'Восьмёрка Кубков говорит о смелости уйти от того, что больше не наполняет. Внешне всё может выглядеть благополучно, но внутри чего-то не хватает. Отправиться на поиски большего смысла бывает грустно, но это нужно вашей душе.',
      reversed:
        'Перевёрнутая Восьмёрка Кубков показывает, что вы мечетесь между «уйти» и «остаться». Из страха перемен вы, возможно, задерживаетесь там, где вам плохо, или, наоборот, убегаете от любой трудности. Честно спросите себя, почему хотите уйти или остаться.',
    },
  },
  cu09: {
    tr: {
      keywords: ['dilek', 'memnuniyet', 'keyif', 'şükran'],
      description: 'Kollarını kavuşturmuş, hoşnut bir adam bir sedirin üstünde oturuyor; arkasındaki kavisli rafta dokuz kupa sıralanmış.',
      upright:
        'Kupa Dokuzlusu, “dilek kartı” olarak bilinir: istediğin bir şeyin gerçekleşmek üzere olduğunu müjdeliyor. Huzurlu, keyifli ve kendinden memnun bir dönemdesin. Hayatın sana sunduklarının tadını çıkar ve bunun için minnet duy.',
      reversed:
        'Ters Kupa Dokuzlusu, dileklerin gerçekleşse bile içinde bir boşluk kaldığını gösteriyor. Mutluluğu yalnızca maddi şeylerde ya da başkalarının gözündeki imajında arıyor olabilirsin. Seni gerçekten tatmin edecek olanın ne olduğunu kendine sor.',
    },
    en: {
      keywords: ['wishes', 'contentment', 'pleasure', 'gratitude'],
      description: 'A contented man sits on a bench with his arms folded, nine cups lined up on a curved shelf behind him.',
      upright:
        'Known as the wish card, the Nine of Cups says something you long for is about to come true. You are in a peaceful, pleasurable and self-satisfied phase. Enjoy what life is offering you and be grateful for it.',
      reversed:
        'Reversed, the Nine of Cups shows an emptiness that lingers even when wishes come true. You may be looking for happiness only in material things or in how others see you. Ask yourself what would truly satisfy you.',
    },
    ru: {
      keywords: ['желания', 'удовлетворение', 'удовольствие', 'благодарность'],
      description: 'Довольный человек сидит на скамье, скрестив руки; за его спиной на изогнутой полке выстроились девять кубков.',
      upright:
        'Девятку Кубков называют картой желаний: то, о чём вы мечтаете, вот-вот сбудется. Сейчас спокойный, приятный период, когда вы довольны собой. Наслаждайтесь тем, что дарит жизнь, и будьте за это благодарны.',
      reversed:
        'Перевёрнутая Девятка Кубков показывает, что даже при исполненных желаниях внутри остаётся пустота. Возможно, вы ищете счастья только в вещах или в том, как вас видят другие. Спросите себя, что на самом деле принесло бы вам удовлетворение.',
    },
  },
  cu10: {
    tr: {
      keywords: ['aile mutluluğu', 'uyum', 'huzur', 'duygusal bütünlük'],
      description: 'Gökkuşağında dizilmiş on kupanın altında bir çift kollarını göğe açmış, yanlarında iki çocuk dans ediyor; uzakta şirin bir ev görünüyor.',
      upright:
        'Kupa Onlusu, duygusal mutluluğun doruk noktasını anlatıyor. Aile, dostlar ve sevdiklerinle kurduğun bağ sana derin bir huzur veriyor. Bu sıcak yuvayı koru; gökkuşağı, birlikte aştığınız fırtınaların ödülü.',
      reversed:
        'Ters Kupa Onlusu, aile içinde ya da yakın ilişkilerde bir kopukluğa işaret ediyor. Mükemmel bir tablo arzusu, gerçek duyguların önüne geçmiş olabilir. Beklentilerini gerçekçi tut ve sevdiklerinle açık yürekle konuş.',
    },
    en: {
      keywords: ['family happiness', 'harmony', 'peace', 'emotional fulfilment'],
      description: 'Beneath a rainbow of ten cups a couple raises their arms to the sky while two children dance beside them, a pretty house in the distance.',
      upright:
        'The Ten of Cups describes emotional happiness at its peak. The bonds you share with family, friends and loved ones give you deep peace. Treasure this warm home; the rainbow is the reward for the storms you weathered together.',
      reversed:
        'Reversed, the Ten of Cups points to disconnection in the family or in close relationships. The wish for a perfect picture may have got in the way of real feelings. Keep your expectations realistic and speak to your loved ones with an open heart.',
    },
    ru: {
      keywords: ['семейное счастье', 'гармония', 'покой', 'эмоциональная полнота'],
      description: 'Под радугой из десяти кубков пара поднимает руки к небу, рядом танцуют двое детей, а вдали виднеется уютный дом.',
      upright:
        'Десятка Кубков описывает вершину эмоционального счастья. Связь с семьёй, друзьями и любимыми дарит глубокий покой. Берегите этот тёплый дом: радуга — награда за бури, которые вы пережили вместе.',
      reversed:
        'Перевёрнутая Десятка Кубков указывает на отчуждение в семье или в близких отношениях. Желание идеальной картинки могло заслонить настоящие чувства. Сохраняйте реалистичные ожидания и говорите с близкими открыто.',
    },
  },
};
