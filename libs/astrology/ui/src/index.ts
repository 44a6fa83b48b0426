// The astrology remote's presentational pieces: the chart wheel, the signs' symbols and display dates, the bodies' glyphs.
export { ChartWheel, type ChartWheelLabels, type ChartWheelProps } from './chart-wheel';
export { BODY_GLYPHS, degreeText } from './glyphs';
export { SIGN_INDEXES, SIGN_SLUGS, SIGN_SYMBOLS, signDates, signElement, signIndexOfSlug, signOfLongitude, type SignElement, type SignIndex } from './signs';
export { spreadAngles } from './wheel-layout';
