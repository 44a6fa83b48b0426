import type { Edition } from '@meydan/shared/util/routing';
import type { SignProfileText } from './profile.types';
import { PROFILES_EN } from './profiles-en';
import { PROFILES_RU } from './profiles-ru';
import { PROFILES_TR } from './profiles-tr';

/** The twelve signs' profiles per edition, 0 = Aries … 11 = Pisces, each written for its readers. */
export const SIGN_PROFILES: Readonly<Record<Edition, readonly SignProfileText[]>> = { tr: PROFILES_TR, en: PROFILES_EN, ru: PROFILES_RU };
