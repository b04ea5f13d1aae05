'use client';

// SPEC §1.5: the invariants the core guarantees and the checker verifies, with the word classes
// the checker counts (from the core's lexicon) and a live check of one compression.
import { useMemo, type ReactNode } from 'react';
import { compress } from 'caveman-compress/internals/compress';
import { check } from 'caveman-compress/internals/check';
import { ACTOR_CLASSES, NEGATIONS, UNCERTAINTY_CLASSES } from 'caveman-compress/internals/lexicon';
import { CLASS_INFO, FINDING_CLASSES, KIND_NOUNS, PARAPHRASES } from 'caveman-compress/internals/license';
import type { InvariantId } from 'caveman-compress/internals/types';
import { exampleProfile, INVARIANT_EXAMPLE } from '@/lib/examples/teaching';
import { Marked } from './Marked';

const INVARIANTS: { id: InvariantId; title: string; body: ReactNode }[] = [
  {
    id: 'protected',
    title: 'Protected spans byte-exact',
    body: 'Every protected span of the input occurs in the output, byte-exact, as many times (and every out-of-scope block too).',
  },
  {
    id: 'uncertainty',
    title: 'Uncertainty never compresses out',
    body: (
      <>
        Counted by class, the output has at least as many markers as the input, so a rewrite may move a word within its class
        (“approximately” → “about”):{' '}
        {Object.entries(UNCERTAINTY_CLASSES).map(([cls, words]) => (
          <span key={cls} className="mr-2 inline-block">
            <em>{cls}</em>: {words.join(', ')};
          </span>
        ))}
        <span className="inline-block">
          “about” and “around” count only before a quantity (“about 40 ms”, not “talk about locking”), and <code>~</code> before a
          number counts as an approximation (“about 40 ms” → “~40 ms” keeps the class). Words in code are not counted.
        </span>
      </>
    ),
  },
  {
    id: 'negation',
    title: 'Negation never compresses out',
    body: (
      <>
        {NEGATIONS.join(', ')} and <code>n’t</code>: the output has at least as many.
      </>
    ),
  },
  {
    id: 'actors',
    title: 'Actors never compress out',
    body: (
      <>
        The subject pronouns of anyone but the author, counted by class ({Object.keys(ACTOR_CLASSES).join(', ')}, with their
        contractions): the output has at least as many, so “they kept the old index” never becomes “kept old index”. A pronoun
        inside a pleasantry (“thank you”, “let me know if you …”) names no actor and is not counted. And dropping “I” / “we” never
        turns a report into an order: it goes only before a past tense (“We rolled back X” → “Rolled back X”), not before a bare
        present verb (“We retry X” stays).
      </>
    ),
  },
  { id: 'numbers', title: 'Numbers keep their precision', body: <>198ms stays 198ms, -18.2% stays -18.2%; a number word may become digits.</> },
  {
    id: 'structure',
    title: 'Structure is identical',
    body: 'Same headings and levels, list items and markers, checkboxes, table rows and columns, block quotes, code blocks, front matter.',
  },
  {
    id: 'tokens',
    title: 'Never more tokens',
    body: (
      <>
        The output, envelope header included, never has more tokens than the input (checked with the tokenizer in the
        playground). The reduction targets of a profile (lite ≥ 20 %, full ≥ 40 %, ultra ≥ 65 %) are the seed documents’ claims
        for compressions a language model writes: the checker reports them for such a compression. The core’s own panes are not
        graded against them; each shows its reduction of the whole text and of its prose (the tokens outside protected spans and
        kept-verbose regions). On real texts a careful human rewrite that keeps every invariant saves about 8–10 % of the
        tokens: that is the yardstick for the core.
      </>
    ),
  },
  { id: 'idempotent', title: 'Idempotent per intensity', body: 'Compressing the output again at the same intensity changes nothing.' },
  {
    id: 'licensed',
    title: 'Every difference is a licensed edit',
    body: (
      <>
        The checker aligns the two texts block by block and word by word and accounts for every difference: an edit a rule on
        this page could make under its guards (an article, a filler, a copula, the author’s “I” before a past tense, a listed
        synonym or abbreviation, digits, <code>+</code>, <code>~</code>, an arrow where the text states a cause, emphasis
        stripped, a paraphrase of the license table such as “consults” → “checks”), or a <strong>finding</strong> with its class,
        both places and what would restore it:{' '}
        <span data-testid="finding-classes">
          {FINDING_CLASSES.map((c, i) => (
            <span key={c} className="inline-block">
              <em>{CLASS_INFO[c].title}</em>
              {i < FINDING_CLASSES.length - 1 ? ', ' : '.'}&nbsp;
            </span>
          ))}
        </span>{' '}
        A word exchanged for one no rule lists, or a word or two dropped, is a finding to review; the rest fail. The core’s
        guard reads the same table, so its outputs have no finding ({PARAPHRASES.length} paraphrases licensed besides the
        rules’ own lists). It reads one word spelled two ways as one word (“any more” and “anymore”, “eg” and “e.g.”), a name
        and its initials as one name (“Progressive Web App” and “PWA”), and a noun that only says what kind of thing its kept
        modifier names as no claim of its own (“the README file” → “the README”; {KIND_NOUNS.size} such nouns).
      </>
    ),
  },
];

export function InvariantsSection() {
  const ex = INVARIANT_EXAMPLE;
  const { output, report } = useMemo(() => {
    const profile = exampleProfile(ex);
    const r = compress(ex.text, { intensity: ex.intensity, profile, envelope: false });
    return { output: r.output, report: check(ex.text, r.output, { intensity: ex.intensity, profile }) };
  }, [ex]);
  const byId = new Map(report.invariants.map((i) => [i.id, i]));
  return (
    <section id="invariants" aria-labelledby="invariants-h" className="scroll-mt-14">
      <h2 id="invariants-h" className="mb-1 text-xl font-bold">Invariants</h2>
      <p className="mb-3 max-w-3xl text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        What the core guarantees at every intensity and the checker verifies on any pair, including a compression written by a
        language model. The right-hand column is the checker’s live verdict on the example below.
      </p>
      <ol className="mb-3 grid gap-1.5" data-testid="invariants-list">
        {INVARIANTS.map((inv, i) => {
          const res = byId.get(inv.id);
          const state = !res ? 'n/a' : res.skipped ? 'not checked here' : res.pass ? 'pass' : 'fail';
          return (
            <li
              key={inv.id}
              data-testid={`invariant-${inv.id}`}
              data-state={state}
              className="grid grid-cols-[1.5rem_1fr_auto] gap-x-2 rounded-md border border-neutral-200 px-2 py-1.5 text-sm dark:border-neutral-800"
            >
              <span className="text-neutral-600 dark:text-neutral-400 tabular-nums">{i + 1}.</span>
              <div>
                <strong>{inv.title}.</strong> <span className="leading-relaxed">{inv.body}</span>
              </div>
              <span
                className={`self-start rounded px-1.5 text-xs font-semibold ${
                  state === 'pass'
                    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                    : state === 'fail'
                      ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'
                      : 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300'
                }`}
                title={res?.offences.map((o) => o.message).join('\n') || undefined}
              >
                {state}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-2 md:grid-cols-2">
        <div>
          <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">Input</div>
          <Marked text={ex.text} marks={[]} testId="input-invariants" />
        </div>
        <div>
          <div className="mb-0.5 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {ex.intensity} · profile {ex.profile}
          </div>
          <Marked
            text={output}
            marks={[]}
            testId="output-invariants"
            data-live-example="invariants"
            data-example-id={ex.id}
            data-intensity={ex.intensity}
            data-profile={ex.profile}
          />
        </div>
      </div>
    </section>
  );
}
