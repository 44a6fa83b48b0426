import type { TarotTexts } from './card-text';

/** The court cards of swords and pentacles: page, knight, queen, king. */
export const SWORDS_PENTACLES_COURT_TEXTS: TarotTexts = {
  swpa: {
    tr: {
      keywords: ['merak', 'tetikte olmak', 'yeni fikirler', 'sorgulama'],
      description: 'Rüzgârın bulutları savurduğu bir tepede duran genç bir uşak, kılıcını havaya kaldırmış, çevresini dikkatle gözlüyor.',
      upright:
        'Kılıç Uşağı, zihninin keskin ve meraklı olduğu bir dönemi anlatıyor. Yeni bilgiler öğrenmeye, soru sormaya ve fikirlerini savunmaya heveslisin. Gözünü açık tut, ama her duyduğuna hemen inanma; araştır ve kendi sonucunu çıkar.',
      reversed:
        'Ters Kılıç Uşağı, düşünmeden konuşmaya, dedikoduya ya da gereksiz tartışmalara işaret ediyor. Keskin sözlerin başkalarını incitebilir. Konuşmadan önce dinle; her fikri hemen savunmak zorunda değilsin.',
    },
    en: {
      keywords: ['curiosity', 'vigilance', 'new ideas', 'questioning'],
      description: 'A young page stands on a hilltop where the wind whips the clouds, sword raised, watching the surroundings closely.',
      upright:
        'The Page of Swords describes a time when your mind is sharp and curious. You are eager to learn, to ask questions and to defend your ideas. Keep your eyes open, but do not believe everything you hear straight away; investigate and draw your own conclusions.',
      reversed:
        'Reversed, the Page of Swords points to speaking without thinking, to gossip or to needless arguments. Sharp words may hurt others. Listen before you speak; you do not have to defend every idea on the spot.',
    },
    ru: {
      keywords: ['любознательность', 'бдительность', 'новые идеи', 'сомнение'],
      description: 'Юный паж стоит на холме, где ветер гонит облака, подняв меч и внимательно оглядываясь вокруг.',
      upright:
        'Паж Мечей описывает время, когда ум остёр и любознателен. Вам хочется учиться, задавать вопросы и отстаивать свои идеи. Держите глаза открытыми, но не верьте сразу всему услышанному: проверяйте и делайте собственные выводы.',
      reversed:
        'Перевёрнутый Паж Мечей указывает на слова без раздумий, сплетни или ненужные споры. Резкие высказывания могут ранить других. Слушайте, прежде чем говорить: не обязательно немедленно защищать каждую мысль.',
    },
  },
  swkn: {
    tr: {
      keywords: ['hız', 'hırs', 'kararlılık', 'doğrudanlık'],
      description: 'Kılıcını havaya kaldırmış bir şövalye, rüzgârın parçaladığı bulutların altında beyaz atını dörtnala sürüyor.',
      upright:
        'Kılıç Şövalyesi, hedefine doğru hızla ve kararlılıkla atıldığını gösteriyor. Fikirlerin net, sözlerin doğrudan ve harekete geçmeye hazırsın. Bu hız seni öne taşıyacak; yalnızca önündekileri ve çevrendekileri ezip geçmemeye dikkat et.',
      reversed:
        'Ters Kılıç Şövalyesi, aceleyle alınmış kararlara, saldırgan bir üsluba ya da dağınık bir zihne işaret ediyor. Düşünmeden atılmak seni yanlış yere götürebilir. Yavaşla, planını gözden geçir ve sözlerini özenle seç.',
    },
    en: {
      keywords: ['speed', 'ambition', 'determination', 'directness'],
      description: 'Sword raised high, a knight drives his white horse at full gallop beneath clouds torn apart by the wind.',
      upright:
        'The Knight of Swords shows you charging towards your goal with speed and resolve. Your ideas are clear, your words direct and you are ready to act. This pace will carry you forward; just be careful not to trample what, and who, is in your way.',
      reversed:
        'Reversed, the Knight of Swords points to rash decisions, an aggressive tone or a scattered mind. Rushing in without thinking may take you to the wrong place. Slow down, review your plan and choose your words with care.',
    },
    ru: {
      keywords: ['скорость', 'амбиции', 'решительность', 'прямота'],
      description: 'Подняв меч, рыцарь мчит белого коня во весь опор под облаками, разорванными ветром.',
      upright:
        'Рыцарь Мечей показывает, что вы стремительно и решительно рвётесь к цели. Мысли ясны, слова прямы, и вы готовы действовать. Такой темп продвинет вас вперёд, только будьте внимательны и не сметайте на своём пути всё и всех.',
      reversed:
        'Перевёрнутый Рыцарь Мечей указывает на опрометчивые решения, агрессивный тон или рассеянность мыслей. Бросаясь вперёд без раздумий, можно оказаться не там. Притормозите, пересмотрите план и тщательно подбирайте слова.',
    },
  },
  swqu: {
    tr: {
      keywords: ['netlik', 'bağımsızlık', 'dürüstlük', 'sağduyu'],
      description: 'Bulutların üstünde yükselen tahtında yandan görünen bir kraliçe, sağ elinde dik bir kılıç tutuyor, sol elini ileri uzatıyor.',
      upright:
        'Kılıç Kraliçesi, duygularını aklınla dengeleyen, net ve dürüst bir tavrı anlatıyor. Yaşadıkların seni bilgeleştirmiş; artık gerçeği dolandırmadan söyleyebiliyorsun. Sınırlarını koru ve kararlarını sağduyunla ver: keskinliğin adil olduğu sürece güçtür.',
      reversed:
        'Ters Kılıç Kraliçesi, netliğin soğukluğa ya da acımasız eleştiriye dönüştüğünü gösteriyor. Geçmiş kırgınlıklar kalbini kapatmış olabilir. Doğruyu söylerken şefkati de elden bırakma.',
    },
    en: {
      keywords: ['clarity', 'independence', 'honesty', 'good judgement'],
      description: 'Seen in profile on a throne rising above the clouds, a queen holds an upright sword in her right hand and extends her left.',
      upright:
        'The Queen of Swords describes a clear, honest attitude that balances feeling with reason. Experience has made you wise; you can now speak the truth without dressing it up. Guard your boundaries and decide with good judgement: sharpness is strength as long as it is fair.',
      reversed:
        'Reversed, the Queen of Swords shows clarity turning into coldness or harsh criticism. Old hurts may have closed your heart. When you tell the truth, do not let go of compassion.',
    },
    ru: {
      keywords: ['ясность', 'независимость', 'честность', 'здравомыслие'],
      description: 'Королева, изображённая в профиль на троне, возвышающемся над облаками, держит в правой руке прямой меч и протягивает вперёд левую.',
      upright:
        'Королева Мечей описывает ясное и честное отношение, в котором чувства уравновешены разумом. Опыт сделал вас мудрее: теперь вы можете говорить правду без прикрас. Берегите свои границы и принимайте решения здраво: острота — сила, пока она справедлива.',
      reversed:
        'Перевёрнутая Королева Мечей показывает, что ясность превращается в холодность или беспощадную критику. Старые обиды могли закрыть сердце. Говоря правду, не забывайте о сострадании.',
    },
  },
  swki: {
    tr: {
      keywords: ['akıl', 'otorite', 'adalet', 'strateji'],
      description: 'Kelebek motifli tahtında karşıdan görünen bir kral, elindeki kılıcı dimdik tutuyor; arkasında bulutlar ve ince ağaçlar var.',
      upright:
        'Kılıç Kralı, mantığın, adaletin ve berrak düşüncenin kartı. Duygulara kapılmadan durumu analiz ediyor, doğru olanı tarafsızca seçiyorsun. Bir uzmana danışmak ya da bir konuda otorite olmak gündemde olabilir; sözüne güveniliyor.',
      reversed:
        'Ters Kılıç Kralı, zekânın soğuk bir kontrole ya da katı bir tutuma dönüştüğünü gösteriyor. Gücünü başkalarını susturmak için kullanmak, ya da birinin bunu sana yapması söz konusu olabilir. Aklınla birlikte vicdanını da dinle.',
    },
    en: {
      keywords: ['intellect', 'authority', 'justice', 'strategy'],
      description: 'A king seen from the front on a throne carved with butterflies holds his sword upright, clouds and slender trees behind him.',
      upright:
        'The King of Swords is the card of logic, justice and clear thinking. You analyse the situation without being swept away by emotion and choose what is right impartially. Consulting an expert, or becoming the authority on a subject yourself, may be on the agenda; your word is trusted.',
      reversed:
        'Reversed, the King of Swords shows intelligence turning into cold control or rigidity. You may be using your power to silence others, or someone may be doing this to you. Listen to your conscience as well as your reason.',
    },
    ru: {
      keywords: ['интеллект', 'авторитет', 'справедливость', 'стратегия'],
      description: 'Король, изображённый анфас на троне с бабочками, держит меч прямо перед собой; за ним облака и тонкие деревья.',
      upright:
        'Король Мечей — карта логики, справедливости и ясного мышления. Вы анализируете ситуацию, не поддаваясь эмоциям, и беспристрастно выбираете верное. Возможно, предстоит обратиться к эксперту или самим стать авторитетом в каком-то вопросе: вашему слову доверяют.',
      reversed:
        'Перевёрнутый Король Мечей показывает, что ум превращается в холодный контроль или непреклонность. Возможно, вы используете власть, чтобы заставить других замолчать, или кто-то поступает так с вами. Слушайте не только разум, но и совесть.',
    },
  },
  pepa: {
    tr: {
      keywords: ['öğrenme', 'hedef', 'yeni fırsat', 'çalışkanlık'],
      description: 'Yeşil bir çayırda duran genç bir uşak, iki elinde havaya kaldırdığı tılsıma büyük bir dikkatle bakıyor.',
      upright:
        'Tılsım Uşağı, somut bir hedefin peşine düşmeye hazır olduğunu gösteriyor. Yeni bir eğitim, bir iş fırsatı ya da sağlığına dair bir başlangıç olabilir. Adım adım ilerle; sabrın ve istikrarın bu tohumu güçlü bir ağaca dönüştürecek.',
      reversed:
        'Ters Tılsım Uşağı, plan yapıp uygulamaya geçmediğine ya da odağını kaybettiğine işaret ediyor. Erteleme alışkanlığı fırsatları elinden kaçırabilir. Küçük ama düzenli adımlarla yeniden başla.',
    },
    en: {
      keywords: ['learning', 'goals', 'new opportunity', 'diligence'],
      description: 'A young page standing in a green meadow gazes with great attention at the pentacle he holds up in both hands.',
      upright:
        'The Page of Pentacles shows you ready to pursue a concrete goal. It may be new studies, a job opportunity or a fresh start for your health. Move step by step; patience and consistency will turn this seed into a strong tree.',
      reversed:
        'Reversed, the Page of Pentacles points to making plans but never acting on them, or to losing focus. Procrastination may let opportunities slip away. Start again with small but steady steps.',
    },
    ru: {
      keywords: ['учёба', 'цель', 'новая возможность', 'прилежание'],
      description: 'Юный паж стоит на зелёном лугу и очень внимательно рассматривает пентакль, поднятый в обеих руках.',
      upright:
        'Паж Пентаклей показывает, что вы готовы взяться за конкретную цель. Это может быть новое обучение, рабочая возможность или забота о здоровье. Двигайтесь шаг за шагом: терпение и постоянство превратят это семя в крепкое дерево.',
      reversed:
        'Перевёрнутый Паж Пентаклей указывает на планы, которые так и не воплощаются, или на потерю сосредоточенности. Привычка откладывать может стоить упущенных возможностей. Начните заново с небольших, но регулярных шагов.',
    },
  },
  pekn: {
    tr: {
      keywords: ['istikrar', 'sorumluluk', 'sabır', 'güvenilirlik'],
      description: 'Sürülmüş tarlaların önünde, ağır siyah atının üstünde hareketsiz duran bir şövalye, elindeki tılsıma bakıyor.',
      upright:
        'Tılsım Şövalyesi, yavaş ama emin adımlarla ilerlediğin bir dönemi anlatıyor. Gösterişten uzak, çalışkan ve güvenilirsin; üstlendiğin işi sonuna kadar götürüyorsun. Sabrın karşılığını alacaksın: kaplumbağa bu yarışı kazanır.',
      reversed:
        'Ters Tılsım Şövalyesi, durgunluğa, rutinin içinde sıkışıp kalmaya ya da aşırı temkinliliğe işaret ediyor. Hiç risk almamak seni yerinde saydırıyor olabilir. Düzenini koru ama hayatına biraz da yenilik kat.',
    },
    en: {
      keywords: ['steadiness', 'responsibility', 'patience', 'reliability'],
      description: 'In front of ploughed fields a knight sits motionless on a heavy black horse, looking at the pentacle in his hand.',
      upright:
        'The Knight of Pentacles describes a time of slow but sure progress. Hard-working, reliable and unshowy, you see every task through to the end. Your patience will pay off: the tortoise wins this race.',
      reversed:
        'Reversed, the Knight of Pentacles points to stagnation, being stuck in a rut or excessive caution. Never taking a risk may be keeping you in place. Keep your routine, but bring a little novelty into your life.',
    },
    ru: {
      keywords: ['стабильность', 'ответственность', 'терпение', 'надёжность'],
      description: 'На фоне вспаханных полей рыцарь неподвижно сидит на тяжёлом вороном коне и смотрит на пентакль в своей руке.',
      upright:
        'Рыцарь Пентаклей описывает время медленного, но верного продвижения. Трудолюбивые, надёжные и чуждые показного блеска, вы доводите каждое дело до конца. Терпение окупится: в этой гонке побеждает черепаха.',
      reversed:
        'Перевёрнутый Рыцарь Пентаклей указывает на застой, колею рутины или чрезмерную осторожность. Отказ от любого риска может держать вас на месте. Сохраняйте порядок, но добавьте в жизнь немного нового.',
    },
  },
  pequ: {
    tr: {
      keywords: ['şefkatli bolluk', 'pratiklik', 'yuva', 'bakım'],
      description: 'Güllerle çevrili bir bahçede oturan bir kraliçe, kucağındaki tılsıma şefkatle bakıyor; köşede küçük bir tavşan var.',
      upright:
        'Tılsım Kraliçesi, hem kalbiyle hem elleriyle ilgilenen, bereketli ve pratik bir tavrı anlatıyor. Evini, sevdiklerini ve işini aynı özenle büyütüyorsun. Kendine de aynı bakımı göster; rahat bir yuva ve sağlam bir bütçe sana huzur verecek.',
      reversed:
        'Ters Tılsım Kraliçesi, başkalarına bakarken kendini ihmal ettiğini ya da iş ile ev arasında dengeyi kaybettiğini gösteriyor. Maddi kaygılar seni fazla meşgul ediyor olabilir. Önceliklerini yeniden düzenle ve kendine şefkat göster.',
    },
    en: {
      keywords: ['nurturing abundance', 'practicality', 'home', 'care'],
      description: 'Seated in a garden framed by roses, a queen looks tenderly at the pentacle in her lap, a small rabbit in one corner.',
      upright:
        'The Queen of Pentacles describes a generous, practical attitude that cares with both heart and hands. You tend your home, your loved ones and your work with the same devotion. Give yourself the same care; a comfortable home and a sound budget will bring you peace.',
      reversed:
        'Reversed, the Queen of Pentacles shows you neglecting yourself while looking after others, or losing the balance between work and home. Money worries may be taking up too much of your attention. Rearrange your priorities and be kind to yourself.',
    },
    ru: {
      keywords: ['заботливое изобилие', 'практичность', 'дом', 'забота'],
      description: 'Королева сидит в саду, обрамлённом розами, и с нежностью смотрит на пентакль у себя на коленях; в углу притаился маленький кролик.',
      upright:
        'Королева Пентаклей описывает щедрое и практичное отношение, в котором забота идёт и от сердца, и от рук. Вы с одинаковым старанием растите дом, близких и своё дело. Окружите такой же заботой и себя: уютный дом и надёжный бюджет принесут покой.',
      reversed:
        'Перевёрнутая Королева Пентаклей показывает, что, заботясь о других, вы забываете о себе или теряете баланс между работой и домом. Денежные тревоги могут занимать слишком много мыслей. Пересмотрите приоритеты и будьте добрее к себе.',
    },
  },
  peki: {
    tr: {
      keywords: ['refah', 'güvenlik', 'başarı', 'cömertlik'],
      description: 'Boğa başlarıyla süslü tahtında oturan, giysisi üzüm salkımlarıyla işlenmiş bir kral, bir elinde tılsım, öbüründe asa tutuyor; arkasında şatosu yükseliyor.',
      upright:
        'Tılsım Kralı, emek ve disiplinle kurulmuş sağlam bir başarının kartı. Maddi güvenliğe kavuşmuş, başkalarına da destek olabilecek bir konumdasın. Bilgeliğini ve bolluğunu cömertçe paylaş; kurduğun düzen uzun yıllar ayakta kalacak.',
      reversed:
        'Ters Tılsım Kralı, paraya ya da statüye fazla bağlanmaya, inatçılığa veya riskli mali kararlara işaret ediyor. Başarı hırsı seni sevdiklerinden uzaklaştırıyor olabilir. Sahip olduklarının seni değil, senin onları yönettiğinden emin ol.',
    },
    en: {
      keywords: ['prosperity', 'security', 'success', 'generosity'],
      description: 'A king in a robe embroidered with bunches of grapes sits on a throne decorated with bulls’ heads, holding a pentacle and a sceptre, his castle rising behind him.',
      upright:
        'The King of Pentacles is the card of solid success built through work and discipline. You have reached material security and are in a position to support others. Share your wisdom and abundance generously; what you have built will stand for many years.',
      reversed:
        'Reversed, the King of Pentacles points to over-attachment to money or status, stubbornness or risky financial decisions. Ambition may be pulling you away from the people you love. Make sure you run your possessions, and not the other way round.',
    },
    ru: {
      keywords: ['благосостояние', 'надёжность', 'успех', 'щедрость'],
      description: 'Король в мантии, расшитой виноградными гроздьями, сидит на троне с бычьими головами, держа пентакль и скипетр; за ним возвышается его замок.',
      upright:
        'Король Пентаклей — карта прочного успеха, построенного трудом и дисциплиной. Вы достигли материальной надёжности и можете поддерживать других. Щедро делитесь мудростью и достатком: созданное вами простоит долгие годы.',
      reversed:
        'Перевёрнутый Король Пентаклей указывает на чрезмерную привязанность к деньгам или статусу, упрямство или рискованные финансовые решения. Стремление к успеху может отдалять вас от близких. Убедитесь, что вы управляете своим имуществом, а не оно вами.',
    },
  },
};
