export { PlannedPage, type PlannedPageProps } from './planned-page';
export { createPlannedRemote, type PlannedRemote } from './planned-routes';
