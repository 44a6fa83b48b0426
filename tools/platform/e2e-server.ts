/**
 * Starts the platform for the e2e suite (Playwright's webServer, see e2e/playwright.config.ts):
 * 1. seeds a fresh database (tools/platform/temp-platform.ts): a throwaway PostgreSQL database when
 *    a server answers at DATABASE_URL or 127.0.0.1:5432 (dropped when the suite ends), else PGlite
 *    in a temp dir; MEYDAN_TEST_PGLITE=1 picks PGlite whatever answers. PostgreSQL by default
 *    because PGlite runs every query on the server's one thread: a ranking refresh after a journey's
 *    write held every page of the suite for seconds on CI's two loaded cores;
 * 2. serves the quakes remote from its own origin with a switch (`/__switch/down|up`), so a
 *    test can make one remote's bundles unreachable and bring them back;
 * 3. starts local stand-ins of Google, Facebook and Twitter sign-in (ports 3196-3198 with the
 *    default E2E_REMOTE_PORT) and points the API at them;
 * 4. starts the stand-ins of the quake feeds (AFAD, KOERI, USGS) on port 3195 (E2E_REMOTE_PORT - 4;
 *    specs inject quakes and outages through its /control endpoints, e2e/support/quake-stand-ins.ts)
 *    and points the ingestion at them, polled every 5 s so a new quake shows within seconds;
 * 5. starts the ad server stand-in on port 3194 (E2E_REMOTE_PORT - 5; specs read what it was
 *    asked and told and empty slots through /control, e2e/support/ad-stand-in.ts);
 * 6. runs the built all-in-one web server with that remote manifest.
 * Everything is removed when Playwright stops the process.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { seedTempData, startServer, workspaceRoot } from './temp-platform';
import { startIdentityStandIns } from './identity-stand-ins';
import { createQuakeStandIns } from '@meydan/quakes/stand-ins';
import { createAdStandIn } from '@meydan/shared/ads-stand-in';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const remotePort = Number(process.env['E2E_REMOTE_PORT'] ?? 3199);
const remoteOrigin = `http://127.0.0.1:${remotePort}`;
const remoteDir = join(workspaceRoot, 'dist/apps/quakes');
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };

function startSwitchableRemote() {
  let up = true;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/__switch/down' || path === '/__switch/up') {
      up = path.endsWith('/up');
      res.writeHead(204).end();
      return;
    }
    if (!up) {
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
  return server.listen(remotePort, '127.0.0.1');
}

async function main(): Promise<void> {
  const data = await seedTempData({ postgres: true });
  console.log(`e2e platform on ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}`);
  const remote = startSwitchableRemote();
  const editionOrigins = ['localhost', 'en.localhost', 'ru.localhost'].map((host) => `http://${host}:${port}`);
  const identity = await startIdentityStandIns(remotePort - 3, editionOrigins);
  const quakeStandIns = createQuakeStandIns();
  const quakeFeeds = await quakeStandIns.listen(remotePort - 4);
  const adServer = await createAdStandIn().listen(remotePort - 5);
  const web = startServer('dist/apps/shell/server/main.js', {
    ...data.env,
    ...identity.env,
    QUAKES_SOURCES: quakeStandIns.sourcesEnv(quakeFeeds.url, { intervalSeconds: 5 }),
    AD_SERVER_URL: adServer.url,
    // The suite signs in many times from one address within the 5-minute login window.
    AUTH_RATE_LIMIT_SCALE: '20',
    PORT: String(port),
    ALL_IN_ONE: '1',
    GAMES_DEMO: '1',
    ASTRO_DEMO: '1',
    REMOTE_REFRESH_MS: '1000',
    REMOTES_MANIFEST: JSON.stringify({ quakes: { browser: `${remoteOrigin}/browser/remoteEntry.js`, server: `${remoteOrigin}/server/remoteEntry.js` } }),
  });
  let stopping = false;
  const shutdown = async (code = 0) => {
    // Once: stopping the web server makes it exit, which calls this again.
    if (stopping) return;
    stopping = true;
    web.kill('SIGTERM');
    remote.close();
    await identity.stop();
    await quakeFeeds.close();
    await adServer.close();
    await data.remove();
    process.exit(code);
  };
  web.on('exit', (code) => void shutdown(code ?? 1));
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
