'use client';

// Every protected kind (SPEC §1.3) with the reasons the core gives for it (its span scanners and
// block regions) and a live example compressed at ultra: the spans come out byte-exact.
// Also the out-of-scope rules of §1.4, each with a block kept verbose.
import { useMemo, type CSSProperties } from 'react';
import { compress } from 'caveman-compress/internals/compress';
import { SCANNERS } from 'caveman-compress/internals/protect';
import { SCOPE_RULES } from 'caveman-compress/internals/scope';
import { PROTECTED_KINDS, type CompressResult, type ProtectedKind } from 'caveman-compress/internals/types';
import { exampleProfile, KIND_EXAMPLES, SCOPE_EXAMPLES, type LiveExample } from '@/lib/examples/teaching';
import { mapRangesToOutput } from '@/lib/panes/map-ranges';
import { Marked, type Mark } from './Marked';

const kindStyle = (k: string) => ({ '--kind-color': `var(--kind-${k})` }) as CSSProperties;

const KIND_BLURB: Record<ProtectedKind, string> = {
  code: 'Fenced and indented code blocks and inline code.',
  payload: 'Machine payloads: a JSON block, YAML key lines, tab-separated rows.',
  frontmatter: 'YAML front matter between --- lines at the top.',
  comment: 'HTML comments, inline or as a block.',
  url: 'URLs and link targets.',
  email: 'E-mail addresses.',
  path: 'File paths and file names, with line numbers; Windows paths.',
  branch: 'Branch names (feat/…, fix/…).',
  identifier: 'camelCase, PascalCase, snake_case, dotted names, calls, flags, $VARS, finding IDs, #refs.',
  mention: 'Agent tags and @mentions.',
  version: 'Versions and ranges.',
  number: 'Numbers with units and precision.',
  errorcode: 'Error codes.',
  hash: 'Commit and content hashes.',
  quote: 'Quoted text: quoted user input stays verbatim.',
  command: 'A line that starts like a command ($ , git , npm , …).',
  anchor: 'Parser anchors of the seeds, byte-exact; and a profile’s own anchors.',
  keyvalue: 'key=value pairs.',
  user: 'User-defined patterns (regular expressions) from the rule editor.',
};

/** A span as a one-line chip: line breaks and tabs made visible, long spans shortened. */
function chip(v: string): string {
  const one = v.replace(/\n/g, '⏎').replace(/\t/g, '⇥');
  return one.length > 48 ? one.slice(0, 45) + '…' : one;
}

function count(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

function live(ex: LiveExample): CompressResult {
  return compress(ex.text, { intensity: ex.intensity, profile: exampleProfile(ex), envelope: false });
}

function KindExample({ ex, r }: { ex: LiveExample; r: CompressResult }) {
  const spans = r.protected;
  const mapped = mapRangesToOutput(spans, r.edits);
  const inMarks: Mark[] = spans.map((s) => ({
    start: s.start,
    end: s.end,
    className: s.kind === ex.kind ? 'mark-prot-focus' : 'mark-prot',
    style: kindStyle(s.kind),
    title: `${s.kind}: ${s.reason}`,
  }));
  const outMarks: Mark[] = [];
  mapped.forEach((m, i) => {
    if (m) outMarks.push({ ...inMarks[i], start: m.start, end: m.end });
  });
  const mine = spans.filter((s) => s.kind === ex.kind);
  const exact = mine.filter((s) => {
    const v = ex.text.slice(s.start, s.end);
    return count(r.output, v) >= count(ex.text, v);
  });
  const ok = mine.length > 0 && exact.length === mine.length;
  return (
    <div data-testid={`example-${ex.id}`} className="mt-2">
      {ex.note && <p className="mb-1 text-xs text-neutral-600 dark:text-neutral-400">{ex.note}</p>}
      <div className="grid gap-2 md:grid-cols-2">
        <div className="min-w-0">
          <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">Input</div>
          <Marked text={ex.text} marks={inMarks} testId={`input-${ex.id}`} />
        </div>
        <div className="min-w-0">
          <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {ex.intensity} · profile {ex.profile}
            {ex.protectedPatterns ? ' + user pattern' : ''}
          </div>
          <Marked
            text={r.output}
            marks={outMarks}
            testId={`output-${ex.id}`}
            data-live-example="kind"
            data-example-id={ex.id}
            data-intensity={ex.intensity}
            data-profile={ex.profile}
          />
        </div>
      </div>
      <p
        data-testid={`exact-${ex.id}`}
        data-ok={ok ? 'true' : 'false'}
        className={`mt-1 text-xs font-medium ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
      >
        {ok ? '✓' : '✗'} {exact.length} of {mine.length} {ex.kind} span{mine.length === 1 ? '' : 's'} byte-exact in the output
        {mine.length > 0 && (
          <span className="font-normal text-neutral-600 dark:text-neutral-400">
            {': '}
            {mine.map((s, i) => (
              <code key={i} className="mr-1.5 rounded bg-neutral-100 px-1 whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-neutral-800">
                {chip(ex.text.slice(s.start, s.end))}
              </code>
            ))}
          </span>
        )}
      </p>
    </div>
  );
}

function KindCard({ kind }: { kind: ProtectedKind }) {
  const examples = useMemo(() => KIND_EXAMPLES.filter((e) => e.kind === kind).map((ex) => ({ ex, r: live(ex) })), [kind]);
  // Reasons: the scanners of this kind, plus the block regions and profile anchors the examples hit.
  const seen = examples.flatMap(({ r }) => r.protected.filter((s) => s.kind === kind).map((s) => s.reason));
  const reasons = [...new Set([...SCANNERS.filter((s) => s.kind === kind).map((s) => s.reason), ...seen])];
  return (
    <article id={`kind-${kind}`} data-testid={`kind-${kind}`} className="min-w-0 scroll-mt-14 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800" style={kindStyle(kind)}>
      <header className="flex flex-wrap items-baseline gap-x-2">
        <span className="swatch" style={{ background: `var(--kind-${kind})` }} aria-hidden />
        <code className="text-sm font-semibold">{kind}</code>
        <span className="text-sm">{KIND_BLURB[kind]}</span>
      </header>
      <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        Detected as: {reasons.map((r, i) => (
          <span key={r}>
            {i > 0 && ' · '}
            <span className="[overflow-wrap:anywhere]">{r}</span>
          </span>
        ))}
      </p>
      {examples.map(({ ex, r }) => (
        <KindExample key={ex.id} ex={ex} r={r} />
      ))}
    </article>
  );
}

export function KindsSection() {
  return (
    <section id="protected" aria-labelledby="protected-h" className="scroll-mt-14">
      <h2 id="protected-h" className="mb-1 text-xl font-bold">Protected spans</h2>
      <p className="mb-3 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        Spans the core never changes, byte for byte, at any intensity. Scanners run in priority order and the first claim wins
        (a later span that wholly contains earlier ones absorbs them). Each example below is compressed live at ultra; the
        protected spans are tinted in their kind’s colour in the input and in the output, the spans of the kind being shown are
        outlined, and the line under the example checks them in the output.
      </p>
      <div className="grid gap-3">
        {PROTECTED_KINDS.map((k) => (
          <KindCard key={k} kind={k} />
        ))}
      </div>
    </section>
  );
}

function ScopeExample({ ex, reason }: { ex: LiveExample; reason: string }) {
  const r = useMemo(() => live(ex), [ex]);
  const skipped = r.skipped;
  const mapped = mapRangesToOutput(skipped, r.edits);
  const inMarks: Mark[] = skipped.map((s) => ({ start: s.start, end: s.end, className: 'mark-skip', title: s.reason }));
  const outMarks: Mark[] = [];
  mapped.forEach((m, i) => {
    if (m) outMarks.push({ ...inMarks[i], start: m.start, end: m.end });
  });
  const kept = skipped.length > 0 && skipped.every((s) => r.output.includes(ex.text.slice(s.start, s.end)));
  return (
    <div className="grid gap-2 md:grid-cols-2">
      <div>
        <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">Input</div>
        <Marked text={ex.text} marks={inMarks} testId={`input-${ex.id}`} />
      </div>
      <div>
        <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
          {ex.intensity} · profile {ex.profile}
        </div>
        <Marked
          text={r.output}
          marks={outMarks}
          testId={`output-${ex.id}`}
          data-live-example="scope"
          data-example-id={ex.id}
          data-intensity={ex.intensity}
          data-profile={ex.profile}
        />
        <p data-testid={`kept-${ex.id}`} data-ok={kept ? 'true' : 'false'} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {kept ? '✓ kept verbose: ' : '✗ not detected: expected '}
          <em>{skipped[0]?.reason ?? reason}</em>
        </p>
      </div>
    </div>
  );
}

export function ScopeSection() {
  return (
    <section id="scope" aria-labelledby="scope-h" className="scroll-mt-14">
      <h2 id="scope-h" className="mb-1 text-xl font-bold">Out of scope: kept verbose</h2>
      <p className="mb-3 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        Security warnings, irreversible-action confirmations, deprecation notices, errors a human acts on and anything marked for
        the user stay verbose at every intensity. They are detected per block (paragraph or list item) and reported as skipped;
        the plain paragraph before each one compresses as usual.
      </p>
      <div className="grid gap-3">
        {SCOPE_RULES.map((rule) => {
          const ex = SCOPE_EXAMPLES.find((e) => e.kind === rule.id);
          return (
            <article key={rule.id} data-testid={`scope-${rule.id}`} className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
              <header className="mb-1.5 flex flex-wrap items-baseline gap-x-2">
                <code className="text-sm font-semibold">{rule.id}</code>
                <span className="text-sm">{rule.reason}</span>
              </header>
              {ex && <ScopeExample ex={ex} reason={rule.reason} />}
            </article>
          );
        })}
      </div>
    </section>
  );
}
