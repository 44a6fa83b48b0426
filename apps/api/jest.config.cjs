const { projectJestConfig } = require('../../jest.preset.cjs');

const base = projectJestConfig(__dirname, 'node');

/*
 * Some dependencies need compiling under jest's CommonJS VM (Node 20 can require() ESM, jest
 * cannot): PGlite loads Node builtins via import() (refused without --experimental-vm-modules),
 * like @fastify/cookie, and cookie@2 (light-my-request, @fastify/cookie) and @fastify/static's
 * content-disposition ship ESM only.
 */
const COMPILED = ['@electric-sql/pglite', '@fastify/cookie', 'light-my-request/node_modules/cookie', 'content-disposition'];
// Modules that load others with import(): compiled with dynamic imports turned into require().
const DYNAMIC_IMPORTS = '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$';

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [DYNAMIC_IMPORTS]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
    ],
  },
  transformIgnorePatterns: [`^${COMPILED.map((name) => `(?!.*/node_modules/${name}/)`).join('')}.*/node_modules/`],
};
