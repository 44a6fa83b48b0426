// Smoke check for the partner-game stand-ins (not part of the project's test suite).
// Opens every game from a file:// URL in the system Chromium, with localStorage throwing as it does
// in the sandboxed frame, fails on console errors, page errors, outside requests, horizontal
// overflow or a file over 40 KB, and performs one basic interaction per game.
// Run: nice -n 19 node tools/partner-games/check.mjs [slug ...]
import { chromium } from 'playwright-core';
import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { interactions } from './check-interactions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const frames = { vertical: [[320, 498], [600, 933]], horizontal: [[960, 600], [480, 300]] };
const wanted = process.argv.slice(2);
const slugs = Object.keys(interactions).filter((slug) => !wanted.length || wanted.includes(slug));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
let failures = 0;
for (const slug of slugs) {
  const { orientation, run } = interactions[slug];
  const file = join(here, slug, 'index.html');
  const problems = [];
  const size = statSync(file).size;
  if (size > 40 * 1024) problems.push(`size ${size} bytes > 40 KB`);
  for (const [lang, [width, height]] of [['tr', frames[orientation][0]], ['en', frames[orientation][1]], ['ru', frames[orientation][0]]]) {
    const page = await browser.newPage({ viewport: { width, height }, hasTouch: true });
    // The game runs in an opaque origin in production: storage access throws there.
    await page.addInitScript(() => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('sandboxed', 'SecurityError'); } }));
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`${lang}: console: ${msg.text()}`); });
    page.on('pageerror', (err) => problems.push(`${lang}: page error: ${err.message}`));
    page.on('request', (req) => { if (!req.url().startsWith('file:') && !req.url().startsWith('data:')) problems.push(`${lang}: request ${req.url()}`); });
    await page.goto(`${pathToFileURL(file).href}?lang=${lang}`);
    const layout = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      overflowX: document.documentElement.scrollWidth - innerWidth,
      overflowY: document.documentElement.scrollHeight - innerHeight,
      live: !!document.querySelector('[aria-live]'),
      footer: document.body.textContent.includes('Meydan partner game stand-in'),
    }));
    if (layout.lang !== lang) problems.push(`${lang}: html lang is ${layout.lang}`);
    if (layout.overflowX > 1) problems.push(`${lang} ${width}x${height}: horizontal overflow ${layout.overflowX}px`);
    if (layout.overflowY > 1) problems.push(`${lang} ${width}x${height}: vertical overflow ${layout.overflowY}px`);
    if (!layout.live) problems.push(`${lang}: no aria-live region`);
    if (!layout.footer) problems.push(`${lang}: no footer line`);
    if (lang === 'tr') {
      try { await run(page); } catch (err) { problems.push(`interaction: ${err.message.split('\n')[0]}`); }
    }
    if (process.env.SHOTS) await page.screenshot({ path: join(process.env.SHOTS, `${slug}-${lang}.png`) });
    await page.close();
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${slug}${problems.map((p) => `\n     ${p}`).join('')}`);
  if (problems.length) failures++;
}
await browser.close();
console.log(`${slugs.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
