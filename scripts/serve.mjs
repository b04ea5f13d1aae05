#!/usr/bin/env node
// Tiny dependency-free static server for the exported playground (out/).
//
//   node scripts/serve.mjs [DIR]      DIR defaults to out/ (or $SERVE_DIR)
//   PORT=8080 node scripts/serve.mjs  port defaults to 3000; PORT=0 picks a free one
//   node scripts/serve.mjs out --base /caveman   (or BASE_PATH=/caveman) serves an export built
//                                     with that BASE_PATH under it: / redirects there, the rest 404s
//
// Binds 127.0.0.1 only. Directory -> index.html, extensionless -> .html, 404 -> 404.html.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasePath } from './base-path.mjs';
import { policyOf } from './csp.mjs';

const HOST = '127.0.0.1';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.tiktoken': 'application/octet-stream',
  '.bin': 'application/octet-stream',
};

export function mimeType(file) {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function isDir(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Map a URL path to a file under root, or null. Never leaves root. */
export function resolveFile(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const abs = resolve(root, '.' + (path.startsWith('/') ? path : '/' + path));
  if (abs !== root && !abs.startsWith(root + sep)) return null;
  if (isFile(abs)) return abs;
  if (isDir(abs) && isFile(join(abs, 'index.html'))) return join(abs, 'index.html');
  // Extensionless route -> route.html (trailingSlash: false exports); also /route/ -> route.html.
  const html = abs.replace(/[\\/]+$/, '') + '.html';
  if (abs !== root && isFile(html)) return html;
  return null;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|wasm|xml|manifest)|image\/svg)/;

/**
 * Where a request goes when the site lives under `base`: { path } inside it (base stripped),
 * { redirect } for the bare origin or the base without its slash, null outside it.
 */
export function underBase(base, url) {
  if (!base) return { path: url };
  const q = url.search(/[?#]/);
  const pathname = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? '' : url.slice(q);
  if (pathname === '/' || pathname === '' || pathname === base) return { redirect: `${base}/${rest}` };
  if (pathname.startsWith(base + '/')) return { path: url.slice(base.length) };
  return null;
}

/** The BASE_PATH an export was built with, read from its index.html ('' for the site root), or null. */
export function builtBase(html) {
  const m = /\b(?:src|href)="((?:\/[^"/]+)*)\/_next\/static\//.exec(html);
  return m ? m[1] : null;
}

export function createStaticServer(rootDir, { base = '' } = {}) {
  const root = resolve(rootDir);
  // gzip once per file version: Monaco's bundle and the encoder ranks shrink ~4x on the wire.
  const gzCache = new Map();
  const gzipped = (file, mtimeMs) => {
    const key = `${file}:${mtimeMs}`;
    let buf = gzCache.get(key);
    if (!buf) {
      buf = gzipSync(readFileSync(file), { level: 6 });
      gzCache.set(key, buf);
    }
    return buf;
  };
  // A page's own policy (scripts/csp.mjs put it in its <head>) goes out as a header too. No
  // referrer ever: a permalink carries the whole text in its fragment.
  const policies = new Map();
  // Cross-origin isolated (COOP + COEP; everything is same-origin): the compression worker can
  // share memory with the page, so a keystroke's counts show in the frame that draws it
  // (lib/workers/earlyCounts.ts).
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const securityHeaders = (file, mtime) => {
    if (!/\.html?$/i.test(file)) return headers;
    const key = `${file}:${mtime}`;
    if (!policies.has(key)) policies.set(key, policyOf(readFileSync(file, 'utf8')));
    const policy = policies.get(key);
    return policy ? { ...headers, 'Content-Security-Policy': policy } : headers;
  };
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end('405 Method Not Allowed\n');
      return;
    }
    const where = underBase(base, req.url ?? '/');
    if (where && 'redirect' in where) {
      res.writeHead(302, { Location: where.redirect, 'Cache-Control': 'no-cache', ...headers });
      res.end();
      return;
    }
    const path = where?.path ?? null;
    const file = path === null ? null : resolveFile(root, path);
    let status = 200;
    let target = file;
    if (!target) {
      status = 404;
      const custom = [join(root, '404.html'), join(root, '404', 'index.html')].find(isFile);
      if (!custom) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
        res.end(req.method === 'HEAD' ? undefined : '404 Not Found\n');
        return;
      }
      target = custom;
    }
    const st = statSync(target);
    const security = securityHeaders(target, st.mtimeMs);
    // Next's build output under /_next/static/ is content-hashed: both workers share one download.
    const cache = status === 200 && path?.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const size = st.size;
    const type = mimeType(target);
    if (size > 1024 && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(target, st.mtimeMs);
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Cache-Control': cache,
        ...security,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, {
      'Content-Type': mimeType(target),
      'Content-Length': size,
      'Cache-Control': cache,
      ...security,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(target);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
}

/**
 * [DIR] [--base PREFIX | --base=PREFIX]; throws one line on anything else.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} [env]
 */
export function parseArgs(argv, env = process.env) {
  let dir;
  let base = env.BASE_PATH;
  let source = 'BASE_PATH';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--base' || a.startsWith('--base=')) {
      base = a === '--base' ? argv[++i] : a.slice('--base='.length);
      source = '--base';
      if (base === undefined) throw new Error('--base needs a value, e.g. --base /caveman');
    } else if (a.startsWith('-')) {
      throw new Error(`unknown option '${a}' (usage: node scripts/serve.mjs [DIR] [--base /prefix])`);
    } else if (dir === undefined) {
      dir = a;
    } else {
      throw new Error(`one folder only, got '${dir}' and '${a}'`);
    }
  }
  return { dir: dir ?? env.SERVE_DIR ?? 'out', base: parseBasePath(base, source) };
}

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`serve: ${err.message}`);
    process.exit(2);
  }
  const { base } = args;
  const dir = resolve(args.dir);
  const asked = process.env.PORT !== undefined;
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be an integer from 0 to 65535, got '${process.env.PORT}'`);
    process.exit(2);
  }
  if (!existsSync(dir) || !isDir(dir)) {
    console.error(`serve: ${dir} does not exist; build the site first (npm run build)`);
    process.exit(1);
  }
  // An export only works under the prefix it was built for: every asset URL in it carries it.
  const index = join(dir, 'index.html');
  const built = isFile(index) ? builtBase(readFileSync(index, 'utf8')) : null;
  if (built !== null && built !== base) {
    const hint = built ? `--base ${built} (or BASE_PATH=${built})` : 'no --base and no BASE_PATH';
    console.warn(`serve: ${dir} was built for ${built || 'the site root'}, served under ${base || 'the site root'}: its assets will 404; use ${hint}`);
  }
  const server = createStaticServer(dir, { base });
  // Without PORT, a busy 3000 moves on to the next free port (and says so); an asked-for port is kept or refused.
  let tried = port;
  server.on('error', (err) => {
    if (!asked && err.code === 'EADDRINUSE' && tried < port + 20) {
      tried++;
      server.listen(tried, HOST);
      return;
    }
    console.error(`serve: cannot listen on ${HOST}:${tried}: ${err.message}`);
    process.exit(1);
  });
  server.on('listening', () => {
    const addr = server.address();
    const actual = typeof addr === 'object' && addr ? addr.port : tried;
    if (actual !== port && port !== 0) console.log(`serve: port ${port} is busy, took ${actual}`);
    console.log(`Serving ${dir} at http://${HOST}:${actual}${base}/`);
  });
  server.listen(port, HOST);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
