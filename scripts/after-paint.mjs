// The exported pages paint before their JavaScript runs. The build renders the first screen
// into the HTML (lib/state/firstScreen.ts): text, marks and counts need no script. Next puts its chunks
// in <head> as async scripts (and one as a low-priority preload), so they arrive with the
// stylesheets and run before the first paint, holding it back by 100-250 ms (React, the app and
// hydration) and counting as bytes before the first output. postbuild.mjs swaps them for one
// small inline loader that adds the same scripts, still async and in the same order, once the
// first contentful paint is on screen (its paint-timing entry: the frame is presented, not only
// painted on the main thread, which on a machine that rasters in software is 100 ms earlier), or
// a frame and a task later where paint timing is missing, or after LATE_MS at the latest (a
// hidden tab paints nothing). Turbopack's runtime loads its chunks from a list and skips a chunk
// already in the page, so only when they start changes.

/** Scripts start at the latest this long after the loader ran (a background tab paints nothing). */
export const LATE_MS = 1000;

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/** The page with its async chunk scripts loaded after the first paint (unchanged when it has none). */
export function scriptsAfterPaint(html) {
  const srcs = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (!srcs.length) return html;
  if (!/<\/head>/.test(html)) throw new Error('no </head> in the page');
  const bare = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const loader =
    `(function(){var s=${JSON.stringify(srcs)},done=false;function go(){if(done)return;done=true;` +
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}` +
    `catch(x){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `setTimeout(go,${LATE_MS})})()`;
  return bare.replace('</head>', `<script>${loader}</script></head>`);
}
