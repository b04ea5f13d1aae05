// Every exported page carries its own Content-Security-Policy as the first element of its
// <head> (scripts/postbuild.mjs puts it there after `next build`), so any static host serves it
// protected. Next's inline bootstrap scripts are allowed by their sha256 hashes, never by
// 'unsafe-inline'. scripts/serve.mjs sends the same policy as a header.
import { createHash } from 'node:crypto';

/** The directives every page shares; script-src gets the page's inline-script hashes. */
export const BASE_POLICY = [
  ["default-src", "'self'"],
  ["script-src", "'self' 'wasm-unsafe-eval'"],
  // Monaco positions and colours its views with style attributes and injected <style> elements
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data: blob:"],
  ["font-src", "'self' data:"],
  ["worker-src", "'self' blob:"],
  ["connect-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'none'"],
  ["form-action", "'none'"],
];

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/;

/** sha256 source expressions of a page's inline scripts (a <script> without src). */
export function inlineScriptHashes(html) {
  const out = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].length === 0) continue;
    out.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return [...new Set(out)];
}

/** The page's policy, as one header value. */
export function policyFor(html) {
  const hashes = inlineScriptHashes(html);
  return BASE_POLICY.map(([d, v]) => (d === 'script-src' && hashes.length ? `${d} ${v} ${hashes.join(' ')}` : `${d} ${v}`)).join('; ');
}

/** The page with its policy as the first element of <head> (a page that has one gets it anew). */
export function withPolicy(html) {
  const bare = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(bare)}"/>`;
  if (!/<head[^>]*>/.test(bare)) throw new Error('no <head> in the page');
  return bare.replace(/<head[^>]*>/, (h) => h + meta);
}

/** The policy a page carries, or null. */
export function policyOf(html) {
  return META.exec(html)?.[1] ?? null;
}
