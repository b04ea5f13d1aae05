// Markdown that the old line scanner misread (the CommonMark parser issue's reproducers): each
// holds at every intensity under every profile, with the token counter the CLI passes.
import { describe, expect, it } from 'vitest';
import { check, compress, compressAll, INTENSITIES, PROFILE_IDS, type Intensity } from './index';
import fc from 'fast-check';
import { clearSegmentCache, hasDefinition, segment, segmentWhole } from './segment';
import { frontMatterEnd } from './frontmatter';
import { documentArb } from '@/scripts/fuzz/generate';
import { nodeCounter } from '../tokens/node';

const count = nodeCounter('o200k_base');
const counters = { o200k_base: count };

function each(text: string, fn: (out: string, intensity: Intensity, profile: string) => void) {
  for (const profile of PROFILE_IDS) {
    const all = compressAll(text, { profile, countTokens: count });
    for (const intensity of INTENSITIES) {
      const out = all[intensity].output;
      fn(out, intensity, profile);
      const where = `${profile}/${intensity}: ${JSON.stringify(out)}`;
      const report = check(text, out, { profile, intensity, counters });
      expect(report.invariants.filter((i) => !i.pass).map((i) => `${i.id}: ${i.offences[0]?.message}`), where).toEqual([]);
      expect(compress(out, { profile, intensity, countTokens: count }).output, `idempotent ${where}`).toBe(out);
    }
  }
}

/** The text of the lines of `out` that are not the envelope. */
const body = (out: string) => out.replace(/^<!-- caveman: [^\n]*\n/m, '');

describe('CommonMark structure the line scanner misread', () => {
  it('1. a table cell that is only a filler word keeps its word', () => {
    each('Status | Note\n--- | ---\nIndeed | done\n', (out) => {
      const row = body(out).split('\n')[2];
      expect(row.split('|').map((c) => c.trim())).toEqual(['Indeed', 'done']);
    });
  });

  it('2. emphasized words are never removed in lite and full, and markers never close on nothing', () => {
    each('**Really**\n', (out, intensity) => {
      expect(body(out)).not.toContain('****');
      if (intensity !== 'ultra') expect(body(out)).toBe('**Really**\n');
    });
    each('It is *very* important and **quite** risky.\n', (out, intensity, profile) => {
      expect(out).not.toContain('****');
      if (intensity !== 'ultra') {
        expect(out).toMatch(/\*[Vv]ery\*/);
        expect(out).toContain('**quite**');
      } else if (profile === 'cavekit') {
        // cavekit marks what it compresses; a header would cost more than this line saves
        expect(out).toBe('It is *very* important and **quite** risky.\n');
      } else expect(out).not.toContain('*');
    });
  });

  it('3. indented code inside a list item is code', () => {
    const text = '- Step one.\n\n        I have implemented the database function.\n';
    each(text, (out) => expect(out).toContain('        I have implemented the database function.\n'));
  });

  it('4. HTML blocks are kept, also text right after a closing tag', () => {
    each('<div>\nI have really implemented the database.\n</div>\n', (out) => expect(body(out)).toBe('<div>\nI have really implemented the database.\n</div>\n'));
    const details = '<details>\n<summary>Log</summary>\n\nThe build is really green.\n\n</details>\nI have really implemented the database.\n';
    each(details, (out) => expect(out).toContain('</details>\nI have really implemented the database.\n'));
  });

  it('5. a fence "closed" by a line indented four spaces, or opened by ```a`, follows CommonMark', () => {
    const unclosed = '```\nnpm test\n    ```\nI have really implemented the database.\n';
    each(unclosed, (out) => expect(body(out)).toBe(unclosed));
    const notOpener = '```a`\n\nThe build is done.\n\n```\nI have really implemented the database.\n';
    each(notOpener, (out) => expect(out).toContain('```\nI have really implemented the database.\n'));
  });

  it('6. inline code with several backticks does not shift the next code span', () => {
    each('Run ```npm test``` and keep `the very thing` now.\n', (out) => {
      expect(out).toContain('```npm test```');
      expect(out).toContain('`the very thing`');
    });
  });

  it('7. front matter with CR line endings or after a BOM stays byte-exact', () => {
    const cr = '---\rtitle: I have really implemented it\r---\rThe build is really done.\r';
    each(cr, (out) => expect(out.startsWith('---\rtitle: I have really implemented it\r---\r')).toBe(true));
    const bom = '\ufeff---\ntitle: I have really implemented it\n---\nThe build is really done.\n';
    each(bom, (out) => expect(out.startsWith('\ufeff---\ntitle: I have really implemented it\n---\n')).toBe(true));
    expect(segment(bom).regions[0]).toMatchObject({ start: 1, kind: 'frontmatter' });
  });

  it('8. a line that is only a pleasantry never becomes a blank line; hard breaks stay', () => {
    each('- Fixed the parser.\n  Thanks!\n- Next step.\n', (out) => expect(body(out).split('\n').filter((l) => l.trim() === '')).toEqual(['']));
    each('Fixed it.  \nThanks!\nThe build is done.\n', (out) => {
      expect(out).toContain('  \n');
      expect(body(out).split('\n').filter((l) => l.trim() === '')).toEqual(['']);
    });
    each('First line\\\nreally second line.\n', (out) => expect(out).toContain('\\\n'));
  });

  it('9. an image after a pleasantry stays an image', () => {
    each('Hope that helps![diagram](arch.png)\n', (out) => expect(out).toContain('![diagram](arch.png)'));
  });

  it('10. a closer that carries a negation, hedge or number is not removed', () => {
    const text = 'The fix is done. Let me know if anything breaks, since the database migration cannot be rolled back.\n';
    each(text, (out) => expect(out).toMatch(/cannot be rolled back/));
    each('The fix is done. Let me know if the 3 retries might fail.\n', (out) => expect(out).toMatch(/3 retries might fail/));
  });

  it('11. ultra on emphasis around a number at the end of a list item is idempotent', () => {
    each('- __0.9__.\n', (out) => expect(out).toContain('0.9'));
  });

  it('12. the envelope never makes an output longer than its input, and goes after front matter', () => {
    for (const text of ['The build is done.', '', 'Ok.\n']) {
      const out = compress(text, { intensity: 'full', profile: 'cavekit', countTokens: count }).output;
      expect(count(out)).toBeLessThanOrEqual(count(text));
    }
    const long = '---\ntitle: x\n---\n' + 'I have really implemented the database migration and then the reviewer basically flagged the two critical issues in the authentication middleware.\n\n'.repeat(6);
    const out = compress(long, { intensity: 'full', profile: 'cavekit', countTokens: count }).output;
    expect(out.startsWith('---\ntitle: x\n---\n<!-- caveman: intensity=full version=1 -->\n')).toBe(true);
    expect(count(out)).toBeLessThanOrEqual(count(long));
    expect(compress(out, { intensity: 'full', profile: 'cavekit', countTokens: count }).output).toBe(out);
  });
});

describe('segmentation', () => {
  it('finds prose only where CommonMark has inline content', () => {
    const text = [
      '# Heading **bold** #', '', '> quoted *em* `code` [link](http://x.y "t")', '> lazy', '',
      '| a | b \\| c |', '|---|---|', '| `x` | y |', '', '```js', 'code', '```', '',
      '    indented', '', '<!-- c -->', '', '[ref]: http://r.x', '',
    ].join('\n');
    const seg = segment(text);
    expect(seg.units.map((u) => [u.kind, text.slice(u.start, u.end)])).toEqual([
      ['heading', 'Heading **bold**'],
      ['paragraph', 'quoted *em* `code` [link](http://x.y "t")\n> lazy'],
      ['tableRow', 'a | b \\| c |'],
      ['tableRow', '`x` | y |'],
    ]);
    expect(seg.regions.map((r) => [r.kind, text.slice(r.start, r.end)])).toEqual([
      ['code', '```js\ncode\n```'],
      ['code', 'indented'],
      ['comment', '<!-- c -->'],
    ]);
    const quote = seg.units[1];
    expect(quote.gaps.map((g) => text.slice(g.start, g.end))).toEqual(['\n> ']);
    expect(quote.atoms.filter((a) => a.kind).map((a) => [a.kind, text.slice(a.start, a.end)])).toEqual([
      ['code', '`code`'],
      ['url', 'http://x.y'],
    ]);
    expect(quote.atoms.filter((a) => a.role === 'm').map((a) => text.slice(a.start, a.end))).toEqual(['*', '*']);
    // the escaped pipe stays inside its cell, which is kept as written
    expect(seg.units[2].gaps.map((g) => text.slice(g.start, g.end))).toEqual([' | ', ' |']);
  });

  it('maps offsets through CRLF and CR line endings', () => {
    for (const eol of ['\r\n', '\r']) {
      const text = `- item one${eol}  continued \`code\`${eol}${eol}Para${eol}`;
      const seg = segment(text);
      expect(seg.units.map((u) => text.slice(u.start, u.end))).toEqual([`item one${eol}  continued \`code\``, 'Para']);
      expect(seg.units[0].atoms.map((a) => text.slice(a.start, a.end))).toEqual(['`code`']);
    }
  });
});

describe('chunked segmentation', () => {
  // A keystroke re-parses only its chunk; cutting must never change what the parser sees.
  const plain = (seg: ReturnType<typeof segment>) => ({
    units: seg.units.map((u) => [u.kind, u.start, u.end]),
    regions: seg.regions.map((r) => [r.kind, r.start, r.end, r.reason]),
  });
  it('equals the whole text parsed in one piece, on generated documents and their concatenations', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 1, maxLength: 3 }), fc.constantFrom('\n\n', '\n', ''), (docs, sep) => {
        const text = docs.map((d) => d.text).join(sep);
        clearSegmentCache();
        expect(plain(segment(text))).toEqual(plain(segmentWhole(text)));
      }),
      { numRuns: 400, seed: 9 },
    );
  });

  it('takes over the chunks an edit left alone exactly as the whole text parses, along chains of edits', () => {
    // segment() reuses the last text's chunks before the edit and after it (moved along); what
    // an edit opens or closes (a fence, front matter, a list) must still reach every chunk it changes
    const INSERTS = ['x', '\n\n', '```\n', '~~~', '---\n', '<div>\n', '# ', '- ', '> ', '    ', '\n', 'Word ', '|a|b|\n|-|-|\n', '\r\n', '[x]: /u\n'];
    const edit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), del: fc.nat({ max: 30 }), ins: fc.constantFrom(...INSERTS) });
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 1, maxLength: 3 }), fc.array(edit, { minLength: 1, maxLength: 6 }), (docs, edits) => {
        let text = docs.map((d) => d.text).join('\n\n');
        clearSegmentCache();
        segment(text);
        for (const e of edits) {
          const at = Math.floor(e.at * text.length);
          text = text.slice(0, at) + e.ins + text.slice(at + (e.del % 3 === 0 ? e.del : 0));
          expect(plain(segment(text))).toEqual(plain(segmentWhole(text)));
        }
      }),
      { numRuns: 300, seed: 23 },
    );
  });

  it('hands out the same unit objects for every place a repeated section still stands after an edit', () => {
    // Per-unit caches downstream find units by identity: a section repeated a dozen times, then
    // typed into at the end, must not be placed anew at each of its places on each keystroke.
    const section = '## Notes\n\nThe build is basically done and it really works.\n\n- One item here.\n- Another item.\n\n';
    let text = section.repeat(12) + 'Typing here';
    clearSegmentCache();
    const before = segment(text);
    let after = before;
    for (const ch of 'abc') after = segment((text += ch));
    const kept = after.units.filter((u) => u.end <= section.length * 12);
    expect(kept.length).toBe(12 * 4);
    for (const u of kept) expect(before.units).toContain(u);
    // the unit typed into is a new one
    expect(before.units).not.toContain(after.units[after.units.length - 1]);
  });

  it('keeps front matter whole when blank lines and lines that could start a chunk are inside it', () => {
    // found by the fuzz (seed 1620841646): the front matter was cut at its blank line and read as prose
    for (const text of [
      '---\n\n- [ ] The build is just complete.\n\nThe build might fixed the database.\n\n---\n\nOf course, The build is just complete.\n',
      '+++\r\ntitle = "x"\r\n\r\nNotes are here.\r\n+++\r\n\r\nIt is basically done.\r\n',
    ]) {
      clearSegmentCache();
      const seg = segment(text);
      expect(plain(seg)).toEqual(plain(segmentWhole(text)));
      expect(seg.regions.filter((r) => r.kind === 'frontmatter').map((r) => text.slice(r.start, r.end))).toEqual([text.slice(0, frontMatterEnd(text))]);
    }
  });
});

describe('hasDefinition', () => {
  // the multiline pattern it stands for, tried at every line
  const DEFINITION = /^ {0,3}\[(?:[^\]\\\r\n]|\\.)+\]:/m;
  const PARTS = ['[', ']', ':', ' ', '  ', '    ', '\n', '\r\n', '\r', '\u2028', '\\', '\\]', 'a', 'link', '](x)', '[a]:', ' [b]: /u', '\t', '>'];
  it('finds a link reference definition exactly where the multiline pattern does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARTS), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(hasDefinition(text)).toBe(DEFINITION.test(text));
      }),
      { numRuns: 3000, seed: 17 },
    );
    for (const text of ['[a]: /u', '   [a]: /u', '    [a]: /u', 'x\n [a]: /u', 'x [a]: /u', '[a\\]b]: /u', '[a]b]: /u', 'x\r[a]: /u']) expect(hasDefinition(text)).toBe(DEFINITION.test(text));
  });
});
