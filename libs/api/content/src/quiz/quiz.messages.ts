import type { LocalizedText } from '@meydan/api/core';

export const QUIZ_MESSAGES = {
  notAQuiz: {
    tr: 'Bu içerik bir test değil.',
    en: 'This article is not a quiz.',
    ru: 'Этот материал не является тестом.',
  },
  answerCount: {
    tr: 'Bu testte {expected} soru var, {received} cevap gönderildi. Lütfen her soruyu cevapla.',
    en: 'This quiz has {expected} questions but {received} answers were sent. Please answer every question.',
    ru: 'Число ответов ({received}) не совпадает с числом вопросов теста ({expected}). Пожалуйста, ответьте на каждый вопрос.',
  },
  answerRange: {
    tr: '{question}. sorunun cevabı seçeneklerden biri değil.',
    en: 'The answer to question {question} is not one of its choices.',
    ru: 'Ответ на вопрос {question} не входит в список вариантов.',
  },
  invalidToken: {
    tr: 'Bu sonuç bağlantısı geçersiz ya da değiştirilmiş.',
    en: 'This result link is invalid or has been altered.',
    ru: 'Ссылка на результат недействительна или была изменена.',
  },
  resultGone: {
    tr: 'Bu sonuç artık testte yer almıyor.',
    en: 'This result is no longer part of the quiz.',
    ru: 'Этого результата больше нет в тесте.',
  },
} as const satisfies Record<string, LocalizedText>;
