import type { LocalizedText } from '@meydan/api/core';

/**
 * What each rising sign (ascendant) says about a person, 0 = Aries … 11 = Pisces: the first
 * impression, the natural way of meeting the world, and the side worth working on. Turkish speaks
 * to the reader with "sen"; Russian with "вы", in forms that do not depend on the reader's gender.
 */
export const RISING_TEXTS: readonly LocalizedText[] = [
  {
    tr: 'Yükselen Koç, dünyaya ilk adımı atan kişi olarak görünmeni sağlar: enerjik, doğrudan ve cesur bir ilk izlenim bırakırsın. Kararlarını hızlı verir, zorluklara göğüs gerersin; sabırsızlığın ise üzerinde en çok çalışman gereken yanın.',
    en: 'With Aries rising you meet the world head-on: people first see someone energetic, direct and brave. You decide quickly and rise to a challenge; impatience is the side of you most worth working on.',
    ru: 'С асцендентом в Овне вы встречаете мир лицом к лицу: окружающие прежде всего видят в вас энергию, прямоту и смелость. Вы быстро принимаете решения и охотно берётесь за трудное; над нетерпением стоит поработать больше всего.',
  },
  {
    tr: 'Yükselen Boğa sana sakin, güven veren ve ayakları yere basan bir görünüm kazandırır. Acele etmeden ilerler, güzel ve kalıcı olanı seçersin; değişime direnmek ise bazen yerinde saymana yol açabilir.',
    en: 'Taurus rising gives you a calm, reassuring and grounded presence. You move at your own pace and choose what is beautiful and lasting; resisting change can sometimes keep you stuck.',
    ru: 'Асцендент в Тельце придаёт вам спокойствие, надёжность и основательность. Вы движетесь в своём темпе и выбираете красивое и долговечное; а вот сопротивление переменам иногда заставляет топтаться на месте.',
  },
  {
    tr: 'Yükselen İkizler seni meraklı, konuşkan ve hızlı düşünen biri olarak tanıtır. Yeni insanlarla kolayca bağ kurar, her ortama uyum sağlarsın; odaklanmayı öğrenmek dikkatinin dağılmasını önler.',
    en: 'Gemini rising introduces you as curious, chatty and quick-witted. You connect easily with new people and adapt to any setting; learning to focus keeps your attention from scattering.',
    ru: 'Асцендент в Близнецах выдаёт в вас любознательность, общительность и быстрый ум. Вы легко находите общий язык с новыми людьми и приспосабливаетесь к любой обстановке; умение сосредоточиться не даст вниманию рассеиваться.',
  },
  {
    tr: 'Yükselen Yengeç sıcak, koruyucu ve duyarlı bir ilk izlenim bırakmanı sağlar. İnsanlar yanında kendini güvende hisseder; sen ise kalbini açmadan önce güvenmek istersin ve kırıldığında kabuğuna çekilebilirsin.',
    en: 'Cancer rising makes a warm, protective and sensitive first impression. People feel safe around you; you want to trust before you open your heart, and when hurt you may retreat into your shell.',
    ru: 'Асцендент в Раке создаёт тёплое, заботливое и чуткое первое впечатление. Рядом с вами людям спокойно; сами же вы открываете сердце только тем, кому доверяете, а обидевшись, можете спрятаться в свой панцирь.',
  },
  {
    tr: 'Yükselen Aslan girdiğin her ortamda fark edilmeni sağlar: sıcak, özgüvenli ve cömert bir duruşun vardır. Sahneyi sever, başkalarına cesaret verirsin; takdir görme ihtiyacını dengede tutmak seni daha da güçlü kılar.',
    en: 'Leo rising gets you noticed in every room: your manner is warm, confident and generous. You enjoy the stage and give others courage; keeping your need for applause in balance makes you stronger still.',
    ru: 'С асцендентом во Льве вас невозможно не заметить в любой компании: от вас исходят тепло, уверенность и щедрость. Вы любите быть на виду и вдохновляете других; если держать в равновесии потребность в признании, силы станет только больше.',
  },
  {
    tr: 'Yükselen Başak seni dikkatli, düzenli ve yardımsever biri olarak gösterir. Ayrıntıları herkesten önce fark eder, işleri sessizce yoluna koyarsın; kendine karşı fazla eleştirel olmamayı öğrenmek sana iyi gelir.',
    en: 'Virgo rising presents you as careful, orderly and helpful. You notice details before anyone else and quietly put things right; learning not to be so hard on yourself does you good.',
    ru: 'Асцендент в Деве выдаёт в вас внимательность, собранность и готовность помочь. Вы раньше всех замечаете детали и без лишнего шума наводите порядок; полезно научиться быть мягче к себе.',
  },
  {
    tr: 'Yükselen Terazi sana zarif, nazik ve uzlaşmacı bir hava verir. İnsanları bir araya getirir, her tartışmada iki tarafı da görürsün; karar vermekte zorlanman ise en çok dikkat etmen gereken yan.',
    en: 'Libra rising gives you a graceful, courteous and conciliatory air. You bring people together and see both sides of every argument; hesitating over decisions is the trait to watch most.',
    ru: 'Асцендент в Весах придаёт вам изящество, учтивость и склонность к компромиссу. Вы сближаете людей и в любом споре видите обе стороны; а вот за нерешительностью стоит следить больше всего.',
  },
  {
    tr: 'Yükselen Akrep sana yoğun, gizemli ve etkileyici bir hava katar. İnsanları derinden okur, önem verdiğin şeye sonuna kadar bağlanırsın; güvenmeyi öğrendikçe gücünü korumak yerine paylaşmaya başlarsın.',
    en: 'Scorpio rising lends you an intense, mysterious and magnetic air. You read people deeply and commit all the way to what you care about; as you learn to trust, you start sharing your power instead of guarding it.',
    ru: 'Асцендент в Скорпионе окружает вас напряжённой, загадочной и притягательной аурой. Вы глубоко чувствуете людей и отдаётесь важному до конца; учась доверять, вы начинаете делиться своей силой, а не охранять её.',
  },
  {
    tr: 'Yükselen Yay seni neşeli, açık sözlü ve maceraya hazır biri olarak tanıtır. Yeni yerler, yeni fikirler ve özgürlük seni canlı tutar; söz verirken heyecanına değil takvimine bakmak işine yarar.',
    en: 'Sagittarius rising introduces you as cheerful, outspoken and ready for adventure. New places, new ideas and freedom keep you alive; when making promises, it helps to check your calendar rather than your enthusiasm.',
    ru: 'Асцендент в Стрельце выдаёт в вас жизнерадостность, прямоту и готовность к приключениям. Новые места, идеи и свобода дают вам силы; давая обещания, полезно сверяться не с воодушевлением, а с календарём.',
  },
  {
    tr: 'Yükselen Oğlak ciddi, olgun ve güvenilir bir ilk izlenim bırakmanı sağlar. Hedefini koyar ve adım adım ona yürürsün; zamanla gevşemeyi ve başarılarının tadını çıkarmayı da öğrenirsin.',
    en: 'Capricorn rising makes a serious, mature and reliable first impression. You set a goal and climb towards it step by step; with time you also learn to relax and enjoy what you have achieved.',
    ru: 'Асцендент в Козероге создаёт серьёзное, зрелое и надёжное первое впечатление. Вы ставите цель и шаг за шагом идёте к ней; со временем приходит и умение расслабляться и радоваться достигнутому.',
  },
  {
    tr: 'Yükselen Kova seni özgün, bağımsız ve biraz sıra dışı biri olarak gösterir. Kalabalığa uymak yerine kendi yolunu çizer, insanlara dostça ama belli bir mesafeden yaklaşırsın; duygularını göstermek seni onlara yaklaştırır.',
    en: 'Aquarius rising presents you as original, independent and a little unconventional. You follow your own path rather than the crowd and are friendly from a certain distance; letting your feelings show brings people closer.',
    ru: 'Асцендент в Водолее выдаёт в вас оригинальность, независимость и лёгкую эксцентричность. Вы идёте своим путём, а не за толпой, и дружелюбны, но на расстоянии; если позволить чувствам проявляться, люди станут ближе.',
  },
  {
    tr: 'Yükselen Balık sana yumuşak, hayalperest ve şefkatli bir görünüm verir. Başkalarının duygularını kendi duygun gibi hisseder, sanata ve hayal gücüne yönelirsin; sınır koymayı öğrenmek enerjini korur.',
    en: 'Pisces rising gives you a gentle, dreamy and compassionate air. You feel other people’s emotions as if they were your own and are drawn to art and imagination; learning to set boundaries protects your energy.',
    ru: 'Асцендент в Рыбах придаёт вам мягкость, мечтательность и сострадание. Вы чувствуете чужие эмоции как свои и тянетесь к искусству и фантазии; умение ставить границы бережёт ваши силы.',
  },
];
