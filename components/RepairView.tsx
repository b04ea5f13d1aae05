'use client';

// The checker's Repair action (SPEC §6): the pasted compression with each sentence the checker
// finds fault with replaced by the core's own compression of the verbose words (the core's
// repair(), sentence-repair.ts), each replaced sentence marked, ready to copy or to check.
// It runs on demand in the token worker, with the encoding the page counts in, so the text and
// the summary line are the ones `caveman repair` and the MCP repair tool give for the same pair.

import { useState } from 'react';
import type { RepairResult } from 'caveman-compress/internals/sentence-repair';
import type { Intensity } from 'caveman-compress/internals/types';
import { activeProfile } from '@/lib/tuning/edits';
import { playgroundStore } from '@/lib/state/store';
import { tokenClient } from '@/lib/tokens/client';
import { usePlayground } from './usePlayground';

type State =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; result: RepairResult; summary: string; input: string; checker: string }
  | { status: 'error'; message: string };

export function RepairAction({ intensity }: { intensity: Intensity }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const [copied, setCopied] = useState(false);
  const input = usePlayground((s) => s.input);
  const checker = usePlayground((s) => s.checker);
  const run = async () => {
    setState({ status: 'busy' });
    try {
      const s = playgroundStore().getState();
      const { result, summary } = await tokenClient().repair(s.encoding, s.input, s.checker, activeProfile(s.profileId, s.profileEdits), intensity);
      setState({ status: 'done', result, summary, input: s.input, checker: s.checker });
      setCopied(false);
    } catch (err) {
      setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
  const stale = state.status === 'done' && (state.input !== input || state.checker !== checker);
  return (
    <div data-testid="repair" className="mb-1">
      <button type="button" data-testid="repair-button" className="rounded border border-sky-600 px-1.5 leading-5 text-sky-800 hover:bg-sky-50 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-sky-950" onClick={run} disabled={state.status === 'busy'}>
        {state.status === 'busy' ? 'repairing…' : state.status === 'done' ? 'repair again' : 'Repair'}
      </button>{' '}
      <span className="text-neutral-600 dark:text-neutral-400">replace each sentence with a finding by the core&apos;s own compression of the input&apos;s words, keep the others</span>
      {state.status === 'error' && (
        <p role="alert" className="rule-error">
          The repair failed: {state.message}
        </p>
      )}
      {state.status === 'done' && <RepairedText result={state.result} summary={state.summary} stale={stale} copied={copied} onCopied={() => setCopied(true)} />}
    </div>
  );
}

function RepairedText({ result, summary, stale, copied, onCopied }: { result: RepairResult; summary: string; stale: boolean; copied: boolean; onCopied: () => void }) {
  const replaced = result.sentences.filter((s) => s.status === 'replaced');
  const parts: { text: string; mark: boolean; title?: string }[] = [];
  let at = 0;
  for (const s of [...replaced].sort((a, b) => a.repaired.start - b.repaired.start)) {
    if (s.repaired.start < at) continue;
    parts.push({ text: result.output.slice(at, s.repaired.start), mark: false });
    const tok = s.tokens ? ` (${s.tokens.model} tokens; now ${s.tokens.repaired}; the input's ${s.tokens.original})` : '';
    parts.push({ text: result.output.slice(s.repaired.start, s.repaired.end), mark: true, title: `replaced (${s.classes.join(', ')}): the model wrote “${s.model}”${tok}` });
    at = s.repaired.end;
  }
  parts.push({ text: result.output.slice(at), mark: false });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.output);
      onCopied();
    } catch {
      /* the text stays selectable */
    }
  };
  return (
    <section data-testid="repair-view" aria-label="Repaired text" className={`mt-1 rounded border border-sky-300 p-1.5 dark:border-sky-800 ${stale ? 'opacity-70' : ''}`}>
      <div className="mb-1 flex flex-wrap items-baseline gap-x-2">
        <span className={result.pass ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}>{result.pass ? '✓ passes the check' : '✗ the check still fails'}</span>
        <span data-testid="repair-summary">{summary}</span>
        {stale && <span className="text-neutral-600 dark:text-neutral-400">(the texts changed since: repair again)</span>}
        <span className="ml-auto" />
        <button type="button" data-testid="repair-copy" className="rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800" onClick={copy}>
          {copied ? 'copied' : 'copy'}
        </button>
        <button
          type="button"
          data-testid="repair-use"
          className="rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800"
          onClick={() => playgroundStore().getState().setChecker(result.output)}
          title="Put the repaired text in the checker: it is checked again"
        >
          check it
        </button>
      </div>
      <pre data-testid="repair-text" className="max-h-64 overflow-auto whitespace-pre-wrap break-words font-mono text-[11px]">
        {parts.map((p, i) =>
          p.mark ? (
            <mark key={i} data-testid="repaired-sentence" title={p.title} className="rounded bg-sky-100 px-0.5 text-inherit dark:bg-sky-900">
              {p.text}
            </mark>
          ) : (
            <span key={i}>{p.text}</span>
          ),
        )}
      </pre>
    </section>
  );
}
