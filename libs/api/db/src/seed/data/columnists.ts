import type { Edition } from '@meydan/shared/util/routing';
import type { PersonLook } from '../drawn-images';

export interface SeedColumnist {
  edition: Edition;
  /** A staff author of the phrase bank (`BANKS[edition].authors`); the username and slug derive from it. */
  name: string;
  look: PersonLook;
  bio: string;
}

/** Five of each edition's eight staff authors write a column; bios in the edition's language. */
export const SEED_COLUMNISTS: readonly SeedColumnist[] = [
  {
    edition: 'tr',
    name: 'Ayşe Yılmaz',
    look: { hair: 'long' },
    bio: 'Ekonomi muhabirliğiyle başladığı gazeteciliğe yirmi yıldır devam ediyor. Köşesinde mutfak masasındaki hesaplardan belediye bütçelerine, rakamların gündelik hayata nasıl dokunduğunu yazıyor.',
  },
  {
    edition: 'tr',
    name: 'Zeynep Kaya',
    look: { hair: 'bun', glasses: true },
    bio: 'Edebiyat öğretmenliğinden kültür-sanat editörlüğüne geçti. Haftalık yazılarında yeni çıkan kitapları, sahneleri ve sergileri okurun gözünden, sade bir dille değerlendiriyor.',
  },
  {
    edition: 'tr',
    name: 'Burak Aydın',
    look: { hair: 'short', beard: true },
    bio: 'Amatör liglerden Avrupa kupalarına kadar sahanın kenarında büyüdü. Maç sonrası yazılarında skorun ötesine bakıyor; taktikleri, kulüplerin bütçelerini ve tribünlerin sesini anlatıyor.',
  },
  {
    edition: 'tr',
    name: 'Selin Arslan',
    look: { hair: 'wavy' },
    bio: 'Yazılım mühendisiyken teknolojiyi anlatmaya karar verdi. Yapay zekâdan akıllı telefonlara, yeni cihazların hayatımızı nasıl değiştirdiğini abartmadan ve jargona boğmadan yazıyor.',
  },
  {
    edition: 'tr',
    name: 'Can Öztürk',
    look: { hair: 'crop', glasses: true },
    bio: 'Sırt çantasıyla altmıştan fazla ülke gezdi, yolda öğrendiği tarifleri hâlâ kendi mutfağında deniyor. Köşesinde seyahati, yemeği ve şehir hayatının küçük keşiflerini paylaşıyor.',
  },
  {
    edition: 'en',
    name: 'Emily Carter',
    look: { hair: 'long' },
    bio: 'A former business reporter, Emily has spent fifteen years following money from boardrooms to high streets. Her column explains what the numbers mean for the people who have to live with them.',
  },
  {
    edition: 'en',
    name: 'James Whitfield',
    look: { hair: 'short', grey: true, glasses: true },
    bio: 'James covered Westminster for a decade before turning to the rest of the country. He writes about local councils, public services and the decisions that rarely make the front page but shape everyday life.',
  },
  {
    edition: 'en',
    name: 'Olivia Bennett',
    look: { hair: 'bun' },
    bio: 'Olivia reviews books, theatre and exhibitions, and still believes the best criticism is a good recommendation. Her weekly column is a guide to what is worth your evening and why.',
  },
  {
    edition: 'en',
    name: 'Michael Reed',
    look: { hair: 'crop', beard: true },
    bio: 'Michael played semi-professional football until a knee injury sent him to the press box. He writes about tactics, club finances and the supporters who keep the game alive in the lower leagues.',
  },
  {
    edition: 'en',
    name: 'Hannah Collins',
    look: { hair: 'wavy', glasses: true },
    bio: 'Hannah trained as a software engineer and now writes about technology for people who would rather not read the manual. She tests the gadgets, questions the hype and explains what actually changes.',
  },
  {
    edition: 'ru',
    name: 'Анна Смирнова',
    look: { hair: 'long' },
    bio: 'Анна пришла в журналистику из экономического вуза и двенадцать лет пишет о деньгах. В своей колонке она объясняет, как решения банков и министерств отражаются на семейном бюджете.',
  },
  {
    edition: 'ru',
    name: 'Дмитрий Иванов',
    look: { hair: 'short', beard: true },
    bio: 'Дмитрий много лет работал спортивным комментатором на региональном радио. Он пишет о футболе и хоккее без лишнего пафоса: о тактике, трансферах и людях, которые стоят за результатом.',
  },
  {
    edition: 'ru',
    name: 'Екатерина Кузнецова',
    look: { hair: 'bun', glasses: true },
    bio: 'Екатерина — филолог по образованию и театрал по призванию. В еженедельной колонке она рассказывает о новых книгах, спектаклях и выставках, которые стоит увидеть.',
  },
  {
    edition: 'ru',
    name: 'Сергей Волков',
    look: { hair: 'crop', grey: true },
    bio: 'Сергей тридцать лет проработал инженером, а теперь пишет о технологиях простым языком. Его интересует, как новые устройства и сервисы меняют работу, учёбу и быт.',
  },
  {
    edition: 'ru',
    name: 'Ольга Лебедева',
    look: { hair: 'wavy' },
    bio: 'Ольга объездила Россию от Калининграда до Камчатки и собирает рецепты в каждой поездке. В колонке она пишет о путешествиях, еде и маленьких открытиях городской жизни.',
  },
];
