const { serverJestConfig } = require('../jest.preset.cjs');

// Server dependencies (PGlite, Fastify): the seed and bench tools open databases and run the API.
module.exports = { ...serverJestConfig(__dirname), testMatch: ['<rootDir>/**/*.spec.ts'] };
