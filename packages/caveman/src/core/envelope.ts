// The optional envelope header and the ai-dev-team wire prefix (SPEC §2).
// The envelope is the first line of the artifact, or the first line after its front matter
// (a YAML header must stay the very first thing in the file for the tools that read it).
import type { Intensity } from './types';
import { frontMatterEnd } from './frontmatter';

export function envelopeHeader(intensity: Intensity): string {
  return `<!-- caveman: intensity=${intensity} version=1 -->`;
}

const ENVELOPE = /<!-- caveman: intensity=(lite|full|ultra) version=(\d+) -->(?:\r\n|\r|\n|$)/y;

export interface EnvelopeAt {
  /** Range of the header line, its line ending included. */
  start: number;
  end: number;
  intensity: Intensity;
  version: number;
}

/** Where a new envelope goes: the start (after a BOM), or the start of the line after the front matter. */
export function envelopeOffset(text: string): number {
  const fm = frontMatterEnd(text);
  if (fm === -1) return text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (text.startsWith('\r\n', fm)) return fm + 2;
  return fm < text.length ? fm + 1 : fm;
}

export function findEnvelope(text: string): EnvelopeAt | null {
  const at = envelopeOffset(text);
  ENVELOPE.lastIndex = at;
  const m = ENVELOPE.exec(text);
  return m ? { start: at, end: at + m[0].length, intensity: m[1] as Intensity, version: Number(m[2]) } : null;
}

export function parseEnvelope(text: string): { intensity: Intensity; version: number } | null {
  const e = findEnvelope(text);
  return e ? { intensity: e.intensity, version: e.version } : null;
}

/** The text without its envelope line (unchanged when it has none). */
export function stripEnvelope(text: string): string {
  const e = findEnvelope(text);
  return e ? text.slice(0, e.start) + text.slice(e.end) : text;
}

export const WIRE_PREFIX = '[COMPRESSION:terse]\nApply ai-dev-team caveman compression rules to your output.\nSee: skills/caveman/SKILL.md';

export function withWirePrefix(task: string): string {
  return task.startsWith(WIRE_PREFIX) ? task : `${WIRE_PREFIX}\n${task}`;
}
