// The baseline of the API benchmark: node:http answering every request with the same bytes the
// API returned (BARE_BODY_BASE64, BARE_TYPE). Plain CommonJS so it runs with `node` directly.
const { createServer } = require('node:http');

const body = Buffer.from(process.env.BARE_BODY_BASE64 || '', 'base64');
const type = process.env.BARE_TYPE || 'application/json';
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env.BARE_PORT), '127.0.0.1');
