// The baseline of the throughput benchmarks: node:http answering every request with the same
// bytes (BARE_BODY_BASE64, or the file BARE_BODY_FILE for bodies too large for the environment) and headers (BARE_TYPE, or BARE_HEADERS_JSON: every header the real
// server sent, compression included) that the measured server returned. Plain CommonJS so it
// runs with `node` directly.
const { readFileSync } = require('node:fs');
const { createServer } = require('node:http');

const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : Buffer.from(process.env.BARE_BODY_BASE64 || '', 'base64');
const status = Number(process.env.BARE_STATUS || 200);
const headers = process.env.BARE_HEADERS_JSON ? JSON.parse(process.env.BARE_HEADERS_JSON) : { 'Content-Type': process.env.BARE_TYPE || 'application/json' };
createServer((_req, res) => {
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env.BARE_PORT), '127.0.0.1');
