// lib/examples/artifacts.ts is generated from fixtures/artifacts by scripts/gen-examples.mjs and
// committed: it must stay in sync, byte for byte, and every artifact must be in the gallery.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactFiles, FIXTURE_DIR, OUT_FILE, renderArtifacts } from '../../scripts/gen-examples.mjs';
import { ARTIFACTS } from './artifacts';
import { ARTIFACT_EXAMPLES, EXAMPLES, VECTOR_EXAMPLES, exampleById } from './catalog';
import { PROFILE_IDS } from 'caveman-compress/internals/profiles';

describe('lib/examples/artifacts.ts', () => {
  it('is what scripts/gen-examples.mjs generates from fixtures/artifacts (run `node scripts/gen-examples.mjs`)', () => {
    expect(readFileSync(OUT_FILE, 'utf8')).toBe(renderArtifacts());
  });

  it('holds every fixture, byte-exact, and nothing else', () => {
    const files: string[] = artifactFiles();
    expect(Object.keys(ARTIFACTS).sort()).toEqual(files);
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const f of files) expect(ARTIFACTS[f], f).toBe(readFileSync(join(FIXTURE_DIR, f), 'utf8'));
  });
});

describe('examples gallery catalog', () => {
  it('shows every artifact, with a title, a one-line description and a kind', () => {
    expect(ARTIFACT_EXAMPLES.map((e) => e.file).sort()).toEqual(Object.keys(ARTIFACTS).sort());
    for (const e of EXAMPLES) {
      expect(e.title.trim(), e.id).not.toBe('');
      expect(e.kind.trim(), e.id).not.toBe('');
      expect(e.description.trim(), e.id).not.toBe('');
      expect(e.description, e.id).not.toContain('\n');
      expect(e.text.length, e.id).toBeGreaterThan(0);
    }
  });

  it('has unique ids usable in a data-testid', () => {
    const ids = EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('names only known profiles', () => {
    for (const e of EXAMPLES) if (e.profile) expect(PROFILE_IDS, e.id).toContain(e.profile);
  });

  it('holds the nine SPEC §5 vectors; 7 and 8 are terse', () => {
    expect(VECTOR_EXAMPLES.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `vector-${n}`));
    for (const e of VECTOR_EXAMPLES) expect(e.intensities?.length, e.id).toBeGreaterThan(0);
    expect(exampleById('vector-7')?.profile).toBe('terse');
    expect(exampleById('vector-8')?.profile).toBe('terse');
    expect(exampleById('vector-3')?.text).toBe(exampleById('vector-2')?.text);
    expect(exampleById('vector-9')?.text).toContain('might');
  });

  it('includes the realistic artifact kinds the gallery promises', () => {
    const kinds = new Set(ARTIFACT_EXAMPLES.map((e) => e.kind));
    for (const k of ['handoff note', 'review report', 'PR description', 'status lines', 'skill file', 'log with markers', 'security warning', 'table-heavy report']) {
      expect(kinds, k).toContain(k);
    }
    expect(exampleById('skill-file')?.text.startsWith('---\n')).toBe(true);
  });
});
