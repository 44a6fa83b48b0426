import { type LocalizedText, requireCommonText } from '@meydan/api/core';

/** Texts the comment routes answer with. The length rule is the form's own (i18n `common`). */
export const COMMENT_MESSAGES = {
  length: requireCommonText('validation.comment.length'),
  emailNotVerified: {
    tr: 'Yorum yazabilmek için e-posta adresini doğrulaman gerekiyor.',
    en: 'Please confirm your e-mail address to write comments.',
    ru: 'Чтобы оставлять комментарии, подтвердите адрес электронной почты.',
  },
  blocked: {
    tr: 'Bu üyeyle aranızda engelleme olduğu için bu işlemi yapamazsın.',
    en: 'You cannot do this: one of you has blocked the other.',
    ru: 'Это действие недоступно: один из вас заблокировал другого.',
  },
  commentNotFound: {
    tr: 'Yorum bulunamadı. Silinmiş olabilir.',
    en: 'The comment could not be found. It may have been deleted.',
    ru: 'Комментарий не найден. Возможно, он удалён.',
  },
  articleNotFound: {
    tr: 'Yorum yapılacak içerik bulunamadı.',
    en: 'The article to comment on could not be found.',
    ru: 'Материал для комментария не найден.',
  },
  memberNotFound: {
    tr: 'Üye bulunamadı.',
    en: 'The member could not be found.',
    ru: 'Участник не найден.',
  },
  targetRequired: {
    tr: 'Yorumları listelemek için bir içerik (articleId) ya da bir üye (userId) seç; ikisi birden olmaz.',
    en: 'Choose either an article (articleId) or a member (userId) to list comments, not both.',
    ru: 'Чтобы получить комментарии, укажите материал (articleId) или участника (userId), но не оба сразу.',
  },
  replyOutsideThread: {
    tr: 'Yanıtladığın yorum bu konuşmaya ait değil.',
    en: 'The comment you are answering is not part of this thread.',
    ru: 'Комментарий, на который вы отвечаете, не относится к этой ветке.',
  },
  reportOwn: {
    tr: 'Kendi yorumunu şikâyet edemezsin.',
    en: 'You cannot report your own comment.',
    ru: 'Нельзя пожаловаться на собственный комментарий.',
  },
  tooFast: {
    tr: 'Çok sık yorum yazıyorsun. Lütfen biraz bekleyip tekrar dene.',
    en: 'You are commenting too often. Please wait a moment and try again.',
    ru: 'Вы комментируете слишком часто. Подождите немного и попробуйте снова.',
  },
} as const satisfies Record<string, LocalizedText>;
