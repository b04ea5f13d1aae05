import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));
let dir: string;
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-serve-'));
  mkdirSync(join(dir, 'rules'));
  mkdirSync(join(dir, '_next', 'static'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, 'rules', 'index.html'), '<h1>rules</h1>');
  writeFileSync(join(dir, 'about.html'), '<h1>about</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not here</h1>');
  writeFileSync(join(dir, 'tiktoken_bg.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]));
  writeFileSync(join(dir, '_next', 'static', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'w.mjs'), 'export {}');
  writeFileSync(join(dir, 'data.json'), '{}');
  writeFileSync(join(dir, 'style.css'), 'a{}');
  writeFileSync(join(dir, 'icon.svg'), '<svg/>');
  writeFileSync(join(dir, 'index.txt'), 'rsc');
  writeFileSync(join(dir, 'font.woff2'), 'x');
  writeFileSync(join(dir, 'big.js'), 'const caveman = "the database request";\n'.repeat(400));

  child = spawn(process.execPath, [SERVE, dir], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
});

afterAll(() => {
  child?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await fetch(new URL(path, base));
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describe('scripts/serve.mjs', () => {
  it('prints its URL on 127.0.0.1', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves index.html for directories and .html for extensionless routes', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>', type: 'text/html; charset=utf-8' });
    expect(await get('/rules/')).toMatchObject({ status: 200, body: '<h1>rules</h1>' });
    expect(await get('/rules')).toMatchObject({ status: 200, body: '<h1>rules</h1>' });
    expect(await get('/about')).toMatchObject({ status: 200, body: '<h1>about</h1>' });
    expect(await get('/about/')).toMatchObject({ status: 200, body: '<h1>about</h1>' });
    expect(await get('/?x=1#y')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
  });

  it('answers with the right MIME types', async () => {
    const cases: Array<[string, string]> = [
      ['/tiktoken_bg.wasm', 'application/wasm'],
      ['/_next/static/app.js', 'text/javascript; charset=utf-8'],
      ['/w.mjs', 'text/javascript; charset=utf-8'],
      ['/data.json', 'application/json; charset=utf-8'],
      ['/style.css', 'text/css; charset=utf-8'],
      ['/icon.svg', 'image/svg+xml'],
      ['/index.txt', 'text/plain; charset=utf-8'],
      ['/font.woff2', 'font/woff2'],
    ];
    for (const [path, type] of cases) expect((await get(path)).type, path).toBe(type);
  });

  it('serves the 404 page with status 404, and never leaves its root', async () => {
    expect(await get('/missing.js')).toMatchObject({ status: 404, body: '<h1>not here</h1>' });
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });

  it('gzips compressible files when the client accepts it, byte-exact after decoding', async () => {
    const { request } = await import('node:http');
    const { gunzipSync } = await import('node:zlib');
    const raw = await new Promise<{ enc: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(new URL('/big.js', base), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ enc: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.enc).toBe('gzip');
    const plain = 'const caveman = "the database request";\n'.repeat(400);
    expect(raw.body.length).toBeLessThan(plain.length / 4);
    expect(gunzipSync(raw.body).toString()).toBe(plain);
  });

  it('lets browsers keep the hashed build assets, revalidates the rest', async () => {
    expect((await fetch(new URL('/_next/static/app.js', base))).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(new URL('/', base))).headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses other methods', async () => {
    const res = await fetch(base, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});
