// SPEC §4: the profiles side by side, one column per profile, read from the same PROFILES data
// the core runs with. Cells that differ from forge (the default) are highlighted.
import type { ReactNode } from 'react';
import { PROFILES, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { envelopeHeader, WIRE_PREFIX } from 'caveman-compress/internals/envelope';
import { RULE_GROUPS, type Precedence, type Profile, type WordPair } from 'caveman-compress/internals/types';

interface Row {
  label: ReactNode;
  /** Comparable value: a cell differs from forge when this differs. */
  key: (p: Profile) => unknown;
  show: (p: Profile) => ReactNode;
  /** Rows that always differ (name, description) are not highlighted. */
  noDiff?: boolean;
  testId?: string;
}

interface Group {
  title: string;
  rows: Row[];
}

const onOff = (v: boolean) => (v ? <span className="text-emerald-700 dark:text-emerald-400">on</span> : <span className="text-neutral-600 dark:text-neutral-400">off</span>);

const pairs = (l: WordPair[]) => l.map((p) => `${p.from} → ${p.to}`).join(', ');

function listCell(l: string[] | WordPair[]): ReactNode {
  if (l.length === 0) return <span className="text-neutral-600 dark:text-neutral-400">none</span>;
  const text = typeof l[0] === 'string' ? (l as string[]).join(', ') : pairs(l as WordPair[]);
  return (
    <span title={text} className="tabular-nums">
      {l.length}
    </span>
  );
}

function codeList(l: string[]): ReactNode {
  if (l.length === 0) return <span className="text-neutral-600 dark:text-neutral-400">none</span>;
  return (
    <ul className="grid gap-0.5">
      {l.map((x) => (
        <li key={x}>
          <code className="text-[11px] break-all">{x}</code>
        </li>
      ))}
    </ul>
  );
}

const PRECEDENCE_ROWS: { key: keyof Precedence; label: string }[] = [
  { key: 'modeSwitch', label: 'mode can be switched off' },
  { key: 'terseSwitch', label: 'terse switch (godmode)' },
  { key: 'terseRounds', label: 'rounds without a human that switch terse on' },
  { key: 'outOfScope', label: 'out of scope → verbose' },
  { key: 'securityClamp', label: 'security-sensitive → lite' },
  { key: 'explicitIntensity', label: 'explicit caveman_intensity' },
  { key: 'depthThorough', label: 'depth thorough → lite' },
  { key: 'phaseInspecting', label: 'phase inspecting → lite' },
  { key: 'fallbackClamp', label: 'fallback clamp → lite' },
  { key: 'fallbackLimit', label: 'fallbacks that clamp' },
  { key: 'unknownBudget', label: 'budget unknown → ' },
];

const GROUPS: Group[] = [
  {
    title: 'Profile',
    rows: [
      { label: 'name', key: (p) => p.name, show: (p) => <strong>{p.name}</strong>, noDiff: true },
      { label: 'seed', key: (p) => p.seed, show: (p) => <code>{p.seed}</code>, noDiff: true },
      { label: 'description', key: (p) => p.description, show: (p) => <span className="text-xs leading-snug">{p.description}</span>, noDiff: true },
    ],
  },
  {
    title: 'Output',
    rows: [
      { label: 'arrow glyph', key: (p) => p.arrow, show: (p) => <span className="font-sans text-lg leading-none font-semibold">{p.arrow}</span>, testId: 'arrow' },
      {
        label: 'envelope header',
        key: (p) => p.envelope,
        show: (p) => <span title={p.envelope ? envelopeHeader('full') : undefined}>{onOff(p.envelope)}</span>,
        testId: 'envelope',
      },
      {
        label: 'wire prefix',
        key: (p) => p.wirePrefix,
        show: (p) => <span title={p.wirePrefix ? WIRE_PREFIX : undefined}>{onOff(p.wirePrefix)}</span>,
        testId: 'wirePrefix',
      },
    ],
  },
  {
    title: 'Rule groups',
    rows: RULE_GROUPS.map((g) => ({
      label: (
        <>
          <span className="swatch mr-1.5" style={{ background: `var(--rule-${g})` }} aria-hidden />
          {g}
        </>
      ),
      key: (p: Profile) => p.groups[g],
      show: (p: Profile) => onOff(p.groups[g]),
      testId: `group-${g}`,
    })),
  },
  {
    title: 'Thresholds (remaining budget %)',
    rows: [
      { label: 'upper (above → lite)', key: (p) => p.thresholds.upper, show: (p) => <span className="tabular-nums">{p.thresholds.upper}</span>, testId: 'upper' },
      { label: 'lower (below → ultra)', key: (p) => p.thresholds.lower, show: (p) => <span className="tabular-nums">{p.thresholds.lower}</span>, testId: 'lower' },
    ],
  },
  {
    title: 'Precedence (SPEC §2)',
    rows: PRECEDENCE_ROWS.map((r) => ({
      label: r.label,
      key: (p: Profile) => p.precedence[r.key],
      show: (p: Profile) => {
        const v = p.precedence[r.key];
        return typeof v === 'boolean' ? onOff(v) : <span className="tabular-nums">{String(v)}</span>;
      },
      testId: `precedence-${r.key}`,
    })),
  },
  {
    title: 'Targets for a model-written compression (%, the checker)',
    rows: (['lite', 'full', 'ultra', 'terse', 'short'] as const).map((t) => ({
      label: t === 'terse' ? 'terse' : t === 'short' ? 'terse, short texts' : t,
      key: (p: Profile) => p.targets[t] ?? null,
      show: (p: Profile) => (p.targets[t] === undefined ? <span className="text-neutral-600 dark:text-neutral-400">—</span> : <span className="tabular-nums">≥ {p.targets[t]}</span>),
      testId: `target-${t}`,
    })),
  },
  {
    title: 'Word lists (hover a count for the words)',
    rows: [
      { label: 'filler words', key: (p) => p.fillerWords, show: (p) => listCell(p.fillerWords) },
      { label: 'filler phrases', key: (p) => p.fillerPhrases, show: (p) => listCell(p.fillerPhrases) },
      { label: 'phrase substitutions', key: (p) => p.phrases, show: (p) => listCell(p.phrases) },
      { label: 'full filler words', key: (p) => p.fullFillerWords, show: (p) => listCell(p.fullFillerWords) },
      { label: 'synonyms', key: (p) => p.synonyms, show: (p) => listCell(p.synonyms) },
      { label: 'abbreviations', key: (p) => p.abbreviations, show: (p) => listCell(p.abbreviations) },
      { label: 'status phrases', key: (p) => p.statusPhrases, show: (p) => listCell(p.statusPhrases), testId: 'statusPhrases' },
    ],
  },
  {
    title: 'Anchors and patterns',
    rows: [
      { label: 'extra anchors', key: (p) => p.anchors, show: (p) => codeList(p.anchors), testId: 'anchors' },
      { label: 'line anchors (regex)', key: (p) => p.lineAnchors, show: (p) => codeList(p.lineAnchors), testId: 'lineAnchors' },
      { label: 'user patterns', key: (p) => p.protectedPatterns, show: (p) => codeList(p.protectedPatterns.map((x) => `/${x.pattern}/${x.flags ?? ''}`)) },
    ],
  },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ProfilesTable() {
  const forge = PROFILES.forge;
  return (
    <section id="profiles" aria-labelledby="profiles-h" className="scroll-mt-14">
      <h2 id="profiles-h" className="mb-1 text-xl font-bold">Profiles</h2>
      <p className="mb-3 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        One profile per seed system. A profile is data (switches, word lists, anchors, thresholds, precedence, glyph), not a code
        path: this table is read from the same profile objects the core runs with. <span className="cell-diff px-1">Highlighted</span>{' '}
        cells differ from <code>forge</code>, the default.
      </p>
      <div className="overflow-x-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
        <table data-testid="profiles-table" className="w-full min-w-[860px] table-fixed border-collapse text-sm">
          <colgroup>
            <col className="w-56" />
            {PROFILE_IDS.map((id) => (
              <col key={id} />
            ))}
          </colgroup>
          <thead className="bg-neutral-50 dark:bg-neutral-900">
            <tr>
              <th scope="col" className="sticky left-0 bg-neutral-50 px-3 py-2 text-left font-semibold dark:bg-neutral-900">
                setting
              </th>
              {PROFILE_IDS.map((id) => (
                <th key={id} scope="col" data-testid={`profile-column-${id}`} data-profile={id} className="px-3 py-2 text-left align-bottom font-semibold">
                  <code className="text-base">{id}</code>
                </th>
              ))}
            </tr>
          </thead>
          {GROUPS.map((g) => (
            <tbody key={g.title}>
              <tr className="border-t border-neutral-200 dark:border-neutral-800">
                <th colSpan={PROFILE_IDS.length + 1} scope="colgroup" className="bg-neutral-100/70 px-3 py-1 text-left text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:bg-neutral-900/70 dark:text-neutral-300">
                  {g.title}
                </th>
              </tr>
              {g.rows.map((row, i) => (
                <tr key={i} data-testid={row.testId ? `profile-row-${row.testId}` : undefined} className="border-t border-neutral-100 align-baseline dark:border-neutral-900">
                  <th scope="row" className="sticky left-0 bg-white px-3 py-1 text-left text-xs font-medium text-neutral-700 dark:bg-neutral-950 dark:text-neutral-300">
                    {row.label}
                  </th>
                  {PROFILE_IDS.map((id) => {
                    const p = PROFILES[id];
                    const differs = !row.noDiff && !same(row.key(p), row.key(forge));
                    return (
                      <td key={id} data-profile={id} data-differs={differs ? 'true' : undefined} className={`px-3 py-1 ${differs ? 'cell-diff' : ''}`}>
                        {row.show(p)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
