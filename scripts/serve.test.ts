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

  child = spawn(process.execPath, [SERVE, dir], { env: { ...process.env, PORT: '0', BASE_PATH: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it('isolates every page and file it serves (the page and its workers may share memory)', async () => {
    for (const path of ['/', '/_next/static/app.js', '/tiktoken_bg.wasm', '/missing.js']) {
      const h = (await fetch(new URL(path, base))).headers;
      expect(h.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(h.get('cross-origin-embedder-policy'), path).toBe('require-corp');
      expect(h.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

    it('refuses other methods', async () => {
    const res = await fetch(base, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});

describe('scripts/serve.mjs under a base path (--base, BASE_PATH)', () => {
  let sub: ChildProcess;
  let origin: string;
  let printed: string;

  beforeAll(async () => {
    sub = spawn(process.execPath, [SERVE, dir, '--base', '/caveman'], { env: { ...process.env, PORT: '0', BASE_PATH: '/ignored' }, stdio: ['ignore', 'pipe', 'pipe'] });
    printed = await new Promise<string>((resolve, reject) => {
      let out = '';
      sub.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+\S*)/.exec(out);
        if (m) resolve(m[1]);
      });
      sub.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    origin = new URL(printed).origin;
  });

  afterAll(() => {
    sub?.kill('SIGTERM');
  });

  const raw = (path: string) => fetch(origin + path, { redirect: 'manual' });

  it('prints the URL with the base (--base wins over BASE_PATH)', () => {
    expect(printed).toBe(`${origin}/caveman/`);
  });

  it('serves the folder under the base, with the hashed assets still immutable', async () => {
    expect(await (await raw('/caveman/')).text()).toBe('<h1>home</h1>');
    expect(await (await raw('/caveman/rules/')).text()).toBe('<h1>rules</h1>');
    expect(await (await raw('/caveman/about')).text()).toBe('<h1>about</h1>');
    const asset = await raw('/caveman/_next/static/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('redirects the bare origin and the base without its slash to the base, keeping the query', async () => {
    for (const [path, to] of [
      ['/', '/caveman/'],
      ['/caveman', '/caveman/'],
      ['/?x=1', '/caveman/?x=1'],
      ['/caveman?x=1', '/caveman/?x=1'],
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(to);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('answers 404 outside the base, with the 404 page', async () => {
    for (const path of ['/rules/', '/index.html', '/_next/static/app.js', '/cavemanx/', '/cave', '/caveman%2Findex.html']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('<h1>not here</h1>');
    }
    expect((await raw('/caveman/missing.js')).status).toBe(404);
    expect((await raw('/caveman/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});

describe('serve.mjs helpers', () => {
  it('maps request URLs under a base', async () => {
    const { underBase } = await import('./serve.mjs');
    expect(underBase('', '/x?y')).toEqual({ path: '/x?y' });
    expect(underBase('/a/b', '/a/b/c?d=1')).toEqual({ path: '/c?d=1' });
    expect(underBase('/a/b', '/a/b/')).toEqual({ path: '/' });
    expect(underBase('/a/b', '/a/b')).toEqual({ redirect: '/a/b/' });
    expect(underBase('/a/b', '/?q')).toEqual({ redirect: '/a/b/?q' });
    expect(underBase('/a/b', '/a/')).toBeNull();
    expect(underBase('/a/b', '/a/bc/')).toBeNull();
  });

  it('reads the base an export was built for from its asset URLs', async () => {
    const { builtBase } = await import('./serve.mjs');
    expect(builtBase('<link rel="stylesheet" href="/caveman/_next/static/chunks/a.css"/>')).toBe('/caveman');
    expect(builtBase('<link rel="preconnect" href="/"/><script src="/a/b/_next/static/chunks/x.js" async=""></script>')).toBe('/a/b');
    expect(builtBase('<script src="/_next/static/chunks/x.js"></script>')).toBe('');
    expect(builtBase('<h1>home</h1>')).toBeNull();
  });

  it('warns when an export is served under another prefix than it was built for', async () => {
    const site = mkdtempSync(join(tmpdir(), 'caveman-serve-base-'));
    writeFileSync(join(site, 'index.html'), '<script src="/caveman/_next/static/chunks/a.js"></script>');
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const c = spawn(process.execPath, [SERVE, site, ...args], { env: { ...process.env, PORT: '0', BASE_PATH: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let err = '';
        c.stderr!.on('data', (d: Buffer) => (err += d.toString()));
        c.stdout!.on('data', (d: Buffer) => {
          if (d.toString().includes('Serving')) c.kill('SIGTERM');
        });
        c.on('exit', () => resolve(err));
        c.on('error', reject);
      });
    try {
      expect(await run([])).toContain('was built for /caveman, served under the site root: its assets will 404; use --base /caveman');
      expect(await run(['--base', '/caveman'])).toBe('');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('parses [DIR] and --base, and refuses anything else with one line', async () => {
    const { parseArgs } = await import('./serve.mjs');
    expect(parseArgs([], {})).toEqual({ dir: 'out', base: '' });
    expect(parseArgs(['site'], { BASE_PATH: '/caveman' })).toEqual({ dir: 'site', base: '/caveman' });
    expect(parseArgs(['--base=/x', 'site'], {})).toEqual({ dir: 'site', base: '/x' });
    expect(parseArgs(['site', '--base', ''], { BASE_PATH: '/caveman' })).toEqual({ dir: 'site', base: '' });
    expect(() => parseArgs(['--base'], {})).toThrow('--base needs a value');
    expect(() => parseArgs(['--base', 'caveman'], {})).toThrow(`--base="caveman" must start with '/'`);
    expect(() => parseArgs(['site'], { BASE_PATH: '/caveman/' })).toThrow(`BASE_PATH="/caveman/" must not end with '/'`);
    expect(() => parseArgs(['--port', '1'], {})).toThrow("unknown option '--port'");
    expect(() => parseArgs(['a', 'b'], {})).toThrow('one folder only');
  });
});
