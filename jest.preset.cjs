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
    // Form tests type with user-event, keystroke by keystroke: on a busy 2-core CI machine a long
    // form took over jest's default 5 s, and the timed-out test left typing into the next one.
    testTimeout: 30_000,
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

/*
 * Server projects (API, db) load dependencies jest's CommonJS VM cannot run as shipped (Node 20
 * can require() ESM, jest cannot): PGlite and @fastify/cookie load modules with import()
 * (refused without --experimental-vm-modules), and cookie@2 (light-my-request, @fastify/cookie), jose
 * and @fastify/static's content-disposition are ESM only. Those are compiled; dynamic imports
 * become require().
 */
const SERVER_COMPILED = ['@electric-sql/pglite', '@fastify/cookie', 'light-my-request/node_modules/cookie', 'content-disposition', 'jose'];
const SERVER_DYNAMIC_IMPORTS = '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$';

/** Lets a project's specs load the server dependencies above (the shell's SSR server specs run Fastify too). */
function withServerDependencies(base) {
  return {
    ...base,
    transform: {
      ...base.transform,
      [SERVER_DYNAMIC_IMPORTS]: [
        '@swc/jest',
        { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
      ],
    },
    transformIgnorePatterns: [`^${SERVER_COMPILED.map((name) => `(?!.*/node_modules/${name}/)`).join('')}.*/node_modules/`],
  };
}

function serverJestConfig(projectDir) {
  const base = withServerDependencies(projectJestConfig(projectDir, 'node'));
  return { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(rootDir, 'tools/jest/retry-once.cjs')] };
}

module.exports = { projectJestConfig, serverJestConfig, withServerDependencies };
