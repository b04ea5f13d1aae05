'use client';

// A pane header's way out: copy its text, and for an output copy it as Markdown (with the footer
// of lib/panes/takeaway.ts) or download it as a .md file. Compact icon-sized buttons with titles: at a
// phone's width the header holds them on one line beside the count.
import { useCallback, useEffect, useRef, useState } from 'react';
import { playgroundStore, type Pane } from '@/lib/state/store';
import type { Intensity } from 'caveman-compress/internals/types';
import { asMarkdown, downloadName, takeawayOf } from '@/lib/panes/takeaway';
import { overInputLimit } from '@/lib/state/inputLimit';
import { usePlayground } from './usePlayground';

type Flash = 'copied' | 'failed' | 'saved' | null;

const BTN = 'rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 disabled:opacity-50 dark:border-neutral-700 dark:hover:bg-neutral-800';

/** A state shown for a moment after an action. */
function useFlash(): [Flash, (f: Flash) => void] {
  const [flash, setFlash] = useState<Flash>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const show = useCallback((f: Flash) => {
    if (timer.current) clearTimeout(timer.current);
    setFlash(f);
    timer.current = setTimeout(() => setFlash(null), 1800);
  }, []);
  return [flash, show];
}

function writeClipboard(text: string): Promise<void> {
  return navigator.clipboard?.writeText ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
}

/** The pane's text as the store holds it, or null when there is none to take. */
function paneText(pane: Pane): string | null {
  const s = playgroundStore().getState();
  if (pane === 'input') return s.input;
  // past the limit the outputs on hand are of another input
  if (overInputLimit(s.input)) return null;
  return s.results?.panes[pane].output ?? null;
}

export function PaneTakeaway({ pane }: { pane: Pane }) {
  const isInput = pane === 'input';
  const available = usePlayground((s) => isInput || (!!s.results && !overInputLimit(s.input)));
  const [copy, flashCopy] = useFlash();
  const [md, flashMd] = useFlash();
  const [file, flashFile] = useFlash();
  const [said, setSaid] = useState('');
  const name = pane === 'input' ? 'input' : pane;

  const onCopy = () => {
    const text = paneText(pane);
    if (text === null) return;
    writeClipboard(text).then(
      () => (flashCopy('copied'), setSaid(`${name} text copied`)),
      () => (flashCopy('failed'), setSaid(`${name} text: copy failed`)),
    );
  };
  const markdown = (): string | null => {
    if (isInput || paneText(pane) === null) return null;
    const t = takeawayOf(playgroundStore().getState(), pane as Intensity);
    return t && asMarkdown(t.output, t.facts);
  };
  const onCopyMd = () => {
    const text = markdown();
    if (text === null) return;
    writeClipboard(text).then(
      () => (flashMd('copied'), setSaid(`${name} copied as Markdown`)),
      () => (flashMd('failed'), setSaid(`${name} as Markdown: copy failed`)),
    );
  };
  const onDownload = () => {
    const text = markdown();
    if (text === null) return;
    // a blob: URL opened by a download link is a navigation the page's CSP does not restrict
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = downloadName(pane as Intensity);
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
    // revoked later: the download reads the blob after the click returns
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    flashFile('saved');
    setSaid(`${downloadName(pane as Intensity)} downloaded`);
  };

  const label = (f: Flash, idle: string) => (f === 'copied' ? 'copied' : f === 'failed' ? 'copy failed' : idle);
  return (
    <>
      <button
        type="button"
        data-testid={`copy-${pane}`}
        data-state={copy ?? undefined}
        title={`Copy the ${name} text`}
        disabled={!available}
        onClick={onCopy}
        className={BTN}
      >
        {/* the short visible label changes with the state; the name stays whole (the live region says the state) */}
        <span aria-hidden="true">{label(copy, 'copy')}</span>
        <span className="sr-only">Copy {name} text</span>
      </button>
      {!isInput && (
        <>
          <button
            type="button"
            data-testid={`copy-md-${pane}`}
            data-state={md ?? undefined}
            title={`Copy ${name} as Markdown, with a footer comment (level, profile, tokens, encoding)`}
            disabled={!available}
            onClick={onCopyMd}
            className={BTN}
          >
            <span aria-hidden="true">{label(md, 'md')}</span>
            <span className="sr-only">Copy {name} as Markdown</span>
          </button>
          <button
            type="button"
            data-testid={`download-${pane}`}
            aria-label={`Download ${name} as ${downloadName(pane as Intensity)}`}
            title={`Download ${name} as ${downloadName(pane as Intensity)}`}
            disabled={!available}
            onClick={onDownload}
            className={BTN}
          >
            {file === 'saved' ? '✓' : '↓'}
          </button>
        </>
      )}
      <span aria-live="polite" className="sr-only" data-testid={`takeaway-status-${pane}`}>
        {said}
      </span>
    </>
  );
}
