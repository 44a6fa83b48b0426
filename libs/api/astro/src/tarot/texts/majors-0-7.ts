import type { TarotTexts } from './card-text';

/** The major arcana 0 (the Fool) … VII (the Chariot). */
export const MAJOR_TEXTS_0_7: TarotTexts = {
  ar00: {
    tr: {
      keywords: ['yeni başlangıç', 'cesaret', 'özgürlük', 'masumiyet'],
      description: 'Omzunda küçük bir bohça, elinde beyaz bir gül taşıyan genç bir gezgin, köpeği ayağının dibinde, gözü gökyüzünde, uçurumun kenarına doğru neşeyle yürüyor.',
      upright:
        'Deli, hayatında yepyeni bir sayfanın açıldığını haber veriyor. Önündeki yolun sonunu görmüyorsun ama merakın ve inancın seni taşımaya yetecek. Hesabı kitabı bir kenara bırakıp ilk adımı atmaya cesaret edersen, evren de sana eşlik edecek.',
      reversed:
        'Ters gelen Deli, cesaretin pervasızlığa dönüştüğü noktaya dikkat çekiyor. Ya hiç düşünmeden atlamak üzeresin ya da korkudan yerinde sayıyorsun. Bugün biraz daha gerçekçi ol: hayalini bırakma, ama yere sağlam basacağın bir adım seç.',
    },
    en: {
      keywords: ['new beginnings', 'spontaneity', 'freedom', 'innocence'],
      description: 'A young traveller with a small bundle over one shoulder and a white rose in hand strolls cheerfully towards the edge of a cliff, eyes on the sky, a little dog at their heels.',
      upright:
        'The Fool marks the start of a brand-new chapter. You cannot see where the road ends, but curiosity and trust will carry you further than any plan. Take the first step with an open heart and let life surprise you.',
      reversed:
        'Reversed, the Fool warns that daring is tipping into recklessness, or that fear is keeping you frozen at the edge. Look before you leap this time. Keep the dream, but choose a step that puts your feet on solid ground.',
    },
    ru: {
      keywords: ['новое начало', 'спонтанность', 'свобода', 'доверие к жизни'],
      description: 'Юный странник с котомкой на плече и белой розой в руке беззаботно шагает к краю обрыва, глядя в небо; у его ног прыгает собачка.',
      upright:
        'Шут возвещает начало совершенно новой главы. Вы пока не видите, куда ведёт дорога, но любопытство и доверие к жизни унесут вас дальше любого плана. Сделайте первый шаг с открытым сердцем и позвольте миру вас удивить.',
      reversed:
        'Перевёрнутый Шут предупреждает: смелость грозит обернуться безрассудством, а может быть, страх, напротив, не даёт сдвинуться с места. Прежде чем прыгать, оглядитесь. Не отказывайтесь от мечты, но выберите шаг, после которого под ногами будет твёрдая почва.',
    },
  },
  ar01: {
    tr: {
      keywords: ['irade', 'yaratıcılık', 'beceri', 'odak'],
      description: 'Başının üstünde sonsuzluk işareti parlayan bir büyücü, bir elindeki asayı göğe kaldırırken öteki eliyle yeri gösteriyor; önündeki masada kupa, kılıç, asa ve tılsım duruyor.',
      upright:
        'Büyücü, istediğin şeyi gerçeğe dönüştürecek her şeye zaten sahip olduğunu söylüyor. Yeteneklerin, bilgin ve enerjin hazır; eksik olan tek şey net bir niyet. Ne istediğine karar ver, dikkatini dağıtma ve harekete geç: şu an elinin değdiği şey şekil alıyor.',
      reversed:
        'Ters Büyücü, gücünün dağıldığını ya da yanlış amaçlara harcandığını gösteriyor. Kendi yeteneğinden şüphe ediyor olabilirsin; ya da biri seni parlak sözlerle yönlendirmeye çalışıyor. Niyetini yeniden gözden geçir ve vaatlerin ardındaki gerçeğe bak.',
    },
    en: {
      keywords: ['willpower', 'skill', 'manifestation', 'focus'],
      description: 'Beneath a floating sign of infinity, a magician raises a wand to the heavens and points to the earth, the cup, sword, wand and pentacle laid out on the table before him.',
      upright:
        'The Magician says you already hold every tool you need to make this happen. Your talent, knowledge and energy are ready; what counts now is a clear intention. Decide what you want, keep your focus and act: what you touch today begins to take shape.',
      reversed:
        'Reversed, the Magician shows power scattered or turned to the wrong ends. You may be doubting your own abilities, or someone may be steering you with clever words. Check your motives, and look for the substance behind the promises.',
    },
    ru: {
      keywords: ['воля', 'мастерство', 'воплощение', 'концентрация'],
      description: 'Маг под знаком бесконечности поднимает жезл к небу и указывает другой рукой на землю; перед ним на столе лежат кубок, меч, жезл и пентакль.',
      upright:
        'Маг говорит, что у вас уже есть всё, чтобы воплотить задуманное. Таланты, знания и энергия наготове, не хватает лишь ясного намерения. Решите, чего вы хотите, не распыляйтесь и действуйте: то, к чему вы сейчас прикасаетесь, обретает форму.',
      reversed:
        'Перевёрнутый Маг указывает на силы, растраченные впустую или направленные не туда. Возможно, вы сомневаетесь в собственных способностях, а возможно, кто-то управляет вами с помощью красивых слов. Пересмотрите свои намерения и присмотритесь к тому, что стоит за обещаниями.',
    },
  },
  ar02: {
    tr: {
      keywords: ['sezgi', 'sır', 'iç ses', 'bilinçaltı'],
      description: 'Biri siyah biri beyaz iki sütunun arasında, başında ay tacı, kucağında yarı saklı bir kitapla sessizce oturan bir rahibe; ayaklarının dibinde bir hilal duruyor.',
      upright:
        'Azize, cevabın dışarıda değil içinde olduğunu fısıldıyor. Şu an aceleyle karar vermek yerine gözlemlemek, dinlemek ve sezgine güvenmek zamanı. Rüyalarına, tesadüflere ve içinden gelen o sessiz bilgiye kulak ver; her şey henüz söylenmiş değil.',
      reversed:
        'Ters Azize, iç sesini bastırdığına ya da gerçekleri görmezden geldiğine işaret ediyor. Başkalarının fikirleri kendi sezgini boğuyor olabilir. Biraz yalnız kal, sessizleş ve kendine dürüst ol: saklanan bir bilgi yakında gün yüzüne çıkabilir.',
    },
    en: {
      keywords: ['intuition', 'mystery', 'inner voice', 'the subconscious'],
      description: 'A priestess crowned with the moon sits in stillness between a black pillar and a white one, a half-hidden scroll in her lap and a crescent moon at her feet.',
      upright:
        'The High Priestess whispers that the answer lies within you, not out there. This is a time to watch, listen and trust your intuition rather than rush into a decision. Pay attention to dreams, coincidences and that quiet inner knowing: not everything has been said yet.',
      reversed:
        'Reversed, the High Priestess suggests you are drowning out your inner voice or ignoring what you already know. Other people’s opinions may be louder than your own instincts. Make time for solitude and honesty with yourself: a hidden truth may soon come to light.',
    },
    ru: {
      keywords: ['интуиция', 'тайна', 'внутренний голос', 'подсознание'],
      description: 'Жрица в короне с лунным диском неподвижно сидит между чёрной и белой колоннами; на её коленях полускрытый свиток, у ног — полумесяц.',
      upright:
        'Верховная Жрица шепчет, что ответ внутри вас, а не снаружи. Сейчас время наблюдать, слушать и доверять интуиции, а не спешить с решениями. Прислушайтесь к снам, совпадениям и тихому внутреннему знанию: сказано ещё далеко не всё.',
      reversed:
        'Перевёрнутая Верховная Жрица говорит о том, что вы заглушаете внутренний голос или не хотите замечать очевидное. Чужие мнения могут звучать громче собственного чутья. Побудьте в тишине и будьте честны с собой: скрытое вскоре может выйти на свет.',
    },
  },
  ar03: {
    tr: {
      keywords: ['bereket', 'şefkat', 'doğurganlık', 'bolluk'],
      description: 'On iki yıldızdan tacı olan bir imparatoriçe, olgun buğday tarlaları ve akan bir derenin yanında, yastıklarla dolu tahtında rahatça oturuyor.',
      upright:
        'İmparatoriçe bolluğun ve üretkenliğin kartı. Emek verdiğin ne varsa çiçek açmaya hazırlanıyor: bir ilişki, bir proje, belki de bir bebek. Kendine ve sevdiklerine şefkatle bak, bedenini ve duyularını şımart; doğa gibi sen de kendi ritminde büyüyorsun.',
      reversed:
        'Ters İmparatoriçe, başkalarına bakarken kendini ihmal ettiğini ya da yaratıcı enerjinin tıkandığını gösteriyor. Aşırı koruyuculuk ya da bağımlılık ilişkilerini yoruyor olabilir. Kendi ihtiyaçlarına dön, toprağa ve bedenine yeniden bağlan.',
    },
    en: {
      keywords: ['abundance', 'nurturing', 'fertility', 'sensuality'],
      description: 'An empress crowned with twelve stars lounges on a cushioned throne beside a stream, fields of ripe wheat growing at her feet.',
      upright:
        'The Empress is the card of abundance and creative growth. Whatever you have been tending is ready to flower: a relationship, a project, perhaps even a child. Treat yourself and those you love with kindness, indulge your senses, and trust that you are growing at nature’s own pace.',
      reversed:
        'Reversed, the Empress shows you neglecting yourself while caring for everyone else, or creativity that has stalled. Smothering or dependence may be straining your relationships. Come back to your own needs and reconnect with your body and the natural world.',
    },
    ru: {
      keywords: ['изобилие', 'забота', 'плодородие', 'чувственность'],
      description: 'Императрица в венце из двенадцати звёзд отдыхает на троне с подушками у ручья, а у её ног колосится спелая пшеница.',
      upright:
        'Императрица — карта изобилия и творческого роста. Всё, во что вы вкладывались, готово расцвести: отношения, проект, а может быть, и ребёнок. Отнеситесь с нежностью к себе и близким, побалуйте свои чувства и доверьтесь собственному, природному ритму роста.',
      reversed:
        'Перевёрнутая Императрица показывает, что, заботясь обо всех, вы забываете о себе, или что творческая энергия застоялась. Гиперопека или зависимость могут утомлять ваши отношения. Вернитесь к своим потребностям, восстановите связь с телом и природой.',
    },
  },
  ar04: {
    tr: {
      keywords: ['otorite', 'düzen', 'istikrar', 'sorumluluk'],
      description: 'Koç başlarıyla süslü taş tahtında, arkasında çıplak dağlarla, bir elinde ankh asası öbüründe küreyle oturan zırhlı bir imparator.',
      upright:
        'İmparator, hayatına düzen ve yapı getirme zamanının geldiğini söylüyor. Kuralları koyan, sınırları çizen ve sorumluluğu üstlenen kişi sensin. Disiplinli ve kararlı olduğunda sağlam temeller atıyor, çevrendekilere de güven veriyorsun.',
      reversed:
        'Ters İmparator, kontrolün katılığa ya da baskıya dönüştüğüne işaret ediyor. Belki biri seni fazla sıkıyor, belki de sen her şeyi yönetmeye çalışırken esnekliğini kaybettin. Otoriteyle ilişkini sorgula: gerçek güç, dinlemeyi bilmekten geçer.',
    },
    en: {
      keywords: ['authority', 'structure', 'stability', 'leadership'],
      description: 'An armoured emperor sits on a stone throne carved with rams’ heads, an ankh sceptre in one hand and an orb in the other, bare mountains rising behind him.',
      upright:
        'The Emperor says it is time to bring order and structure into your life. You are the one who sets the rules, draws the lines and takes responsibility. With discipline and resolve you lay solid foundations and give the people around you something to rely on.',
      reversed:
        'Reversed, the Emperor points to control hardening into rigidity or domination. Someone may be holding you too tightly, or in trying to run everything you have lost your flexibility. Look at your relationship with authority: real strength includes knowing how to listen.',
    },
    ru: {
      keywords: ['власть', 'порядок', 'стабильность', 'ответственность'],
      description: 'Император в доспехах восседает на каменном троне с бараньими головами, держа скипетр-анх и державу; за его спиной — голые горы.',
      upright:
        'Император говорит, что пора внести в жизнь порядок и структуру. Именно вы устанавливаете правила, проводите границы и берёте на себя ответственность. Дисциплина и решимость помогут заложить прочный фундамент и дать окружающим ощущение надёжности.',
      reversed:
        'Перевёрнутый Император указывает на то, что контроль превратился в жёсткость или давление. Возможно, кто-то слишком крепко держит вас в руках, а возможно, стремясь всем управлять, вы утратили гибкость. Задумайтесь о своём отношении к власти: настоящая сила включает умение слушать.',
    },
  },
  ar05: {
    tr: {
      keywords: ['gelenek', 'inanç', 'öğretmen', 'kurumlar'],
      description: 'Üç katlı tacı ve haç biçimli asasıyla iki sütun arasında oturan bir din adamı, önünde diz çökmüş iki müride el kaldırıyor; ayaklarının dibinde çapraz iki anahtar var.',
      upright:
        'Aziz, köklü bilgilerin ve geleneklerin rehberliğine işaret ediyor. Bir öğretmenden, bir ustadan ya da deneyimli birinden öğreneceğin çok şey var. Bir topluluğa katılmak, bir eğitime başlamak ya da ortak değerlere yaslanmak şu an sana güç verecek.',
      reversed:
        'Ters Aziz, kalıpların seni daraltmaya başladığını gösteriyor. Sırf “hep böyle yapılır” dendiği için bir kurala uyuyor olabilirsin. Kendi inançlarını sorgulamaktan ve kendi yolunu çizmekten korkma; ama bunu isyan için değil, kendin için yap.',
    },
    en: {
      keywords: ['tradition', 'belief', 'teaching', 'institutions'],
      description: 'Wearing a triple crown and holding a triple cross, a priest sits between two pillars and raises his hand in blessing over two kneeling followers, two crossed keys at his feet.',
      upright:
        'The Hierophant points to the guidance of established wisdom and tradition. There is much to learn from a teacher, a mentor or someone with experience. Joining a community, starting a course of study or leaning on shared values will give you strength now.',
      reversed:
        'Reversed, the Hierophant shows convention beginning to box you in. You may be following a rule only because things have always been done that way. Do not be afraid to question your beliefs and chart your own course, as long as you do it for yourself and not just to rebel.',
    },
    ru: {
      keywords: ['традиция', 'вера', 'наставник', 'институты'],
      description: 'Первосвященник в тройной тиаре с тройным крестом сидит между двумя колоннами и благословляет двух коленопреклонённых послушников; у его ног — два скрещённых ключа.',
      upright:
        'Иерофант указывает на руководство проверенной мудрости и традиций. Вам есть чему поучиться у учителя, наставника или просто опытного человека. Вступить в сообщество, начать учёбу или опереться на общие ценности — вот что сейчас даст силы.',
      reversed:
        'Перевёрнутый Иерофант показывает, что рамки начинают вас стеснять. Возможно, вы следуете правилу только потому, что «так принято». Не бойтесь пересматривать убеждения и прокладывать собственный путь, но делайте это ради себя, а не ради бунта.',
    },
  },
  ar06: {
    tr: {
      keywords: ['aşk', 'seçim', 'uyum', 'değerler'],
      description: 'Parlayan güneşin altında bir meleğin kanatları iki insanı kutsuyor; kadının ardında bilgi ağacı, erkeğin ardında alevden bir ağaç, aralarında yüksek bir dağ yükseliyor.',
      upright:
        'Aşıklar, kalbinin derin bir bağa ve önemli bir seçime hazır olduğunu gösteriyor. Bu kart yalnızca romantik bir birliktelik değil; değerlerinle uyumlu bir karar vermek anlamına da geliyor. Kalbinle aklını aynı yöne çevirdiğinde doğru olanı zaten bileceksin.',
      reversed:
        'Ters Aşıklar, ilişkinde ya da kendi içinde bir uyumsuzluğa işaret ediyor. Değerlerin ile yaptıkların arasında açılan mesafe seni huzursuz ediyor olabilir. Kaçtığın bir kararla yüzleş ve sorumluluğunu üstlen; dürüstlük ilişkileri onarır.',
    },
    en: {
      keywords: ['love', 'choice', 'harmony', 'values'],
      description: 'Under a blazing sun an angel spreads its wings over a man and a woman, the tree of knowledge behind her and a tree of flames behind him, a tall mountain between them.',
      upright:
        'The Lovers show a heart ready for deep connection and for an important choice. The card speaks of romance, but also of decisions that honour your values. When your heart and your head face the same way, you will know what is right.',
      reversed:
        'Reversed, the Lovers reveal disharmony, in a relationship or within yourself. A gap between what you believe and what you do may be unsettling you. Face the decision you have been avoiding and own it: honesty is what mends a bond.',
    },
    ru: {
      keywords: ['любовь', 'выбор', 'гармония', 'ценности'],
      description: 'Под сияющим солнцем ангел простирает крылья над мужчиной и женщиной; за ней — древо познания, за ним — огненное древо, между ними высится гора.',
      upright:
        'Влюблённые показывают, что сердце готово к глубокой связи и важному выбору. Эта карта говорит о романтике, но и о решениях, которые согласуются с вашими ценностями. Когда сердце и разум смотрят в одну сторону, вы уже знаете, как правильно.',
      reversed:
        'Перевёрнутые Влюблённые говорят о разладе — в отношениях или внутри вас. Расхождение между убеждениями и поступками может лишать покоя. Посмотрите в лицо решению, которого вы избегали, и возьмите за него ответственность: честность лечит отношения.',
    },
  },
  ar07: {
    tr: {
      keywords: ['zafer', 'kararlılık', 'irade', 'ilerleme'],
      description: 'Yıldızlı bir gölgeliğin altında, biri siyah biri beyaz iki sfenksin çektiği arabasında dimdik duran zırhlı bir savaşçı, dizginsiz ama kararlı ilerliyor.',
      upright:
        'Savaş Arabası, iradenle kazanacağın bir zafere işaret ediyor. Birbirine zıt duygular ya da koşullar seni iki yana çekse de, dizginleri elinde tutan sensin. Hedefini netleştir, odağını koru ve ilerle: engeller kararlılığın karşısında geri çekilecek.',
      reversed:
        'Ters Savaş Arabası, yönünü kaybettiğini ya da kontrolü elden kaçırdığını gösteriyor. Her şeyi zorla halletmeye çalışmak seni yoruyor olabilir. Bir an dur, nereye gittiğini yeniden belirle; güç, bazen dizginleri gevşetmeyi bilmektir.',
    },
    en: {
      keywords: ['victory', 'determination', 'willpower', 'momentum'],
      description: 'Beneath a starry canopy an armoured warrior stands upright in a chariot drawn by two sphinxes, one black and one white, driving forward without reins.',
      upright:
        'The Chariot promises a victory won through willpower. Opposing feelings or circumstances may be pulling you two ways, but you are the one holding the reins. Make your goal clear, keep your focus and move: obstacles give way to resolve.',
      reversed:
        'Reversed, the Chariot shows you losing direction or losing control. Trying to force everything through may be wearing you out. Stop for a moment and set your course again; sometimes strength means knowing when to loosen your grip.',
    },
    ru: {
      keywords: ['победа', 'решимость', 'воля', 'движение вперёд'],
      description: 'Под звёздным балдахином воин в доспехах прямо стоит в колеснице, которую везут два сфинкса, чёрный и белый, и уверенно правит без вожжей.',
      upright:
        'Колесница обещает победу, добытую силой воли. Противоречивые чувства или обстоятельства могут тянуть вас в разные стороны, но поводья в ваших руках. Определите цель, сохраняйте сосредоточенность и двигайтесь: препятствия отступают перед решимостью.',
      reversed:
        'Перевёрнутая Колесница говорит о потере направления или контроля. Попытки добиться всего напором, вероятно, изматывают. Остановитесь и заново проложите курс: иногда сила в том, чтобы вовремя ослабить хватку.',
    },
  },
};
