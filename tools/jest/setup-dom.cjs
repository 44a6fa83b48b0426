require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
// jsdom lacks these; react-router and react-dom/server use them.
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
