import { describe, expect, it } from 'vitest';
import { parseEnvelope } from 'caveman-compress/internals/envelope';
import { asMarkdown, downloadName, markdownFooter, type TakeawayFacts } from './takeaway';

const facts: TakeawayFacts = { level: 'full', profileId: 'forge', edited: false, encoding: 'o200k_base', tokens: { input: 439, output: 383 } };

describe('takeaway', () => {
  it('writes the footer as one HTML comment line', () => {
    expect(markdownFooter(facts)).toBe('<!-- caveman-playground: full · profile forge · 383 tokens (−12.8 % of 439) · o200k_base -->');
    expect(markdownFooter({ ...facts, edited: true, tokens: null, level: 'ultra' })).toBe(
      '<!-- caveman-playground: ultra · profile forge (edited) · o200k_base -->',
    );
    expect(markdownFooter({ ...facts, tokens: { input: 10, output: 12 } })).toContain('12 tokens (+20.0 % of 10)');
  });

  it('keeps the output exactly, then one blank line and the footer', () => {
    expect(asMarkdown('Build done.', facts)).toBe(`Build done.\n\n${markdownFooter(facts)}\n`);
    expect(asMarkdown('Build done.\n', facts)).toBe(`Build done.\n\n${markdownFooter(facts)}\n`);
    expect(asMarkdown('', facts)).toBe(`${markdownFooter(facts)}\n`);
  });

  it('never ends the comment early and is never taken for the envelope', () => {
    const f = markdownFooter({ ...facts, profileId: 'a-->b' });
    expect(f.indexOf('-->')).toBe(f.length - 3);
    expect(parseEnvelope(markdownFooter(facts))).toBeNull();
  });

  it('names the download after the level', () => {
    expect(downloadName('lite')).toBe('caveman-lite.md');
  });
});
