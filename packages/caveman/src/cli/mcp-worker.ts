// The MCP server's worker (bundled as dist/mcp-worker.mjs, started by mcp.ts for a call whose rules
// bring regular expressions of their own, or whose texts are over a megabyte). workerData is {name, args}: first each pattern is
// probed over every string the core runs patterns over ({probe: i} before each, {probes-done}
// after), then the tool runs and its value is posted ({result}), or its error ({error}). The server
// terminates this worker when the probes or the call take too long; nothing here watches the clock.
import { parentPort, workerData } from 'node:worker_threads';
import { checkProtectInputs, compileProtect, protectInputs, validateProfile } from 'caveman-compress';
import { BadCall, toolFunctions } from './mcp';

export type McpWorkerMessage =
  | { type: 'ready' }
  | { type: 'probe'; index: number; source: string }
  | { type: 'probes-done' }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string; bad: boolean };

const post = (m: McpWorkerMessage) => parentPort!.postMessage(m);
const { name, args } = workerData as { name: string; args: Record<string, unknown> & { rules?: Record<string, unknown>; profile?: string } };

post({ type: 'ready' });
try {
  const rules = args.profile && args.rules && !('base' in args.rules) ? { ...args.rules, base: args.profile } : args.rules;
  const v = rules ? validateProfile(rules) : null;
  if (v && v.ok) {
    const texts = [args.text, args.verbose, args.compressed].filter((t): t is string => typeof t === 'string');
    const inputs = texts.flatMap((t) => [...protectInputs(t), ...checkProtectInputs(t)]);
    const patterns = [
      ...v.profile.protectedPatterns.map((p) => ({ source: p.pattern, re: compileProtect([], [], [p]).userPatterns[0] })),
      ...v.profile.lineAnchors.map((l) => ({ source: l, re: compileProtect([], [l], []).lineAnchors[0] })),
    ];
    patterns.forEach((p, index) => {
      post({ type: 'probe', index, source: p.source });
      if (!p.re) return;
      for (const s of inputs) {
        p.re.lastIndex = 0;
        for (let m = p.re.exec(s); m; m = p.re.exec(s)) if (m[0].length === 0) p.re.lastIndex++;
      }
    });
  }
  post({ type: 'probes-done' });
  const fn = toolFunctions().get(name);
  if (!fn) throw new Error(`no tool ${name}`);
  post({ type: 'result', value: (fn as (a: unknown) => unknown)(args) });
} catch (err) {
  const e = err as Error;
  post({ type: 'error', message: e?.message ?? String(err), bad: e?.name === 'InputLimitError' || e instanceof BadCall });
}
