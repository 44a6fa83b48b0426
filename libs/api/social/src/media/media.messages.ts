import type { LocalizedText } from '@meydan/api/core';

/** What the avatar and cover routes tell a member, in every edition's language. */
export const MEDIA_MESSAGES = {
  noFile: {
    tr: 'Yüklenecek bir resim seç.',
    en: 'Choose an image to upload.',
    ru: 'Выберите изображение для загрузки.',
  },
  notImage: {
    tr: 'Bu dosya bir resim değil. JPEG, PNG, WebP veya GIF yükle.',
    en: 'This file is not an image. Upload a JPEG, PNG, WebP or GIF.',
    ru: 'Этот файл не является изображением. Загрузите JPEG, PNG, WebP или GIF.',
  },
  avatarTooLarge: {
    tr: 'Profil resmi en fazla {max} MB olabilir.',
    en: 'The profile picture can be at most {max} MB.',
    ru: 'Фото профиля может весить не больше {max} МБ.',
  },
  coverTooLarge: {
    tr: 'Kapak resmi en fazla {max} MB olabilir.',
    en: 'The cover image can be at most {max} MB.',
    ru: 'Обложка может весить не больше {max} МБ.',
  },
  tooManyPixels: {
    tr: 'Resmin boyutları çok büyük (en fazla {max} megapiksel).',
    en: 'The image dimensions are too large (at most {max} megapixels).',
    ru: 'Слишком большое разрешение изображения (не больше {max} мегапикселей).',
  },
  notMultipart: {
    tr: 'Resmi bir form dosyası (multipart/form-data) olarak gönder.',
    en: 'Send the image as a form file (multipart/form-data).',
    ru: 'Отправьте изображение как файл формы (multipart/form-data).',
  },
  emailNotVerified: {
    tr: 'Profil bilgilerini düzenlemek için önce e-posta adresini onayla.',
    en: 'Confirm your e-mail address before editing your profile.',
    ru: 'Подтвердите адрес электронной почты, чтобы редактировать профиль.',
  },
  tooManyUploads: {
    tr: 'Kısa sürede çok fazla resim yükledin. Lütfen daha sonra tekrar dene.',
    en: 'You uploaded too many images in a short time. Please try again later.',
    ru: 'Вы загрузили слишком много изображений за короткое время. Попробуйте позже.',
  },
  processingFailed: {
    tr: 'Resim işlenemedi. Lütfen başka bir resim dene.',
    en: 'The image could not be processed. Please try another one.',
    ru: 'Не удалось обработать изображение. Попробуйте другое.',
  },
} as const satisfies Record<string, LocalizedText>;
