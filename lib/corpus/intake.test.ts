import { describe, expect, it } from 'vitest';
import { cleanName, compareNames, decodeText, MAX_FILE_BYTES, MAX_FILES, mergeFiles, pastedName, rejectReason, utf8Length } from './intake';

const file = (name: string, text = name) => ({ name, text, bytes: utf8Length(text) });

describe('rejectReason', () => {
  it('takes .md, .markdown and .txt files of any case, in folders too', () => {
    for (const n of ['a.md', 'notes/B.MD', 'x.markdown', 'deep/er/c.txt']) expect(rejectReason(n, 10)).toBeNull();
  });
  it('names the reason for other kinds, hidden files, tool folders and oversize files', () => {
    expect(rejectReason('logo.png', 10)).toMatch(/not a text file/);
    expect(rejectReason('data.json', 10)).toMatch(/not a text file/);
    expect(rejectReason('.DS_Store', 10)).toBe('hidden file');
    expect(rejectReason('repo/.git/HEAD.md', 10)).toMatch(/inside \.git\//);
    expect(rejectReason('node_modules/x/README.md', 10)).toMatch(/inside node_modules\//);
    expect(rejectReason('big.md', MAX_FILE_BYTES)).toBeNull();
    expect(rejectReason('big.md', MAX_FILE_BYTES + 1)).toMatch(/too large \(256 KB; at most 256 KB per file\)/);
  });
});

describe('decodeText', () => {
  it('decodes UTF-8, drops a BOM and keeps invalid bytes as U+FFFD instead of throwing', () => {
    expect(decodeText(new TextEncoder().encode('café ✓'))).toBe('café ✓');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeText(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
  });
});

describe('names', () => {
  it('numbers pasted texts with the next free number', () => {
    expect(pastedName([])).toBe('pasted-1.md');
    expect(pastedName(['pasted-1.md', 'pasted-3.md'])).toBe('pasted-2.md');
  });
  it('cleans a typed name: no folders, a text extension', () => {
    expect(cleanName('  review ', [])).toBe('review.md');
    expect(cleanName('a/b\\c.txt', [])).toBe('a-b-c.txt');
    expect(cleanName('...', ['pasted-1.md'])).toBe('pasted-2.md');
  });
  it('sorts numbers inside names as numbers', () => {
    expect(['n-10.md', 'n-2.md', 'N-1.md'].sort(compareNames)).toEqual(['N-1.md', 'n-2.md', 'n-10.md']);
  });
});

describe('mergeFiles', () => {
  it('adds in name order and replaces a file of the same name', () => {
    const r = mergeFiles([file('b.md', 'old')], [file('a.md'), file('b.md', 'new')]);
    expect(r.files.map((f) => [f.name, f.text])).toEqual([
      ['a.md', 'a.md'],
      ['b.md', 'new'],
    ]);
    expect(r.rejected).toEqual([]);
  });
  it('turns away new files past MAX_FILES, still replacing existing ones', () => {
    const full = Array.from({ length: MAX_FILES }, (_, i) => file(`f${i}.md`));
    const r = mergeFiles(full, [file('f0.md', 'changed'), file('extra.md')]);
    expect(r.files).toHaveLength(MAX_FILES);
    expect(r.files.find((f) => f.name === 'f0.md')!.text).toBe('changed');
    expect(r.rejected.map((x) => x.name)).toEqual(['extra.md']);
    expect(r.rejected[0].reason).toMatch(/at most 2000 files/);
  });
});
