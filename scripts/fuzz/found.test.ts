// Every class of failure the fuzzer has found, as its shrunk reproducer: each is judged by the
// fuzz oracle (remark structure, literals, hedges, negations, tokens, idempotence, replay, and
// whether check() agrees) under every profile at every intensity.
import { describe, expect, it } from 'vitest';
import { INTENSITIES, PROFILE_IDS } from 'caveman-compress';
import { evaluate, inputFacts } from './oracle';
import type { Literal } from './piece';

interface Found {
  name: string;
  text: string;
  literals?: Literal[];
}

const FOUND: Found[] = [
  { name: 'envelope above front matter', text: '---\ntitle: Really basic summary\nstatus: open\n---\n\n# Make sure build\n\n## Summary: Make sure the database\n\n```\nnpm test\n```\n' },
  { name: 'envelope before a BOM, then indented code', text: '\ufeff    The build is just complete.\n    npm test\n\n1. Make sure the build.\n\n   The build is just complete.\n2. The three database fixed the three build\n' },
  { name: 'envelope after a BOM with a blank line', text: '\ufeff## Summary\n\n- Database fixed\n\n  The build is just complete.\n\n- Thanks!\n' },
  { name: 'envelope on a short note costs more than it saves', text: 'The build is done.\n' },
  { name: 'a checkbox glued to punctuation', text: '# Summary\n\n- [ ] Thank you!\n- [x] , which means that it works.\n' },
  { name: 'terse arrow glued to a URL', text: 'Latency dropped from https://example.com/docs to E0100 after three rounds of the build.\n' },
  { name: 'terse arrow glued to a quote', text: "1. Latency dropped from retries=3 to 'not really' after three rounds of the build.\n2. Thanks!\n" },
  { name: 'approximately the same is no quantity', text: 'The database is approximately `npm test` and might grow. Approximately ~~the old flow~~ just three.\n', literals: [{ text: '`npm test`' }] },
  { name: 'adjacent code spans with CR line endings', text: '1. Causes just.\r\r   Of course, `npm test` implement `npm test`.\r   I have implemented the just build 1ms.\r' },
  { name: 'an ordered list after indented code (micromark reads it as interrupting)', text: '- Data\u200bbase.\n  10. The build is just complete.\n\n      The build is just complete.\n\n      1. `npm test`\n\n  11. The build fixed the just database.\n\n      The build is just complete.\n\n      - The build is just complete.\n\n  12. Of course, The build is just complete.\n- Three just build not fixed the build.\n' },
  { name: 'a list item ending a paragraph after indented code', text: '1. a\n   10. Thanks!\n\n       The build.\n   11. Database\n2. Just\u200b works.\n   1. The three database\n3. The build is just complete.\n' },
  { name: 'a table row whose unrendered cell holds --force', text: '| Area | Area | Area |\n| --- | --- | --- |\n| `a|b` | I have implemented the three database | --force |\n' },
  { name: 'a removal next to a zero-width space after a bare URL', text: 'Just https://example.com/docs. Just\u200b works.\n' },
  { name: 'a relative clause with a hedge verb', text: 'In the event that seems to causes. The build is just complete.\n' },
  { name: 'hedges after a BOM', text: '\ufeff## Summary\n\n- Thanks!\n  - Just might.\n  - The build is just complete.\n- The database\n' },
  { name: 'a first-line --- that no fence closes', text: '---\n\n1. The database might fixed the database.\n   - Thanks!\n\n     1. The build is just complete.\n2. It works.\n' },
  { name: 'a pleasantry-only list item before an indented line', text: '1. Thanks!\n2. Thank you!\n\n   Not Of course.\n3. Data.\n' },
  { name: 'a copula before an approximation that ultra writes as ~', text: '# Database\n\nSummary\n=======\n\n- The database is approximately 2ms and might grow.\n- Data\u200bbase.\n' },
  { name: 'an approximation before a ~ number', text: '## Summary\r\n\r\nThe database is approximately ~20ms and might grow. Data\u200bbase.\r\n' },
  { name: 'a mention beside an arrow, before and after ~', text: '\ufeffMake sure approximately 40 ms -> the. Of course, The build is just complete.\nData\u200bbase.\n' },
  { name: 'a copula whose subject shrinks to four words once a run-on sentence loses its words', text: 'Of course, The build is now just complete The database is approximately 226ms and might grow.\nThe build is just complete.\n\nThanks!\n' },
  { name: 'an approximation before one that ultra writes as ~', text: '\ufeff# Database\n\n## Summary\n\nApproximately approximately 40 ms build approximately 40 ms.\nThe build is just complete.\n\n**Really**\n' },
  { name: 'a causal verb judged on what a pleasantry left', text: '| Area | Area | Area |\n| --- | --- | --- |\n| 1ms | `npm test` | No just causes not As you can see |\n| `npm test` | v0.0.0 |\n\nNot not.\n' },
  { name: 'a plural noun before a preposition keeps its copula (no arrow on a second pass)', text: 'The test results in CI are flaky. The retry causes a timeout.\n' },
  { name: 'a bare URL that a removal glues to punctuation and a hard break', text: '---\ntitle: x\n---\n\nhttps://example.com/docs just Of course.\\\nThe three build might not fixed the build.\n\nThe build is just complete.\n' },
  { name: 'a subject on a capitalised line after a line without end punctuation', text: 'Build approximately 40 ms Of course\nThe build is just complete.\nOf course, the causes.\n' },
  { name: 'a mid-text BOM inside a word', text: 'It accepts 1ms and then returns the database\nJust\ufeff works. I have implemented the database build in `npm test`.\n', literals: [{ text: '`npm test`' }] },
  { name: 'a subject left at a paragraph start once the rules after it have run (rules round to a fixpoint)', text: '# The database not fixed build\r\r# Summary\r\rThe Let me I think. 数据库迁移已完成，但是可能需要重新运行。\rThe build is just complete.\r\r---\r\r## Summary\r\rThe build is just complete.\r' },
  { name: 'a command line in a list paragraph with lone CR line endings', text: '## Summary\r\r- Just database might not fixed the build.\r\r    npm test\r    The build is just complete.\r' },
  { name: 'a round named after an article: terse keeps both, not "the R7" (an article a second pass drops)', text: '## Summary\r\n\r\n- The build is just complete.\r\n\r\n  Three the Round 7: fixed build pooling, kept — metric improved from 276ms to 226ms (-18.2%).\r\n  The build is just complete.\r\n  - `npm test`\r\n- Thanks!\r\n  - The build is just complete.\r\n\r\n    Of course, The build is just complete.\r\n', literals: [{ text: '`npm test`' }] },
  { name: 'a complementizer before an approximation that ultra writes as ~', text: '---\ntitle: Really basic summary\n---\n\n# Make sure just database\n\n-> Please note that approximately 40 ms.\n' },
];

describe('every failure class the fuzzer found stays fixed', () => {
  for (const f of FOUND) {
    it(f.name, () => {
      const facts = inputFacts({ text: f.text, literals: f.literals ?? [] });
      const failures = PROFILE_IDS.flatMap((p) => INTENSITIES.flatMap((i) => evaluate(facts, p, i)));
      expect(failures.map((x) => `${x.profile}/${x.intensity} ${x.key}: ${x.message}`)).toEqual([]);
    });
  }
});
