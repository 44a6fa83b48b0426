/**
 * `npm start`: builds whatever is missing, seeds an empty database (or brings an old demo's dates
 * forward), then runs the whole platform in one process (web SSR + remotes' static bundles + API)
 * on http://localhost:3000 (PORT overrides), on embedded PGlite in ./.data unless DATABASE_URL is set.
 * Without QUAKES_SOURCES the quake feeds are local stand-ins served from this process.
 */
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createQuakeStandIns } from '@meydan/quakes/stand-ins';
import { createAdStandIn } from '@meydan/shared/ads-stand-in';
import { createFirebaseStandIn } from '@meydan/shared/firebase-stand-in';
import { buildMissingApps } from '../platform/build-missing';
import { newVapidKeyPair } from '../platform/vapid-keys';
import { SERVER_NODE_FLAGS } from '../platform/server-node-flags';

const root = join(__dirname, '../..');

/**
 * Production refuses to start without its signing secrets: QUIZ_RESULT_SECRET (shareable quiz
 * results) and AUTH_TOKEN_SECRET (access tokens, registration challenges). A local run keeps its
 * own random ones in ./.data, so shared result links and sign-ins survive restarts.
 */
function localSecret(name: string): string {
  const file = join(root, '.data', name);
  if (!existsSync(file)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Web Push needs a VAPID key pair in production (apps/api/README.md). A local run makes one and
 * keeps it in ./.data like the secrets, so browsers stay subscribed across restarts.
 */
function localVapidKeys(): Record<string, string> {
  if (process.env['VAPID_PUBLIC_KEY'] || process.env['VAPID_PRIVATE_KEY']) return {};
  const file = join(root, '.data', 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, JSON.stringify(newVapidKeyPair()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: process.env['VAPID_SUBJECT'] || 'mailto:push@meydan.localhost' };
}

try {
  buildMissingApps(process.argv.includes('--rebuild'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// An empty database gets the demo dated from this hour; a demo seeded a day or more ago gets its
// dates moved forward, so the breaking news and the news sitemap are never a week old.
const seed = spawnSync('npx', ['tsx', 'tools/seed/seed-cli.ts', '--if-empty', '--refresh-dates'], { cwd: root, stdio: 'inherit', env: process.env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

/*
 * Production also refuses to start without SMTP. With no mail settings a local run keeps mail in
 * the outbox and serves it at /api/v3.5/dev/outbox (its links are live: never expose such a run).
 */
const mailConfigured = ['SMTP_URL', 'SMTP_HOST', 'MAIL_TRANSPORT'].some((name) => process.env[name]);
if (!mailConfigured) console.log(`No SMTP configured (SMTP_URL): mails stay in the local outbox, http://localhost:${process.env['PORT'] || 3000}/api/v3.5/dev/outbox`);

/**
 * The earthquake feeds: with QUAKES_SOURCES unset, local stand-ins of AFAD, KOERI and USGS in this
 * process on a free port (an empty QUAKES_SOURCES means no source at all). Their timeline's origin
 * is kept in ./.data like the secrets: the demo database keeps the quakes it ingested, and a new
 * origin on each start would release the same sample quakes again at other times.
 */
async function quakeSourcesEnv(): Promise<Record<string, string>> {
  if (process.env['QUAKES_SOURCES'] !== undefined) return {};
  const file = join(root, '.data', 'quake-stand-ins-origin');
  let origin = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : Number.NaN;
  if (!Number.isFinite(origin)) {
    origin = Date.now();
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, String(origin));
  }
  const standIns = createQuakeStandIns({ origin });
  const { url } = await standIns.listen(0);
  console.log(`Quake feeds: local stand-ins of AFAD, KOERI and USGS at ${url} (set QUAKES_SOURCES to poll other feeds)`);
  return { QUAKES_SOURCES: standIns.sourcesEnv(url) };
}

/**
 * The ad server: with AD_SERVER_URL unset, the local stand-in (fictional advertisers drawn on the
 * spot) in this process on a free port; an empty AD_SERVER_URL means no ads at all.
 */
async function adServerEnv(): Promise<Record<string, string>> {
  if (process.env['AD_SERVER_URL'] !== undefined) return {};
  const { url } = await createAdStandIn().listen(0);
  console.log(`Ads: a local ad server stand-in at ${url} (set AD_SERVER_URL to use another; empty for none)`);
  return { AD_SERVER_URL: url };
}

/**
 * Firebase (issue 19) stays unconfigured by default: no browser loads any of it. FIREBASE_STAND_IN=1
 * runs the local stand-in of Firebase Auth in this process and points FIREBASE_WEB_CONFIG,
 * FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_AUTH_JWKS_URL at it, so the English entertainment
 * sections sign their visitors in through the Firebase SDK. Messaging stays off (a browser can only
 * get an FCM token from Google): pushes keep going by Web Push.
 */
async function firebaseEnv(): Promise<Record<string, string>> {
  if (process.env['FIREBASE_STAND_IN'] !== '1') return {};
  if (process.env['FIREBASE_WEB_CONFIG']) throw new Error('FIREBASE_STAND_IN=1 and FIREBASE_WEB_CONFIG are both set: choose the stand-in or a real project');
  const standIn = createFirebaseStandIn({ projectId: 'meydan-local' });
  const { url } = await standIn.listen(0);
  console.log(`Firebase: a local stand-in of Firebase Auth at ${url} (FIREBASE_STAND_IN=1; anonymous sign-in on the English entertainment sections goes through it)`);
  // Auth only: no FIREBASE_SERVICE_ACCOUNT, so the web config says `messaging: false`.
  const { FIREBASE_WEB_CONFIG, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_AUTH_JWKS_URL } = standIn.env();
  return { FIREBASE_WEB_CONFIG, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_AUTH_JWKS_URL };
}

function runServer(extraEnv: Record<string, string>): void {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/apps/shell/server/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      ALL_IN_ONE: '1',
      // The games' demo players and their results (boards, streaks), from today.
      GAMES_DEMO: '1',
      ASTRO_DEMO: '1',
      ...(mailConfigured ? {} : { MAIL_TRANSPORT: 'outbox', DEV_OUTBOX: '1' }),
      ...process.env,
      QUIZ_RESULT_SECRET: process.env['QUIZ_RESULT_SECRET'] || localSecret('quiz-result-secret'),
      AUTH_TOKEN_SECRET: process.env['AUTH_TOKEN_SECRET'] || localSecret('auth-token-secret'),
      ...localVapidKeys(),
      ...extraEnv,
    },
  });
  const forward = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('exit', (code) => process.exit(code ?? 0));
}

Promise.all([quakeSourcesEnv(), adServerEnv(), firebaseEnv()]).then(([quakes, ads, firebase]) => runServer({ ...quakes, ...ads, ...firebase }), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
