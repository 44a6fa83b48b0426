import type { Edition } from '@meydan/shared/util/routing';

/** Text in every edition's language. */
export type Localized = Readonly<Record<Edition, string>>;

/** The drawings of storefront-images.ts: one simple pictogram per kind of product. */
export type ProductGlyph =
  | 'headphones'
  | 'keyboard'
  | 'mouse'
  | 'lamp'
  | 'mug'
  | 'kettle'
  | 'backpack'
  | 'bottle'
  | 'sneaker'
  | 'watch'
  | 'book'
  | 'plant'
  | 'phone'
  | 'camera'
  | 'tent'
  | 'candle'
  | 'sunglasses'
  | 'dumbbell'
  | 'mat'
  | 'box'
  | 'pan'
  | 'speaker';

export const COLOURS = {
  black: { hex: '#2b2d33', name: { tr: 'Siyah', en: 'Black', ru: 'чёрный' } },
  white: { hex: '#eef0f2', name: { tr: 'Beyaz', en: 'White', ru: 'белый' } },
  navy: { hex: '#1f3a68', name: { tr: 'Lacivert', en: 'Navy', ru: 'тёмно-синий' } },
  red: { hex: '#c8323c', name: { tr: 'Kırmızı', en: 'Red', ru: 'красный' } },
  green: { hex: '#3f7d4e', name: { tr: 'Yeşil', en: 'Green', ru: 'зелёный' } },
  sand: { hex: '#d9c3a0', name: { tr: 'Kum Beji', en: 'Sand', ru: 'песочный' } },
  grey: { hex: '#8a9099', name: { tr: 'Gri', en: 'Grey', ru: 'серый' } },
  pink: { hex: '#e79ab0', name: { tr: 'Pembe', en: 'Pink', ru: 'розовый' } },
  orange: { hex: '#e8782f', name: { tr: 'Turuncu', en: 'Orange', ru: 'оранжевый' } },
  teal: { hex: '#2a9d8f', name: { tr: 'Petrol Mavisi', en: 'Teal', ru: 'бирюзовый' } },
} as const;
export type ColourKey = keyof typeof COLOURS;

export interface ProductType {
  key: string;
  glyph: ProductGlyph;
  /** Typical shelf price in US dollars; editions convert and round it to their own price points. */
  usd: number;
  name: Localized;
  description: Localized;
  colours: readonly ColourKey[];
}

const p = (
  key: string,
  glyph: ProductGlyph,
  usd: number,
  colours: ColourKey[],
  name: [string, string, string],
  description: [string, string, string],
): ProductType => ({
  key,
  glyph,
  usd,
  colours,
  name: { tr: name[0], en: name[1], ru: name[2] },
  description: { tr: description[0], en: description[1], ru: description[2] },
});

export const PRODUCT_TYPES: readonly ProductType[] = [
  p('anc-headphones', 'headphones', 179, ['black', 'white', 'navy'], ['Aktif Gürültü Engellemeli Kulaklık', 'Noise-Cancelling Headphones', 'Наушники с шумоподавлением'], [
    'Açık ofiste ve yolculukta sesi kesen, 30 saate varan pil ömrüne sahip kulak üstü kulaklık.',
    'Over-ear headphones that shut out open-plan chatter and engine hum, with up to 30 hours of battery.',
    'Накладные наушники, которые глушат шум опенспейса и дороги; до 30 часов работы от батареи.',
  ]),
  p('mech-keyboard', 'keyboard', 89, ['black', 'white', 'grey'], ['Mekanik Klavye', 'Mechanical Keyboard', 'Механическая клавиатура'], [
    'Sessiz switch’li, arkadan aydınlatmalı, Bluetooth ve kabloyla çalışan kompakt klavye.',
    'Compact keyboard with quiet switches and backlighting that works over Bluetooth or a cable.',
    'Компактная клавиатура с тихими переключателями и подсветкой, работает по Bluetooth и по кабелю.',
  ]),
  p('wireless-mouse', 'mouse', 39, ['black', 'grey', 'pink'], ['Kablosuz Ergonomik Mouse', 'Wireless Ergonomic Mouse', 'Беспроводная эргономичная мышь'], [
    'Bileği rahatlatan dikey tutuş, sessiz tıklama ve tek şarjla iki ay kullanım.',
    'A vertical grip that eases the wrist, silent clicks and two months on a single charge.',
    'Вертикальный хват снимает нагрузку с запястья, тихие клики и два месяца работы без подзарядки.',
  ]),
  p('desk-lamp', 'lamp', 59, ['white', 'black', 'sand'], ['LED Masa Lambası', 'LED Desk Lamp', 'Светодиодная настольная лампа'], [
    'Beş renk sıcaklığı, kısılabilir ışık ve telefon için kablosuz şarj tabanı.',
    'Five colour temperatures, a dimmable beam and a wireless charging pad for your phone.',
    'Пять режимов цветовой температуры, регулировка яркости и беспроводная зарядка для телефона в основании.',
  ]),
  p('smart-speaker', 'speaker', 99, ['grey', 'black', 'sand'], ['Kablosuz Hoparlör', 'Wireless Speaker', 'Беспроводная колонка'], [
    'Odayı dolduran 360 derece ses, suya dayanıklı gövde ve 12 saat çalma süresi.',
    '360-degree sound that fills a room, a splash-proof body and 12 hours of play.',
    'Круговой звук на всю комнату, защищённый от брызг корпус и 12 часов воспроизведения.',
  ]),
  p('smartphone-stand', 'phone', 25, ['grey', 'black'], ['Alüminyum Telefon Standı', 'Aluminium Phone Stand', 'Алюминиевая подставка для телефона'], [
    'Görüntülü görüşmeler ve tarifler için açısı ayarlanabilen, kaymaz tabanlı stand.',
    'An adjustable stand with a non-slip base for video calls and following recipes.',
    'Регулируемая подставка с нескользящим основанием для видеозвонков и рецептов.',
  ]),
  p('ceramic-mug', 'mug', 18, ['white', 'teal', 'orange', 'sand'], ['El Yapımı Seramik Kupa', 'Handmade Ceramic Mug', 'Керамическая кружка ручной работы'], [
    'Sırlı, bulaşık makinesinde yıkanabilen 350 ml kupa; her biri desen olarak biraz farklı.',
    'A glazed, dishwasher-safe 350 ml mug; no two glazes come out quite the same.',
    'Глазурованная кружка на 350 мл, можно мыть в посудомоечной машине; узор у каждой свой.',
  ]),
  p('gooseneck-kettle', 'kettle', 69, ['black', 'white'], ['Kuğu Boyunlu Kettle', 'Gooseneck Kettle', 'Чайник с носиком «гусиная шея»'], [
    'Derece derece sıcaklık ayarı ve ince ağzıyla filtre kahve demlemek için ideal.',
    'Set the temperature to the degree and pour with precision: made for pour-over coffee.',
    'Точная настройка температуры и тонкий носик: идеален для заваривания кофе пуровером.',
  ]),
  p('cast-iron-pan', 'pan', 45, ['black', 'red'], ['Döküm Tava 26 cm', 'Cast-Iron Skillet, 26 cm', 'Чугунная сковорода 26 см'], [
    'Ocaktan fırına giden, ısıyı eşit dağıtan ve yıllarca kullanılan döküm tava.',
    'Goes from hob to oven, spreads heat evenly and lasts for decades.',
    'Переходит с плиты в духовку, равномерно держит жар и прослужит десятилетия.',
  ]),
  p('insulated-bottle', 'bottle', 29, ['teal', 'black', 'pink', 'white'], ['Çelik Termos Şişe 750 ml', 'Insulated Steel Bottle, 750 ml', 'Термобутылка из стали, 750 мл'], [
    'İçeceği 24 saat soğuk, 12 saat sıcak tutan, sızdırmaz kapaklı çift cidarlı şişe.',
    'Double-walled and leak-proof: drinks stay cold for 24 hours or hot for 12.',
    'Двойные стенки и герметичная крышка: холодное остаётся холодным 24 часа, горячее — 12.',
  ]),
  p('daypack', 'backpack', 75, ['navy', 'black', 'green', 'sand'], ['Laptop Sırt Çantası 20 L', 'Laptop Daypack, 20 L', 'Рюкзак для ноутбука, 20 л'], [
    '15,6 inç laptop bölmeli, su itici kumaştan, gizli cepli günlük sırt çantası.',
    'Water-repellent everyday pack with a 15.6-inch laptop sleeve and a hidden pocket.',
    'Водоотталкивающий рюкзак на каждый день с отделением для ноутбука 15,6" и потайным карманом.',
  ]),
  p('running-shoes', 'sneaker', 120, ['white', 'black', 'orange'], ['Hafif Koşu Ayakkabısı', 'Lightweight Running Shoes', 'Лёгкие беговые кроссовки'], [
    'Yumuşak taban, nefes alan üst yüzey ve uzun koşularda bile hafif kalan yapı.',
    'Cushioned sole, breathable upper and a build that stays light on long runs.',
    'Мягкая подошва, дышащий верх и лёгкость даже на длинных дистанциях.',
  ]),
  p('smart-watch', 'watch', 199, ['black', 'pink', 'grey'], ['Akıllı Saat', 'Smartwatch', 'Умные часы'], [
    'Nabız, uyku ve adım takibi, GPS ve bir haftaya yakın pil ömrü.',
    'Heart-rate, sleep and step tracking, built-in GPS and close to a week of battery.',
    'Пульс, сон и шаги, встроенный GPS и почти неделя работы без подзарядки.',
  ]),
  p('hardcover-notebook', 'book', 16, ['navy', 'red', 'green', 'sand'], ['Noktalı Ciltli Defter A5', 'Dotted Hardcover Notebook, A5', 'Блокнот в точку A5, твёрдая обложка'], [
    '192 sayfa asitsiz kâğıt, numaralı sayfalar, iki ayraç ve lastik kapama.',
    '192 pages of acid-free paper, numbered pages, two ribbons and an elastic closure.',
    '192 страницы бескислотной бумаги, нумерация, две ленты-закладки и резинка.',
  ]),
  p('bestseller-novel', 'book', 14, ['orange', 'teal'], ['Yılın Romanı, Ciltli Baskı', 'Novel of the Year, Hardback', 'Роман года, в твёрдом переплёте'], [
    'Eleştirmenlerin yılın en iyileri listesine aldığı, okurların elinden bırakamadığı roman.',
    'The novel critics put on every best-of-the-year list and readers could not put down.',
    'Роман, который критики внесли во все списки лучших книг года, а читатели не могли отложить.',
  ]),
  p('houseplant', 'plant', 35, ['green', 'white'], ['Saksılı Salon Bitkisi', 'Potted Houseplant', 'Комнатное растение в горшке'], [
    'Az ışıkta da büyüyen, bakımı kolay, seramik saksısıyla gelen yeşil dost.',
    'An easy-going green friend that grows even in low light, delivered in a ceramic pot.',
    'Неприхотливое растение, растёт даже при слабом свете, поставляется в керамическом горшке.',
  ]),
  p('instant-camera', 'camera', 95, ['sand', 'pink', 'black'], ['Şipşak Fotoğraf Makinesi', 'Instant Camera', 'Камера моментальной печати'], [
    'Fotoğrafı saniyeler içinde basan, otomatik pozlamalı, selfie aynalı makine.',
    'Prints your shot in seconds, with automatic exposure and a selfie mirror.',
    'Печатает снимок за секунды, автоматическая экспозиция и зеркальце для селфи.',
  ]),
  p('dome-tent', 'tent', 159, ['green', 'orange'], ['3 Kişilik Kamp Çadırı', '3-Person Camping Tent', 'Трёхместная туристическая палатка'], [
    'On dakikada kurulan, 3000 mm su sütunlu, iki girişli çadır.',
    'Pitches in ten minutes, with a 3000 mm waterproof rating and two doors.',
    'Ставится за десять минут, водостойкость 3000 мм, два входа.',
  ]),
  p('head-torch', 'lamp', 32, ['black', 'orange'], ['Şarjlı Kafa Lambası', 'Rechargeable Head Torch', 'Аккумуляторный налобный фонарь'], [
    '400 lümen, kırmızı ışık modu ve USB-C ile şarj; kamp ve koşu için.',
    '400 lumens, a red-light mode and USB-C charging, for camping and night runs.',
    '400 люмен, красный режим и зарядка по USB-C — для походов и вечерних пробежек.',
  ]),
  p('scented-candle', 'candle', 24, ['sand', 'white', 'pink'], ['Soya Mumu, Sedir ve Vanilya', 'Soy Candle, Cedar & Vanilla', 'Соевая свеча «Кедр и ваниль»'], [
    'Pamuk fitilli, 45 saat yanan, doğal soya mumundan kokulu mum.',
    'Natural soy wax with a cotton wick and 45 hours of burn time.',
    'Натуральный соевый воск, хлопковый фитиль и 45 часов горения.',
  ]),
  p('sunglasses', 'sunglasses', 110, ['black', 'sand', 'navy'], ['Polarize Güneş Gözlüğü', 'Polarised Sunglasses', 'Поляризационные солнцезащитные очки'], [
    'UV400 korumalı polarize camlar ve hafif asetat çerçeve.',
    'Polarised UV400 lenses in a light acetate frame.',
    'Поляризационные линзы с защитой UV400 в лёгкой ацетатной оправе.',
  ]),
  p('adjustable-dumbbells', 'dumbbell', 149, ['black', 'grey'], ['Ayarlanabilir Dambıl Seti', 'Adjustable Dumbbell Set', 'Набор регулируемых гантелей'], [
    'Tek hareketle 2 ile 20 kilogram arasında ayarlanan, evde yer kaplamayan set.',
    'Dial from 2 to 20 kilograms in one move; a whole rack that fits in a corner.',
    'Вес от 2 до 20 кг меняется одним движением; целая стойка, которая помещается в углу.',
  ]),
  p('yoga-mat', 'mat', 42, ['teal', 'pink', 'grey', 'green'], ['Kaymaz Yoga Matı 6 mm', 'Non-Slip Yoga Mat, 6 mm', 'Нескользящий коврик для йоги, 6 мм'], [
    'Eklemleri koruyan 6 mm kalınlık, iki yüzü kaymaz doğal kauçuk ve taşıma askısı.',
    'Joint-friendly 6 mm cushioning, grippy natural rubber on both sides and a carry strap.',
    'Толщина 6 мм бережёт суставы, натуральный каучук не скользит с обеих сторон, есть ремешок.',
  ]),
  p('board-game', 'box', 38, ['red', 'navy', 'orange'], ['Strateji Kutu Oyunu', 'Strategy Board Game', 'Настольная стратегическая игра'], [
    '2–5 oyuncu için, 45 dakikada biten, kuralları on dakikada öğrenilen aile oyunu.',
    'A family game for 2–5 players that takes 45 minutes and ten minutes to learn.',
    'Семейная игра на 2–5 человек: партия за 45 минут, правила — за десять.',
  ]),
  p('puzzle', 'box', 22, ['teal', 'sand'], ['1000 Parça Yapboz', '1000-Piece Jigsaw Puzzle', 'Пазл из 1000 деталей'], [
    'Kalın kartondan kesilmiş parçalar ve duvara asmaya değer bir illüstrasyon.',
    'Thick, snug-fitting pieces and an illustration worth framing when you are done.',
    'Плотные детали, которые хорошо держатся, и иллюстрация, которую захочется повесить на стену.',
  ]),
  p('portable-charger', 'phone', 45, ['black', 'white'], ['Hızlı Şarj Powerbank 20000 mAh', 'Fast-Charging Power Bank, 20,000 mAh', 'Внешний аккумулятор 20 000 мА·ч'], [
    'Telefonu dört kez dolduran, USB-C PD ile laptopları da şarj eden powerbank.',
    'Fills a phone four times over and charges laptops too over USB-C PD.',
    'Заряжает телефон четыре раза и справляется даже с ноутбуком по USB-C PD.',
  ]),
  p('wireless-earbuds', 'headphones', 129, ['white', 'black'], ['Kablosuz Kulak İçi Kulaklık', 'Wireless Earbuds', 'Беспроводные наушники-вкладыши'], [
    'Suya dayanıklı, şeffaf mod özellikli ve kutusuyla 28 saat dinleme sunan kulaklık.',
    'Water-resistant earbuds with a transparency mode and 28 hours of listening with the case.',
    'Влагозащищённые наушники с режимом прозрачности и 28 часами музыки вместе с кейсом.',
  ]),
  p('moka-pot', 'kettle', 34, ['grey', 'red'], ['Moka Pot 6 Fincan', 'Moka Pot, 6 Cups', 'Гейзерная кофеварка на 6 чашек'], [
    'Ocakta yoğun ve aromatik kahve hazırlayan klasik alüminyum moka pot.',
    'The classic stovetop pot for strong, aromatic coffee.',
    'Классическая алюминиевая гейзерная кофеварка для крепкого ароматного кофе.',
  ]),
  p('action-camera', 'camera', 249, ['black'], ['4K Aksiyon Kamerası', '4K Action Camera', 'Экшн-камера 4K'], [
    'Görüntü sabitleme, 10 metreye kadar su geçirmezlik ve sesle kontrol.',
    'Image stabilisation, waterproof to 10 metres and voice control.',
    'Стабилизация изображения, водонепроницаемость до 10 метров и голосовое управление.',
  ]),
  p('resistance-bands', 'mat', 19, ['orange', 'teal', 'pink'], ['Direnç Bandı Seti', 'Resistance Band Set', 'Набор фитнес-резинок'], [
    'Beş farklı dirençte kumaş bant ve egzersiz rehberi; çantada yer kaplamaz.',
    'Five fabric bands of different strength and an exercise guide; fits in any bag.',
    'Пять тканевых резинок разной жёсткости и гид по упражнениям; поместится в любую сумку.',
  ]),
  p('travel-mug', 'bottle', 27, ['black', 'sand', 'red'], ['Sızdırmaz Seyahat Bardağı', 'Leak-Proof Travel Mug', 'Герметичная термокружка'], [
    'Tek elle açılan kapak, araç bardaklığına uyan gövde, 6 saat sıcak kahve.',
    'One-handed lid, fits car cup holders, keeps coffee hot for six hours.',
    'Крышка открывается одной рукой, подходит для подстаканника в машине, держит тепло шесть часов.',
  ]),
];

/** A themed showcase; its products are every colour of the listed product types. */
export interface StorefrontTheme {
  key: Localized;
  title: Localized;
  description: Localized;
  products: readonly string[];
  cover: [string, string];
}

const t = (key: [string, string, string], title: [string, string, string], description: [string, string, string], products: string[], cover: [string, string]): StorefrontTheme => ({
  key: { tr: key[0], en: key[1], ru: key[2] },
  title: { tr: title[0], en: title[1], ru: title[2] },
  description: { tr: description[0], en: description[1], ru: description[2] },
  products,
  cover,
});

export const STOREFRONT_THEMES: readonly StorefrontTheme[] = [
  t(
    ['ev-ofisi-kurulumu', 'home-office-setup', 'domashniy-ofis'],
    ['Ev Ofisi Kurulumu: Verimli Çalışma Köşesi', 'Home Office Setup: A Desk That Works for You', 'Домашний офис: рабочее место, где всё под рукой'],
    [
      'Evden çalışırken hem sırtınızı hem odağınızı koruyan klavyeden lambaya, editörlerimizin denediği ürünler.',
      'From keyboards to lamps: the kit our editors tested to protect your back and your focus when working from home.',
      'От клавиатуры до лампы: вещи, которые наши редакторы проверили сами, чтобы дома работалось удобно и без боли в спине.',
    ],
    ['anc-headphones', 'mech-keyboard', 'wireless-mouse', 'desk-lamp', 'smartphone-stand', 'hardcover-notebook', 'houseplant', 'ceramic-mug', 'portable-charger', 'smart-speaker'],
    ['#1f3a68', '#2a9d8f'],
  ),
  t(
    ['kahve-kosesi', 'coffee-corner', 'kofeynyy-ugolok'],
    ['Evde Kahve Köşesi', 'The Home Coffee Corner', 'Кофейный уголок дома'],
    [
      'Kuğu boyunlu kettle’dan moka pota: evde kafe tadında kahve için ihtiyacınız olan her şey.',
      'From gooseneck kettles to moka pots: everything you need for café-quality coffee at home.',
      'От чайника с тонким носиком до гейзерной кофеварки — всё для кофе как в кофейне, но дома.',
    ],
    ['gooseneck-kettle', 'moka-pot', 'ceramic-mug', 'travel-mug', 'cast-iron-pan', 'scented-candle', 'hardcover-notebook', 'houseplant', 'insulated-bottle'],
    ['#6b3e26', '#d9a066'],
  ),
  t(
    ['hafta-sonu-kampi', 'weekend-camping', 'pokhod-na-vykhodnye'],
    ['Hafta Sonu Kampı İçin Hazırlık Listesi', 'Your Weekend Camping Checklist', 'Список для похода на выходные'],
    [
      'Şehirden kaçmak için çadırdan kafa lambasına, sırt çantasına sığan kamp ekipmanları.',
      'Escape the city: camping kit from tents to head torches that fits in one backpack.',
      'Сбежать из города: снаряжение от палатки до налобного фонаря, которое поместится в один рюкзак.',
    ],
    ['dome-tent', 'head-torch', 'daypack', 'insulated-bottle', 'portable-charger', 'action-camera', 'sunglasses', 'running-shoes', 'cast-iron-pan', 'travel-mug'],
    ['#3f7d4e', '#e8782f'],
  ),
  t(
    ['evde-spor', 'home-workout', 'sport-doma'],
    ['Evde Spor: Salona Gitmeden Formda Kalın', 'Home Workout: Stay Fit Without a Gym', 'Спорт дома: форма без спортзала'],
    [
      'Dambıldan yoga matına, küçük bir köşeyi spor salonuna çeviren ekipmanlar.',
      'From dumbbells to yoga mats: the gear that turns a corner of your home into a gym.',
      'От гантелей до коврика для йоги — всё, что превратит уголок квартиры в спортзал.',
    ],
    ['adjustable-dumbbells', 'yoga-mat', 'resistance-bands', 'smart-watch', 'running-shoes', 'insulated-bottle', 'wireless-earbuds', 'smart-speaker'],
    ['#c8323c', '#e79ab0'],
  ),
  t(
    ['hediye-rehberi', 'gift-guide', 'gid-po-podarkam'],
    ['Hediye Rehberi: Herkese Bir Fikir', 'Gift Guide: An Idea for Everyone', 'Гид по подаркам: идея для каждого'],
    [
      'Kitapseverden teknoloji meraklısına, her bütçeye uygun ve editörlerimizin seçtiği hediyeler.',
      'For book lovers and gadget fans alike: gifts for every budget, picked by our editors.',
      'Для книголюбов и любителей гаджетов: подарки на любой бюджет, которые выбрали наши редакторы.',
    ],
    ['bestseller-novel', 'instant-camera', 'scented-candle', 'board-game', 'puzzle', 'wireless-earbuds', 'sunglasses', 'smart-watch', 'ceramic-mug', 'houseplant', 'hardcover-notebook'],
    ['#6a0572', '#ffc75f'],
  ),
  t(
    ['aile-oyun-gecesi', 'family-game-night', 'semeynyy-vecher-igr'],
    ['Aile Oyun Gecesi', 'Family Game Night', 'Семейный вечер настольных игр'],
    [
      'Ekranları kapatıp masaya toplanmak için kutu oyunları, yapbozlar ve keyifli atıştırma saatleri.',
      'Screens off, everyone round the table: board games, puzzles and the bits that make the evening.',
      'Выключаем экраны и собираемся за столом: настольные игры, пазлы и всё для уютного вечера.',
    ],
    ['board-game', 'puzzle', 'scented-candle', 'ceramic-mug', 'smart-speaker', 'instant-camera', 'bestseller-novel', 'desk-lamp'],
    ['#1f3a68', '#c8323c'],
  ),
];

/** Fictional partner stores of each edition; links go to their (reserved, never resolving) .example hosts. */
export const STORES: Readonly<Record<Edition, ReadonlyArray<{ name: string; host: string; path: string }>>> = {
  tr: [
    { name: 'Çarşı Market', host: 'carsimarket.example', path: 'urun' },
    { name: 'Kule Elektronik', host: 'kuleelektronik.example', path: 'urun' },
    { name: 'Ada Kitap & Hobi', host: 'adakitap.example', path: 'p' },
    { name: 'Yol Outdoor', host: 'yoloutdoor.example', path: 'urunler' },
    { name: 'Evim Dükkan', host: 'evimdukkan.example', path: 'urun' },
  ],
  en: [
    { name: 'Northline Goods', host: 'northline.example', path: 'products' },
    { name: 'Circuit House', host: 'circuithouse.example', path: 'p' },
    { name: 'Paper & Pine', host: 'paperandpine.example', path: 'shop' },
    { name: 'Trailhead Supply', host: 'trailhead.example', path: 'gear' },
    { name: 'Hearth & Home', host: 'hearthhome.example', path: 'products' },
  ],
  ru: [
    { name: 'Гостиный двор', host: 'gostdvor.example', path: 'product' },
    { name: 'Электроника 24', host: 'electronika24.example', path: 'item' },
    { name: 'Книжная полка', host: 'knizhnaya-polka.example', path: 'catalog' },
    { name: 'Тропа', host: 'tropa.example', path: 'goods' },
    { name: 'Уютный дом', host: 'uyutny-dom.example', path: 'product' },
  ],
};
