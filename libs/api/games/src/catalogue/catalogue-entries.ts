import type { GameType } from '@meydan/shared/contracts';
import type { Localized } from '../data/bank.types';

/**
 * The games catalogue (SPEC §2.11: about 25 entries; §3 catalogue entry). It ships with the games
 * API as configuration: adding a partner game is a reviewed change, like any code (no admin
 * screen is specified). Descriptions may be missing in an edition: the §4 listing rule leaves
 * such a game out of that edition (and devOnly games out of production).
 *
 * `source: 'meydan'` games are Meydan's own; `mediazone` games are partners' HTML5 games opened in
 * a sandboxed frame: their `path` is relative to the partner origin (GAMES_PARTNER_ORIGIN; the
 * local stand-in serves a few small games at /partner-games/ so the demo plays offline).
 */
export interface CatalogueSeedEntry {
  id: number;
  slug: string;
  name: string;
  categories: readonly string[];
  orientation: 'vertical' | 'horizontal';
  source: 'meydan' | 'mediazone';
  /** Own games: their page's route (`games.game` takes the slug); the url is that route's path in the asker's edition. */
  route?: 'games.emojile' | 'games.bilpop' | 'games.zekiye' | 'games.game';
  /** Partner games: the path on the partner origin. */
  path?: string;
  /**
   * In-house games played in an article (SPEC §2.11: their slug points to an article path): the
   * url is the edition's newest listed quiz of this type; without one the game is not listed.
   */
  article?: 'trivia' | 'personality';
  /** The name in an edition's language where it is not a brand kept as it is. */
  localName?: Partial<Localized>;
  description: Partial<Localized>;
  devOnly?: boolean;
  gameType?: GameType;
  /** Two colours of the drawn cover and a motif. */
  palette: readonly [string, string];
  motif: 'grid' | 'bubbles' | 'stripes' | 'diamonds' | 'rings' | 'waves';
}

export const CATALOGUE: readonly CatalogueSeedEntry[] = [
  {
    id: 1, slug: 'emojile', name: 'Emojile', categories: ['word', 'daily'], orientation: 'vertical', source: 'meydan', route: 'games.emojile', gameType: 'emojile',
    palette: ['#f59e0b', '#b45309'], motif: 'bubbles',
    description: {
      tr: 'Her gün bir emoji dizisi: arkasındaki filmi, diziyi, şarkıyı ya da deyimi bul. Altı tahmin hakkın ve üç ipucun var.',
      en: 'A new row of emojis every day: guess the film, series, song or saying behind it. Six guesses, three hints.',
      ru: 'Каждый день новый ряд эмодзи: угадайте фильм, сериал, песню или поговорку. Шесть попыток и три подсказки.',
    },
  },
  {
    id: 2, slug: 'bilpop', name: 'Bilpop', categories: ['quiz', 'daily'], orientation: 'vertical', source: 'meydan', route: 'games.bilpop', gameType: 'bilpop',
    palette: ['#8b5cf6', '#5b21b6'], motif: 'rings',
    description: {
      tr: 'Sinema, müzik, dizi, ünlüler ve spordan günlük popüler kültür testi. Bir kategoride 30 yıldız ya da 30 doğru cevap topla, sonraki mod açılsın.',
      en: 'A daily pop-culture quiz on film, music, TV, celebrities and sport. Collect 30 stars or 30 correct answers in a category to unlock the next mode.',
      ru: 'Ежедневная викторина о кино, музыке, сериалах, звёздах и спорте. Наберите 30 звёзд или 30 верных ответов в категории, чтобы открыть следующий режим.',
    },
  },
  {
    id: 3, slug: 'zekiye', name: 'Zekiye', categories: ['brain', 'daily'], orientation: 'vertical', source: 'meydan', route: 'games.zekiye', gameType: 'zekiye',
    palette: ['#10b981', '#047857'], motif: 'diamonds',
    description: {
      tr: 'Her gün beş zeka sorusu: sayı dizileri, meyve denklemleri, yaş problemleri ve daha fazlası. Her doğru 100 puan.',
      en: 'Five brain teasers a day: number sequences, fruit equations, age puzzles and more. 100 points for each right answer.',
      ru: 'Пять головоломок в день: числовые ряды, фруктовые уравнения, задачи на возраст и не только. 100 очков за каждый верный ответ.',
    },
  },
  {
    id: 4, slug: '2048', name: '2048', categories: ['puzzle', 'daily'], orientation: 'vertical', source: 'meydan', route: 'games.game', gameType: '2048',
    palette: ['#edc22e', '#f67c5f'], motif: 'grid',
    description: {
      tr: 'Kareleri kaydır, aynı sayıları birleştir, 2048’e ulaş. Günün oyununda herkes aynı taşlarla oynar; skor tablosuna yalnızca sunucuda doğrulanan oyunlar girer.',
      en: 'Slide the tiles, merge equal numbers, reach 2048. In the daily game everyone gets the same tiles; only games verified on the server make the board.',
      ru: 'Сдвигайте плитки, складывайте одинаковые числа, доберитесь до 2048. В игре дня у всех одинаковые плитки; в рейтинг попадают только игры, проверенные сервером.',
    },
  },
  {
    id: 5, slug: 'tic-tac-toe-football', name: 'Tic Tac Toe Football', categories: ['sports', 'quiz'], orientation: 'horizontal', source: 'meydan', route: 'games.game', gameType: 'ttt-football',
    palette: ['#16a34a', '#14532d'], motif: 'grid',
    description: {
      tr: 'Satırlar ve sütunlar kulüp ya da milli takım: kesişimdeki kareyi iki takımda da oynamış bir futbolcuyu söyleyerek al. Her hamle 30 saniye, yanlış tahmin sırayı rakibe geçirir, oyunu erken bırakmak ceza puanı getirir. Kolay modda 4 öneri, zor modda ismi yazarsın.',
      en: 'Rows and columns are clubs or national teams: win a square by naming a footballer who played for both. 30 seconds per turn, a wrong guess passes the turn, quitting early costs penalty points. Easy mode offers 4 players; hard mode needs the typed name.',
      ru: 'Строки и столбцы — клубы или сборные: займите клетку, назвав футболиста, игравшего за обе команды. 30 секунд на ход, ошибка передаёт ход сопернику, досрочный выход стоит штрафных очков. В лёгком режиме 4 варианта, в сложном нужно ввести имя.',
    },
  },
  {
    id: 6, slug: 'brain-test', name: 'Brain Test', categories: ['brain', 'puzzle'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/brain-test/',
    palette: ['#0ea5e9', '#1e3a8a'], motif: 'rings',
    description: {
      tr: 'Zekanı zorlayan, cevabı hiç beklemediğin yerde saklı bilmeceler.',
      en: 'Tricky riddles whose answer hides where you least expect it.',
      ru: 'Хитрые загадки, ответ на которые спрятан там, где его не ждёшь.',
    },
  },
  {
    id: 7, slug: 'zone-okey', name: 'Zone Okey', categories: ['cards', 'classic'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/zone-okey/',
    palette: ['#dc2626', '#7f1d1d'], motif: 'stripes',
    description: {
      tr: 'Taşları diz, perleri tamamla, okey’i bul: klasik okey tek kişilik.',
      en: 'Arrange the tiles, complete the sets and find the okey: the classic Turkish tile game, solo.',
      ru: 'Раскладывайте фишки, собирайте комбинации и найдите окей: классическая турецкая игра в одиночку.',
    },
  },
  {
    id: 8, slug: 'memory-match', name: 'Hafıza Kartları', categories: ['brain', 'kids'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/memory-match/',
    palette: ['#f472b6', '#9d174d'], motif: 'diamonds',
    description: {
      tr: 'Kartları çevir, eşleri bul: en az hamleyle bitirmeye çalış.',
      en: 'Flip the cards and find the pairs in as few moves as you can.',
      ru: 'Переворачивайте карточки и находите пары за наименьшее число ходов.',
    },
  },
  {
    id: 9, slug: 'snake', name: 'Yılan', categories: ['arcade', 'classic'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/snake/',
    palette: ['#84cc16', '#365314'], motif: 'waves',
    description: {
      tr: 'Klasik yılan: yemi topla, uza, kendine çarpma.',
      en: 'Classic snake: eat, grow longer and do not bite your own tail.',
      ru: 'Классическая змейка: ешьте, растите и не кусайте свой хвост.',
    },
  },
  {
    id: 10, slug: 'minesweeper', name: 'Mayın Tarlası', categories: ['puzzle', 'classic'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/minesweeper/',
    palette: ['#64748b', '#1e293b'], motif: 'grid',
    description: {
      tr: 'Sayılara bak, mayınları işaretle, tarlayı temizle.',
      en: 'Read the numbers, flag the mines, clear the field.',
      ru: 'Читайте цифры, отмечайте мины и очищайте поле.',
    },
  },
  {
    id: 11, slug: 'sudoku', name: 'Sudoku', categories: ['puzzle', 'brain'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/sudoku/',
    palette: ['#6366f1', '#312e81'], motif: 'grid',
    description: {
      tr: 'Her satır, sütun ve kutuda 1’den 9’a kadar sayılar bir kez.',
      en: 'Every row, column and box holds the numbers 1 to 9 once.',
      ru: 'В каждой строке, столбце и квадрате — числа от 1 до 9 по одному разу.',
    },
  },
  {
    id: 12, slug: 'word-hunt', name: 'Kelime Avı', categories: ['word'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/word-hunt/',
    palette: ['#f97316', '#7c2d12'], motif: 'stripes',
    description: {
      tr: 'Harf tablosunda gizlenen kelimeleri bul.',
      en: 'Find the words hidden in the letter grid.',
      ru: 'Найдите слова, спрятанные в таблице букв.',
    },
  },
  {
    id: 13, slug: 'tavla', name: 'Tavla', categories: ['classic', 'board'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/tavla/',
    palette: ['#a16207', '#422006'], motif: 'diamonds',
    description: {
      tr: 'Zarları at, pulları topla: bilgisayara karşı klasik tavla.',
      en: 'Roll the dice and bear off: classic backgammon against the computer.',
      ru: 'Бросайте кости и выводите шашки: классические нарды против компьютера.',
    },
  },
  {
    id: 14, slug: 'batak', name: 'Batak', categories: ['cards', 'classic'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/batak/',
    palette: ['#0f766e', '#134e4a'], motif: 'rings',
    description: {
      tr: 'İhaleyi al, kozunu seç, elleri topla.',
      en: 'Win the bid, choose trumps and take your tricks: the Turkish trick-taking card game.',
    },
  },
  {
    id: 15, slug: 'pisti', name: 'Pişti', categories: ['cards', 'classic'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/pisti/',
    palette: ['#be123c', '#4c0519'], motif: 'stripes',
    description: {
      tr: 'Yerdeki kartı eşle, pişti yap, puanları topla.',
      en: 'Match the top card, make a pişti and collect the points.',
    },
  },
  {
    id: 16, slug: 'bubble-pop', name: 'Balon Patlat', categories: ['arcade', 'kids'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/bubble-pop/',
    palette: ['#38bdf8', '#0c4a6e'], motif: 'bubbles',
    description: {
      tr: 'Aynı renkten üç balonu yan yana getir, patlat.',
      en: 'Line up three bubbles of one colour and pop them.',
      ru: 'Соберите три шарика одного цвета и лопните их.',
    },
  },
  {
    id: 17, slug: 'solitaire', name: 'Solitaire', categories: ['cards', 'classic'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/solitaire/',
    palette: ['#15803d', '#052e16'], motif: 'diamonds',
    description: {
      tr: 'Kartları sırala, desteleri tamamla: klasik Klondike.',
      en: 'Sort the cards and build the foundations: classic Klondike.',
      ru: 'Раскладывайте карты и собирайте стопки: классический «Клондайк».',
    },
  },
  {
    id: 18, slug: 'mahjong', name: 'Mahjong', categories: ['puzzle', 'classic'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/mahjong/',
    palette: ['#b91c1c', '#facc15'], motif: 'grid',
    description: {
      tr: 'Serbest taşları eşleştir, masayı boşalt.',
      en: 'Match the free tiles and clear the table.',
      ru: 'Соединяйте свободные фишки и очистите стол.',
    },
  },
  {
    id: 19, slug: 'penalty-shootout', name: 'Penaltı Atışları', categories: ['sports', 'arcade'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/penalty-shootout/',
    palette: ['#22c55e', '#166534'], motif: 'waves',
    description: {
      tr: 'Köşeyi seç, şutunu çek, kaleciyi avla.',
      en: 'Pick your corner, take the shot, beat the keeper.',
      ru: 'Выберите угол, бейте и переиграйте вратаря.',
    },
  },
  {
    id: 20, slug: 'flag-quiz', name: 'Bayrak Bilmece', categories: ['quiz', 'geography'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/flag-quiz/',
    palette: ['#e11d48', '#1d4ed8'], motif: 'stripes',
    description: {
      tr: 'Bayrağa bak, ülkeyi bil.',
      en: 'Look at the flag, name the country.',
      ru: 'Посмотрите на флаг и назовите страну.',
    },
  },
  {
    id: 21, slug: 'capital-cities', name: 'Başkentler', categories: ['quiz', 'geography'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/capital-cities/',
    palette: ['#0891b2', '#164e63'], motif: 'rings',
    description: {
      tr: 'Ülkeleri başkentleriyle eşleştir.',
      en: 'Match each country with its capital.',
      ru: 'Сопоставьте страны и их столицы.',
    },
  },
  {
    id: 22, slug: 'nonogram', name: 'Nonogram', categories: ['puzzle', 'brain'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/nonogram/',
    palette: ['#334155', '#0f172a'], motif: 'grid',
    description: {
      en: 'Colour the cells the numbers call for and reveal the hidden picture.',
      ru: 'Закрасьте клетки по числам и откройте спрятанную картинку.',
    },
  },
  {
    id: 23, slug: 'kelime-zinciri', name: 'Kelime Zinciri', categories: ['word'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/kelime-zinciri/',
    palette: ['#ca8a04', '#713f12'], motif: 'waves',
    description: {
      tr: 'Her kelime bir öncekinin son harfiyle başlar: zinciri ne kadar uzatabilirsin?',
    },
  },
  {
    id: 24, slug: 'tangram', name: 'Tangram', categories: ['puzzle', 'kids'], orientation: 'vertical', source: 'mediazone', path: '/partner-games/tangram/',
    palette: ['#d946ef', '#701a75'], motif: 'diamonds',
    description: {
      tr: 'Yedi parçayla verilen şekli oluştur.',
      en: 'Build the shape with the seven pieces.',
      ru: 'Сложите фигуру из семи частей.',
    },
  },
  {
    id: 26, slug: 'gunun-testi', name: 'Günün Testi', categories: ['quiz'], orientation: 'vertical', source: 'meydan', article: 'trivia',
    localName: { en: 'Quiz of the Day', ru: 'Тест дня' },
    palette: ['#e30613', '#7f1d1d'], motif: 'stripes',
    description: {
      tr: 'Editörlerimizin en yeni bilgi testi: soruları cevapla, puanını gör, arkadaşlarınla karşılaştır.',
      en: "Our editors' newest trivia quiz: answer the questions, see your score and compare it with your friends.",
      ru: 'Новейший тест наших редакторов: ответьте на вопросы, узнайте результат и сравните его с друзьями.',
    },
  },
  {
    id: 27, slug: 'kisilik-testi', name: 'Kişilik Testi', categories: ['quiz'], orientation: 'vertical', source: 'meydan', article: 'personality',
    localName: { en: 'Personality Quiz', ru: 'Тест на личность' },
    palette: ['#0ea5e9', '#1e3a8a'], motif: 'waves',
    description: {
      tr: 'En yeni kişilik testimiz: birkaç soruya cevap ver, hangi tip olduğunu öğren.',
      en: 'Our newest personality quiz: answer a few questions and find out which type you are.',
      ru: 'Наш новейший тест на личность: ответьте на несколько вопросов и узнайте, какой у вас тип.',
    },
  },
  {
    id: 25, slug: 'racing-test', name: 'Racing Test', categories: ['arcade'], orientation: 'horizontal', source: 'mediazone', path: '/partner-games/racing-test/', devOnly: true,
    palette: ['#71717a', '#27272a'], motif: 'stripes',
    description: { tr: 'Ortak entegrasyon testi (yalnızca geliştirmede).', en: 'Partner integration test (development only).', ru: 'Тест интеграции партнёра (только в разработке).' },
  },
];
