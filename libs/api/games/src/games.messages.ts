import type { LocalizedText } from '@meydan/api/core';

/** Refusals of the games API, in the games pages' voice (Turkish "sen"). */
export const GAMES_MESSAGES = {
  gameNotFound: { tr: 'Bu oyun bulunamadı.', en: 'This game could not be found.', ru: 'Игра не найдена.' },
  puzzleNotFound: {
    tr: 'Bu bulmaca bulunamadı. Gelecek günlerin bulmacaları günü gelince açılır.',
    en: 'This puzzle could not be found. Puzzles of future days open on their day.',
    ru: 'Головоломка не найдена. Головоломки будущих дней открываются в свой день.',
  },
  noPuzzleToday: {
    tr: 'Bugünün bulmacası henüz hazır değil. Birazdan tekrar dene.',
    en: "Today's puzzle is not ready yet. Please try again shortly.",
    ru: 'Сегодняшняя головоломка ещё не готова. Попробуйте чуть позже.',
  },
  attemptExpired: {
    tr: 'Bu oyunun süresi doldu. Sayfayı yenileyip kaldığın yerden devam et.',
    en: 'This game session has expired. Reload the page to carry on where you left off.',
    ru: 'Срок игровой сессии истёк. Обновите страницу, чтобы продолжить с того же места.',
  },
  attemptNotYours: {
    tr: 'Bu oyun başka bir oyuncuya ait.',
    en: 'This game belongs to another player.',
    ru: 'Эта игра принадлежит другому игроку.',
  },
  attemptFinished: {
    tr: 'Bu oyun bitti; sonucun kaydedildi.',
    en: 'This game is over; your result has been saved.',
    ru: 'Эта игра окончена, результат сохранён.',
  },
  wrongGame: {
    tr: 'Bu hamle bu oyuna ait değil.',
    en: 'This move does not belong to this game.',
    ru: 'Этот ход не относится к этой игре.',
  },
  noHintsLeft: {
    tr: 'İpucu kalmadı.',
    en: 'There are no hints left.',
    ru: 'Подсказок больше нет.',
  },
  hintsOffInHardMode: {
    tr: 'Zor modda ipucu yok.',
    en: 'There are no hints in hard mode.',
    ru: 'В сложном режиме подсказок нет.',
  },
  alreadyAnswered: {
    tr: 'Bu soruyu zaten cevapladın.',
    en: 'You have already answered this question.',
    ru: 'Вы уже ответили на этот вопрос.',
  },
  questionNotInQuiz: {
    tr: 'Bu soru bugünkü oyununda yok.',
    en: "This question is not part of today's game.",
    ru: 'Этого вопроса нет в сегодняшней игре.',
  },
  moveIncomplete: {
    tr: 'Hamle eksik: bir tahmin, bir seçenek ya da bir cevap gönder.',
    en: 'The move is incomplete: send a guess, an option or an answer.',
    ru: 'Ход неполный: отправьте догадку, вариант или ответ.',
  },
  scoreMismatch: {
    tr: 'Skor hamlelerle uyuşmuyor; bu oyun sıralamaya girmedi.',
    en: 'The score does not match the moves; this game was not ranked.',
    ru: 'Счёт не соответствует ходам; игра не попала в рейтинг.',
  },
  tooFast: {
    tr: 'Bu oyun insanüstü bir hızda oynanmış görünüyor; sıralamaya girmedi.',
    en: 'This game appears to have been played at an inhuman speed; it was not ranked.',
    ru: 'Похоже, игра сыграна с нечеловеческой скоростью; она не попала в рейтинг.',
  },
  scoreTooHigh: {
    tr: 'Bu skor oyunun en yüksek skorunu aşıyor.',
    en: "This score is above the game's maximum.",
    ru: 'Этот счёт выше максимально возможного в игре.',
  },
  ownStatusOnly: {
    tr: 'Yalnızca kendi oyun durumunu görebilirsin.',
    en: 'You can only see your own game status.',
    ru: 'Можно смотреть только своё состояние игры.',
  },
  notTodaysPuzzle: {
    tr: 'Yalnızca günün bulmacası için sıralamaya girebilirsin; arşivden oynamak serini değiştirmez.',
    en: "Only the day's puzzle counts for the boards; archive plays never change your streak.",
    ru: 'В рейтинг идёт только головоломка дня; игры из архива не влияют на серию.',
  },
  freePlayIs2048Only: {
    tr: 'Serbest oyun yalnızca 2048 için var.',
    en: 'Free play is only available for 2048.',
    ru: 'Свободная игра есть только в 2048.',
  },
  badResultDay: {
    tr: '{day} oynanabilecek bir gün değil (gelecekte ya da çok eskide).',
    en: '{day} is not a day that could have been played (it is in the future or too long ago).',
    ru: '{day} — не тот день, в который можно было играть (он в будущем или слишком давно).',
  },
  unsignedRequest: {
    tr: 'Bu oyun isteği imzalı değil. Sayfayı yenileyip tekrar dene.',
    en: 'This game request is not signed. Reload the page and try again.',
    ru: 'Этот игровой запрос не подписан. Обновите страницу и попробуйте снова.',
  },
  badSignature: {
    tr: 'Oyun isteğinin imzası geçersiz.',
    en: 'The game request’s signature is not valid.',
    ru: 'Подпись игрового запроса недействительна.',
  },
  staleSignature: {
    tr: 'Oyun isteğinin zaman damgası çok eski ya da ileri. Cihazının saatini kontrol et.',
    en: 'The game request’s timestamp is too old or too far ahead. Check your device’s clock.',
    ru: 'Метка времени игрового запроса слишком старая или из будущего. Проверьте часы устройства.',
  },
  replayedSignature: {
    tr: 'Bu oyun isteği daha önce gönderilmiş.',
    en: 'This game request has already been sent.',
    ru: 'Этот игровой запрос уже был отправлен.',
  },
  cardNeedsPlayer: {
    tr: 'Skor kartı için oyuncunun kimliği gerekir.',
    en: "A score card needs the player's id.",
    ru: 'Для карточки результата нужен идентификатор игрока.',
  },
  tooManyAttempts: {
    tr: 'Çok fazla oyun başlattın. Biraz bekleyip tekrar dene.',
    en: 'You have started too many games. Please wait a moment and try again.',
    ru: 'Вы начали слишком много игр. Подождите немного и попробуйте снова.',
  },
  matchNotFound: {
    tr: 'Bu maç bulunamadı.',
    en: 'This match could not be found.',
    ru: 'Матч не найден.',
  },
  matchNotYours: {
    tr: 'Bu maçta oynamıyorsun.',
    en: 'You are not playing in this match.',
    ru: 'Вы не играете в этом матче.',
  },
  liveNeedsMember: {
    tr: 'Başka bir üyeyle canlı oynamak için giriş yap.',
    en: 'Sign in to play live against another member.',
    ru: 'Войдите, чтобы играть вживую с другим участником.',
  },
  matchNotStarted: {
    tr: 'Maç henüz başlamadı: rakibini bekliyoruz.',
    en: 'The match has not started yet: we are waiting for your opponent.',
    ru: 'Матч ещё не начался: ждём соперника.',
  },
  matchOver: {
    tr: 'Bu maç bitti.',
    en: 'This match is over.',
    ru: 'Этот матч окончен.',
  },
  matchFull: {
    tr: 'Bu maçın iki oyuncusu da belli; yeni bir maç başlat.',
    en: 'This match already has both players; start a new one.',
    ru: 'В этом матче уже два игрока; начните новый.',
  },
  ownInvitation: {
    tr: 'Kendi davetine katılamazsın; bağlantıyı bir arkadaşına gönder.',
    en: 'You cannot join your own invitation; send the link to a friend.',
    ru: 'Нельзя принять собственное приглашение; отправьте ссылку другу.',
  },
  inviteOnlyLive: {
    tr: 'Bir maça katılmak yalnızca canlı oyunda olur.',
    en: 'Only a live match can be joined.',
    ru: 'Присоединиться можно только к живому матчу.',
  },
  notYourTurn: {
    tr: 'Sıra sende değil.',
    en: 'It is not your turn.',
    ru: 'Сейчас не ваш ход.',
  },
  turnPassed: {
    tr: 'Bu hamlenin süresi doldu; sıra geçti.',
    en: 'Time ran out for this move; the turn has passed.',
    ru: 'Время на этот ход вышло; ход перешёл.',
  },
  cellTaken: {
    tr: 'Bu kare artık seçilemez.',
    en: 'This square can no longer be chosen.',
    ru: 'Эту клетку больше нельзя выбрать.',
  },
  notAChoice: {
    tr: 'Bu oyuncu bu kare için önerilenlerden biri değil.',
    en: 'This player is not one of the choices for this square.',
    ru: 'Этого игрока нет среди вариантов для этой клетки.',
  },
  choiceRequired: {
    tr: 'Kolay modda önerilen dört oyuncudan birini seç.',
    en: 'In easy mode, pick one of the four suggested players.',
    ru: 'В лёгком режиме выберите одного из четырёх предложенных игроков.',
  },
  nameRequired: {
    tr: 'Zor modda oyuncunun adını yaz.',
    en: "In hard mode, type the player's name.",
    ru: 'В сложном режиме введите имя игрока.',
  },
} satisfies Record<string, LocalizedText>;
