import type { MovieGenreKey } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { PersonLook } from '../drawn-images';

/*
 * Demo data for the actors and movies pages. Every person and film here is FICTIONAL: names,
 * dates, roles, awards and stories are invented for the demo and describe no real person.
 */

type Texts = Readonly<Record<Edition, string>>;

const texts = (tr: string, en: string, ru: string): Texts => ({ tr, en, ru });
/** The same Latin spelling in tr and en, Cyrillic in ru. */
const named = (latin: string, ru: string): Texts => ({ tr: latin, en: latin, ru });

/** Topic tags of the phrase banks an actor is linked to (their stories show on the actor page). */
export const ACTOR_TAG_NAMES = {
  cinema: texts('Sinema', 'Film', 'Кино'),
  tv: texts('Dizi', 'TV Series', 'Сериалы'),
  celebrities: texts('Ünlüler', 'Celebrities', 'Звёзды'),
} as const;
export type ActorTagKey = keyof typeof ACTOR_TAG_NAMES;

export interface SeedActor {
  slug: string;
  birthDate: string;
  look: PersonLook;
  tags: readonly ActorTagKey[];
  name: Texts;
  birthPlace: Texts;
  bio: Texts;
}

export interface SeedMovie {
  slug: string;
  originalTitle: string;
  year: number;
  runtimeMinutes: number;
  genres: readonly MovieGenreKey[];
  title: Texts;
  synopsis: Texts;
  /** Billing order: [actor slug, character name]. */
  cast: ReadonlyArray<readonly [string, Texts]>;
}

export const SEED_ACTORS: readonly SeedActor[] = [
  {
    slug: 'defne-aksoylu',
    birthDate: '1988-04-12',
    look: { hair: 'long' },
    tags: ['cinema', 'celebrities'],
    name: named('Defne Aksoylu', 'Дефне Аксойлу'),
    birthPlace: texts('İzmir', 'Izmir, Türkiye', 'Измир, Турция'),
    bio: texts(
      'İzmir’de doğdu, konservatuvarda tiyatro eğitimi aldıktan sonra uzun yıllar Ege’deki sahnelerde oynadı. Sinemadaki ilk başrolü olan “Tuz ve Rüzgâr” (2014) ile adını duyurdu; sessiz ama güçlü kadın karakterleriyle tanınıyor.',
      'Born in Izmir, she trained in theatre at a conservatory and spent years on Aegean stages before her first film lead in Salt and Wind (2014). She is known for quiet, strong-willed heroines.',
      'Родилась в Измире, окончила театральную консерваторию и несколько лет играла на сценах Эгейского побережья. Первая главная роль в кино — в фильме «Соль и ветер» (2014); известна сдержанными и сильными героинями.',
    ),
  },
  {
    slug: 'kerem-ulusoy',
    birthDate: '1979-09-03',
    look: { hair: 'short', beard: true },
    tags: ['cinema', 'tv', 'celebrities'],
    name: named('Kerem Ulusoy', 'Керем Улусой'),
    birthPlace: texts('Trabzon', 'Trabzon, Türkiye', 'Трабзон, Турция'),
    bio: texts(
      'Trabzon’da doğdu. Televizyon komedileriyle tanındı, “Bizim Mahalle” (2008) ile sinemaya geçti. “Gece Vardiyası”ndaki yorgun komiser rolüyle dramda da kendini kabul ettirdi; Rus-Türk ortak yapımı “Beş Numaralı Dosya”da da oynadı.',
      'Born in Trabzon, he became a household name in TV comedy before moving to film with Our Neighbourhood (2008). His weary detective in Night Shift proved him just as convincing in drama, and he has since worked in the Russian-Turkish co-production Case Number Five.',
      'Родился в Трабзоне. Прославился в телевизионных комедиях, в кино дебютировал фильмом «Наш квартал» (2008). Роль уставшего комиссара в «Ночной смене» доказала, что ему подвластна и драма; снимался также в российско-турецком фильме «Дело номер пять».',
    ),
  },
  {
    slug: 'nehir-basaran',
    birthDate: '1995-01-27',
    look: { hair: 'wavy' },
    tags: ['cinema', 'tv', 'celebrities'],
    name: named('Nehir Başaran', 'Нехир Башаран'),
    birthPlace: texts('Eskişehir', 'Eskişehir, Türkiye', 'Эскишехир, Турция'),
    bio: texts(
      'Eskişehir’de doğdu, oyunculuğa gençlik dizileriyle başladı. “Son Perde”de canlandırdığı genç Perihan ile eleştirmenlerin dikkatini çekti; bilim kurgu filmi “Sessiz İstasyon”daki rolüyle uluslararası festivallere gitti.',
      'Born in Eskişehir, she started out in youth TV series and caught critics’ attention as the young Perihan in Final Curtain. Her role in the science-fiction film Silent Station took her to international festivals.',
      'Родилась в Эскишехире, начинала в молодёжных сериалах. Внимание критиков привлекла ролью юной Перихан в фильме «Последний занавес», а научно-фантастическая «Тихая станция» привела её на международные фестивали.',
    ),
  },
  {
    slug: 'tolga-erdinc',
    birthDate: '1971-06-18',
    look: { hair: 'short', grey: true, beard: true },
    tags: ['cinema', 'celebrities'],
    name: named('Tolga Erdinç', 'Толга Эрдинч'),
    birthPlace: texts('Ankara', 'Ankara, Türkiye', 'Анкара, Турция'),
    bio: texts(
      'Ankara’da doğdu; otuz yılı aşkın sahne deneyimiyle Türk sinemasının en aranan karakter oyuncularından biri. “Kervan”daki kervanbaşı Yusuf Ağa rolüyle birçok ödül kazandı; İngiliz yapımı “Haritacılar”da Osman Efendi’yi canlandırdı.',
      'Born in Ankara, he has more than thirty years on stage behind him and is one of Turkish cinema’s most sought-after character actors. His caravan leader Yusuf Ağa in The Caravan won him several awards; he also played Osman Efendi in the British production The Cartographers.',
      'Родился в Анкаре, более тридцати лет выходит на сцену и считается одним из самых востребованных характерных актёров турецкого кино. Роль караванщика Юсуф-аги в «Караване» принесла ему несколько наград; в британском фильме «Картографы» сыграл Осман-эфенди.',
    ),
  },
  {
    slug: 'sevda-karamanli',
    birthDate: '1964-11-02',
    look: { hair: 'bun', grey: true },
    tags: ['cinema', 'celebrities'],
    name: named('Sevda Karamanlı', 'Севда Караманлы'),
    birthPlace: texts('Adana', 'Adana, Türkiye', 'Адана, Турция'),
    bio: texts(
      'Adana’da doğdu, kırk yılı aşan kariyerinde yüzlerce tiyatro oyununda sahneye çıktı. Sinemada anaç ama keskin dilli karakterleriyle sevildi; “Son Perde”de veda gösterisine hazırlanan efsanevi oyuncu Perihan Sezer’i oynadı.',
      'Born in Adana, she has appeared in hundreds of stage productions over a career of more than forty years. Film audiences love her warm but sharp-tongued matriarchs; in Final Curtain she played Perihan Sezer, a legendary actress preparing her farewell performance.',
      'Родилась в Адане; за более чем сорок лет карьеры сыграла в сотнях спектаклей. Зрители кино любят её тёплых, но острых на язык героинь; в «Последнем занавесе» она сыграла легендарную актрису Перихан Сезер, готовящуюся к прощальному спектаклю.',
    ),
  },
  {
    slug: 'arda-yelkenci',
    birthDate: '1992-03-09',
    look: { hair: 'short' },
    tags: ['cinema', 'tv', 'celebrities'],
    name: named('Arda Yelkenci', 'Арда Елкенджи'),
    birthPlace: texts('Bursa', 'Bursa, Türkiye', 'Бурса, Турция'),
    bio: texts(
      'Bursa’da doğdu; üniversitede çektiği kısa filmlerle keşfedildi. Romantik komedilerden gerilime uzanan rolleriyle kuşağının sevilen oyuncularından biri oldu; “Şampiyonun Oğlu” için aylarca boks antrenmanı yaptı.',
      'Born in Bursa, he was discovered through short films he made at university. With roles ranging from romantic comedy to thriller he has become one of the favourite actors of his generation, and he trained as a boxer for months for The Champion’s Son.',
      'Родился в Бурсе; его заметили по короткометражкам, снятым ещё в университете. Роли от романтических комедий до триллеров сделали его одним из любимых актёров своего поколения, а ради «Сына чемпиона» он несколько месяцев тренировался как боксёр.',
    ),
  },
  {
    slug: 'ilkin-saricam',
    birthDate: '1999-08-21',
    look: { hair: 'long' },
    tags: ['cinema'],
    name: named('İlkin Sarıçam', 'Илкин Сарычам'),
    birthPlace: texts('Mersin', 'Mersin, Türkiye', 'Мерсин, Турция'),
    bio: texts(
      'Mersin’de doğdu, İstanbul’da oyunculuk eğitimi aldı. İlk sinema rolünü “Kıyıdaki Ev”de üstlendi; “Kuş Uçuşu”nda Mersin’den Kars’a bisikletle giden Deniz rolüyle en iyi kadın oyuncu adaylığı kazandı.',
      'Born in Mersin, she studied acting in Istanbul. Her first film role came in The House on the Shore, and playing Deniz, who cycles from Mersin to Kars in As the Bird Flies, earned her a best actress nomination.',
      'Родилась в Мерсине, училась актёрскому мастерству в Стамбуле. Первую роль в кино сыграла в фильме «Дом на берегу», а роль Дениз, которая едет на велосипеде из Мерсина в Карс в фильме «Полёт птицы», принесла ей номинацию за лучшую женскую роль.',
    ),
  },
  {
    slug: 'margot-ellery',
    birthDate: '1983-02-14',
    look: { hair: 'wavy' },
    tags: ['cinema', 'celebrities'],
    name: named('Margot Ellery', 'Марго Эллери'),
    birthPlace: texts('Bristol, İngiltere', 'Bristol, England', 'Бристоль, Англия'),
    bio: texts(
      'Bristol’da doğdu. Repertuvar tiyatrolarında başladığı kariyerinde çıkışını “Fener Bekçisi”ndeki (2012) Agnes Pryce rolüyle yaptı. Dönem dramlarıyla komediler arasında rahatça geçiş yapıyor; son olarak “Kuzey Işıkları Oteli”nde bir otel müfettişini canlandırdı.',
      'Born in Bristol, Margot Ellery began in repertory theatre before her breakthrough as Agnes Pryce in The Lantern Keeper (2012). She moves easily between period drama and comedy, most recently as a hotel inspector in Northern Lights Hotel.',
      'Родилась в Бристоле. Начинала в репертуарном театре, а прорывом стала роль Агнес Прайс в фильме «Хранительница маяка» (2012). Одинаково уверенно играет в костюмных драмах и комедиях; последняя работа — инспектор гостиниц в фильме «Отель „Северное сияние“».',
    ),
  },
  {
    slug: 'callum-reyes',
    birthDate: '1990-07-30',
    look: { hair: 'crop' },
    tags: ['cinema', 'celebrities'],
    name: named('Callum Reyes', 'Каллум Рейес'),
    birthPlace: texts('Toronto, Kanada', 'Toronto, Canada', 'Торонто, Канада'),
    bio: texts(
      'Toronto’da müzisyen bir ailede doğdu, drama okulu için Londra’ya taşındı. “Uzun Sessizlik”teki genç er rolüyle tanındı; o günden beri köy polisiyesi “Tilki ve Taç”tan bilim kurgu “Cam Şehir”e kadar birbirinden çok farklı filmler seçiyor.',
      'Born in Toronto to a family of musicians, Callum Reyes moved to London for drama school. His young private in The Long Quiet made his name, and he has since chosen films far apart in genre, from the village mystery Fox & Crown to the science fiction of Glass City.',
      'Родился в Торонто в семье музыкантов, учился в театральной школе в Лондоне. Известность ему принесла роль молодого рядового в «Долгой тишине»; с тех пор он выбирает очень разные фильмы — от деревенского детектива «Лис и корона» до фантастики «Стеклянный город».',
    ),
  },
  {
    slug: 'imogen-ashdown',
    birthDate: '1976-10-05',
    look: { hair: 'crop', glasses: true },
    tags: ['cinema'],
    name: named('Imogen Ashdown', 'Имоджен Эшдаун'),
    birthPlace: texts('Edinburgh, İskoçya', 'Edinburgh, Scotland', 'Эдинбург, Шотландия'),
    bio: texts(
      'Edinburgh’da doğdu; sahnede de beyaz perdede de tanınan bir isim. Keşif draması “Haritacılar”da (2009) başrol oynadı, “Tilki ve Taç”taki bilgi yarışması tutkunu amatör dedektif Marjorie Fox rolüyle yeni bir seyirci kitlesi kazandı.',
      'Born in Edinburgh, Imogen Ashdown is as well known on the stage as on screen. She led the expedition drama The Cartographers (2009) and won a new audience as the quiz-loving amateur sleuth Marjorie Fox in Fox & Crown.',
      'Родилась в Эдинбурге; одинаково известна и в театре, и в кино. Сыграла главную роль в приключенческой драме «Картографы» (2009), а роль любительницы викторин и сыщицы-любительницы Марджори Фокс в фильме «Лис и корона» принесла ей новую аудиторию.',
    ),
  },
  {
    slug: 'dorian-kettle',
    birthDate: '1968-12-11',
    look: { hair: 'short', grey: true, beard: true },
    tags: ['cinema'],
    name: named('Dorian Kettle', 'Дориан Кеттл'),
    birthPlace: texts('Leeds, İngiltere', 'Leeds, England', 'Лидс, Англия'),
    bio: texts(
      'Leeds’te doğdu; yirmili yaşlarının sonunda gezici bir tiyatro topluluğuna katılmadan önce marangozluk yaptı. Seyirci onu üniformalı, sert ama dürüst adamlarla tanıyor: “Uzun Sessizlik”teki Çavuş Briggs’ten “Tilki ve Taç”taki Müfettiş Lyle’a.',
      'Born in Leeds, Dorian Kettle worked as a joiner before joining a touring theatre company in his late twenties. Audiences know him for gruff, decent men in uniform, from Sergeant Briggs in The Long Quiet to Inspector Lyle in Fox & Crown.',
      'Родился в Лидсе; до того как в конце третьего десятка присоединиться к гастрольной труппе, работал столяром. Зрители знают его по ролям суровых, но порядочных людей в форме — от сержанта Бриггса в «Долгой тишине» до инспектора Лайла в фильме «Лис и корона».',
    ),
  },
  {
    slug: 'yaroslava-lunina',
    birthDate: '1986-05-19',
    look: { hair: 'long' },
    tags: ['cinema', 'celebrities'],
    name: texts('Yaroslava Lunina', 'Yaroslava Lunina', 'Ярослава Лунина'),
    birthPlace: texts('Kazan, Rusya', 'Kazan, Russia', 'Казань'),
    bio: texts(
      'Kazan’da doğdu, tiyatro okulunu bitirdikten sonra bir dram tiyatrosunda çalıştı. “Kış Bahçesi”ndeki (2017) başrolüyle kuşağının en tanınan oyuncularından biri oldu; “Volga’nın Sesleri” belgeselinin anlatıcısı da o.',
      'Born in Kazan, she graduated from drama school and joined a repertory theatre company. Her lead in the romantic drama The Winter Garden (2017) made her one of the most recognisable actresses of her generation; she also narrates the documentary Voices of the Volga.',
      'Родилась в Казани, окончила театральное училище и служила в драматическом театре. Главная роль в мелодраме «Зимний сад» (2017) сделала её одной из самых узнаваемых актрис своего поколения; в документальном фильме «Голоса Волги» она читает текст от автора.',
    ),
  },
  {
    slug: 'matvey-sorin',
    birthDate: '1981-01-08',
    look: { hair: 'crop', beard: true },
    tags: ['cinema', 'tv'],
    name: texts('Matvey Sorin', 'Matvey Sorin', 'Матвей Сорин'),
    birthPlace: texts('Saint Petersburg, Rusya', 'Saint Petersburg, Russia', 'Санкт-Петербург'),
    bio: texts(
      'Saint Petersburg’da doğdu. “Kuzey Yolu”ndaki genç kamyon şoföründen “Beş Numaralı Dosya”daki Müfettiş Gromov’a, az konuşan kahramanlarıyla tanınıyor. Türk bilim kurgu filmi “Sessiz İstasyon” dahil uluslararası projelerde de oynuyor.',
      'Born in Saint Petersburg, he is known for men of few words, from the young trucker in The Northern Road to Investigator Gromov in Case Number Five. He is a regular in international productions, including the Turkish science-fiction film Silent Station.',
      'Родился в Санкт-Петербурге. Известен ролями немногословных героев — от молодого дальнобойщика в «Северной дороге» до следователя Громова в «Деле номер пять». Охотно снимается в международных проектах, в том числе в турецкой фантастике «Тихая станция».',
    ),
  },
  {
    slug: 'polina-vetrova',
    birthDate: '1997-09-14',
    look: { hair: 'wavy' },
    tags: ['cinema', 'celebrities'],
    name: texts('Polina Vetrova', 'Polina Vetrova', 'Полина Ветрова'),
    birthPlace: texts('Novosibirsk, Rusya', 'Novosibirsk, Russia', 'Новосибирск'),
    bio: texts(
      'Novosibirsk’te doğdu; ilk filmi olan aile komedisi “Bizim Avlunun Kozmonotu”nda oynadığında henüz fizik öğrencisiydi. Bugün romantik komedilerin yanı sıra uluslararası bilim kurgu yapımı “Cam Şehir”de de rol alıyor.',
      'Born in Novosibirsk, she was still a physics student when she made her first film, the family comedy The Cosmonaut Next Door. She now works in romantic comedies as well as the international science-fiction film Glass City.',
      'Родилась в Новосибирске и снялась в первом фильме, ещё будучи студенткой физфака, — в семейной комедии «Космонавт из нашего двора». Сегодня играет и в романтических комедиях, и в международной фантастике «Стеклянный город».',
    ),
  },
  {
    slug: 'gleb-zarechny',
    birthDate: '1959-03-22',
    look: { hair: 'crop', grey: true, beard: true },
    tags: ['cinema'],
    name: texts('Gleb Zareçni', 'Gleb Zarechny', 'Глеб Заречный'),
    birthPlace: texts('Yaroslavl, Rusya', 'Yaroslavl, Russia', 'Ярославль'),
    bio: texts(
      'Yaroslavl’da doğdu; kırk yılı aşkın süredir sahnede ve sinemada. “Son Feribot”taki feribotçu Fyodor İlyiç on yılın en çok konuşulan rollerinden biri oldu; “Bizim Avlunun Kozmonotu”ndaki Semyon Dede ise ailelerin sevgilisi.',
      'Born in Yaroslavl, he has spent more than forty years on stage and screen. His ferryman Fyodor Ilyich in The Last Ferry became one of the most talked-about performances of the decade, and Grandpa Semyon in The Cosmonaut Next Door a family favourite.',
      'Родился в Ярославле, более сорока лет на сцене и в кино. Его паромщик Фёдор Ильич в «Последнем пароме» стал одной из самых обсуждаемых ролей десятилетия, а дед Семён из «Космонавта из нашего двора» — любимцем семейной аудитории.',
    ),
  },
];

export const SEED_MOVIES: readonly SeedMovie[] = [
  {
    slug: 'tuz-ve-ruzgar',
    originalTitle: 'Tuz ve Rüzgâr',
    year: 2014,
    runtimeMinutes: 118,
    genres: ['drama'],
    title: texts('Tuz ve Rüzgâr', 'Salt and Wind', 'Соль и ветер'),
    synopsis: texts(
      'Küçük bir Ege adasına atanan genç öğretmen Leyla, limanın bir yatırımcıya satılacağını öğrenince balıkçılarla birlikte adanın geleceği için mücadeleye girişir.',
      'Leyla, a young teacher posted to a small Aegean island, joins the fishermen in a fight for the island’s future when she learns its harbour is about to be sold to an investor.',
      'Молодая учительница Лейла получает назначение на маленький остров в Эгейском море и, узнав, что гавань собираются продать инвестору, вместе с рыбаками встаёт на защиту острова.',
    ),
    cast: [
      ['defne-aksoylu', named('Leyla', 'Лейла')],
      ['tolga-erdinc', texts('Hasan Reis', 'Captain Hasan', 'Капитан Хасан')],
      ['sevda-karamanli', texts('Nazlı Hanım', 'Mrs Nazlı', 'Назлы-ханым')],
    ],
  },
  {
    slug: 'ikinci-bahar-apartmani',
    originalTitle: 'İkinci Bahar Apartmanı',
    year: 2017,
    runtimeMinutes: 104,
    genres: ['comedy', 'family'],
    title: texts('İkinci Bahar Apartmanı', 'Second Spring Apartments', 'Дом «Вторая весна»'),
    synopsis: texts(
      'Yıkım kararı çıkan eski bir İstanbul apartmanının sakinleri, binalarını kurtarmak için bir yetenek yarışmasına katılır ve hiç beklemedikleri bir şekilde televizyon yıldızı olur.',
      'When their old Istanbul apartment block is marked for demolition, its residents enter a TV talent show to save it and become the most unlikely stars of the season.',
      'Когда старый стамбульский дом приговаривают к сносу, его жильцы, чтобы спасти здание, идут на телевизионное шоу талантов и неожиданно становятся звёздами сезона.',
    ),
    cast: [
      ['kerem-ulusoy', named('Rıza', 'Рыза')],
      ['sevda-karamanli', named('Müjgan', 'Мюжган')],
      ['arda-yelkenci', named('Oğuz', 'Огуз')],
    ],
  },
  {
    slug: 'gece-vardiyasi',
    originalTitle: 'Gece Vardiyası',
    year: 2019,
    runtimeMinutes: 126,
    genres: ['crime', 'thriller'],
    title: texts('Gece Vardiyası', 'Night Shift', 'Ночная смена'),
    synopsis: texts(
      'Emekliliğine aylar kalan Komiser Sinan ile polis telsizinde yeni göreve başlayan Elif, Ankara’yı saran gece hırsızlıklarının izini birlikte sürer.',
      'Months from retirement, Inspector Sinan teams up with Elif, a rookie police radio dispatcher, to track a string of night-time burglaries across Ankara.',
      'За несколько месяцев до пенсии комиссар Синан вместе с Элиф, новенькой диспетчером полицейской радиосвязи, распутывает серию ночных краж в Анкаре.',
    ),
    cast: [
      ['kerem-ulusoy', texts('Komiser Sinan', 'Inspector Sinan', 'Комиссар Синан')],
      ['nehir-basaran', named('Elif', 'Элиф')],
      ['tolga-erdinc', texts('Cemal Baba', 'Old Cemal', 'Старик Джемаль')],
    ],
  },
  {
    slug: 'kervan',
    originalTitle: 'Kervan',
    year: 2011,
    runtimeMinutes: 142,
    genres: ['historical', 'adventure'],
    title: texts('Kervan', 'The Caravan', 'Караван'),
    synopsis: texts(
      '1870’lerin Anadolu’sunda kervanbaşı Yusuf Ağa, kimsenin adını anmaya cesaret edemediği bir yükle kış bastırmadan dağları aşmak zorundadır.',
      'In 1870s Anatolia, caravan leader Yusuf Ağa must cross the mountains before winter sets in, carrying a cargo no one dares to name.',
      'Анатолия, 1870-е годы. Караванщик Юсуф-ага должен перейти горы до наступления зимы, везя груз, о котором никто не решается говорить вслух.',
    ),
    cast: [
      ['tolga-erdinc', texts('Yusuf Ağa', 'Yusuf Ağa', 'Юсуф-ага')],
      ['sevda-karamanli', named('Gülbahar', 'Гюльбахар')],
      ['kerem-ulusoy', named('Davut', 'Давут')],
    ],
  },
  {
    slug: 'mavi-kapi',
    originalTitle: 'Mavi Kapı',
    year: 2021,
    runtimeMinutes: 98,
    genres: ['romance', 'drama'],
    title: texts('Mavi Kapı', 'The Blue Door', 'Синяя дверь'),
    synopsis: texts(
      'Kapadokya’da aynı mağara evini yanlışlıkla kiralayan iki yabancı, bir haftalığına evi paylaşmaya karar verir.',
      'Two strangers who have rented the same Cappadocia cave house by mistake agree to share it for a week.',
      'Двое незнакомцев, по ошибке снявших один и тот же пещерный дом в Каппадокии, решают прожить в нём вместе одну неделю.',
    ),
    cast: [
      ['defne-aksoylu', named('Zehra', 'Зехра')],
      ['arda-yelkenci', named('Emir', 'Эмир')],
    ],
  },
  {
    slug: 'sessiz-istasyon',
    originalTitle: 'Sessiz İstasyon',
    year: 2023,
    runtimeMinutes: 111,
    genres: ['science-fiction', 'thriller'],
    title: texts('Sessiz İstasyon', 'Silent Station', 'Тихая станция'),
    synopsis: texts(
      'Antarktika’daki bir araştırma istasyonunda dünyayla bağlantısı kesilen üç bilim insanı, kendi geleceklerinden geliyor gibi görünen sinyaller almaya başlar.',
      'Cut off from the world at an Antarctic research station, three scientists begin to receive signals that seem to come from their own future.',
      'Отрезанные от мира на антарктической станции, трое учёных начинают принимать сигналы, которые, похоже, приходят из их собственного будущего.',
    ),
    cast: [
      ['nehir-basaran', texts('Dr. Aslı Tunç', 'Dr Aslı Tunç', 'Доктор Аслы Тунч')],
      ['callum-reyes', named('Noah Whitlock', 'Ноа Уитлок')],
      ['matvey-sorin', texts('Arkadi Belov', 'Arkady Belov', 'Аркадий Белов')],
    ],
  },
  {
    slug: 'bizim-mahalle',
    originalTitle: 'Bizim Mahalle',
    year: 2008,
    runtimeMinutes: 95,
    genres: ['comedy'],
    title: texts('Bizim Mahalle', 'Our Neighbourhood', 'Наш квартал'),
    synopsis: texts(
      'Dükkânının tam karşısına süpermarket açılınca Bakkal Nuri’nin başlattığı inatlaşma bütün mahalleyi iki kampa böler.',
      'When a supermarket opens across the street, grocer Nuri’s stubborn feud with it splits the whole neighbourhood into two camps.',
      'Когда напротив лавки открывается супермаркет, упрямая война бакалейщика Нури с конкурентом раскалывает весь квартал на два лагеря.',
    ),
    cast: [
      ['kerem-ulusoy', texts('Bakkal Nuri', 'Nuri the Grocer', 'Бакалейщик Нури')],
      ['sevda-karamanli', named('Hayriye', 'Хайрие')],
      ['tolga-erdinc', texts('Muhtar Şevket', 'Şevket the Headman', 'Староста Шевкет')],
    ],
  },
  {
    slug: 'kus-ucusu',
    originalTitle: 'Kuş Uçuşu',
    year: 2025,
    runtimeMinutes: 102,
    genres: ['drama', 'family'],
    title: texts('Kuş Uçuşu', 'As the Bird Flies', 'Полёт птицы'),
    synopsis: texts(
      'Genç Deniz, anneannesinin hiç gönderilmemiş mektuplarını sahiplerine ulaştırmak için Mersin’den Kars’a bisikletle yola çıkar; endişeli annesi Meral de hemen peşindedir.',
      'Young Deniz sets off by bicycle from Mersin to Kars to deliver her late grandmother’s unsent letters, with her worried mother Meral not far behind.',
      'Юная Дениз отправляется на велосипеде из Мерсина в Карс, чтобы доставить адресатам так и не отправленные письма покойной бабушки, а следом за ней едет встревоженная мать Мераль.',
    ),
    cast: [
      ['ilkin-saricam', named('Deniz', 'Дениз')],
      ['defne-aksoylu', named('Meral', 'Мераль')],
      ['tolga-erdinc', texts('Rüstem Dede', 'Grandpa Rüstem', 'Дедушка Рустем')],
    ],
  },
  {
    slug: 'son-perde',
    originalTitle: 'Son Perde',
    year: 2016,
    runtimeMinutes: 121,
    genres: ['drama'],
    title: texts('Son Perde', 'Final Curtain', 'Последний занавес'),
    synopsis: texts(
      'Efsanevi tiyatro oyuncusu Perihan Sezer veda gösterisine hazırlanırken genç bir gazeteci, onun sinema kariyerini bitiren eski skandalı araştırmaya başlar.',
      'As legendary stage actress Perihan Sezer prepares her farewell performance, a young journalist starts digging into the old scandal that ended her film career.',
      'Пока легендарная актриса Перихан Сезер готовится к прощальному спектаклю, молодой журналист начинает расследовать давний скандал, положивший конец её карьере в кино.',
    ),
    cast: [
      ['sevda-karamanli', named('Perihan Sezer', 'Перихан Сезер')],
      ['nehir-basaran', texts('Genç Perihan', 'Young Perihan', 'Перихан в молодости')],
    ],
  },
  {
    slug: 'kiyidaki-ev',
    originalTitle: 'Kıyıdaki Ev',
    year: 2020,
    runtimeMinutes: 109,
    genres: ['thriller'],
    title: texts('Kıyıdaki Ev', 'The House on the Shore', 'Дом на берегу'),
    synopsis: texts(
      'Kışı Karadeniz kıyısındaki yazlıklarında geçirmeye karar veren bir aile, komşu evlerin ışıklarının yalnızca fırtına başladığında yandığını fark eder.',
      'A family spending the winter in their summer house on the Black Sea coast notices that the lights in the neighbouring houses only come on when a storm begins.',
      'Семья, решившая провести зиму на даче на черноморском побережье, замечает, что в соседних домах свет зажигается только с началом шторма.',
    ),
    cast: [
      ['defne-aksoylu', named('Selma', 'Сельма')],
      ['arda-yelkenci', named('Kaan', 'Каан')],
      ['ilkin-saricam', named('Ece', 'Эдже')],
    ],
  },
  {
    slug: 'sampiyonun-oglu',
    originalTitle: 'Şampiyonun Oğlu',
    year: 2022,
    runtimeMinutes: 113,
    genres: ['drama', 'family'],
    title: texts('Şampiyonun Oğlu', 'The Champion’s Son', 'Сын чемпиона'),
    synopsis: texts(
      'Efsanevi bir güreşçinin oğlu Mert, babasının gölgesinden çıkmak için Bursa’daki eski mahallesinde bir boks salonu açar.',
      'Mert, son of a legendary wrestler, opens a boxing gym in his old Bursa neighbourhood to step out of his father’s shadow.',
      'Мерт, сын легендарного борца, открывает боксёрский зал в своём старом районе Бурсы, чтобы выйти из тени отца.',
    ),
    cast: [
      ['arda-yelkenci', named('Mert', 'Мерт')],
      ['kerem-ulusoy', texts('Halil Usta', 'Coach Halil', 'Тренер Халил')],
      ['ilkin-saricam', named('Zeynep', 'Зейнеп')],
    ],
  },
  {
    slug: 'the-lantern-keeper',
    originalTitle: 'The Lantern Keeper',
    year: 2012,
    runtimeMinutes: 128,
    genres: ['drama', 'historical'],
    title: texts('Fener Bekçisi', 'The Lantern Keeper', 'Хранительница маяка'),
    synopsis: texts(
      'Cornwall, 1911. Kocası yaralanınca Agnes Pryce, yetkililerin bu işi bir kadına asla bırakmayacağını bildiği için feneri her gece gizlice yakmaya devam eder.',
      'Cornwall, 1911. When her husband is injured, Agnes Pryce secretly keeps the lighthouse burning night after night, knowing the authorities would never let a woman do the job.',
      'Корнуолл, 1911 год. Когда её муж получает травму, Агнес Прайс тайком каждую ночь зажигает маяк, зная, что власти никогда не доверили бы эту работу женщине.',
    ),
    cast: [
      ['margot-ellery', named('Agnes Pryce', 'Агнес Прайс')],
      ['dorian-kettle', named('Thomas Pryce', 'Томас Прайс')],
      ['imogen-ashdown', texts('Bayan Hale', 'Mrs Hale', 'Миссис Хейл')],
    ],
  },
  {
    slug: 'paper-harbour',
    originalTitle: 'Paper Harbour',
    year: 2018,
    runtimeMinutes: 101,
    genres: ['romance', 'comedy'],
    title: texts('Kâğıt Liman', 'Paper Harbour', 'Бумажная гавань'),
    synopsis: texts(
      'Bir origami sanatçısı ile onun paketlerini sürekli kaybeden feribot kaptanı, küçük bir liman kasabasında ıskalamalarla dolu bir yaz geçirir.',
      'An origami artist and the ferry captain who keeps losing her parcels spend a summer of near misses in a small harbour town.',
      'Художница-оригамистка и капитан парома, который то и дело теряет её посылки, проводят лето сплошных недоразумений в маленьком портовом городке.',
    ),
    cast: [
      ['callum-reyes', named('Owen', 'Оуэн')],
      ['margot-ellery', named('Jess', 'Джесс')],
    ],
  },
  {
    slug: 'the-long-quiet',
    originalTitle: 'The Long Quiet',
    year: 2015,
    runtimeMinutes: 134,
    genres: ['war', 'drama'],
    title: texts('Uzun Sessizlik', 'The Long Quiet', 'Долгая тишина'),
    synopsis: texts(
      '1944 kışı: Bir İngiliz çavuş, genç bir er ve bir Sovyet irtibat subayı, ortak bir dilleri olmadan ve hiç gelmeyen emirleri bekleyerek kara gömülmüş bir telsiz istasyonunu korur.',
      'Winter 1944: a British sergeant, a young private and a Soviet liaison officer guard a snowed-in radio relay with no common language and orders that never come.',
      'Зима 1944 года. Британский сержант, молодой рядовой и советский офицер связи охраняют занесённую снегом радиорелейную станцию, не имея общего языка и напрасно ожидая приказов.',
    ),
    cast: [
      ['dorian-kettle', texts('Çavuş Walter Briggs', 'Sergeant Walter Briggs', 'Сержант Уолтер Бриггс')],
      ['callum-reyes', texts('Er Eddie Lane', 'Private Eddie Lane', 'Рядовой Эдди Лейн')],
      ['gleb-zarechny', texts('Yüzbaşı Yuri Sedov', 'Captain Yuri Sedov', 'Капитан Юрий Седов')],
    ],
  },
  {
    slug: 'fox-and-crown',
    originalTitle: 'Fox & Crown',
    year: 2020,
    runtimeMinutes: 97,
    genres: ['crime', 'comedy'],
    title: texts('Tilki ve Taç', 'Fox & Crown', 'Лис и корона'),
    synopsis: texts(
      'Emekli öğretmen Marjorie Fox köyündeki barın bilgi yarışması gecelerini yönetir; kiliseden Orta Çağ’dan kalma bir taç kaybolunca hırsızın geçen haftaki yarışmacılar arasında olduğundan emindir.',
      'Retired schoolteacher Marjorie Fox runs the quiz night at her village pub, and when a medieval crown vanishes from the church she is certain the thief was in last week’s audience.',
      'Учительница на пенсии Марджори Фокс ведёт викторины в деревенском пабе, и когда из церкви пропадает средневековая корона, она уверена: вор был среди участников прошлой игры.',
    ),
    cast: [
      ['imogen-ashdown', named('Marjorie Fox', 'Марджори Фокс')],
      ['dorian-kettle', texts('Müfettiş Lyle', 'Inspector Lyle', 'Инспектор Лайл')],
      ['callum-reyes', named('Dev', 'Дев')],
    ],
  },
  {
    slug: 'northern-lights-hotel',
    originalTitle: 'Northern Lights Hotel',
    year: 2024,
    runtimeMinutes: 110,
    genres: ['comedy', 'drama'],
    title: texts('Kuzey Işıkları Oteli', 'Northern Lights Hotel', 'Отель «Северное сияние»'),
    synopsis: texts(
      'Volkanik kül bulutu bütün uçuşları durdurunca Türk bir gelin, Rus bir satranç antrenörü ve İngiliz bir otel müfettişi İzlanda’daki küçük bir otelde mahsur kalır.',
      'When a volcanic ash cloud grounds every flight, a Turkish bride, a Russian chess coach and a British hotel inspector are stuck together in a tiny Icelandic hotel.',
      'Когда облако вулканического пепла останавливает все рейсы, турецкая невеста, российский шахматный тренер и британский инспектор гостиниц застревают вместе в крошечном исландском отеле.',
    ),
    cast: [
      ['margot-ellery', named('Rosalind', 'Розалинд')],
      ['matvey-sorin', texts('İlya', 'Ilya', 'Илья')],
      ['nehir-basaran', named('Ayla', 'Айла')],
    ],
  },
  {
    slug: 'the-cartographers',
    originalTitle: 'The Cartographers',
    year: 2009,
    runtimeMinutes: 139,
    genres: ['adventure', 'historical'],
    title: texts('Haritacılar', 'The Cartographers', 'Картографы'),
    synopsis: texts(
      '1850’lerde birbirine rakip iki haritacı Anadolu kıyılarının aynı bölümünü haritalamakla görevlendirilir; işi ya birlikte bitirecek ya da hiç bitiremeyeceklerdir.',
      'In the 1850s, two rival mapmakers are sent to chart the same stretch of the Anatolian coast and must decide whether to finish the job together or not at all.',
      '1850-е годы. Двух соперничающих картографов отправляют составить карту одного и того же участка анатолийского побережья, и им предстоит решить: закончить работу вместе или не закончить вовсе.',
    ),
    cast: [
      ['imogen-ashdown', named('Eleanor Voss', 'Элинор Восс')],
      ['dorian-kettle', named('Ambrose Finch', 'Эмброуз Финч')],
      ['tolga-erdinc', texts('Osman Efendi', 'Osman Efendi', 'Осман-эфенди')],
    ],
  },
  {
    slug: 'glass-city',
    originalTitle: 'Glass City',
    year: 2026,
    runtimeMinutes: 116,
    genres: ['science-fiction', 'thriller'],
    title: texts('Cam Şehir', 'Glass City', 'Стеклянный город'),
    synopsis: texts(
      'Her duvarın bir ekran olduğu bir şehirde bakım mühendisi Kit Arden, hiçbir kameranın göremediği bir oda ve orada saklanan insanlar bulur.',
      'In a city where every wall is a screen, maintenance engineer Kit Arden finds a room that no camera can see, and the people who have been hiding in it.',
      'В городе, где каждая стена — экран, инженер-ремонтник Кит Арден находит комнату, которую не видит ни одна камера, и людей, которые в ней прячутся.',
    ),
    cast: [
      ['callum-reyes', named('Kit Arden', 'Кит Арден')],
      ['polina-vetrova', texts('Saşa', 'Sasha', 'Саша')],
      ['yaroslava-lunina', texts('Direktör Orlova', 'Director Orlova', 'Директор Орлова')],
    ],
  },
  {
    slug: 'posledniy-parom',
    originalTitle: 'Последний паром',
    year: 2013,
    runtimeMinutes: 117,
    genres: ['drama'],
    title: texts('Son Feribot', 'The Last Ferry', 'Последний паром'),
    synopsis: texts(
      'Volga’daki feribotçu Fyodor İlyiç’in son yazı: Sonbaharda köprü açılacak ve onun feribotu, köy hayatının yarısıyla birlikte, artık gereksiz olacaktır.',
      'The last summer of Volga ferryman Fyodor Ilyich: in autumn a bridge will open, and his crossing, along with half the village’s life, will no longer be needed.',
      'Последнее лето волжского паромщика Фёдора Ильича: осенью откроют мост, и его переправа, а вместе с ней и половина деревенской жизни, станут не нужны.',
    ),
    cast: [
      ['gleb-zarechny', texts('Fyodor İlyiç', 'Fyodor Ilyich', 'Фёдор Ильич')],
      ['yaroslava-lunina', named('Nina', 'Нина')],
      ['matvey-sorin', named('Kostya', 'Костя')],
    ],
  },
  {
    slug: 'zimniy-sad',
    originalTitle: 'Зимний сад',
    year: 2017,
    runtimeMinutes: 124,
    genres: ['drama', 'romance'],
    title: texts('Kış Bahçesi', 'The Winter Garden', 'Зимний сад'),
    synopsis: texts(
      'Botanikçi Vera, Petersburg’un kenarındaki terk edilmiş bir serayı yeniden canlandırmaya girişir ve eski sahibi Profesör Lavrov’un hâlâ her gece oraya geldiğini öğrenir.',
      'Botanist Vera sets out to restore an abandoned greenhouse on the edge of Petersburg and discovers that its former owner, Professor Lavrov, still comes there every night.',
      'Ботаник Вера берётся восстановить заброшенную оранжерею на окраине Петербурга и узнаёт, что её прежний хозяин, профессор Лавров, всё ещё приходит туда каждую ночь.',
    ),
    cast: [
      ['yaroslava-lunina', named('Vera', 'Вера')],
      ['matvey-sorin', named('Andrey', 'Андрей')],
      ['gleb-zarechny', texts('Profesör Lavrov', 'Professor Lavrov', 'Профессор Лавров')],
    ],
  },
  {
    slug: 'delo-nomer-pyat',
    originalTitle: 'Дело номер пять',
    year: 2021,
    runtimeMinutes: 108,
    genres: ['crime', 'thriller'],
    title: texts('Beş Numaralı Dosya', 'Case Number Five', 'Дело номер пять'),
    synopsis: texts(
      'Müfettiş Gromov kaybolan bir turisti araştırmak için Soçi’ye gelir ve beklenmedik bir müttefik bulur: kendi soruşturmasını yürüten otel sahibi Murat.',
      'Investigator Gromov comes to Sochi to look into a missing tourist and finds an unexpected ally in Murat, a hotel owner running an investigation of his own.',
      'Следователь Громов приезжает в Сочи расследовать исчезновение туристки и находит неожиданного союзника — владельца отеля Мурата, который ведёт собственное расследование.',
    ),
    cast: [
      ['matvey-sorin', texts('Müfettiş Gromov', 'Investigator Gromov', 'Следователь Громов')],
      ['polina-vetrova', named('Liza', 'Лиза')],
      ['kerem-ulusoy', named('Murat', 'Мурат')],
    ],
  },
  {
    slug: 'kosmonavt-iz-nashego-dvora',
    originalTitle: 'Космонавт из нашего двора',
    year: 2019,
    runtimeMinutes: 99,
    genres: ['family', 'comedy'],
    title: texts('Bizim Avlunun Kozmonotu', 'The Cosmonaut Next Door', 'Космонавт из нашего двора'),
    synopsis: texts(
      'Emekli Semyon bütün avluya bir zamanlar Ay’a gitmek için eğitim aldığını anlatır. Fizik öğrencisi torunu Maşa bunu araştırmaya karar verir ve bütün komşuları da işin içine çeker.',
      'Retired Semyon tells the whole courtyard he once trained to fly to the Moon. His granddaughter Masha, a physics student, decides to find out, and drags all the neighbours into her investigation.',
      'Пенсионер Семён уверяет весь двор, что когда-то готовился лететь на Луну. Его внучка Маша, студентка физфака, решает это проверить и втягивает в расследование всех соседей.',
    ),
    cast: [
      ['polina-vetrova', texts('Maşa', 'Masha', 'Маша')],
      ['gleb-zarechny', texts('Semyon Dede', 'Grandpa Semyon', 'Дед Семён')],
      ['yaroslava-lunina', texts('İrina', 'Irina', 'Ирина')],
    ],
  },
  {
    slug: 'severnaya-doroga',
    originalTitle: 'Северная дорога',
    year: 2010,
    runtimeMinutes: 131,
    genres: ['adventure', 'drama'],
    title: texts('Kuzey Yolu', 'The Northern Road', 'Северная дорога'),
    synopsis: texts(
      'Deneyimli şoför Stepan ve acemi Lyoşa, en yakın yerleşime yüzlerce kilometre uzaklıktaki Yakutistan buz yolunda, ayazın hiçbir hatayı affetmediği bir yolculukla yük taşır.',
      'Veteran driver Stepan and newcomer Lyosha haul a load along a winter ice road in Yakutia, hundreds of kilometres from the nearest town, where the frost forgives no mistakes.',
      'Опытный водитель Степан и новичок Лёша везут груз по зимнику в Якутии, где до ближайшего жилья сотни километров, а мороз не прощает ошибок.',
    ),
    cast: [
      ['gleb-zarechny', named('Stepan', 'Степан')],
      ['matvey-sorin', texts('Lyoşa', 'Lyosha', 'Лёша')],
    ],
  },
  {
    slug: 'teplyy-sentyabr',
    originalTitle: 'Тёплый сентябрь',
    year: 2024,
    runtimeMinutes: 96,
    genres: ['romance', 'comedy'],
    title: texts('Sıcak Eylül', 'Warm September', 'Тёплый сентябрь'),
    synopsis: texts(
      'Kazanlı tur rehberi Katya’nın grubuna, şehri gezmek için değil, babaannesinin çak-çak tarifinin peşinde gelen Türk aşçı Emre katılır.',
      'Kazan tour guide Katya finds Turkish chef Emre in her group, and he has come not for the sights but for his grandmother’s chak-chak recipe.',
      'Казанский экскурсовод Катя получает в группу турецкого повара Эмре, который приехал не за достопримечательностями, а за рецептом бабушкиного чак-чака.',
    ),
    cast: [
      ['polina-vetrova', texts('Katya', 'Katya', 'Катя')],
      ['arda-yelkenci', named('Emre', 'Эмре')],
    ],
  },
  {
    slug: 'golosa-volgi',
    originalTitle: 'Голоса Волги',
    year: 2022,
    runtimeMinutes: 88,
    genres: ['documentary'],
    title: texts('Volga’nın Sesleri', 'Voices of the Volga', 'Голоса Волги'),
    synopsis: texts(
      'Tver’den Astrahan’a, Volga boyunca yaşayan insanları anlatan bir belgesel: feribotçular, balıkçılar, öğretmenler ve müzisyenler. Anlatıcı: Yaroslava Lunina.',
      'A documentary about the people who live along the Volga from Tver to Astrakhan: ferrymen, fishermen, teachers and musicians. Narrated by Yaroslava Lunina.',
      'Документальный фильм о людях, живущих вдоль Волги от Твери до Астрахани: паромщиках, рыбаках, учителях и музыкантах. Текст от автора читает Ярослава Лунина.',
    ),
    cast: [['yaroslava-lunina', texts('Anlatıcı', 'Narrator', 'Рассказчица')]],
  },
];
