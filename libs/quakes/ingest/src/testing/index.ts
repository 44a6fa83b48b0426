// Spec helpers of the quakes libs: KOERI list pages in their real encoding and columns.
export { koeriLine, type KoeriLineFields, koeriPage, windows1254 } from './koeri-page';
