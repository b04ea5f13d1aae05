import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBasePath } from './base-path.mjs';

describe('parseBasePath', () => {
  it('takes a prefix of one or more segments, and nothing for the site root', () => {
    expect(parseBasePath(undefined)).toBe('');
    expect(parseBasePath('')).toBe('');
    expect(parseBasePath('/caveman')).toBe('/caveman');
    expect(parseBasePath('/org/caveman-playground')).toBe('/org/caveman-playground');
    expect(parseBasePath('/v1.2_x~y')).toBe('/v1.2_x~y');
  });

  it('refuses what a host or Next would not keep as is, saying why', () => {
    expect(() => parseBasePath('caveman')).toThrow(`BASE_PATH="caveman" must start with '/'`);
    expect(() => parseBasePath('/caveman/')).toThrow(`BASE_PATH="/caveman/" must not end with '/'`);
    expect(() => parseBasePath('/')).toThrow('is the site root: leave it unset instead');
    for (const bad of ['//caveman', '/a//b', '/a b', '/a?b', '/a#b', '/a%20b', '/..', '/a/./b', 'https://x.org/a']) {
      expect(() => parseBasePath(bad), bad).toThrow(/^BASE_PATH=/);
    }
  });
});

describe('next.config.mjs', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const load = (basePath: string) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', "const c = (await import('./next.config.mjs')).default; console.log(JSON.stringify(c.basePath ?? null))"], {
      cwd: root,
      env: { ...process.env, BASE_PATH: basePath },
      encoding: 'utf8',
    });

  it('builds under BASE_PATH, or at the root without it', () => {
    expect(load('/caveman').stdout.trim()).toBe('"/caveman"');
    expect(load('').stdout.trim()).toBe('null');
  });

  it('stops the build on a bad BASE_PATH with one line', () => {
    const r = load('/caveman/');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`next.config.mjs: BASE_PATH="/caveman/" must not end with '/' (e.g. BASE_PATH=/caveman, or unset for the site root)\n`);
  });
});
