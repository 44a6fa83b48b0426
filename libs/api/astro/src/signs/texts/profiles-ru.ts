import type { SignProfileText } from './profile.types';
import { PROFILES_RU_AUTUMN_WINTER } from './profiles-ru-autumn-winter';
import { PROFILES_RU_SPRING_SUMMER } from './profiles-ru-spring-summer';

/** The sign pages in Russian, 0 = Овен … 11 = Рыбы. */
export const PROFILES_RU: readonly SignProfileText[] = [...PROFILES_RU_SPRING_SUMMER, ...PROFILES_RU_AUTUMN_WINTER];
