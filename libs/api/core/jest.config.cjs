const { projectJestConfig } = require('../../../jest.preset.cjs');

const base = projectJestConfig(__dirname, 'node');

/*
 * Some dependencies need compiling under jest's CommonJS VM (Node 20 can require() ESM, jest
 * cannot): PGlite loads Node builtins via import() (refused without --experimental-vm-modules),
 * and light-my-request's cookie and @fastify/static's content-disposition ship ESM only.
 */
const COMPILED = ['@electric-sql/pglite', 'light-my-request/node_modules/cookie', 'content-disposition'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
    ],
  },
  transformIgnorePatterns: [`^${COMPILED.map((name) => `(?!.*/node_modules/${name}/)`).join('')}.*/node_modules/`],
};
