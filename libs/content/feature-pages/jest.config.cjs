const { projectJestConfig } = require('../../../jest.preset.cjs');

// PhotoSwipe (the gallery viewer) ships as ES modules only: jest compiles it like the sources.
module.exports = { ...projectJestConfig(__dirname, 'jsdom'), transformIgnorePatterns: ['/node_modules/(?!photoswipe/)'] };
