import { describe, expect, it } from 'vitest';
import { LATE_MS, scriptsAfterPaint } from './after-paint.mjs';
import { inlineScriptHashes, withPolicy } from './csp.mjs';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/z.js"/>' +
  '<script src="/_next/a.js" async=""></script><script src="/_next/b.js" async=""></script>' +
  '<script src="/_next/poly.js" noModule=""></script></head>' +
  '<body><pre>first screen</pre><script id="_R_">(self.T=self.T||[]).push(1)</script><script src="/_next/z.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

/**
 * Runs the page's loader with a stand-in for the browser (with paint timing or without); returns
 * what it added, the pending callbacks, and a way to report a paint.
 */
function runLoader(html: string, paintTiming = true) {
  const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s.includes('createElement'))!;
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: { cb: (l: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void; live: boolean }[] = [];
  const document = { createElement: () => ({ src: '', async: false }), head: { appendChild: (e: { src: string; async: boolean }) => void added.push(e) } };
  class FakeObserver {
    private readonly me: (typeof observers)[number];
    constructor(cb: (typeof observers)[number]['cb']) {
      this.me = { cb, live: false };
      observers.push(this.me);
    }
    observe(o: { type: string }) {
      if (o.type !== 'paint') throw new Error('unsupported');
      this.me.live = true;
    }
    disconnect() {
      this.me.live = false;
    }
  }
  const Observer = paintTiming
    ? FakeObserver
    : function () {
        throw new Error('no PerformanceObserver');
      };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', loader)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
    Observer,
  );
  const paint = (name: string) => {
    for (const o of observers.filter((x) => x.live)) o.cb({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (o.live = false) });
  };
  return { added, frames, timers, paint };
}

describe('the pages paint before their scripts run', () => {
  const out = scriptsAfterPaint(page);

  it('takes the async chunk scripts and the script preload out of the HTML, and keeps everything else', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    for (const kept of ['<pre>first screen</pre>', '<script src="/_next/poly.js" noModule="">', '<script id="_R_">', 'self.__next_f', 'rel="stylesheet"']) expect(out).toContain(kept);
  });

  it('adds them once the first contentful paint is on screen, in their order, async, once', () => {
    const { added, frames, timers, paint } = runLoader(out);
    expect(added).toEqual([]); // nothing before the paint
    expect(frames).toHaveLength(0);
    paint('first-paint');
    expect(timers.filter((t) => t.ms === 0)).toHaveLength(0); // a paint with no content yet
    paint('first-contentful-paint');
    timers.find((t) => t.ms === 0)!.fn();
    expect(added).toEqual(['/_next/a.js', '/_next/b.js', '/_next/z.js'].map((src) => ({ src, async: true })));
    // the late fallback finds them started
    timers.find((t) => t.ms === LATE_MS)!.fn();
    expect(added).toHaveLength(3);
  });

  it('without paint timing: after the first frame and a task', () => {
    const { added, frames, timers } = runLoader(out, false);
    expect(frames).toHaveLength(1);
    frames[0]();
    timers.find((t) => t.ms === 0)!.fn();
    expect(added.map((a) => a.src)).toEqual(['/_next/a.js', '/_next/b.js', '/_next/z.js']);
  });

  it('starts them anyway when no frame comes (a background tab)', () => {
    const { added, timers } = runLoader(out);
    timers.find((t) => t.ms === LATE_MS)!.fn();
    expect(added.map((a) => a.src)).toEqual(['/_next/a.js', '/_next/b.js', '/_next/z.js']);
  });

  it('is done once: a page without async scripts is left as it is, and the policy allows the loader by its hash', () => {
    expect(scriptsAfterPaint(out)).toBe(out);
    const withCsp = withPolicy(out);
    const loader = [...out.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s.includes('createElement'))!;
    expect(inlineScriptHashes(out).length).toBeGreaterThan(0);
    expect(withCsp).toContain(inlineScriptHashes(`<script>${loader}</script>`)[0]);
  });
});
