import type { LocalizedText } from '@meydan/api/core';

/**
 * Refusals of the earthquakes API in the reader's language: what is wrong and how to put it
 * right. Every bad input gets one of these with a 4xx, never a 5xx.
 */
export const QUAKE_MESSAGES = {
  unknownCity: {
    tr: '"{city}" adında bir il bulamadık. İl adını (ör. İzmir) ya da plaka kodunu (ör. 35) yaz.',
    en: 'We found no Turkish province called "{city}". Give a province name (e.g. İzmir) or its plate code (e.g. 35).',
    ru: 'Провинция «{city}» не найдена. Укажите название провинции (например, Измир) или её номерной код (например, 35).',
  },
  rangeOrder: {
    tr: 'Başlangıç zamanı bitiş zamanından önce olmalı.',
    en: 'The start of the time range must come before its end.',
    ru: 'Начало периода должно быть раньше его конца.',
  },
  rangeTooWide: {
    tr: 'Zaman aralığı en fazla {days} gün olabilir; aralığı daralt.',
    en: 'The time range may cover at most {days} days; narrow it down.',
    ru: 'Период может охватывать не более {days} дней; сузьте его.',
  },
  bbox: {
    tr: 'Harita alanı batı,güney,doğu,kuzey sırasıyla derece cinsinden verilmeli (ör. 26,36,45,42); güney kuzeyden küçük olmalı.',
    en: 'The map area must be west,south,east,north in degrees (e.g. 26,36,45,42), with south below north.',
    ru: 'Область карты задаётся как запад,юг,восток,север в градусах (например, 26,36,45,42), юг должен быть меньше севера.',
  },
  radius: {
    tr: 'Bir nokta çevresinde aramak için enlem (lat), boylam (lon) ve yarıçapı (radius_km) birlikte gönder.',
    en: 'To search around a point, send the latitude (lat), longitude (lon) and radius (radius_km) together.',
    ru: 'Для поиска вокруг точки укажите вместе широту (lat), долготу (lon) и радиус (radius_km).',
  },
  eventNotFound: {
    tr: 'Bu deprem kaydını bulamadık. Listeden yeniden seçebilirsin.',
    en: 'We could not find this earthquake. You can pick it again from the list.',
    ru: 'Это землетрясение не найдено. Выберите его снова из списка.',
  },
  unavailable: {
    tr: 'Deprem verilerine şu anda ulaşamıyoruz. Birkaç saniye sonra yeniden dene.',
    en: 'Earthquake data is unavailable right now. Try again in a few seconds.',
    ru: 'Данные о землетрясениях сейчас недоступны. Повторите попытку через несколько секунд.',
  },
  feltClosed: {
    tr: 'Bu deprem için "Hissettin mi?" bildirimleri kapandı: bildirimler depremden sonraki {days} gün boyunca alınıyor.',
    en: '"Did you feel it?" reports for this earthquake are closed: they are taken for {days} days after the quake.',
    ru: 'Приём сообщений «Вы почувствовали?» для этого землетрясения закрыт: они принимаются {days} дней после толчка.',
  },
  feltPlace: {
    tr: 'Depremi nerede hissettiğini seç: bir il ya da konumun (enlem ve boylam birlikte).',
    en: 'Tell us where you felt it: a province, or your location (latitude and longitude together).',
    ru: 'Укажите, где вы его почувствовали: провинцию или ваше местоположение (широту и долготу вместе).',
  },
  alertPlaces: {
    tr: 'Uyarı almak için en az bir yer seç (bir il ya da bir nokta ve yarıçap).',
    en: 'Choose at least one place to be alerted about (a province, or a point and radius).',
    ru: 'Выберите хотя бы одно место для оповещений (провинцию или точку с радиусом).',
  },
  alertDuplicatePlace: {
    tr: 'Aynı ili iki kez ekledin; her ili bir kez seç.',
    en: 'You added the same province twice; choose each province once.',
    ru: 'Вы добавили одну и ту же провинцию дважды; выберите каждую один раз.',
  },
  quietHours: {
    tr: 'Sessiz saatlerin başlangıcı ile bitişi farklı olmalı.',
    en: 'Quiet hours must start and end at different times.',
    ru: 'Начало и конец тихих часов должны различаться.',
  },
} as const satisfies Record<string, LocalizedText>;
