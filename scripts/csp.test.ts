import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, policyFor, policyOf, withPolicy } from './csp.mjs';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script></head><body><script>self.__next_f=[]</script><script>self.__next_f.push([1,"x"])</script><script></script></body></html>`;
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('the static pages carry their own Content-Security-Policy', () => {
  it('allows exactly the inline scripts of the page, by hash', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('self.__next_f=[]'), sha('self.__next_f.push([1,"x"])')]);
    const policy = policyFor(page);
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const d of ["default-src 'self'", "worker-src 'self' blob:", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'"]) {
      expect(policy).toContain(d);
    }
  });

  it('puts the policy first in <head>, before any script, and does it once however often it runs', () => {
    const once = withPolicy(page);
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script'));
    expect(once.indexOf('<head>')).toBeLessThan(once.indexOf('http-equiv'));
    expect(withPolicy(once)).toBe(once);
    expect(policyOf(once)).toBe(policyFor(page));
  });

  it('refuses a page without a head', () => {
    expect(() => withPolicy('<html><body></body></html>')).toThrow(/no <head>/);
  });
});

describe('postbuild', () => {
  it('tells an empty source map from one that maps something', async () => {
    const { isEmptyMap } = await import('./postbuild.mjs');
    expect(isEmptyMap('{"version":3,"sources":[],"sections":[]}')).toBe(true);
    expect(isEmptyMap('{"version":3,"sources":["a.ts"],"mappings":"AAAA"}')).toBe(false);
    expect(isEmptyMap('not json')).toBe(false);
  });
});
