#!/usr/bin/env node
// Tiny dependency-free static server for the exported playground (out/).
//
//   node scripts/serve.mjs [DIR]      DIR defaults to out/ (or $SERVE_DIR)
//   PORT=8080 node scripts/serve.mjs  port defaults to 3000; PORT=0 picks a free one
//
// Binds 127.0.0.1 only. Directory -> index.html, extensionless -> .html, 404 -> 404.html.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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

export function createStaticServer(rootDir) {
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
  const securityHeaders = (file, mtime) => {
    const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Opener-Policy': 'same-origin' };
    if (!/\.html?$/i.test(file)) return headers;
    const key = `${file}:${mtime}`;
    if (!policies.has(key)) policies.set(key, policyOf(readFileSync(file, 'utf8')));
    const policy = policies.get(key);
    return policy ? { ...headers, 'Content-Security-Policy': policy } : headers;
  };
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    const file = resolveFile(root, req.url ?? '/');
    let status = 200;
    let target = file;
    if (!target) {
      status = 404;
      const custom = [join(root, '404.html'), join(root, '404', 'index.html')].find(isFile);
      if (!custom) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : '404 Not Found\n');
        return;
      }
      target = custom;
    }
    const st = statSync(target);
    const security = securityHeaders(target, st.mtimeMs);
    // Next's build output under /_next/static/ is content-hashed: both workers share one download.
    const cache = status === 200 && (req.url ?? '').startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
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

function main() {
  const dir = resolve(process.argv[2] ?? process.env.SERVE_DIR ?? 'out');
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
  const server = createStaticServer(dir);
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
    console.log(`Serving ${dir} at http://${HOST}:${actual}/`);
  });
  server.listen(port, HOST);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
