/** @jest-environment node */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createI18n } from '@meydan/shared/util/i18n';
import { DEFAULT_HOST_MAP, type Edition, EDITIONS } from '@meydan/shared/util/routing';
import { APP_ICONS, renderAppIcon } from './app-icons';
import { registerInstallableSite } from './installable-site';
import { OFFLINE_PAGE_POLICY } from './offline-page';
import type { CommonTranslator, WebManifest } from './web-manifest';

const HOSTS: Record<Edition, string> = { tr: 'localhost:3000', en: 'en.localhost:3000', ru: 'ru.localhost:3000' };
const translators = new Map<Edition, CommonTranslator>();

async function translator(edition: Edition): Promise<CommonTranslator> {
  if (!translators.has(edition)) translators.set(edition, (await createI18n({ edition })).getFixedT(edition, 'common'));
  return translators.get(edition) as CommonTranslator;
}

async function site(translate = translator): Promise<FastifyInstance> {
  const app = Fastify();
  await registerInstallableSite(app, { hostMap: DEFAULT_HOST_MAP, translator: translate });
  return app;
}

describe('the web app manifest', () => {
  it.each(EDITIONS)('is the %s edition’s, in its language, with the icons Chrome’s installability asks for', async (edition) => {
    const app = await site();
    const t = await translator(edition);
    const response = await app.inject({ url: '/manifest.webmanifest', headers: { host: HOSTS[edition] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json<WebManifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: t('offline.appName'),
      short_name: 'Meydan',
      description: t('site.description'),
      lang: edition,
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#e30613',
      background_color: '#ffffff',
    });
    expect(manifest.name).not.toBe(manifest.short_name);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await app.inject(icon.src);
      expect(png.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(png.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: Number(icon.sizes.split('x')[0]), height: Number(icon.sizes.split('x')[0]), format: 'png' });
    }
    await app.close();
  });

  it('differs per edition in its texts only', async () => {
    const app = await site();
    const [tr, en, ru] = await Promise.all(EDITIONS.map(async (edition) => (await app.inject({ url: '/manifest.webmanifest', headers: { host: HOSTS[edition] } })).json<WebManifest>()));
    expect(new Set([tr?.name, en?.name, ru?.name]).size).toBe(3);
    expect(new Set([tr?.description, en?.description, ru?.description]).size).toBe(3);
    expect({ ...tr, name: '', description: '', lang: '' }).toEqual({ ...en, name: '', description: '', lang: '' });
    await app.close();
  });
});

describe('the icons', () => {
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * 4;
    return [...data.subarray(at, at + 4)];
  };

  it('are drawn the same, byte for byte, every time (no font, no randomness)', async () => {
    for (const icon of APP_ICONS) expect((await renderAppIcon(icon)).equals(await renderAppIcon(icon))).toBe(true);
  });

  it('are the red mark with a white M: rounded corners for "any", full bleed where the platform crops (maskable, Apple)', async () => {
    const [small, , maskable, apple] = await Promise.all(APP_ICONS.map((icon) => renderAppIcon(icon)));
    expect(await pixel(small as Buffer, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(await pixel(small as Buffer, 96, 20)).toEqual([227, 6, 19, 255]);
    expect(await pixel(small as Buffer, 60, 96)).toEqual([255, 255, 255, 255]); // the M's left stem
    expect(await pixel(maskable as Buffer, 0, 0)).toEqual([227, 6, 19, 255]);
    expect(await pixel(apple as Buffer, 0, 0)).toEqual([227, 6, 19, 255]);
  });

  it('keep the M inside the maskable safe zone (the centre circle of radius 40 %)', async () => {
    const icon = APP_ICONS.find((entry) => entry.purpose === 'maskable');
    const { data, info } = await sharp(await renderAppIcon(icon as (typeof APP_ICONS)[number])).raw().toBuffer({ resolveWithObject: true });
    const centre = info.width / 2;
    let whiteOutside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const green = data[(y * info.width + x) * info.channels + 1] as number;
        if (green > 20 && Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * info.width) whiteOutside++;
      }
    }
    expect(whiteOutside).toBe(0);
  });

  it('serve the favicon as the same mark, and the Apple touch icon at the root', async () => {
    const app = await site();
    const favicon = await app.inject('/favicon.svg');
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.body).toContain('<path d="M27 70V30');
    expect((await app.inject('/favicon.ico')).headers['location']).toBe('/favicon.svg');
    const apple = await app.inject('/apple-touch-icon.png');
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180);
    await app.close();
  });
});

describe('the offline page', () => {
  it.each(EDITIONS)('is translated for the %s edition, styled inline under a policy that runs no script', async (edition) => {
    const app = await site();
    const t = await translator(edition);
    const response = await app.inject({ url: '/offline.html', headers: { host: HOSTS[edition] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(OFFLINE_PAGE_POLICY);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    expect(html).toContain(`<html lang="${edition}">`);
    for (const key of ['offline.title', 'offline.retry', 'offline.savedTitle']) expect(html).toContain(t(key));
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/);
    // The one inline style is the one the policy allows by hash.
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(OFFLINE_PAGE_POLICY).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    await app.close();
  });

  it('gives the worker a new offline cache version when an offline page changes (browsers then install it and precache the new page)', async () => {
    const versionOf = async (app: FastifyInstance) => /"offline":"meydan-offline-([0-9a-f]+)"/.exec((await app.inject('/sw.js')).body)?.[1];
    const before = await site();
    const after = await site(async (edition) => {
      const t = await translator(edition);
      return (key: string) => (key === 'offline.lead' && edition === 'ru' ? 'Другой текст' : t(key));
    });
    const [one, two, again] = [await versionOf(before), await versionOf(after), await versionOf(await site())];
    expect(one).toMatch(/^[0-9a-f]{12}$/);
    expect(two).not.toBe(one);
    expect(again).toBe(one);
    await Promise.all([before.close(), after.close()]);
  });
});
