// The quakes remote's presentational pieces: the map (a placeholder that loads Leaflet lazily), the magnitude badge and the "Did you feel it?" pictures.
export { QuakeMap } from './map/quake-map';
export type { QuakeFeltCells, QuakeMapProps, QuakeMapTexts, QuakeMapTiles } from './map/types';
export { MagnitudeBadge, type MagnitudeBadgeProps } from './magnitude-badge';
export { clusterRadius, formatMagnitude, magnitudeClass, magnitudeClassName, markerRadius, MAGNITUDE_CLASS_FLOORS, type MagnitudeClass } from './magnitude';
export { IntensityPicture, type IntensityPictureProps } from './felt/intensity-picture';
export { IntensityPicker, INTENSITY_NUMERALS, type IntensityPickerProps } from './felt/intensity-picker';
export { feltColour, feltInk } from './felt/felt-colours';
