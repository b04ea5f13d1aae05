'use client';

// The rule editor (SPEC §6 "Rule tuning"): a side panel over the active profile. Every change
// becomes a rule edit in the store (a partial profile JSON against the built-in profile), so the
// outputs, counts and per-rule savings recompute as you type. Edited settings are marked against
// the profile's defaults and each has a one-click reset; the whole profile can be reset, exported
// as the JSON the CLI's --rules reads, and imported.

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ruleRisk } from 'caveman-compress/internals/contract';
import { PROFILES } from 'caveman-compress/internals/profiles';
import { RULE_GROUPS, type Intensity, type Profile, type RuleGroup, type UserPattern, type WordPair } from 'caveman-compress/internals/types';
import { playgroundStore } from '@/lib/state/store';
import { activeHang, groupStats } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';
import { isNarrow } from './useNarrow';
import {
  activeProfile,
  editCount,
  formatPairs,
  formatWordList,
  isEdited,
  jsonEqual,
  parsePairs,
  parseWordList,
  patternError,
} from '@/lib/tuning/edits';
import { PATTERN_TIME_LIMIT_MS } from '@/lib/workers/patterns';
import { downloadProfile, importProfileFile } from './profileFiles';

const GROUP_INFO: Record<RuleGroup, { level: Intensity | 'terse' | 'all'; label: string; title: string }> = {
  filler: { level: 'lite', label: 'filler', title: 'Filler words and pleasantry phrases (lists below)' },
  phrase: { level: 'lite', label: 'phrase', title: 'Phrase substitutions ("in order to" -> "to")' },
  article: { level: 'full', label: 'article', title: 'Drop a / an / the where meaning survives' },
  narrative: { level: 'full', label: 'narrative filler', title: '"I think", "let me", "we will then", sentence-initial "now,"' },
  copula: { level: 'full', label: 'copula', title: '"The build is complete" -> "Build complete"' },
  pronoun: { level: 'full', label: 'pronoun', title: '"I have implemented X" -> "Added X"' },
  synonym: { level: 'full', label: 'synonym', title: 'Shorter synonyms with inflections (list below)' },
  number: { level: 'full', label: 'number', title: 'Number words two to twenty (and tens) -> digits' },
  abbreviation: { level: 'ultra', label: 'abbreviation', title: 'database -> DB ... with plurals (list below)' },
  arrow: { level: 'ultra', label: 'arrow', title: 'Causality and flow as arrows' },
  conjunction: { level: 'ultra', label: 'conjunction', title: '"and" in short lists -> +, dropped conjunctions' },
  emphasis: { level: 'ultra', label: 'emphasis', title: '**x** -> x, final period of a list item' },
  status: { level: 'terse', label: 'status', title: 'Status-line compression (terse profile)' },
  repair: { level: 'all', label: 'repair', title: 'Spacing, punctuation and capitals after a removal' },
};

function ResetButton({ onClick, testId, label }: { onClick: () => void; testId: string; label: string }) {
  return (
    <button type="button" data-testid={testId} onClick={onClick} className="rule-reset" title={`Reset ${label} to the profile's default`} aria-label={`Reset ${label}`}>
      ↺
    </button>
  );
}

function EditedDot({ testId }: { testId: string }) {
  return <span data-testid={testId} className="rule-edited" title="Edited: differs from the profile's default" aria-label="edited" />;
}

function Section({
  title,
  hint,
  edited,
  onReset,
  field,
  children,
}: {
  title: string;
  hint?: string;
  edited: boolean;
  onReset?: () => void;
  field: string;
  children: ReactNode;
}) {
  return (
    <section className="rule-section" data-testid={`rule-section-${field}`} data-edited={edited ? 'true' : 'false'}>
      <div className="mb-1 flex items-center gap-1.5">
        <h3 className="text-xs font-semibold">{title}</h3>
        {edited && <EditedDot testId={`edited-${field}`} />}
        {hint && <span className="text-[11px] text-neutral-500 dark:text-neutral-400">{hint}</span>}
        <span className="ml-auto" />
        {edited && onReset && <ResetButton onClick={onReset} testId={`reset-${field}`} label={title} />}
      </div>
      {children}
    </section>
  );
}

/** A text area whose text follows the store unless the user's text already says the same. */
function useSyncedText<T>(value: T, format: (v: T) => string, same: (text: string, v: T) => boolean) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!same(text, value)) setText(format(value));
  }
  return [text, setText] as const;
}

/** Rows that can only break the contract: the guard holds back every edit they make, and this says why. */
function RiskNote({ field, risks }: { field: string; risks: string[] }) {
  if (!risks.length) return null;
  return (
    <div role="status" data-testid={`contract-risk-${field}`} className="rule-error">
      {risks.slice(0, 3).join('; ')}
      {risks.length > 3 ? ` (+${risks.length - 3} more)` : ''} — held back wherever it would match: no rule may change a hedge, a negation or an actor
    </div>
  );
}

type ListKey = 'fillerWords' | 'fillerPhrases' | 'fullFillerWords' | 'anchors';

function WordListSection({ field, title, hint, profile, rows = 5 }: { field: ListKey; title: string; hint: string; profile: Profile; rows?: number }) {
  const edits = usePlayground((s) => s.profileEdits);
  const list = profile[field];
  const [text, setText] = useSyncedText(list, formatWordList, (t, v) => jsonEqual(parseWordList(t), v));
  const st = playgroundStore().getState;
  return (
    <Section title={title} hint={hint} field={field} edited={isEdited(edits, field)} onReset={() => st().resetRules(field)}>
      <textarea
        data-testid={`list-${field}`}
        aria-label={title}
        className="rule-textarea"
        rows={rows}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseWordList(e.target.value);
          if (!jsonEqual(next, list)) st().setRuleField(field, next);
        }}
      />
      <RiskNote field={field} risks={field === 'anchors' ? [] : list.flatMap((w) => { const why = ruleRisk(w, null); return why ? [`“${w}” ${why}`] : []; })} />
      <div className="text-[11px] text-neutral-500 dark:text-neutral-400">{list.length} entries · one per line</div>
    </Section>
  );
}

type PairKey = 'phrases' | 'synonyms' | 'abbreviations';

function PairSection({ field, title, hint, profile }: { field: PairKey; title: string; hint: string; profile: Profile }) {
  const edits = usePlayground((s) => s.profileEdits);
  const pairs = profile[field];
  const [text, setText] = useSyncedText(pairs, formatPairs, (t, v) => {
    const p = parsePairs(t);
    return p.errors.length > 0 || jsonEqual(p.pairs, v);
  });
  const errors = useMemo(() => parsePairs(text).errors, [text]);
  const st = playgroundStore().getState;
  return (
    <Section title={title} hint={hint} field={field} edited={isEdited(edits, field)} onReset={() => st().resetRules(field)}>
      <textarea
        data-testid={`list-${field}`}
        aria-label={title}
        aria-invalid={errors.length > 0}
        className="rule-textarea"
        rows={5}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const p = parsePairs(e.target.value);
          if (p.errors.length === 0 && !jsonEqual(p.pairs, pairs)) st().setRuleField(field, p.pairs as WordPair[]);
        }}
      />
      {errors.length > 0 ? (
        <div role="alert" data-testid={`list-error-${field}`} className="rule-error">
          {errors.slice(0, 3).join('; ')}
          {errors.length > 3 ? ` (+${errors.length - 3} more)` : ''} — not applied until fixed
        </div>
      ) : (
        <>
          <RiskNote field={field} risks={pairs.flatMap((p) => { const why = ruleRisk(p.from, p.to); return why ? [`“${p.from} -> ${p.to}” ${why}`] : []; })} />
          <div className="text-[11px] text-neutral-500 dark:text-neutral-400">{pairs.length} entries · “from -&gt; to”, one per line</div>
        </>
      )}
    </Section>
  );
}

interface Row {
  pattern: string;
  flags: string;
  label?: string;
}

const toRows = (list: readonly UserPattern[]): Row[] => list.map((p) => ({ pattern: p.pattern, flags: p.flags ?? '', ...(p.label ? { label: p.label } : {}) }));
const validRows = (rows: readonly Row[]): UserPattern[] =>
  rows
    .filter((r) => r.pattern !== '' && patternError(r.pattern, r.flags) === null)
    .map((r) => ({ pattern: r.pattern, ...(r.flags ? { flags: r.flags } : {}), ...(r.label ? { label: r.label } : {}) }));

function PatternSection({ profile }: { profile: Profile }) {
  const edits = usePlayground((s) => s.profileEdits);
  const hang = usePlayground(activeHang);
  const list = profile.protectedPatterns;
  const [rows, setRowsLocal] = useState<Row[]>(() => toRows(list));
  const [seen, setSeen] = useState(list);
  if (list !== seen) {
    setSeen(list);
    if (!jsonEqual(validRows(rows), list)) setRowsLocal(toRows(list));
  }
  const st = playgroundStore().getState;
  const setRows = (next: Row[]) => {
    setRowsLocal(next);
    const valid = validRows(next);
    if (!jsonEqual(valid, list)) st().setRuleField('protectedPatterns', valid);
  };
  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const hungAt = (r: Row) => hang !== null && (hang.pattern === null || hang.pattern === r.pattern);
  return (
    <Section
      title="Custom protected patterns"
      hint="regular expressions, kept byte-exact"
      field="protectedPatterns"
      edited={isEdited(edits, 'protectedPatterns')}
      onReset={() => st().resetRules('protectedPatterns')}
    >
      <ul className="flex flex-col gap-1">
        {rows.map((r, i) => {
          const err = r.pattern === '' ? null : patternError(r.pattern, r.flags);
          const stuck = !err && hungAt(r);
          return (
            <li key={i} className="flex flex-col gap-0.5">
              <div className="flex items-center gap-1">
                <span className="font-mono text-neutral-400">/</span>
                <input
                  data-testid={`pattern-input-${i}`}
                  aria-label={`Pattern ${i + 1}`}
                  aria-invalid={!!err || stuck}
                  className={`ctl min-w-0 flex-1 font-mono ${err || stuck ? 'ctl-invalid' : ''}`}
                  value={r.pattern}
                  spellCheck={false}
                  placeholder="e.g. T\d{3}"
                  onChange={(e) => update(i, { pattern: e.target.value })}
                />
                <span className="font-mono text-neutral-400">/</span>
                <input
                  data-testid={`pattern-flags-${i}`}
                  aria-label={`Flags of pattern ${i + 1}`}
                  className="ctl w-14 font-mono"
                  value={r.flags}
                  spellCheck={false}
                  placeholder="flags"
                  onChange={(e) => update(i, { flags: e.target.value })}
                />
                <button
                  type="button"
                  data-testid={`pattern-remove-${i}`}
                  className="rule-reset"
                  aria-label={`Remove pattern ${i + 1}`}
                  title="Remove this pattern"
                  onClick={() => setRows(rows.filter((_, k) => k !== i))}
                >
                  ×
                </button>
              </div>
              {err && (
                <div role="alert" data-testid={`pattern-error-${i}`} className="rule-error">
                  {err}
                </div>
              )}
              {stuck && (
                <div role="alert" data-testid={`pattern-hang-${i}`} className="rule-error">
                  Stopped: {hang!.pattern === null ? 'a custom pattern' : 'this pattern'} ran longer than {PATTERN_TIME_LIMIT_MS / 1000} s on the
                  input (catastrophic backtracking?). Outputs are computed without custom patterns until you edit them.
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" data-testid="pattern-add" className="btn mt-1" onClick={() => setRowsLocal([...rows, { pattern: '', flags: '' }])}>
        + Add pattern
      </button>
    </Section>
  );
}

function GroupsSection({ profile }: { profile: Profile }) {
  const edits = usePlayground((s) => s.profileEdits);
  const results = usePlayground((s) => s.results);
  const savings = usePlayground((s) => s.savings);
  const level: Intensity = usePlayground((s) => s.savingsWanted ?? 'full');
  const st = playgroundStore().getState;
  const stats = useMemo(() => groupStats({ results, savings }, level), [results, savings, level]);
  const groupsEdited = isEdited(edits, 'groups');
  return (
    <Section title="Rule groups" hint={`edits · tokens saved in ${level}`} field="groups" edited={groupsEdited} onReset={() => st().resetRules('groups')}>
      <table className="w-full text-xs tabular-nums">
        <tbody>
          {RULE_GROUPS.map((g) => {
            const info = GROUP_INFO[g];
            const edited = isEdited(edits, 'groups', g);
            const n = stats.edits.get(g) ?? 0;
            const saved = stats.saved ? (stats.saved[g] ?? 0) : null;
            return (
              <tr key={g} data-testid={`group-row-${g}`} data-edited={edited ? 'true' : 'false'} className={edited ? 'rule-row-edited' : ''}>
                <td className="py-px">
                  <label className="flex items-center gap-1.5" title={info.title}>
                    <input
                      type="checkbox"
                      data-testid={`group-${g}`}
                      checked={profile.groups[g]}
                      onChange={(e) => st().setRuleGroup(g, e.target.checked)}
                    />
                    <span className="inline-block h-2 w-2 rounded-full" style={{ background: `var(--rule-${g})` }} aria-hidden />
                    {info.label}
                    <span className={`rule-level rule-level-${info.level}`}>{info.level}</span>
                  </label>
                </td>
                <td className="w-5 text-center">{edited && <EditedDot testId={`edited-group-${g}`} />}</td>
                <td className="w-10 text-right text-neutral-500 dark:text-neutral-400" title={`${n} edits in ${level}`} data-testid={`group-edits-${g}`}>
                  {n || ''}
                </td>
                <td className="w-12 text-right" title={`tokens saved in ${level}`} data-testid={`group-saved-${g}`}>
                  {n ? (saved === null ? '…' : saved > 0 ? `−${saved}` : saved < 0 ? `+${-saved}` : '0') : ''}
                </td>
                <td className="w-6 text-right">{edited && <ResetButton onClick={() => st().resetRules('groups', g)} testId={`reset-group-${g}`} label={`the ${g} group`} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

function ArrowSection({ profile }: { profile: Profile }) {
  const edits = usePlayground((s) => s.profileEdits);
  const st = playgroundStore().getState;
  return (
    <Section title="Arrow glyph" hint="ultra: causality and flow" field="arrow" edited={isEdited(edits, 'arrow')} onReset={() => st().resetRules('arrow')}>
      <div role="radiogroup" aria-label="Arrow glyph" className="flex gap-3 text-xs">
        {(['->', '→'] as const).map((a) => (
          <label key={a} className="flex items-center gap-1">
            <input type="radio" name="arrow-glyph" data-testid={`arrow-${a === '->' ? 'ascii' : 'unicode'}`} checked={profile.arrow === a} onChange={() => st().setRuleField('arrow', a)} />
            <code className="font-mono">{a}</code>
          </label>
        ))}
      </div>
    </Section>
  );
}

export function RuleEditor() {
  const profileId = usePlayground((s) => s.profileId);
  const edits = usePlayground((s) => s.profileEdits);
  const thresholds = usePlayground((s) => s.thresholds);
  const profile = useMemo(() => activeProfile(profileId, edits), [profileId, edits]);
  const base = PROFILES[profileId];
  const count = editCount(edits);
  const st = playgroundStore().getState;
  const ref = useRef<HTMLElement>(null);
  // a phone stacks the editor below the pane: bring it into view when it opens
  useEffect(() => {
    if (isNarrow()) ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <aside
      ref={ref}
      data-testid="rule-editor"
      aria-label={`Rule editor: ${base?.name ?? profileId}`}
      className="rule-editor flex min-h-0 w-[400px] shrink-0 flex-col overflow-hidden max-sm:h-[80dvh] max-sm:w-full max-sm:border-t sm:border-l border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-neutral-200 bg-neutral-50 px-3 py-1.5 text-xs dark:border-neutral-800 dark:bg-neutral-900">
        <h2 className="text-sm font-semibold">Rules</h2>
        <span className="text-neutral-600 dark:text-neutral-300" title={base?.description}>
          {profileId}
        </span>
        <span data-testid="edit-count" className={`rounded px-1.5 ${count ? 'bg-amber-200 text-amber-900 dark:bg-amber-800 dark:text-amber-50' : 'text-neutral-600 dark:text-neutral-400'}`}>
          {count ? `${count} edited` : 'defaults'}
        </span>
        <span className="ml-auto" />
        <button type="button" className="btn" data-testid="rule-editor-close" onClick={() => st().setRuleEditorOpen(false)} aria-label="Close the rule editor">
          ×
        </button>
        <div className="flex basis-full flex-wrap items-center gap-1.5">
          <button type="button" data-testid="reset-profile" className="btn" disabled={!count} onClick={() => st().resetRules()} title={`Reset every rule to ${profileId}'s defaults`}>
            Reset profile
          </button>
          <button
            type="button"
            data-testid="export-profile"
            className="btn"
            onClick={() => downloadProfile(profileId, edits, thresholds)}
            title="Download the tuned profile as JSON (caveman compress --rules FILE reads it)"
          >
            Export JSON
          </button>
          <label className="btn cursor-pointer" title="Import a profile JSON (or drop it onto the page)">
            Import JSON…
            <input
              type="file"
              accept=".json,application/json"
              data-testid="import-profile"
              className="sr-only"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void importProfileFile(f);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-3 py-2">
        <GroupsSection profile={profile} />
        <ArrowSection profile={profile} />
        <WordListSection field="fillerWords" title="Filler words" hint="lite: dropped" profile={profile} />
        <WordListSection field="fillerPhrases" title="Filler phrases" hint="lite: dropped" profile={profile} />
        <WordListSection field="fullFillerWords" title="More filler from full up" hint="full, ultra" profile={profile} rows={3} />
        <PairSection field="phrases" title="Phrase substitutions" hint="lite" profile={profile} />
        <PairSection field="synonyms" title="Synonyms" hint="full, with inflections" profile={profile} />
        <PairSection field="abbreviations" title="Abbreviations" hint="ultra, with plurals" profile={profile} />
        <PatternSection profile={profile} />
        <WordListSection field="anchors" title="Literal anchors" hint="kept byte-exact" profile={profile} rows={3} />
      </div>
    </aside>
  );
}
