'use client';

// Adding to the corpus: drop files or folders on the zone, pick files or a folder, or paste a
// text and add it as a file. Everything is read in the page; nothing is sent anywhere.

import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cleanName, TEXT_EXTENSIONS, utf8Length } from '@/lib/corpus/intake';
import { sizeLabel } from '@/lib/state/inputLimit';
import { corpusStore } from '@/lib/corpus/state';
import { fromDataTransfer, fromFileList, type Gathered } from './gather';
import { corpusControls } from './startCorpus';
import { useCorpus } from './useCorpus';

async function take(g: Promise<Gathered>, setBusy: (b: boolean) => void): Promise<void> {
  setBusy(true);
  try {
    const { files, rejected } = await g;
    await corpusControls()?.add(files, rejected);
  } finally {
    setBusy(false);
  }
}

function PasteBox() {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const files = useCorpus((s) => s.files);
  const add = async () => {
    if (!text.trim()) return;
    const n = cleanName(name, files.map((f) => f.name));
    await corpusControls()?.add([{ name: n, text, bytes: utf8Length(text) }], []);
    setText('');
    setName('');
  };
  return (
    <details className="corpus-paste" data-testid="corpus-paste">
      <summary className="cursor-pointer text-xs font-medium">Paste a text…</summary>
      <div className="mt-2 flex flex-col gap-1.5">
        <label className="flex items-center gap-1.5 text-xs">
          File name
          <input data-testid="paste-name" className="ctl w-56" value={name} placeholder="pasted-1.md" onChange={(e) => setName(e.target.value)} />
        </label>
        <textarea
          data-testid="paste-text"
          aria-label="Text to add to the corpus"
          className="rule-textarea min-h-24"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Paste a handoff note, a review summary, a status report…"
        />
        <div className="flex items-center gap-2 text-xs">
          <button type="button" data-testid="paste-add" className="btn" disabled={!text.trim()} onClick={() => void add()}>
            Add as file
          </button>
          <span className="text-neutral-500 dark:text-neutral-400">{text ? sizeLabel(text.length) : 'paste, add, paste the next one'}</span>
        </div>
      </div>
    </details>
  );
}

/** Whether every change of the corpus is written yet: "saving…" while one is in flight. */
function SavingStatus() {
  const writing = useCorpus((s) => s.writing > 0);
  return (
    <span data-testid="corpus-saving" data-state={writing ? 'saving' : 'saved'} role="status" className="text-xs text-neutral-500 dark:text-neutral-400">
      {writing ? 'saving…' : ''}
    </span>
  );
}

export function AddFiles() {
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const depth = useRef(0);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const pick = (input: HTMLInputElement) => {
    const list = input.files;
    if (list?.length) void take(fromFileList(Array.from(list)), setBusy);
    input.value = '';
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => pick(e.target);
  // The page's scripts start after its first paint: files picked before they ran wait in the inputs.
  useEffect(() => {
    for (const input of [filesInput.current, folderInput.current]) if (input) pick(input);
  }, []);
  const count = useCorpus((s) => s.files.length);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <section aria-labelledby="add-title" className="corpus-card flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="add-title" className="corpus-h2">
          Corpus
        </h2>
        <span data-testid="corpus-count" className="text-xs text-neutral-600 dark:text-neutral-300">
          {count} {count === 1 ? 'file' : 'files'}
        </span>
        <span className="text-xs text-neutral-500 dark:text-neutral-400">kept in this browser (IndexedDB) until you clear it; nothing is uploaded</span>
        <SavingStatus />
        <span className="ml-auto" />
        <ClearButton />
      </div>
      <div
        data-testid="corpus-drop"
        data-over={over ? 'true' : undefined}
        className="corpus-drop"
        onDragEnter={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          depth.current++;
          setOver(true);
        }}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          depth.current = 0;
          setOver(false);
          void take(fromDataTransfer(e.dataTransfer), setBusy);
        }}
      >
        <p className="text-sm">
          <strong>Drop a folder or files here</strong> ({TEXT_EXTENSIONS.join(', ')}, up to 256 KB each), or
        </p>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <label className="btn cursor-pointer">
            Choose files…
            <input
              type="file"
              multiple
              accept={TEXT_EXTENSIONS.join(',')}
              data-testid="corpus-files-input"
              className="sr-only"
              ref={filesInput}
              onChange={onPick}
            />
          </label>
          <label className="btn cursor-pointer">
            Choose a folder…
            <input
              type="file"
              multiple
              data-testid="corpus-folder-input"
              className="sr-only"
              ref={(el) => {
                el?.setAttribute('webkitdirectory', '');
                folderInput.current = el;
              }}
              onChange={onPick}
            />
          </label>
          {busy && (
            <span role="status" className="text-xs text-neutral-500 dark:text-neutral-400">
              reading…
            </span>
          )}
        </div>
      </div>
      <PasteBox />
    </section>
  );
}

function ClearButton() {
  const count = useCorpus((s) => s.files.length);
  const [asking, setAsking] = useState(false);
  if (!count) return null;
  if (!asking) {
    return (
      <button type="button" data-testid="corpus-clear" className="btn" onClick={() => setAsking(true)}>
        Clear corpus
      </button>
    );
  }
  return (
    <span className="flex items-center gap-1.5 text-xs" role="group" aria-label="Clear the corpus?">
      Delete all {count} files from this browser?
      <button
        type="button"
        data-testid="corpus-clear-confirm"
        className="btn btn-danger"
        onClick={() => {
          setAsking(false);
          void corpusControls()?.clear();
          corpusStore().getState().dismissRejected();
        }}
      >
        Delete
      </button>
      <button type="button" className="btn" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
