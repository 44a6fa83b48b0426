/**
 * Serves one remote alone on its own port: `tsx tools/mf/serve-remote.ts content 4101`.
 * - /browser/* and /server/*: the built bundles (what a CDN would serve);
 * - /: a smoke page that loads the remote's server container in this process, lists the route
 *   modules it exposes and links the manifest — proof the deployable works without the shell.
 * Point a shell at it with REMOTES_MANIFEST='{"content":{"browser":"http://host:4101/browser/remoteEntry.js","server":"http://host:4101/server/remoteEntry.js"}}'.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { REMOTES, type RemoteApp } from './shared.mjs';

const remote = process.argv[2] as RemoteApp;
const port = Number(process.argv[3] ?? process.env['PORT'] ?? 4100 + REMOTES.indexOf(remote) + 1);
if (!REMOTES.includes(remote)) {
  console.error(`usage: serve-remote.ts <${REMOTES.join('|')}> [port]`);
  process.exit(1);
}
const root = join(__dirname, '../../dist/apps', remote);
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

interface Container {
  init(scope: Record<string, unknown>): Promise<void> | void;
  get(module: string): Promise<() => { routesModule?: { pages: Record<string, unknown> }; default?: { pages: Record<string, unknown> } }>;
}

async function smokePage(): Promise<string> {
  let body: string;
  try {
    // The server build is a `commonjs-module` library named after the remote.
    const exported = require(join(root, 'server/remoteEntry.js')) as Record<string, Container>;
    const container = exported[remote] as Container;
    await container.init({});
    const factory = await container.get('./routes');
    const exposed = factory();
    const module = exposed.routesModule ?? exposed.default;
    const ids = Object.keys(module?.pages ?? {});
    body = `<p class="ok">Server container loaded: ${ids.length} routes exposed.</p><ul>${ids.map((id) => `<li><code>${id}</code></li>`).join('')}</ul>`;
  } catch (error) {
    body = `<p class="fail">Server container failed to load: ${String(error).replace(/</g, '&lt;')}</p>`;
  }
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${remote} remote smoke page</title><style>body{font-family:system-ui;margin:2rem;max-width:50rem}.ok{color:#0a7d32}.fail{color:#c00}</style></head><body><h1>Remote <code>${remote}</code></h1>${body}<p><a href="/browser/mf-manifest.json">browser mf-manifest.json</a> · <a href="/browser/remoteEntry.js">browser remoteEntry.js</a> · <a href="/server/remoteEntry.js">server remoteEntry.js</a></p></body></html>`;
}

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/' || path === '/index.html') {
    void smokePage().then((html) => res.writeHead(200, { 'Content-Type': types['.html'] }).end(html));
    return;
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  const immutable = !/remoteEntry\.js$|mf-manifest\.json$/.test(file);
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}).listen(port, () => console.log(`remote ${remote} served alone on http://localhost:${port}/`));
