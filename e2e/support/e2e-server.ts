/**
 * Starts the platform for the e2e suite (Playwright's webServer):
 * 1. seeds a fresh PGlite database and media folder in a temp dir (never DATABASE_URL, so a
 *    developer's database is never touched);
 * 2. serves the quakes remote from its own origin with a switch (`/__switch/down|up`), so a
 *    test can make one remote's bundles unreachable and bring them back;
 * 3. runs the built all-in-one web server (dist/apps/shell/server/main.js) with that manifest.
 * Everything is removed when Playwright stops the process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { E2E_PORT, E2E_REMOTE_PORT } from './ports';

const root = join(__dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'meydan-e2e-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(workDir, 'pglite'), MEDIA_DIR: join(workDir, 'media') };
delete env['DATABASE_URL'];
delete env['REDIS_URL'];

const seeded = spawnSync('npx', ['tsx', 'tools/seed/seed-cli.ts'], { cwd: root, env, stdio: 'inherit' });
if (seeded.status !== 0) {
  rmSync(workDir, { recursive: true, force: true });
  process.exit(seeded.status ?? 1);
}

const remoteDir = join(root, 'dist/apps/quakes');
let remoteUp = true;
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };
const remoteServer = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/__switch/down' || path === '/__switch/up') {
    remoteUp = path.endsWith('/up');
    res.writeHead(204).end();
    return;
  }
  if (!remoteUp) {
    req.socket.destroy(); // unreachable: the connection drops, as when the host is gone
    return;
  }
  const file = normalize(join(remoteDir, path));
  if (!file.startsWith(remoteDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
});
remoteServer.listen(E2E_REMOTE_PORT, '127.0.0.1');

const remoteOrigin = `http://127.0.0.1:${E2E_REMOTE_PORT}`;
const web = spawn(process.execPath, ['dist/apps/shell/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    ALL_IN_ONE: '1',
    REMOTE_REFRESH_MS: '1000',
    REMOTES_MANIFEST: JSON.stringify({ quakes: { browser: `${remoteOrigin}/browser/remoteEntry.js`, server: `${remoteOrigin}/server/remoteEntry.js` } }),
  },
});

function shutdown(code = 0) {
  web.kill('SIGTERM');
  remoteServer.close();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
web.on('exit', (code) => shutdown(code ?? 1));
process.on('SIGTERM', () => shutdown());
process.on('SIGINT', () => shutdown());
