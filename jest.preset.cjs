/**
 * Shared jest setup for every project: @swc/jest transforms TS/TSX, tsconfig path aliases
 * are mapped to lib sources, and web projects get jsdom + jest-dom matchers.
 */
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const rootDir = __dirname;

function aliasMapper() {
  const map = {};
  for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
    map[`^${alias.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')}$`] = path.join(rootDir, target);
  }
  return map;
}

function projectJestConfig(projectDir, environment = 'node') {
  return {
    displayName: path.relative(rootDir, projectDir),
    rootDir: projectDir,
    testEnvironment: environment,
    // Libs that only hold types or wiring may have no specs yet; a failing spec still fails.
    passWithNoTests: true,
    reporters: ['default', path.join(rootDir, 'tools/jest/summary-reporter.cjs')],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/tests/**/*.spec.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    moduleNameMapper: {
      ...aliasMapper(),
      '\\.(css|png|jpg|svg|webp)$': path.join(rootDir, 'tools/jest/file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(rootDir, 'tools/jest/setup-dom.cjs')] : [],
    // jsdom resolves the browser export conditions; keep node ones for server libs.
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
  };
}

module.exports = { projectJestConfig };
