/**
 * The remotes' static origin (tools/docker/remote-nginx.conf) in Debian's nginx with the ngx_brotli
 * packages the remotes' Dockerfiles install (issue 14 "Bytes on the wire"): the build's .br and .gz
 * copies go out as they are, files without a copy are compressed on the fly, entry files are
 * revalidated and hashed files cached for a year. `.ci/run` installs the packages.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const MODULES = process.env['NGINX_MODULES'] ?? '/usr/lib/nginx/modules';
const MIME_TYPES = process.env['NGINX_MIME_TYPES'] ?? '/etc/nginx/mime.types';
const INSTALL_HINT = 'apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A text asset as the build writes it: the file with its brotli and gzip copies beside it. */
function writeAsset(root: string, name: string, text: string, copies: boolean): Buffer {
  const path = join(root, name);
  mkdirSync(join(path, '..'), { recursive: true });
  const bytes = Buffer.from(text);
  writeFileSync(path, bytes);
  if (copies) {
    writeFileSync(`${path}.br`, brotliCompressSync(bytes));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return bytes;
}

const script = (label: string) => Array.from({ length: 400 }, (_, index) => `export const ${label}${index} = "${label} ${index}";`).join('\n');

describe('the remotes’ nginx origin', () => {
  let dir: string;
  let root: string;
  let port: number;
  let nginx: ChildProcess | undefined;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    if (!existsSync(NGINX) || !existsSync(join(MODULES, 'ngx_http_brotli_static_module.so'))) {
      throw new Error(`nginx with the brotli modules is needed for this check: ${INSTALL_HINT}`);
    }
    dir = mkdtempSync(join(tmpdir(), 'meydan-nginx-'));
    // Started as root, nginx serves from unprivileged workers, as in the image.
    chmodSync(dir, 0o755);
    root = join(dir, 'html');
    files['hashed'] = writeAsset(root, 'static/js/123.a1b2c3d4.js', script('hashed'), true);
    files['entry'] = writeAsset(root, 'remoteEntry.js', script('entry'), true);
    files['server'] = writeAsset(root, 'server/456.js', script('server'), false);
    port = await freePort();
    // The shipped server block, only its port and root moved; the rest is what the image runs.
    const site = readFileSync(join(__dirname, 'remote-nginx.conf'), 'utf8')
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`);
    expect(site).toContain(`listen 127.0.0.1:${port};`);
    expect(site).toContain(`root ${root};`);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `load_module ${join(MODULES, 'ngx_http_brotli_filter_module.so')};`,
        `load_module ${join(MODULES, 'ngx_http_brotli_static_module.so')};`,
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        `  include ${MIME_TYPES};`,
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await get(port, '/remoteEntry.js');
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy to a browser that accepts brotli', async () => {
    const answer = await get(port, '/static/js/123.a1b2c3d4.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(readFileSync(join(root, 'static/js/123.a1b2c3d4.js.br')))).toBe(true);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends the gzip copy to one that accepts gzip only, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(port, '/static/js/123.a1b2c3d4.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(files['hashed'] as Buffer)).toBe(true);
    const plain = await get(port, '/static/js/123.a1b2c3d4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(files['hashed'] as Buffer)).toBe(true);
  });

  it('compresses a file without copies (the server bundle) on the fly, brotli first', async () => {
    const answer = await get(port, '/server/456.js', 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(files['server'] as Buffer)).toBe(true);
    expect(answer.body.length).toBeLessThan((files['server'] as Buffer).length / 3);
  });

  it('has entry files revalidated and hashed files cached for a year, both open to other origins', async () => {
    const entry = await get(port, '/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const hashed = await get(port, '/static/js/123.a1b2c3d4.js', 'br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    expect((await get(port, '/static/js/missing.js')).status).toBe(404);
  });
});
