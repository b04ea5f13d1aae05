'use client';

// Sharing and session chrome: the Share popover (link length, warning, refusal), the
// "restore previous draft" bar, the Drafts button and its restore list, the notice lines of the
// error banner and the info toasts.

import { useCallback, useEffect, useRef, useState } from 'react';
import { linkLengthStatus, MAX_LENGTH, WARN_LENGTH, type LengthStatus } from '@/lib/state/permalink';
import { playgroundStore } from '@/lib/state/store';
import { activeHang } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';
import { useDismiss } from './useDismiss';
import { LINK_CONFIRM_LENGTH, rememberOwnHash, sessionOf, shareLink, shareStateOf } from '@/lib/state/session';
import { encodeSettingsLink } from '@/lib/state/settingsLink';
import { sizeLabel } from '@/lib/state/inputLimit';
import { MAX_DRAFTS, relativeTime, wordCount, type DraftItem } from '@/lib/state/drafts';
import { PATTERN_TIME_LIMIT_MS } from '@/lib/workers/patterns';

/** A link with the text (the whole state), or with the settings only (no input, no checker text). */
export type ShareKind = 'text' | 'settings';

/** The share popover's two kinds of link, as its buttons offer them. */
const LINK_KINDS: readonly { kind: ShareKind; testId: string; label: string; title: string }[] = [
  { kind: 'text', testId: 'share-text-button', label: 'With the text', title: 'A link with the input and checker text and every setting' },
  {
    kind: 'settings',
    testId: 'share-settings-button',
    label: 'Settings only',
    title: 'A link with the profile, rule edits and controls only: whoever opens it keeps their own text',
  },
];

export interface ShareView {
  kind: ShareKind;
  url: string;
  length: number;
  status: LengthStatus;
  copy: 'pending' | 'copied' | 'failed' | 'refused';
}

const NUMBER = new Intl.NumberFormat('en-US');
const fmt = (n: number) => NUMBER.format(n);

/** share(): build the link of the current state, put it in the address bar and copy it. */
export function useShare() {
  const [view, setView] = useState<ShareView | null>(null);
  const share = useCallback((kind: ShareKind = 'text') => {
    const s = playgroundStore().getState();
    const base = window.location.origin + window.location.pathname;
    const settingsUrl = kind === 'settings' ? `${base}#${encodeSettingsLink(shareStateOf(s))}` : null;
    const { url, length } = settingsUrl ? { url: settingsUrl, length: settingsUrl.length } : shareLink(s, base);
    const status = linkLengthStatus(length);
    if (status === 'too-long') {
      setView({ kind, url, length, status, copy: 'refused' });
      return;
    }
    // the address bar keeps the state on screen: a settings link there would read as this page's state
    if (kind === 'text') {
      try {
        window.history.replaceState(window.history.state, '', url.slice(window.location.origin.length));
        rememberOwnHash(window.sessionStorage, url.slice(url.indexOf('#') + 1));
      } catch {
        /* the link is still shown and copied */
      }
    }
    setView({ kind, url, length, status, copy: 'pending' });
    const done = (copy: ShareView['copy']) => setView((v) => (v && v.url === url ? { ...v, copy } : v));
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(() => done('copied'), () => done('failed'));
    else done('failed');
  }, []);
  const close = useCallback(() => setView(null), []);
  return { share, view, close };
}

export function SharePopover({ view, onClose, onKind }: { view: ShareView | null; onClose: () => void; onKind: (kind: ShareKind) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, '[data-testid=share-button]', onClose, onClose, view !== null);
  if (!view) return null;
  const message =
    view.copy === 'refused'
      ? `Not copied: the link would be ${fmt(view.length)} characters, more than the ${fmt(MAX_LENGTH)} a browser reliably keeps. Shorten the input or the checker text, or export the profile instead.`
      : view.copy === 'copied'
        ? 'Link copied to the clipboard.'
        : view.copy === 'failed'
          ? 'Could not copy automatically: select the link below and copy it.'
          : 'Copying…';
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label="Share link"
      data-testid="share-popover"
      data-status={view.status}
      className="absolute top-full right-2 z-50 mt-1 w-[420px] max-w-[calc(100vw-1rem)] rounded-md border border-neutral-300 bg-white p-3 text-xs shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="mb-1 flex items-center gap-2">
        <strong className="text-sm">Share</strong>
        <span
          data-testid="link-length"
          data-status={view.status}
          className={`tabular-nums ${view.status === 'ok' ? 'text-neutral-600 dark:text-neutral-300' : view.status === 'long' ? 'text-amber-700 dark:text-amber-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {fmt(view.length)} characters
          {view.status === 'long' && ` — over ${fmt(WARN_LENGTH)}: some chats and trackers cut long links`}
          {view.status === 'too-long' && ` — over the ${fmt(MAX_LENGTH)} limit`}
        </span>
        <span className="ml-auto" />
        <button type="button" className="rule-reset" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div role="group" aria-label="Link kind" className="mb-1.5 flex gap-1">
        {LINK_KINDS.map(({ kind, testId, label, title }) => (
          <button
            key={kind}
            type="button"
            data-testid={testId}
            aria-pressed={view.kind === kind}
            className={`btn ${view.kind === kind ? 'bg-neutral-200 dark:bg-neutral-700' : ''}`}
            onClick={() => onKind(kind)}
            title={title}
          >
            {label}
          </button>
        ))}
      </div>
      <p role="status" data-testid="share-status" className={view.copy === 'refused' ? 'text-red-700 dark:text-red-400' : ''}>
        {message}
      </p>
      {view.copy !== 'refused' && (
        <input
          data-testid="share-link"
          readOnly
          value={view.url}
          aria-label="Link to this state"
          className="ctl mt-1.5 w-full font-mono"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      <p className="mt-1.5 text-neutral-500 dark:text-neutral-400">
        {view.kind === 'text'
          ? 'The link holds the input, profile and rule edits, slider, controls, encoding, view and checker text'
          : 'The link holds the profile and rule edits, slider, controls, encoding and view, not the input or checker text: it opens on the text already on screen'}{' '}
        (in the fragment: never sent to a server).
      </p>
    </div>
  );
}

/** "You opened a link; your draft was kept" with the restore button. */
export function DraftBar() {
  const offer = usePlayground((s) => s.previousDraft);
  if (!offer) return null;
  const draft = offer.state;
  return (
    <div role="status" data-testid="draft-bar" className="flex flex-wrap items-center gap-2 border-b border-sky-300 bg-sky-50 px-4 py-1 text-xs text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50">
      <span>
        A shared link replaced your draft on screen ({fmt(wordCount(draft.input))} words, profile {draft.profileId}
        {draft.rules ? ' with rule edits' : ''}). It is kept under Drafts:
      </span>
      <button type="button" data-testid="restore-draft" className="btn bg-white dark:bg-neutral-900" onClick={() => sessionOf(playgroundStore())?.restoreOffer()}>
        Restore previous draft
      </button>
      <button type="button" data-testid="discard-draft" className="underline" onClick={() => sessionOf(playgroundStore())?.dismissOffer()}>
        hide this
      </button>
    </div>
  );
}

/** A link too long to open unasked: what it is, and the choice. */
export function LongLinkBar() {
  const length = usePlayground((s) => s.pendingLink?.length ?? 0);
  if (!length) return null;
  return (
    <div role="alert" data-testid="long-link" className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-1 text-xs text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <span>
        This link is {fmt(length)} characters long ({sizeLabel(length)}), more than the {fmt(LINK_CONFIRM_LENGTH)} of the longest link this page makes.
        Opening it can take several seconds; what is on screen stays under Drafts.
      </span>
      <button type="button" data-testid="open-long-link" className="btn bg-white dark:bg-neutral-900" onClick={() => sessionOf(playgroundStore())?.openPending()}>
        Open it
      </button>
      <button type="button" data-testid="drop-long-link" className="underline" onClick={() => sessionOf(playgroundStore())?.dropPending()}>
        not now
      </button>
    </div>
  );
}

/** A settings-only link whose rules would rewrite the text on screen: its rule edits, and the choice. */
export function RulesLinkBar() {
  const pending = usePlayground((s) => s.pendingRules);
  if (!pending) return null;
  return (
    <div role="alert" data-testid="link-rules-bar" className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-1 text-xs text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <span>
        This link changes the rules of <strong>{pending.profileId}</strong>, and they would apply to the text on screen:
      </span>
      <ul data-testid="link-rules-edits" className="basis-full list-disc pl-5">
        {pending.lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <button type="button" data-testid="link-rules-apply" className="btn bg-white dark:bg-neutral-900" onClick={() => sessionOf(playgroundStore())?.applyPendingRules()}>
        Apply these rules
      </button>
      <button type="button" data-testid="link-rules-keep" className="underline" onClick={() => sessionOf(playgroundStore())?.dropPendingRules()}>
        keep mine
      </button>
    </div>
  );
}

const ORIGIN: Record<DraftItem['origin'], string> = { 'this-tab': 'this tab', 'other-tab': 'other tab', earlier: 'saved earlier' };

/** The header's "Drafts" button and the restore list it opens. */
export function DraftsMenu() {
  const drafts = usePlayground((s) => s.drafts);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const restorable = drafts.filter((d) => !d.onScreen).length;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="drafts-button"
        className="btn"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title="Drafts kept in this browser, from every tab: restore one"
      >
        Drafts{restorable > 0 && <span className="tabular-nums"> ({restorable})</span>}
      </button>
      {open && <DraftsPopover drafts={drafts} onClose={close} />}
    </>
  );
}

function DraftsPopover({ drafts, onClose }: { drafts: DraftItem[]; onClose: (refocus: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const [confirmClear, setConfirmClear] = useState(false);
  useEffect(() => {
    // "5 min ago" stays true while the list is open
    const t = setInterval(() => setNow(Date.now()), 20_000);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    const popover = ref.current;
    (popover?.querySelector<HTMLElement>('[data-restore]') ?? popover)?.focus();
  }, []);
  // Escape from inside the list gives the focus back to its button
  const onOutside = useCallback(() => onClose(false), [onClose]);
  const onEscape = useCallback(() => onClose(ref.current?.contains(document.activeElement) ?? false), [onClose]);
  useDismiss(ref, '[data-testid=drafts-button]', onOutside, onEscape);
  const session = () => sessionOf(playgroundStore());
  const removable = drafts.filter((d) => !d.onScreen).length;
  const dropped = usePlayground((s) => s.droppedDrafts);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-label="Kept drafts"
      data-testid="drafts-list"
      className="absolute top-full right-2 z-50 mt-1 w-[min(440px,calc(100vw-1rem))] rounded-md border border-neutral-300 bg-white p-3 text-xs shadow-lg outline-none dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="mb-1 flex items-center gap-2">
        <h2 className="text-sm font-semibold">Kept drafts</h2>
        <span className="ml-auto" />
        <button type="button" className="rule-reset" onClick={() => onClose(true)} aria-label="Close">
          ×
        </button>
      </div>
      {drafts.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-300">No drafts yet. What you type is kept here, also when a link replaces it on screen.</p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {drafts.map((d) => {
            const when = relativeTime(d.at, now);
            const line = d.line || '(empty input)';
            return (
              <li key={d.key} data-testid="draft-item" data-origin={d.origin} data-on-screen={d.onScreen} className="flex items-center gap-2 py-1.5">
                <div className="min-w-0 flex-1">
                  <div className="truncate font-medium" title={d.line}>
                    {line}
                  </div>
                  <div className="text-neutral-600 dark:text-neutral-300">
                    <time dateTime={new Date(d.at).toISOString()} title={new Date(d.at).toLocaleString()}>
                      {when}
                    </time>
                    {' · '}
                    {ORIGIN[d.origin]} · {fmt(d.words)} words · {d.profileId}
                    {d.rules ? ' (tuned)' : ''}
                  </div>
                </div>
                {d.onScreen ? (
                  <span className="shrink-0 rounded border border-sky-300 bg-sky-50 px-1.5 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100">on screen</span>
                ) : (
                  <>
                    <button
                      type="button"
                      data-restore
                      className="btn shrink-0"
                      aria-label={`Restore draft: ${line}, ${when}`}
                      onClick={() => {
                        session()?.restore(d.key);
                        onClose(true);
                      }}
                    >
                      Restore
                    </button>
                    <button type="button" className="rule-reset shrink-0" aria-label={`Remove draft: ${line}`} onClick={() => session()?.remove(d.key)}>
                      ×
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {dropped.length > 0 && (
        <details data-testid="drafts-dropped" className="mt-2 text-neutral-600 dark:text-neutral-300">
          <summary className="cursor-pointer">
            {dropped.length} dropped to make room (open tabs&apos; drafts are never dropped)
          </summary>
          <ul className="mt-1 space-y-0.5">
            {dropped.map((d, i) => (
              <li key={i}>
                <span className="font-medium">{d.line || '(empty input)'}</span> ({fmt(d.words)} words), dropped {relativeTime(d.dropped, now)}: {d.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-2 dark:border-neutral-800">
        <p className="text-neutral-600 dark:text-neutral-300">The last {MAX_DRAFTS} drafts of every tab, in this browser only.</p>
        <span className="ml-auto" />
        {confirmClear ? (
          <>
            <button
              type="button"
              className="btn"
              onClick={() => {
                session()?.clear();
                setConfirmClear(false);
                ref.current?.focus();
              }}
            >
              Remove {removable} draft{removable === 1 ? '' : 's'}
            </button>
            <button type="button" className="underline" onClick={() => setConfirmClear(false)}>
              Keep them
            </button>
          </>
        ) : (
          <button type="button" className="underline disabled:no-underline disabled:opacity-50" disabled={removable === 0} onClick={() => setConfirmClear(true)}>
            Clear list
          </button>
        )}
      </div>
    </div>
  );
}

/** True when the error banner has something from the session (notices, a hung pattern, the checker). */
export function useSessionBanner(): boolean {
  const n = usePlayground((s) => s.notices.some((x) => x.kind !== 'info'));
  const hang = usePlayground((s) => activeHang(s) !== null);
  return n || hang;
}

/** Lines of the error banner: link, import and storage notices; a pattern that hung. */
export function SessionBannerLines() {
  const notices = usePlayground((s) => s.notices);
  const hang = usePlayground(activeHang);
  const dismiss = usePlayground((s) => s.dismissNotice);
  const openRules = usePlayground((s) => s.setRuleEditorOpen);
  return (
    <>
      {hang && (
        <p data-testid="pattern-hang-banner">
          <strong>Custom pattern stopped:</strong>{' '}
          {hang.pattern !== null ? (
            <>
              <code className="font-mono">/{hang.pattern}/</code> ran
            </>
          ) : (
            'the custom patterns ran'
          )}{' '}
          longer than {PATTERN_TIME_LIMIT_MS / 1000} s on this input (catastrophic backtracking?). Outputs are computed without the custom
          patterns until you edit them.{' '}
          <button type="button" className="underline" onClick={() => openRules(true)}>
            Edit patterns
          </button>
        </p>
      )}
      {notices
        .filter((n) => n.kind !== 'info')
        .map((n) => (
          <p key={n.id} data-testid={`notice-${n.source}`} data-kind={n.kind} className="flex items-start gap-2">
            <span>
              <strong>{n.kind === 'error' ? 'Error:' : 'Warning:'}</strong> {n.text}
            </span>
            <button type="button" className="ml-auto shrink-0 underline" onClick={() => dismiss(n.id)} aria-label="Dismiss">
              dismiss
            </button>
          </p>
        ))}
    </>
  );
}

/** Info notices (an import done, edits dropped by a profile switch) as a toast. */
export function InfoToasts() {
  const notices = usePlayground((s) => s.notices);
  const undo = usePlayground((s) => s.undoProfile);
  const dismiss = usePlayground((s) => s.dismissNotice);
  const info = notices.filter((n) => n.kind === 'info');
  const last = info[info.length - 1];
  useEffect(() => {
    if (!last) return;
    const t = setTimeout(() => dismiss(last.id), last.source === 'profile' ? 12_000 : 6_000);
    return () => clearTimeout(t);
  }, [last, dismiss]);
  if (!last) return null;
  return (
    <div role="status" data-testid="notice" className="fixed right-4 bottom-4 z-50 flex max-w-[min(420px,calc(100vw-2rem))] items-start gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2 text-xs shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
      <span>{last.text}</span>
      {last.source === 'profile' && undo && (
        <button type="button" data-testid="undo-profile" className="btn shrink-0" onClick={() => playgroundStore().getState().undoProfileSwitch()}>
          Undo
        </button>
      )}
      <button type="button" className="rule-reset shrink-0" onClick={() => dismiss(last.id)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
