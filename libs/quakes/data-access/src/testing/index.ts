// `@meydan/quakes/data-access/testing`: the API's answers as the quakes libs' specs use them (only specs import this entry).
export { AEGEAN_QUAKE, QUAKE_SOURCES_ANSWER, quakeAlertSettings, quakeDetail, quakeFeltSummary, quakeList, quakeSummary } from './quake-fixtures';
