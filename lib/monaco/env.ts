// Must run before Monaco is imported: tells Monaco how to start its editor worker (bundled by
// the app, same origin, no CDN). lib/monaco/monaco.ts imports this module first.

type MonacoEnv = { getWorker(workerId: string, label: string): Worker };

const g = self as unknown as { MonacoEnvironment?: MonacoEnv };

if (typeof self !== 'undefined' && !g.MonacoEnvironment) {
  g.MonacoEnvironment = {
    getWorker() {
      return new Worker(new URL('monaco-editor/editor/editor.worker', import.meta.url), {
        type: 'module',
        name: 'monaco-editor',
      });
    },
  };
}

export {};
