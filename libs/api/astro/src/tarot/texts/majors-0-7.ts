export const MAJOR_TEXTS_0_7 = {};
