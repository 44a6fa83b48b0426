// First-load budgets of a reader's page (issue 14): the budgets, the pure evaluator and its inputs.
// Node-only: collect.ts records a page with Playwright and reads the builds and resources.
export * from './budgets';
export type { ChunkReport, ChunkReportFile, PackageShare, RouteGroup } from './chunk-report';
export * from './evaluate';
export * from './translations';
export * from './collect';
export * from './pages';
