export { PlannedPage, type PlannedPageProps } from './planned-page';
