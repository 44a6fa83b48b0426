const { projectJestConfig, withServerDependencies } = require('../../jest.preset.cjs');

// The SSR server's specs (src/server) inject requests into Fastify: they need the server dependencies compiled.
module.exports = withServerDependencies(projectJestConfig(__dirname, 'jsdom'));
