import { type LocalizedText, requireCommonText } from '@meydan/api/core';

/**
 * Refusals of the profile, follow, block and favourite routes. Texts that the forms show too
 * come from the UI's `common` resources, so the API and the form say the same words.
 */
export const SOCIAL_MESSAGES = {
  memberNotFound: {
    tr: 'Bu üye bulunamadı.',
    en: 'This member could not be found.',
    ru: 'Участник не найден.',
  },
  articleNotFound: {
    tr: 'Bu içerik bulunamadı.',
    en: 'This content could not be found.',
    ru: 'Материал не найден.',
  },
  cannotFollowSelf: {
    tr: 'Kendini takip edemezsin.',
    en: 'You cannot follow yourself.',
    ru: 'Нельзя подписаться на самого себя.',
  },
  cannotBlockSelf: {
    tr: 'Kendini engelleyemezsin.',
    en: 'You cannot block yourself.',
    ru: 'Нельзя заблокировать самого себя.',
  },
  followBlocked: {
    tr: 'Bu üyeyi takip edemezsin: aranızda bir engelleme var.',
    en: 'You cannot follow this member because one of you has blocked the other.',
    ru: 'Вы не можете подписаться на этого участника: один из вас заблокировал другого.',
  },
  // SPEC §5: a confirmed e-mail address is needed to edit profile information.
  emailUnverified: {
    tr: 'Profil bilgilerini düzenlemek için önce e-posta adresini doğrulamalısın.',
    en: 'Please confirm your e-mail address before editing your profile.',
    ru: 'Подтвердите адрес электронной почты, чтобы редактировать профиль.',
  },
  premiumNotEditable: {
    tr: 'Premium üyelik profil ayarlarından değiştirilemez.',
    en: 'Premium membership cannot be changed in profile settings.',
    ru: 'Премиум-статус нельзя изменить в настройках профиля.',
  },
  emailChangeUnavailable: {
    tr: 'E-posta adresi şu anda değiştirilemiyor. Lütfen daha sonra tekrar dene.',
    en: 'Your e-mail address cannot be changed right now. Please try again later.',
    ru: 'Сейчас нельзя изменить адрес электронной почты. Попробуйте позже.',
  },
  countryInvalid: requireCommonText('validation.profile.country.invalid'),
  birthdateInvalid: requireCommonText('validation.profile.birthdate.invalid'),
  usernameTaken: requireCommonText('errors.usernameTaken'),
  emailTaken: requireCommonText('errors.emailTaken'),
  sessionEnded: requireCommonText('errors.sessionEnded'),
} as const satisfies Record<string, LocalizedText>;
