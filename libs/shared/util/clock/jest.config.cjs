const { projectJestConfig } = require('../../../../jest.preset.cjs');

module.exports = projectJestConfig(__dirname, 'jsdom');
