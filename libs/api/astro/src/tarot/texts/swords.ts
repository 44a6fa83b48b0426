import type { TarotTexts } from './card-text';

/** Swords (Kılıçlar, Мечи), ace … ten: air, the mind, truth and conflict. */
export const SWORDS_TEXTS: TarotTexts = {
  swac: {
    tr: {
      keywords: ['berraklık', 'hakikat', 'atılım', 'zihinsel güç'],
      description: 'Bir buluttan uzanan el, ucunda zeytin ve palmiye dallarıyla süslü bir taç bulunan dik bir kılıç tutuyor; aşağıda sarp dağlar var.',
      upright:
        'Kılıç Ası, zihnindeki sisin dağıldığı bir aydınlanma anını haber veriyor. Gerçeği net bir şekilde görüyor ve onu dile getirecek cesareti buluyorsun. Yeni bir fikir, keskin bir karar ya da dürüst bir konuşma önünü açacak.',
      reversed:
        'Ters Kılıç Ası, düşüncelerinin bulanıklaştığını ya da sözlerinin keskinliğiyle kırıcı olabileceğini gösteriyor. Yanlış bilgiye dayanarak karar vermemeye dikkat et. Konuşmadan önce düşün, karar vermeden önce gerçekleri kontrol et.',
    },
    en: {
      keywords: ['clarity', 'truth', 'breakthrough', 'mental strength'],
      description: 'A hand from a cloud holds an upright sword whose tip is crowned with olive and palm branches, rugged mountains below.',
      upright:
        'The Ace of Swords announces a moment of clarity, when the fog in your mind lifts. You see the truth plainly and find the courage to say it. A new idea, a sharp decision or an honest conversation will open the way.',
      reversed:
        'Reversed, the Ace of Swords shows muddled thinking, or words sharp enough to wound. Be careful not to decide on the basis of wrong information. Think before you speak, and check the facts before you decide.',
    },
    ru: {
      keywords: ['ясность', 'истина', 'прорыв', 'сила мысли'],
      description: 'Рука из облака держит прямой меч, остриё которого увенчано короной с оливковой и пальмовой ветвями; внизу — скалистые горы.',
      upright:
        'Туз Мечей возвещает момент ясности, когда туман в голове рассеивается. Вы отчётливо видите правду и находите смелость её высказать. Новая идея, чёткое решение или честный разговор откроют путь.',
      reversed:
        'Перевёрнутый Туз Мечей говорит о путанице в мыслях или о словах настолько острых, что они ранят. Постарайтесь не принимать решений на основе неверных сведений. Думайте, прежде чем говорить, и проверяйте факты, прежде чем решать.',
    },
  },
  sw02: {
    tr: {
      keywords: ['kararsızlık', 'çıkmaz', 'kaçınma', 'denge'],
      description: 'Gözleri bağlı bir kadın deniz kıyısında oturuyor, iki kılıcı göğsünün üstünde çaprazlamış tutuyor; gökyüzünde ince bir hilal var.',
      upright:
        'Kılıç İkilisi, iki seçenek arasında sıkıştığını ve karar vermekten kaçındığını gösteriyor. Gözlerini kapatmak seni geçici olarak korusa da durumu çözmüyor. Bandı çıkar, gerçeklere bak ve kalbinin sesini de hesaba katarak bir seçim yap.',
      reversed:
        'Ters Kılıç İkilisi, ertelenen kararın artık kaçınılmaz hale geldiğini gösteriyor. Bilgi yağmuru ya da başkalarının baskısı kafanı karıştırıyor olabilir. Önce kendi gerçeğini netleştir; kimse senin yerine karar veremez.',
    },
    en: {
      keywords: ['indecision', 'stalemate', 'avoidance', 'balance'],
      description: 'A blindfolded woman sits by the sea holding two swords crossed over her chest, a thin crescent moon in the sky.',
      upright:
        'The Two of Swords shows you caught between two options and avoiding a decision. Closing your eyes may protect you for a while, but it solves nothing. Take off the blindfold, look at the facts and make a choice that listens to your heart as well.',
      reversed:
        'Reversed, the Two of Swords shows a postponed decision becoming unavoidable. A flood of information or pressure from others may be confusing you. Get clear on your own truth first; nobody else can decide for you.',
    },
    ru: {
      keywords: ['нерешительность', 'тупик', 'избегание', 'равновесие'],
      description: 'Девушка с повязкой на глазах сидит у моря, скрестив на груди два меча; в небе тонкий полумесяц.',
      upright:
        'Двойка Мечей показывает, что вы застряли между двумя вариантами и избегаете решения. Закрытые глаза на время защищают, но ничего не решают. Снимите повязку, посмотрите на факты и сделайте выбор, прислушавшись и к сердцу.',
      reversed:
        'Перевёрнутая Двойка Мечей говорит о том, что отложенное решение становится неизбежным. Лавина информации или давление окружающих могут сбивать с толку. Сначала проясните для себя собственную правду: никто не решит за вас.',
    },
  },
  sw03: {
    tr: {
      keywords: ['kalp kırıklığı', 'acı', 'keder', 'ayrılık'],
      description: 'Yağmur bulutlarıyla dolu gri bir gökyüzünün önünde, üç kılıcın delip geçtiği kırmızı bir kalp duruyor.',
      upright:
        'Kılıç Üçlüsü, kalbini acıtan bir gerçekle yüzleştiğini gösteriyor: bir ayrılık, bir ihanet ya da can yakan sözler. Bu acıyı yok saymak yerine kendine hissetme izni ver. Yağmurdan sonra gökyüzü temizlenir; gözyaşların da iyileşmenin bir parçası.',
      reversed:
        'Ters Kılıç Üçlüsü, yaranın iyileşmeye başladığını gösteriyor. Acıyı bırakıyor, affetmeyi öğreniyorsun. Yine de eski kırgınlıkları içinde biriktirmemeye dikkat et; konuşmak ve paylaşmak yükünü hafifletecek.',
    },
    en: {
      keywords: ['heartbreak', 'pain', 'sorrow', 'separation'],
      description: 'A red heart pierced by three swords hangs against a grey sky full of rain clouds.',
      upright:
        'The Three of Swords shows you facing a truth that hurts: a separation, a betrayal or words that cut deep. Rather than ignoring the pain, give yourself permission to feel it. After the rain the sky clears; your tears are part of the healing.',
      reversed:
        'Reversed, the Three of Swords shows a wound beginning to heal. You are releasing the pain and learning to forgive. Be careful not to bottle up old hurts, though; talking and sharing will lighten the load.',
    },
    ru: {
      keywords: ['разбитое сердце', 'боль', 'печаль', 'разлука'],
      description: 'На фоне серого неба, затянутого дождевыми тучами, висит красное сердце, пронзённое тремя мечами.',
      upright:
        'Тройка Мечей показывает, что вы столкнулись с горькой правдой: расставанием, предательством или ранящими словами. Не отмахивайтесь от боли, а позвольте себе её прочувствовать. После дождя небо проясняется, и слёзы — часть исцеления.',
      reversed:
        'Перевёрнутая Тройка Мечей говорит о том, что рана начинает затягиваться. Вы отпускаете боль и учитесь прощать. Только не копите старые обиды в себе: разговор и участие близких облегчат ношу.',
    },
  },
  sw04: {
    tr: {
      keywords: ['dinlenme', 'iyileşme', 'geri çekilme', 'sükûnet'],
      description: 'Vitraylı bir kilisede, ellerini dua eder gibi birleştirmiş bir şövalye heykeli bir lahdin üstünde uzanıyor; duvarda üç, lahdin yanında bir kılıç var.',
      upright:
        'Kılıç Dörtlüsü, mola verme zamanının geldiğini söylüyor. Zihnin ve bedenin yorgun; yeniden toparlanmak için sessizliğe ve dinlenmeye ihtiyacın var. Bu geri çekilme bir kaçış değil, bir sonraki adım için güç toplamak.',
      reversed:
        'Ters Kılıç Dörtlüsü, dinlenmeyi reddettiğini ya da uzun bir durgunluktan çıkmaya hazırlandığını gösteriyor. Tükenmişliğin sinyallerini görmezden gelme. Yavaş yavaş harekete geç, ama kendine hâlâ nefes alacak zaman tanı.',
    },
    en: {
      keywords: ['rest', 'recovery', 'retreat', 'stillness'],
      description: 'In a church with a stained-glass window, the effigy of a knight lies on a tomb with hands joined in prayer, three swords on the wall above and one beside the tomb.',
      upright:
        'The Four of Swords says it is time for a break. Your mind and body are tired; you need quiet and rest to gather yourself again. This retreat is not running away, but gathering strength for what comes next.',
      reversed:
        'Reversed, the Four of Swords shows you refusing to rest, or getting ready to come out of a long lull. Do not ignore the signs of burnout. Start moving again slowly, and still give yourself time to breathe.',
    },
    ru: {
      keywords: ['отдых', 'восстановление', 'уединение', 'покой'],
      description: 'В церкви с витражом на гробнице покоится изваяние рыцаря со сложенными для молитвы руками; над ним на стене три меча, ещё один — у гробницы.',
      upright:
        'Четвёрка Мечей говорит, что пора сделать перерыв. Ум и тело устали, и чтобы прийти в себя, нужны тишина и отдых. Это отступление — не бегство, а накопление сил для следующего шага.',
      reversed:
        'Перевёрнутая Четвёрка Мечей показывает, что вы отказываетесь отдыхать или готовитесь выйти из долгого затишья. Не игнорируйте признаки выгорания. Возвращайтесь к делам постепенно и по-прежнему оставляйте себе время передохнуть.',
    },
  },
  sw05: {
    tr: {
      keywords: ['kazanma hırsı', 'çatışma', 'yenilgi', 'gurur'],
      description: 'Fırtınalı bir gökyüzünün altında, kendinden memnun bir adam yerdeki kılıçları topluyor; yenilmiş iki kişi arkalarını dönüp uzaklaşıyor.',
      upright:
        'Kılıç Beşlisi, kazanmanın bedeline dair bir uyarı. Bir tartışmayı ya da yarışı kazanmış olabilirsin ama geride kırgınlıklar bırakıyorsun. Her zaman haklı çıkmak zorunda olmadığını hatırla; bazen geri adım atmak ilişkiyi kurtarır.',
      reversed:
        'Ters Kılıç Beşlisi, uzayan bir çatışmanın sona ermeye başladığını gösteriyor. Barışmak, özür dilemek ya da sadece bırakıp gitmek için uygun bir zaman. Geçmişteki kavgaları yeniden açmak yerine ileriye bak.',
    },
    en: {
      keywords: ['winning at all costs', 'conflict', 'defeat', 'pride'],
      description: 'Under a stormy sky a self-satisfied man gathers up swords from the ground while two defeated figures turn and walk away.',
      upright:
        'The Five of Swords is a warning about the price of winning. You may have won an argument or a contest, but you are leaving resentment behind. Remember that you do not always have to be right; sometimes stepping back saves the relationship.',
      reversed:
        'Reversed, the Five of Swords shows a drawn-out conflict beginning to end. It is a good time to make peace, to apologise, or simply to let it go and walk away. Look ahead instead of reopening old fights.',
    },
    ru: {
      keywords: ['победа любой ценой', 'конфликт', 'поражение', 'гордыня'],
      description: 'Под грозовым небом довольный собой человек собирает мечи с земли, а двое побеждённых, отвернувшись, уходят прочь.',
      upright:
        'Пятёрка Мечей предупреждает о цене победы. Возможно, вы выиграли спор или состязание, но оставляете за собой обиды. Помните, что не обязательно всегда быть правыми: иногда шаг назад спасает отношения.',
      reversed:
        'Перевёрнутая Пятёрка Мечей показывает, что затянувшийся конфликт начинает угасать. Подходящее время, чтобы помириться, извиниться или просто отпустить и уйти. Смотрите вперёд, а не ворошите старые ссоры.',
    },
  },
  sw06: {
    tr: {
      keywords: ['geçiş', 'uzaklaşma', 'iyileşme', 'yolculuk'],
      description: 'Bir kayıkçı, içinde başı örtülü bir kadınla bir çocuk ve dikili altı kılıç bulunan kayığını dalgalı sulardan sakin sulara doğru itiyor.',
      upright:
        'Kılıç Altılısı, zorlu bir dönemi geride bırakıp daha sakin sulara doğru ilerlediğini gösteriyor. Yanında hâlâ bazı ağırlıklar taşıyor olsan da en kötüsü geride kaldı. Bu geçiş bir yolculuk, bir taşınma ya da zihinsel bir rahatlama olabilir.',
      reversed:
        'Ters Kılıç Altılısı, geçmişi bırakmakta zorlandığını ya da gereken değişimin ertelendiğini gösteriyor. Çözülmemiş meseleler seni geri çekiyor olabilir. Yükünü hafiflet; her şeyi yeni kıyıya taşımak zorunda değilsin.',
    },
    en: {
      keywords: ['transition', 'moving on', 'recovery', 'journey'],
      description: 'A ferryman poles his boat, carrying a hooded woman, a child and six upright swords, from choppy water towards calmer waters.',
      upright:
        'The Six of Swords shows you leaving a difficult period behind and moving towards calmer waters. You may still be carrying some weight, but the worst is over. This passage may be a journey, a move or simply relief for your mind.',
      reversed:
        'Reversed, the Six of Swords shows you struggling to let go of the past, or a needed change being put off. Unresolved matters may be pulling you back. Lighten your load; you do not have to carry everything to the new shore.',
    },
    ru: {
      keywords: ['переход', 'движение дальше', 'восстановление', 'путешествие'],
      description: 'Лодочник отталкивается шестом, переправляя лодку с закутанной женщиной, ребёнком и шестью воткнутыми мечами из неспокойной воды к тихой.',
      upright:
        'Шестёрка Мечей показывает, что трудный период остаётся позади и вы плывёте к спокойным водам. Часть груза ещё с вами, но худшее уже миновало. Этот переход может быть поездкой, переездом или просто облегчением для души.',
      reversed:
        'Перевёрнутая Шестёрка Мечей говорит о том, что вам трудно отпустить прошлое или что нужные перемены откладываются. Нерешённые вопросы могут тянуть назад. Облегчите ношу: не всё нужно везти на новый берег.',
    },
  },
  sw07: {
    tr: {
      keywords: ['kurnazlık', 'gizlilik', 'strateji', 'aldatma'],
      description: 'Bir ordugâhtan sessizce uzaklaşan bir adam kucağında beş kılıç taşıyor, omzunun üstünden geriye bakıyor; iki kılıç geride kalmış.',
      upright:
        'Kılıç Yedilisi, bir durumda perde arkasında işler döndüğüne dikkat çekiyor. Biri tam olarak dürüst davranmıyor olabilir, ya da sen her şeyi açık etmeden stratejik davranmak zorundasın. Zekânı kullan ama kendi değerlerinden ödün verme.',
      reversed:
        'Ters Kılıç Yedilisi, saklanan bir şeyin ortaya çıkmak üzere olduğunu gösteriyor. Bir sırrın yükünden kurtulmak ya da birinin gerçek niyetini öğrenmek üzere olabilirsin. Dürüstlük şimdi en akıllıca strateji.',
    },
    en: {
      keywords: ['cunning', 'secrecy', 'strategy', 'deception'],
      description: 'A man tiptoes away from an army camp with five swords in his arms, glancing back over his shoulder, two swords left behind.',
      upright:
        'The Seven of Swords draws attention to things happening behind the scenes. Someone may not be entirely honest, or you may need to act strategically without showing your whole hand. Use your wits, but do not compromise your values.',
      reversed:
        'Reversed, the Seven of Swords shows something hidden about to come out. You may be about to shed the weight of a secret, or learn someone’s true intentions. Honesty is now the smartest strategy.',
    },
    ru: {
      keywords: ['хитрость', 'скрытность', 'стратегия', 'обман'],
      description: 'Человек крадучись уходит из военного лагеря с пятью мечами в руках и оглядывается через плечо; два меча остались позади.',
      upright:
        'Семёрка Мечей обращает внимание на то, что происходит за кулисами. Возможно, кто-то не вполне честен, а может быть, вам самим приходится действовать стратегически, не раскрывая всех карт. Пользуйтесь смекалкой, но не поступайтесь своими ценностями.',
      reversed:
        'Перевёрнутая Семёрка Мечей показывает, что скрытое вот-вот выйдет наружу. Возможно, вы скоро избавитесь от бремени тайны или узнаете чьи-то истинные намерения. Честность сейчас — самая разумная стратегия.',
    },
  },
  sw08: {
    tr: {
      keywords: ['kısıtlanma', 'çaresizlik hissi', 'korku', 'zihinsel tuzak'],
      description: 'Gözleri bağlı, kolları gevşekçe sarılmış bir kadın, çevresine saplanmış sekiz kılıcın arasında çamurlu bir zeminde duruyor; uzakta bir şato görünüyor.',
      upright:
        'Kılıç Sekizlisi, kendini kapana kısılmış hissettiğini ama aslında çıkış yolunun düşündüğünden yakın olduğunu söylüyor. Seni tutan bağların çoğu kendi korkuların ve olumsuz düşüncelerin. Bakış açını değiştir: ilk adımı attığında kılıçların arasından geçebileceğini göreceksin.',
      reversed:
        'Ters Kılıç Sekizlisi, seni kısıtlayan düşüncelerden kurtulmaya başladığını gösteriyor. Gözündeki bandı çıkarıyor ve seçeneklerini yeniden görüyorsun. Bu özgürleşme hissini besle ve kendine güvenmeye devam et.',
    },
    en: {
      keywords: ['restriction', 'feeling powerless', 'fear', 'mental trap'],
      description: 'A blindfolded woman, loosely bound, stands on muddy ground among eight swords planted around her, a castle in the distance.',
      upright:
        'The Eight of Swords says you feel trapped, yet the way out is closer than you think. Most of what holds you is your own fear and negative thinking. Change your point of view: once you take the first step, you will find you can walk between the swords.',
      reversed:
        'Reversed, the Eight of Swords shows you beginning to free yourself from limiting thoughts. You are taking off the blindfold and seeing your options again. Nurture this sense of release and keep trusting yourself.',
    },
    ru: {
      keywords: ['ограничение', 'ощущение беспомощности', 'страх', 'ловушка ума'],
      description: 'Девушка с повязкой на глазах, слегка связанная, стоит на топкой земле среди восьми воткнутых вокруг мечей; вдали виднеется замок.',
      upright:
        'Восьмёрка Мечей говорит, что вы чувствуете себя в ловушке, но выход ближе, чем кажется. Больше всего вас сковывают собственные страхи и негативные мысли. Взгляните иначе: сделав первый шаг, вы увидите, что между мечами можно пройти.',
      reversed:
        'Перевёрнутая Восьмёрка Мечей показывает, что вы начинаете освобождаться от ограничивающих мыслей. Повязка снята, и вы снова видите возможности. Берегите это чувство свободы и продолжайте доверять себе.',
    },
  },
  sw09: {
    tr: {
      keywords: ['kaygı', 'uykusuzluk', 'endişe', 'karamsarlık'],
      description: 'Karanlık bir odada yatağında doğrulmuş biri yüzünü elleriyle kapatmış; arkasındaki duvarda dokuz kılıç yan yana asılı.',
      upright:
        'Kılıç Dokuzlusu, gece yarısı seni uyutmayan kaygıları anlatıyor. Zihnin en kötü senaryoları büyütüyor, ama korkularının çoğu gerçekte olduğundan çok daha ağır görünüyor. Düşüncelerini biriyle paylaş; karanlıkta dev gibi görünen şeyler gün ışığında küçülür.',
      reversed:
        'Ters Kılıç Dokuzlusu, kaygılarının hafiflemeye başladığını ya da yardım istemeye hazır olduğunu gösteriyor. Umutsuzluktan çıkmanın yolu konuşmaktan ve destek almaktan geçiyor. Kendine şefkatle yaklaş; sabah her zaman gelir.',
    },
    en: {
      keywords: ['anxiety', 'sleeplessness', 'worry', 'despair'],
      description: 'In a dark room someone sits up in bed with their face in their hands, nine swords hanging side by side on the wall behind them.',
      upright:
        'The Nine of Swords describes the worries that keep you awake at night. Your mind is magnifying worst-case scenarios, yet most of your fears weigh far more in your head than in reality. Share your thoughts with someone; what looks like a giant in the dark shrinks in daylight.',
      reversed:
        'Reversed, the Nine of Swords shows anxiety beginning to ease, or a readiness to ask for help. The way out of despair runs through talking and accepting support. Treat yourself with kindness; the morning always comes.',
    },
    ru: {
      keywords: ['тревога', 'бессонница', 'беспокойство', 'отчаяние'],
      description: 'В тёмной комнате человек сидит в постели, закрыв лицо руками; на стене за ним висят в ряд девять мечей.',
      upright:
        'Девятка Мечей описывает тревоги, которые не дают уснуть по ночам. Ум раздувает худшие сценарии, но большинство страхов весят в мыслях куда больше, чем в действительности. Поделитесь тем, что вас мучает: то, что в темноте кажется великаном, при свете дня становится маленьким.',
      reversed:
        'Перевёрнутая Девятка Мечей показывает, что тревога понемногу отступает или вы готовы попросить о помощи. Путь из отчаяния лежит через разговор и поддержку. Относитесь к себе бережно: утро наступает всегда.',
    },
  },
  sw10: {
    tr: {
      keywords: ['son', 'dip nokta', 'bırakış', 'yeni şafak'],
      description: 'Kapkara bir gökyüzünün altında, sırtına on kılıç saplanmış bir adam yüzüstü yatıyor; ufukta ise şafak sökmeye başlamış.',
      upright:
        'Kılıç Onlusu, acı verici bir sonun kartı; ama aynı zamanda dibin görüldüğünü de söylüyor. Bir durum artık daha kötüye gidemez ve bu, bir bakıma özgürleştirici. Olanı kabullen, bitenin yasını tut ve ufukta ağaran yeni günü fark et.',
      reversed:
        'Ters Kılıç Onlusu, en zor kısmın geride kaldığını ve toparlanmaya başladığını gösteriyor. Yaralarını sarıyor, yeniden ayağa kalkıyorsun. Yine de aynı acıyı tekrar tekrar yaşatan düşüncelerden uzak dur; sayfayı gerçekten çevir.',
    },
    en: {
      keywords: ['endings', 'rock bottom', 'release', 'new dawn'],
      description: 'Under a pitch-black sky a man lies face down with ten swords in his back, while on the horizon dawn is beginning to break.',
      upright:
        'The Ten of Swords is the card of a painful ending, but it also says you have hit bottom. Things cannot get any worse, and in a way that is freeing. Accept what has happened, grieve what is over and notice the new day brightening on the horizon.',
      reversed:
        'Reversed, the Ten of Swords shows the hardest part behind you and recovery beginning. You are dressing your wounds and getting back on your feet. Still, steer clear of thoughts that make you relive the same pain; really turn the page.',
    },
    ru: {
      keywords: ['конец', 'дно', 'освобождение', 'новый рассвет'],
      description: 'Под чёрным небом ничком лежит человек с десятью мечами в спине, а на горизонте уже занимается рассвет.',
      upright:
        'Десятка Мечей — карта болезненного финала, но она же говорит, что дно уже достигнуто. Хуже быть не может, и в этом есть своя свобода. Примите случившееся, оплачьте то, что закончилось, и заметьте новый день, который светлеет на горизонте.',
      reversed:
        'Перевёрнутая Десятка Мечей показывает, что самое трудное позади и начинается восстановление. Вы перевязываете раны и снова встаёте на ноги. И всё же избегайте мыслей, которые заставляют снова и снова переживать ту же боль: по-настоящему переверните страницу.',
    },
  },
};
