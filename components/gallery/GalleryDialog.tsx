'use client';

// The examples gallery: the SPEC §5 test vectors and the realistic artifacts, each loadable in
// one click (it sets the playground's input, and the profile when the example needs one).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { playgroundStore } from '@/lib/state/store';
import { usePlayground } from '../usePlayground';
import { getProfile } from 'caveman-compress/internals/profiles';
import { ARTIFACT_EXAMPLES, VECTOR_EXAMPLES, type Example } from '@/lib/examples/catalog';
import { engineOutputsOf } from '@/lib/examples/engineOutputs';

/** The example loaded last (vectors 2 and 3 share their text: only the one clicked is marked). */
let lastLoaded: Example | null = null;

/** Loads an example into the playground: profile first (so one recompression), then the input. */
export function loadExample(ex: Example): void {
  lastLoaded = ex;
  const s = playgroundStore().getState();
  if (ex.profile && ex.profile !== s.profileId) s.setProfile(ex.profile, getProfile(ex.profile).thresholds);
  s.setInput(ex.text);
}

function isCurrent(ex: Example, input: string, profileId: string): boolean {
  if (ex.text !== input || (ex.profile && ex.profile !== profileId)) return false;
  return !lastLoaded || lastLoaded.text !== input || lastLoaded.id === ex.id;
}

function preview(text: string): string {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
  return body.split('\n').filter((l) => l.trim()).slice(0, 3).join('\n');
}

function Card({ ex, current, onLoad }: { ex: Example; current: boolean; onLoad: (ex: Example) => void }) {
  return (
    <li className="min-w-0">
      <button
        type="button"
        data-testid={`example-${ex.id}`}
        data-kind={ex.kind}
        aria-current={current ? 'true' : undefined}
        onClick={() => onLoad(ex)}
        className={`flex h-full w-full flex-col gap-1 rounded-lg border p-2.5 text-left transition-colors hover:border-blue-500 hover:bg-blue-50/60 focus-visible:border-blue-500 dark:hover:bg-blue-950/30 ${
          current ? 'border-blue-500 bg-blue-50/60 dark:bg-blue-950/30' : 'border-neutral-200 dark:border-neutral-800'
        }`}
      >
        <span className="flex flex-wrap items-center gap-1 text-[11px]">
          <span className="rounded bg-neutral-200 px-1.5 py-px font-medium text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">{ex.kind}</span>
          {ex.profile && (
            <span className="rounded border border-neutral-300 px-1.5 font-medium dark:border-neutral-700" title={`Loading switches the profile to ${ex.profile}`}>
              profile {ex.profile}
            </span>
          )}
          {current && <span className="ml-auto font-semibold text-blue-700 dark:text-blue-300">loaded</span>}
        </span>
        <span className="text-sm font-semibold">{ex.title}</span>
        <span className="text-xs leading-snug text-neutral-600 dark:text-neutral-300">{ex.description}</span>
        {ex.group === 'vector' ? (
          <span className="mt-0.5 grid gap-0.5 font-mono text-[11px] leading-snug">
            <span className="line-clamp-2 text-neutral-800 dark:text-neutral-200">{ex.text}</span>
            {engineOutputsOf(Number(ex.id.slice('vector-'.length))).map((e) => {
              const seed = ex.seed?.find((s) => s.intensity === e.intensity);
              const diff = e.tokens.seed === null ? null : e.tokens.engine - e.tokens.seed;
              return (
                <span key={e.intensity} className="grid gap-0.5" data-testid={`engine-${ex.id}-${e.intensity}`}>
                  <span className="line-clamp-2 text-emerald-900 dark:text-emerald-200">
                    <span className="font-sans font-semibold">engine {e.intensity} ({e.tokens.engine} tok):</span> {e.output}
                  </span>
                  {seed && (
                    <span className="line-clamp-2 text-neutral-500 dark:text-neutral-400">
                      <span className="font-sans font-semibold">
                        seed {seed.intensity} ({e.tokens.seed} tok{diff !== null && diff !== 0 ? `, engine ${diff > 0 ? '+' : '−'}${Math.abs(diff)}` : ''}):
                      </span>{' '}
                      {seed.text}
                    </span>
                  )}
                </span>
              );
            })}
          </span>
        ) : (
          <span className="mt-0.5 line-clamp-3 font-mono text-[11px] leading-snug whitespace-pre-wrap text-neutral-500 dark:text-neutral-400">
            {preview(ex.text)}
          </span>
        )}
      </button>
    </li>
  );
}

export default function GalleryDialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const input = usePlayground((s) => s.input);
  const profileId = usePlayground((s) => s.profileId);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const load = (ex: Example) => {
    loadExample(ex);
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    // keep the focus inside the dialog
    const items = panel.current.querySelectorAll<HTMLElement>('button, [href], select, input');
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const section = (title: string, blurb: string, list: readonly Example[], id: string) => (
    <section aria-labelledby={`${id}-h`} className="mb-4">
      <h3 id={`${id}-h`} className="text-sm font-semibold">
        {title} <span className="font-normal text-neutral-500 dark:text-neutral-400">({list.length})</span>
      </h3>
      <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-400">{blurb}</p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((ex) => (
          <Card key={ex.id} ex={ex} current={isCurrent(ex, input, profileId)} onLoad={load} />
        ))}
      </ul>
    </section>
  );

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 p-4 pt-[6vh]"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="examples-title"
        data-testid="examples-gallery"
        onKeyDown={onKeyDown}
        className="flex max-h-[88vh] w-full max-w-5xl flex-col overflow-hidden rounded-xl border border-neutral-300 bg-white shadow-2xl outline-none dark:border-neutral-700 dark:bg-neutral-950"
      >
        <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-2.5 dark:border-neutral-800">
          <h2 id="examples-title" className="text-base font-semibold">
            Examples
          </h2>
          <span className="text-xs text-neutral-500 dark:text-neutral-400">One click loads an example into the input; examples that need a profile switch to it.</span>
          <span className="ml-auto" />
          <button type="button" data-testid="examples-close" className="btn" onClick={onClose}>
            Close (Esc)
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-4 pt-3">
          {section(
            'Test vectors (SPEC §5)',
            'The worked examples of the seeds: what this engine gives (o200k_base tokens) beside the output the seed wrote with a language model.',
            VECTOR_EXAMPLES,
            'vectors',
          )}
          {section(
            'Realistic artifacts',
            'Agent-to-agent artifacts with structure, parser anchors and protected spans of every kind (fixtures/artifacts).',
            ARTIFACT_EXAMPLES,
            'artifacts',
          )}
        </div>
      </div>
    </div>
  );
}
