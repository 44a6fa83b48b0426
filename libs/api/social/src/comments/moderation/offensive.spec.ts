import { isOffensive, offensiveTerms } from './offensive';

describe('cyberbullying word lists', () => {
  it.each([
    // Turkish, with suffixes, consonant softening, ASCII typing and Turkish capitals.
    'Sen tam bir aptalsın',
    'Salağa bak ya',
    'SALAK MISIN',
    'Şerefsiz herif',
    'serefsiz herif',
    'orospu çocuğu',
    'Senin göt kafan',
    'piç kurusu',
    'GERİZEKALI',
    // Leetspeak, punctuation inside words, stretched letters, spaced letters.
    '@pt4l',
    's.a.l.a.k',
    'aptalllllll',
    'a p t a l',
    // English.
    'You are an IDIOT',
    'what a moron',
    'fuuuuuck you',
    'f u c k off',
    'sh1thead',
    'go kill yourself',
    'Kill Yourself!!!',
    // Russian, with ё, Latin look-alikes and capitals.
    'ты идиот',
    'ИДИОТ',
    'идиoт',
    'xуйня какая-то',
    'пошёл нахуй',
    'долбоёб',
    'убей себя',
  ])('flags %p', (text) => {
    expect(isOffensive(text)).toBe(true);
  });

  it.each([
    'Çok güzel bir haber, teşekkürler.',
    'Sık sık okuyorum bu siteyi.',
    'Sıkıcı bir maç oldu',
    'Trafik sıkışıklığı yine başladı',
    'Adı Ayşe olan kadın kazandı.',
    "Amina'nın yorumuna katılıyorum",
    'I got it, thanks for the pictures!',
    'Pic of the day is great',
    'Fukushima plant is safe now',
    'The fire retardant worked',
    'Scunthorpe United won the match',
    'Wankel engines are rare',
    'Сукно и сук на дереве',
    'Страхуй свою машину',
    'Идиома дня: без труда не выловишь и рыбку',
    'Отличная статья, спасибо!',
    '2024 yılında 1500 kişi katıldı',
  ])('leaves %p alone', (text) => {
    expect(offensiveTerms(text)).toEqual([]);
  });

  it('names the list entries a text matched', () => {
    expect(offensiveTerms('aptal ve moron')).toEqual(expect.arrayContaining(['tr:aptal', 'en:moron']));
  });
});
