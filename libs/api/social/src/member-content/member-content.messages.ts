import { type LocalizedText, requireCommonText } from '@meydan/api/core';

/**
 * Refusals of the member-content and /admin routes. Rules the editor form checks too come from
 * the UI's `common` resources (validation.memberArticle.*), so both say the same words.
 */
export const MEMBER_CONTENT_MESSAGES = {
  articleNotFound: {
    tr: 'Bu yazı bulunamadı.',
    en: 'This post could not be found.',
    ru: 'Публикация не найдена.',
  },
  // SPEC §4: deleted content cannot be republished.
  deleted: {
    tr: 'Bu yazı silindi. Silinen içerik yeniden yayımlanamaz.',
    en: 'This post was deleted. Deleted content cannot be published again.',
    ru: 'Эта публикация удалена. Удалённые материалы нельзя опубликовать снова.',
  },
  revisionConflict: {
    tr: 'Bu yazı sen düzenlerken başka bir pencerede değiştirildi. Lütfen en son hâlini açıp yeniden dene.',
    en: 'This post was changed in another window while you were editing. Please open the latest version and try again.',
    ru: 'Пока вы редактировали, публикацию изменили в другом окне. Откройте последнюю версию и попробуйте снова.',
  },
  nothingToSubmit: {
    tr: 'Bu yazıda incelemeye gönderilecek yeni bir değişiklik yok.',
    en: 'There are no new changes in this post to submit for review.',
    ru: 'В этой публикации нет новых изменений для отправки на проверку.',
  },
  tooManyDrafts: {
    tr: 'Tamamlanmamış çok fazla yazın var (en fazla {max}). Yeni bir yazıya başlamadan önce bazılarını bitir ya da sil.',
    en: 'You have too many unfinished posts (at most {max}). Finish or delete some of them before starting a new one.',
    ru: 'У вас слишком много незавершённых публикаций (не более {max}). Завершите или удалите часть из них, прежде чем начинать новую.',
  },
  categoryInvalid: {
    tr: 'Seçilen kategori bulunamadı. Lütfen listeden bir kategori seç.',
    en: 'The chosen category does not exist. Please choose one from the list.',
    ru: 'Выбранная рубрика не найдена. Выберите рубрику из списка.',
  },
  imageInvalid: requireCommonText('validation.memberArticle.imageInvalid'),
  imageTooLarge: {
    tr: 'Görsel en fazla {max} MB olabilir.',
    en: 'The image can be at most {max} MB.',
    ru: 'Размер изображения — не более {max} МБ.',
  },
  memberNotFound: {
    tr: 'Bu üye bulunamadı.',
    en: 'This member could not be found.',
    ru: 'Участник не найден.',
  },
  // Editorial review.
  notPending: {
    tr: 'Bu yazı inceleme beklemiyor; başka bir editör karar vermiş ya da yazar geri çekmiş olabilir.',
    en: 'This post is not waiting for review: another editor may have decided, or the author withdrew it.',
    ru: 'Эта публикация не ожидает проверки: возможно, решение уже принял другой редактор или автор отозвал её.',
  },
  reviewStale: {
    tr: 'Yazar, sen incelerken yazıyı değiştirdi. Lütfen son hâlini incele.',
    en: 'The author changed the post while you were reviewing it. Please review the latest version.',
    ru: 'Автор изменил публикацию, пока вы её проверяли. Проверьте последнюю версию.',
  },
  // An editor's own post goes to another editor: nobody approves their own writing.
  ownPost: {
    tr: 'Kendi yazını inceleyemezsin; başka bir editörün karar vermesi gerekir.',
    en: 'You cannot review your own post; another editor has to decide.',
    ru: 'Нельзя проверять собственную публикацию: решение должен принять другой редактор.',
  },
  ownRole: {
    tr: 'Kendi rolünü değiştiremezsin.',
    en: 'You cannot change your own role.',
    ru: 'Нельзя изменить собственную роль.',
  },
  ownPremium: {
    tr: 'Kendi premium üyeliğini değiştiremezsin; bunu başka bir yönetici yapmalı.',
    en: 'You cannot change your own premium membership; another admin has to do it.',
    ru: 'Нельзя изменить собственный премиум-статус: это должен сделать другой администратор.',
  },
} as const satisfies Record<string, LocalizedText>;
