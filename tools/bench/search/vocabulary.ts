import type { Edition } from '@meydan/shared/util/routing';

/**
 * Sentences the seed's phrase banks lack but a real archive is full of: inflected forms
 * (plurals, cases, -ing forms) that the stemmed queries of the benchmark must reach through
 * the text search configuration, not by spelling. About one article in five carries one.
 */
export const EXTRA_SENTENCES: Readonly<Record<Edition, readonly string[]>> = {
  tr: [
    'Kitaplar, kış aylarında en çok hediye edilen ürünler arasında yer alıyor.',
    'Okurlar yeni kitapları merakla bekliyor.',
    'Koşu grupları hafta sonu sahil yolunda buluşuyor.',
    'Yerel haberlere olan ilgi son yıllarda belirgin biçimde arttı.',
    'Maçların biletleri satışa çıktığı gün tükendi.',
    'Festivallerin programı önümüzdeki hafta açıklanacak.',
  ],
  en: [
    'Running clubs report record numbers of new members.',
    'The city marathon runs past the old harbour on Sunday morning.',
    'Readers have been sending in their own stories all week.',
    'Local newspapers covered the story in detail.',
    'Tickets for the matches sold out on the first day.',
    'The festivals announced their programmes next week.',
  ],
  ru: [
    'Новости об этом быстро разошлись по соцсетям.',
    'Читатели активно обсуждают новость в комментариях.',
    'Книги о путешествиях снова в списках бестселлеров.',
    'Беговые клубы собирают новых участников.',
    'Билеты на матчи раскупили в первый же день.',
    'Программу фестивалей объявят на следующей неделе.',
  ],
};
