const { projectJestConfig } = require('../../../jest.preset.cjs');

const config = projectJestConfig(__dirname, 'jsdom');

// supercluster and kdbush ship as ES modules only; jest's CommonJS runtime needs them compiled.
module.exports = { ...config, transformIgnorePatterns: ['/node_modules/(?!(supercluster|kdbush)/)'] };
