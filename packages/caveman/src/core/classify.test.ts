// What a paragraph is to a machine: a YAML mapping is kept byte-exact; the author's own "Key: point"
// lines that repeat a key are prose.
import { describe, expect, it } from 'vitest';
import { classifyParagraph, isYamlBlock } from './classify';

describe('YAML payloads', () => {
  it('are two or more key: value lines whose keys are unique, items may repeat theirs', () => {
    expect(isYamlBlock(['name: caveman', 'version: 1.2.0'])).toBe(true);
    expect(isYamlBlock(['- name: a', '- name: b'])).toBe(true);
    expect(isYamlBlock(['Con: The option is confusing', 'Con: we have to maintain it'])).toBe(false);
    expect(isYamlBlock(['name: caveman'])).toBe(false);
    expect(classifyParagraph('Con: The option is confusing\nCon: we have to maintain it', ['Con: The option is confusing', 'Con: we have to maintain it'])).toBeNull();
    expect(classifyParagraph('name: caveman\nversion: 1.2.0', ['name: caveman', 'version: 1.2.0'])?.kind).toBe('payload');
  });
});
