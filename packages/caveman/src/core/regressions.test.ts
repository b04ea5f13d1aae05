// Cases found by the property tests: each once broke an invariant; all must hold at every intensity.
import { describe, expect, it } from 'vitest';
import { check, compress, INTENSITIES } from './index';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');

const CASES = [
  'Two.',
  'The two.',
  'Twelve.',
  'Of course two.',
  '> A two.',
  '- Two.',
  '# Two just',
  'Two. I have implemented the database build in `npm test -- auth`, and it just works end to end.',
  "Ran 'a very small test' and the database.",
  'Complete and two and a fix.',
  '# : build and implemented',
  ', database check and fix.',
  'Key=value just: of course, just.',
  'Just too-big., not database.',
  '- A database not implemented a build too-big., and a just database is just complete.\n- Two build is complete.\n\n`npm test -- auth` implemented a build.',
  '| Area | Area |\n| --- | --- |\n| `npm test -- auth` | Database and build and a causes |',
  '- [ ] Hope that helps a build implemented a build.\n- [ ] A database is complete.\n\nComplete and.',
  '- [ ] Let me know Now, the build produces a database that leads to two retries.',
  'Ran twelve rounds.',
  'Make sure requests',
  'Build is complete: Retries=3 of course?\n\n- [ ] I have implemented the database build in `npm test -- auth`, and it just works end to end.',
  '> , two.\n> Make sure a just build.',
  'I have implemented the database build in `npm test -- auth`, and it just works end to end\nOf course make sure database?',
  '- Build two database make sure not -> two not.\n- I have implemented a two build.',
  '- 429 of course.\n- Database.\n  - Of course and might.',
  'The p95 latency is approximately 198ms.',
  'We pass --force-color to the test runner and the build is complete.',
  'feat(auth): add the refresh token rotation to the session store.',
  'The log is in C:\\tmp\\the-log.txt. The build is complete.',
  'Check the state.md file and .forge/artifacts/{task-id}.json for the result.',
  // fuzz seed 1593175076: ultra's "~" and its number counted as two words of the subject, so the copula stayed once and went on a second pass
  'Build approximately 2x fixed It should be noted that The build is just complete.',
  // fuzz seed 1370053768: ultra's "X, then Y" -> "X -> Y" fired on a line opening with ", then", had to be undone, and held
  // "make sure" with it; the second pass, the comma gone, wrote "ensure"
  '## Summary\n\nOf course, data\u200bbase.\n, then make sure database.\nThe build is just complete.\n\n## Summary\n\n- The build\n\n  - Of course, not three.\n    1. Thanks!\n',
  '## Summary\n\nOf course, data\u200bbase.\n, then *the build* make sure database.\nThe build is just complete.\n',
  // an outside fuzzer: emphasis around a URL, an identifier or a path lost a byte of it at ultra
  'Read _https://en.wikipedia.org/wiki/Foo_(bar)_ before the review.\n',
  'We read _config.db.host_ at startup, and **src/a.ts:12** is the fix.\n',
  // a nested pair read as plain on the second pass only
  'It just works with ***the build***. Fine.\n',
  // an indented "```" right after a list item's text: markdown-it reads code, remark a lazy line opening inline code
  '-    the item is just here\n    ```\nthe code line is just here\n    ```\n\nThe end is really here.\n',
  '10.  the item is just here\n    ```\n  the code line is just here\n    ```\n',
  // an outside fuzzer: lines remark reads as code (after an indented quote marker, an indented fence, a
  // triple-backtick span across lines) that markdown-it reads as prose
  '>\n    >In order to',
  '>\n    >>~~~\n>>~~~\n>>really w',
  '1\n>0) T```a t\n>     ```',
  // ... and underscores around a name or around no word
  'Call __init__ first, then _::_ is the path.\n',
  // a template label's parenthesis went, and its emphasis read as plain words on the second pass
  '**Desktop (please complete the following information):**\n - OS: Windows 11\n',
  // the corpus (17.md) at ultra: "are **not** gated" lost its markers, and the next pass contracted the plain "not"
  'Learning and memory are **not** gated: the work starts before the model call.',
  'This is **never** safe, and we **don\'t** retry on 4xx.',
  // property seed -1913175496: a dropped "very" hid the "a" before the subject noun on the first pass only
  '1. -> not in addition make sure a very database results in It accepts just build.',
  // property: a checkbox read as the subject of "causes" once the article before it had gone
  '- [ ] The causes I have implemented just build `npm test -- auth`.\n- [ ] Of course database implemented database.\n\nDatabase just implemented a database `npm test -- auth`.',
  'We believe the trigger was connection-pool exhaustion after a config change.',
  // fuzz seed 2146810110: ultra's "~" (for "Approximately") read as a word, where the second pass
  // reads "~40" as one atom: a verb after the subject was found only then, and "The" went then
  'The request then the build to retry three times\nApproximately 40 ms make sure.\n',
  // fuzz seed 1556857932: a task item's checkbox hid from the guard the negation its edit left alone
  'Done.\n\n- [ ] The not.\n',
  '- [x] The not.\n- [ ] Done.\n',
  // fuzz seed 1508128796: a dropped "just" hid the determiner before a subject from the arrow rule on the first pass only
  '## Summary\n\n- Database Please note that just fixed causes database the\n\n## Summary\n\nThe build is just complete.\n',
  // property seed -1455191495: a sentence that ended in an atom's full stop ("too-big.") was read
  // by the guard as one with the next, whose negation the edits left alone ("a not?" -> "not?")
  '- Of course too-big. a not?\n',
  'Of course see v2. a not.\n',
  // property seed 1715706160: "a" dropped after "About" made it a hedge ("About 3.14"), which the
  // guard did not see (it read the context after a change, not before): the next pass wrote "~"
  '- [ ] About a 3.14 might and.\n',
  'It takes about a 40 ms.\n',
  // property seed 325336966: an arrow's mention froze the words before it and the closing marker of
  // an emphasis, not its opening one: ultra stripped one marker of the pair ("the emphasis*")
  '| Area | Area |\n| --- | --- |\n| *the emphasis* 3.14 complete database build 12 rounds not -> of course make sure | `npm test -- auth` |\n',
  // property seeds 1707708258, -214321701: a sentence of one filler word ("just.") lost its word and kept
  // its stop, which closed up on an atom's own stop ("too-big..", another atom for the checker)
  '---\ntitle: Of course might\nstatus: open\ntask: T01\n---\n\n> Of course too-big. of course.\n\nTwo.',
  '`npm test -- auth` too-big. just. Of course a build implemented a build.',
  'It works. just. It works! Of course. Fine.',
  '| Area | Area | Area |\n| --- | --- | --- |\n| Build | Implemented too-big. just: `npm test -- auth` two | `npm test -- auth` |\n| A build | `npm test -- auth` | `npm test -- auth` |\n\n> Of course database.',
  // property: a cell or an item left with nothing but a protected span ("`x` of course" -> "`x`") was no
  // block to the checker, so the span read as dropped
  '| Area | Area | Area |\n| --- | --- | --- |\n| `npm test -- auth` | `npm test -- auth` of course | I have implemented a build |\n| `npm test -- auth` `npm test -- auth` | A two database | A build |\n\n<!-- And complete -->',
  '- `npm test -- auth` of course\n- Of course `npm test -- auth`\n',
];

describe('regressions from the property tests', () => {
  for (const text of CASES) {
    it(JSON.stringify(text), () => {
      for (const intensity of INTENSITIES) {
        const r = compress(text, { intensity, countTokens: o200k });
        const rep = check(text, r.output, { intensity, counters: { o200k_base: o200k } });
        expect(rep.invariants.filter((i) => !i.pass), `${intensity}: ${JSON.stringify(r.output)}`).toEqual([]);
      }
    });
  }

  it('"in the event that" keeps its article, and the checker reads "in the event" as "if": ultra is idempotent on it (property seed 1698660762)', () => {
    const text = '---\ntitle: Might not\nstatus: open\ntask: T01\n---\n\nOf course in the event that we will then of course just a.\n\nI have implemented the database build in `npm test -- auth`, and it just works end to end.';
    const once = compress(text, { intensity: 'ultra', countTokens: o200k }).output;
    expect(compress(once, { intensity: 'ultra', countTokens: o200k }).output).toBe(once);
    expect(once).toContain('the event');
  });

  // A second pass reads the output: every look ahead must see on the input the words the output will
  // have. Each of these once changed on the second pass.
  const SECOND_PASS = [
    // property: "and" made "+" after a phrase that heads a clause ("happy to help and two"): the next pass
    // read the sign as no word and dropped the phrase
    '| Area | Area |\n| --- | --- |\n| `npm test -- auth` | Happy to help and two |',
    'Happy to help and two.',
    // a guard froze the space after a dropped "just" but not the word: "a  build" (two spaces), whose
    // article the next pass dropped
    'A just database is complete and a just build is ready in order to a just build is complete. Might a.',
    'And a just build is ready in order to a just build is complete.',
    // fuzz seed 454584404: a look ahead of ten tokens counted "approximately" (made "~") and "sure" (dropped
    // from "make sure") as words: the verb after the subject was out of reach on the first pass only
    '- Of course, ***the build*** apparently approximately 40 ms I think approximately 40 ms make sure fixed just.',
    // property: "in order to" made "to" gave "ready to", which the checker read as "can" (a modal added)
    // on the first pass only, so the guard held "is" there and not on the second
    '---\ntitle: A might\nstatus: open\ntask: T01\n---\n\nA two build is ready in order to database just implemented a build results in database not implemented just database. A two just build is complete.\n\n- Of course a build might not implemented a database.',
  ];
  for (const text of SECOND_PASS) {
    it(`a second pass changes nothing, and no drop leaves two spaces: ${JSON.stringify(text)}`, () => {
      for (const intensity of INTENSITIES) {
        const once = compress(text, { intensity, countTokens: o200k }).output;
        expect(once, intensity).not.toMatch(/\S {2,}\S/);
        expect(compress(once, { intensity, countTokens: o200k }).output, intensity).toBe(once);
      }
    });
  }

  it('a degree under a negation stays when an article stands between ("isn\'t a very accurate" is not "isn\'t accurate"; a fresh reader found it)', () => {
    for (const intensity of INTENSITIES) {
      expect(compress("I think this isn't a very accurate formula.", { intensity }).output, intensity).toContain('very accurate');
      expect(compress('It is not a really big deal.', { intensity }).output, intensity).toContain('really big');
    }
  });

  it('a trailing clause after a comma is prose, not a word list', () => {
    expect(compress('The build is done, in order to unblock the release.', { intensity: 'full' }).output).toBe('Build done, to unblock release.');
  });

  it('"happy to help" heading a clause stays (no dangling "if …")', () => {
    const out = compress('Happy to help if anything here is unclear. Happy to help!', { intensity: 'lite' }).output;
    expect(out).toBe('Happy to help if anything here is unclear.');
  });

  it('mentions of --force-color and token rotation are not out of scope', () => {
    expect(compress('We pass --force-color to the runner and the build is complete.', { intensity: 'full' }).skipped).toEqual([]);
    expect(compress('Add the refresh token rotation to the session store.', { intensity: 'full' }).skipped).toEqual([]);
    expect(compress('The leaked token must be rotated now.', { intensity: 'full' }).skipped).toHaveLength(1);
  });

  it('~/x and a Windows path are protected, without the sentence period', () => {
    const r = compress('The cache lives in ~/x and the log in C:\\tmp\\the-log.txt.', { intensity: 'ultra' });
    const spans = r.protected.map((p) => 'The cache lives in ~/x and the log in C:\\tmp\\the-log.txt.'.slice(p.start, p.end));
    expect(spans).toContain('~/x');
    expect(spans).toContain('C:\\tmp\\the-log.txt');
  });

  it('"approximately 2x" in a subject is one word, as "~2x" is when read again (idempotent at ultra)', () => {
    const text = 'Build approximately 2x fixed It should be noted that The build is just complete.';
    for (const profile of ['forge', 'cavekit']) {
      const once = compress(text, { intensity: 'ultra', profile, envelope: false }).output;
      // "The" inside a sentence is read as part of a name ("flew to The Hague"), so it stays.
      expect(once).toBe('Build ~2x fixed The build is complete.');
      expect(compress(once, { intensity: 'ultra', profile, envelope: false }).edits).toEqual([]);
    }
  });

  it('"the Round 7" named in prose keeps its words: the article it keeps would go before "R7" on a second pass (fuzz seed 520975077)', () => {
    const text = 'Three the Round 7: fixed build pooling, kept.\n\nRound 7: fixed build pooling. Kept.';
    for (const intensity of ['full', 'ultra'] as const) {
      const once = compress(text, { intensity, profile: 'terse', envelope: false }).output;
      expect(once).toContain('the Round 7:');
      // the status line's own round still takes its short form
      expect(once).toMatch(/^R7: /m);
      expect(compress(once, { intensity, profile: 'terse', envelope: false }).edits).toEqual([]);
    }
  });

  it('a short word list is still a list', () => {
    expect(compress('Remove: just, really, basically.', { intensity: 'full' }).output).toBe('Remove: just, really, basically.');
  });
});

describe('profile cache keys', () => {
  it('a new profile never answers from another profile\'s cache, however many came before', async () => {
    const { PROFILES } = await import('./profiles');
    const text = 'The build is complete and the database is ready.';
    expect(compress(text, { intensity: 'full' }).output).toBe('Build complete and database ready.');
    for (let i = 0; i < 300; i++) compress(text, { intensity: 'full', profile: { ...structuredClone(PROFILES.forge), name: `p${i}` } });
    const noArticles = { ...structuredClone(PROFILES.forge), groups: { ...PROFILES.forge.groups, article: false, status: true } };
    expect(compress(text, { intensity: 'full', profile: noArticles }).output).toContain('the database');
  });

  it('a filler that is the whole content of an emphasis stays (no empty "____" left), and the output is a fixed point', () => {
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      const out = compress('- __really__ the make sure Of course, might\n', { intensity, profile: 'terse' }).output;
      expect(out).not.toContain('____');
      expect(compress(out, { intensity, profile: 'terse', envelope: false }).output).toBe(out);
    }
  });
});

describe('the ledger does not read a word of a phrase a rule drops whole as a word of its own', () => {
  it('"It should be noted that" beside "Please note that": no tense change between "noted" and "note"', () => {
    const text = '## Summary: The just build\n\n- Database Please note that It should be noted that fixed implement.\n  1. The build is just complete.\n';
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      const out = compress(text, { intensity }).output;
      expect(check(text, out, { intensity }).findings).toEqual([]);
    }
  });
});
