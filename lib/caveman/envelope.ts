// The optional envelope header and the ai-dev-team wire prefix (SPEC §2).
import type { Intensity } from './types';

export function envelopeHeader(intensity: Intensity): string {
  return `<!-- caveman: intensity=${intensity} version=1 -->`;
}

const ENVELOPE = /^<!-- caveman: intensity=(lite|full|ultra) version=(\d+) -->\r?(?:\n|$)/;

export function parseEnvelope(text: string): { intensity: Intensity; version: number } | null {
  const m = ENVELOPE.exec(text);
  return m ? { intensity: m[1] as Intensity, version: Number(m[2]) } : null;
}

export const WIRE_PREFIX = '[COMPRESSION:terse]\nApply ai-dev-team caveman compression rules to your output.\nSee: skills/caveman/SKILL.md';

export function withWirePrefix(task: string): string {
  return task.startsWith(WIRE_PREFIX) ? task : `${WIRE_PREFIX}\n${task}`;
}
