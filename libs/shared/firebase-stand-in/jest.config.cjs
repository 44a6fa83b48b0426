const { serverJestConfig } = require('../../../jest.preset.cjs');

module.exports = serverJestConfig(__dirname);
