'use client';

// Every rule of the core's rule table (RULES) with its example compressed LIVE by the core at the
// rule's intensity: the rule's own edits are highlighted (struck in the input, tinted in the
// output), the edits of the other rules that ran are dotted.
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { compress } from 'caveman-compress/internals/compress';
import { PROFILES, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { RULES, type RuleDef } from 'caveman-compress/internals/rules/index';
import { REPAIR_CAPITAL, REPAIR_SPACE } from 'caveman-compress/internals/repair';
import type { Edit, Intensity, Profile } from 'caveman-compress/internals/types';
import { ruleExampleProfile } from '@/lib/examples/teaching';
import { exampleFragment } from '@/lib/state/permalink';
import { Marked, type Mark } from './Marked';
import { changedSelectValue } from '../earlyChoices';

type Section = Intensity | 'status';
const SECTIONS: { id: Section; title: string; blurb: string }[] = [
  { id: 'lite', title: 'lite', blurb: 'Drop filler and pleasantries; keep articles and full grammar.' },
  { id: 'full', title: 'full', blurb: 'Everything in lite, plus articles, narrative phrases, copulas, subject pronouns, synonyms and number words.' },
  { id: 'ultra', title: 'ultra', blurb: 'Everything in full, plus abbreviations, arrows for flow, + for short lists, dropped conjunctions and emphasis.' },
  { id: 'status', title: 'status lines (terse profile)', blurb: 'Status-line compression of the terse profile; it runs from lite up, only where the status group is on.' },
];

const sectionOf = (r: RuleDef): Section => (r.group === 'status' ? 'status' : r.intensity);

/** The profile word list (or setting) a rule reads, shown under the rule. */
const READS: Record<string, { field: keyof Profile; label: string }> = {
  'status.phrase': { field: 'statusPhrases', label: 'status phrases' },
  'lite.pleasantry': { field: 'fillerPhrases', label: 'filler phrases' },
  'lite.phrase': { field: 'phrases', label: 'phrase substitutions' },
  'lite.filler': { field: 'fillerWords', label: 'filler words' },
  'full.filler': { field: 'fullFillerWords', label: 'full filler words' },
  'full.synonym': { field: 'synonyms', label: 'synonyms' },
  'ultra.abbreviation': { field: 'abbreviations', label: 'abbreviations' },
  'ultra.arrow': { field: 'arrow', label: 'arrow glyph' },
  'status.round': { field: 'arrow', label: 'arrow glyph' },
};

function listText(v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : `${x.from} → ${x.to}`)).join(', ');
  return String(v);
}

const ruleStyle = (group: string) => ({ '--rule-color': `var(--rule-${group})` }) as CSSProperties;

function marksFor(edits: Edit[], ruleId: string, side: 'input' | 'output'): Mark[] {
  const marks: Mark[] = [];
  for (const e of edits) {
    const r = side === 'input' ? e.input : e.output;
    const own = e.rule === ruleId;
    const title = `${e.label}: "${e.before}" → "${e.after}"`;
    if (r.end > r.start) {
      marks.push({ start: r.start, end: r.end, title, style: ruleStyle(e.group), className: own ? (side === 'input' ? 'mark-own-before' : 'mark-own') : 'mark-other' });
    } else if (own && side === 'output') {
      marks.push({ start: r.start, end: r.start, title, style: ruleStyle(e.group), className: 'mark-caret' });
    }
  }
  return marks;
}

function RuleCard({ rule, chosen }: { rule: RuleDef; chosen: string }) {
  const profileId = ruleExampleProfile(rule, chosen);
  const example = rule.example ?? '';
  const result = useMemo(
    () => compress(example, { intensity: rule.intensity, profile: profileId, envelope: false }),
    [example, rule.intensity, profileId],
  );
  const own = result.edits.filter((e) => e.rule === rule.id);
  const reads = READS[rule.id];
  const readValue = reads ? PROFILES[profileId][reads.field] : undefined;
  // relative, so it lands on the playground under a BASE_PATH too; a plain <a>, since the
  // playground reads its fragment when the page loads
  const playgroundHref = useMemo(() => (example ? `../#${exampleFragment(example, profileId)}` : null), [example, profileId]);
  return (
    <article
      id={`rule-${rule.id}`}
      data-testid={`rule-${rule.id}`}
      data-rule-id={rule.id}
      className="scroll-mt-14 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
      style={ruleStyle(rule.group)}
    >
      <header className="mb-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="text-sm font-semibold">{rule.id}</code>
        <span className="rounded px-1.5 text-[11px] font-medium text-white dark:text-neutral-950" style={{ background: `var(--rule-${rule.group})` }}>
          {rule.group}
        </span>
        <span className="rounded border border-neutral-300 px-1.5 text-[11px] dark:border-neutral-700">{rule.intensity}</span>
        <span className="text-xs text-neutral-500 dark:text-neutral-400">hover label: “{rule.label}”</span>
        {playgroundHref && (
          <a
            href={playgroundHref}
            data-testid={`rule-open-${rule.id}`}
            className="ml-auto text-xs text-sky-700 underline underline-offset-2 dark:text-sky-300"
            title={`Open this example in the playground with profile ${profileId}`}
          >
            open in playground →
          </a>
        )}
      </header>
      <p className="mb-2 text-sm leading-relaxed">{rule.description}</p>
      {example ? (
        <div className="grid gap-2 md:grid-cols-2">
          <div>
            <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">Before</div>
            <Marked text={example} marks={marksFor(result.edits, rule.id, 'input')} testId={`rule-input-${rule.id}`} />
          </div>
          <div>
            <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
              After · {rule.intensity} · profile {profileId}
              {profileId !== chosen && <span className="ml-1 normal-case">(the {rule.group} group is off in {chosen})</span>}
            </div>
            <Marked
              text={result.output}
              marks={marksFor(result.edits, rule.id, 'output')}
              testId={`rule-output-${rule.id}`}
              data-live-example="rule"
              data-rule-id={rule.id}
              data-profile={profileId}
              data-intensity={rule.intensity}
            />
          </div>
        </div>
      ) : null}
      <div className="mt-1.5 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-300">
        <span data-testid={`rule-edits-${rule.id}`}>
          {own.length === 0 ? (
            <em>no edit by this rule here</em>
          ) : (
            <>
              {own.length} edit{own.length === 1 ? '' : 's'}:{' '}
              {own.map((e, i) => (
                <span key={i} className="mr-1.5 inline-block">
                  <code>{JSON.stringify(e.before)}</code> → <code>{JSON.stringify(e.after)}</code>
                </span>
              ))}
            </>
          )}
        </span>
        {reads && readValue !== undefined && (
          <details className="min-w-0">
            <summary className="cursor-pointer">
              reads the profile’s {reads.label}
              {Array.isArray(readValue) ? ` (${readValue.length})` : `: ${String(readValue)}`}
            </summary>
            {Array.isArray(readValue) && <p className="mt-1 max-w-prose leading-relaxed">{listText(readValue)}</p>}
          </details>
        )}
      </div>
    </article>
  );
}

export function RulesSection() {
  const [chosen, setChosen] = useState('forge');
  // The page is static HTML first: a profile chosen before the scripts ran is in the select
  // (hydration leaves it) but not in this state; the examples follow what the select shows.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const early = changedSelectValue(select.current);
    if (early && (PROFILE_IDS as readonly string[]).includes(early)) setChosen(early);
  }, []);
  return (
    <section id="rules" aria-labelledby="rules-h" className="scroll-mt-14">
      <h2 id="rules-h" className="mb-1 text-xl font-bold">Rules</h2>
      <p className="mb-2 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        The rule table of the core, in the order the engine runs it. Each example is compressed live in your browser by the
        same <code>compress()</code> the playground uses, at the rule’s intensity (so the rules of lower intensities run too).
        The rule’s own edits are <span className="mark-own" style={ruleStyle('article')}>highlighted</span> in the output and{' '}
        <span className="mark-own-before" style={ruleStyle('article')}>struck</span> in the input, a removal leaves a small caret;
        edits by other rules are <span className="mark-other">dotted</span>. Hover a change for its rule.
      </p>
      <label className="mb-3 flex items-center gap-2 text-sm">
        Compute the examples with profile
        <select ref={select} data-testid="rules-profile-select" className="ctl" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {PROFILE_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <span className="text-xs text-neutral-500 dark:text-neutral-400">(envelope header off here; see Profiles)</span>
      </label>
      {SECTIONS.map((s) => {
        const rules = RULES.filter((r) => sectionOf(r) === s.id);
        if (!rules.length) return null;
        return (
          <div key={s.id} className="mb-5">
            <h3 id={`rules-${s.id}`} className="mb-0.5 scroll-mt-14 text-base font-semibold">
              {s.title} <span className="text-sm font-normal text-neutral-500 dark:text-neutral-400">({rules.length} rules)</span>
            </h3>
            <p className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">{s.blurb}</p>
            <div className="grid gap-3">
              {rules.map((r) => (
                <RuleCard key={r.id} rule={r} chosen={chosen} />
              ))}
            </div>
          </div>
        );
      })}
      <div className="mb-2">
        <h3 className="mb-1 text-base font-semibold">Repairs</h3>
        <p className="mb-1 text-sm text-neutral-600 dark:text-neutral-400">
          After every removal the engine tidies up; these edits appear in the examples above under their own ids.
        </p>
        <ul className="list-disc pl-5 text-sm leading-relaxed">
          {[REPAIR_SPACE, REPAIR_CAPITAL].map((r) => (
            <li key={r.id} id={`rule-${r.id}`} data-testid={`rule-${r.id}`} className="scroll-mt-14">
              <code className="font-semibold">{r.id}</code> ({r.label}): {r.description}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
