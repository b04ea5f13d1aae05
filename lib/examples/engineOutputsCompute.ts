// The table of lib/examples/engineOutputs.data.ts, computed from the core (Node only: it counts
// with tiktoken). The generator writes it; the test recomputes and compares.
import { compress } from 'caveman-compress';
import type { TokenCounter } from 'caveman-compress/internals/types';
import { VECTORS } from './vectors';

export interface EngineOutput {
  /** Vector number. */
  n: number;
  intensity: string;
  output: string;
  /** o200k_base tokens of the input, the engine's output and the seed's output. */
  tokens: { input: number; engine: number; seed: number | null };
}

export function computeEngineOutputs(count: TokenCounter): EngineOutput[] {
  const out: EngineOutput[] = [];
  for (const v of VECTORS) {
    for (const intensity of v.intensities) {
      const r = compress(v.input, { intensity, profile: v.profile, countTokens: count });
      const seed = v.seed.find((s) => s.intensity === intensity);
      out.push({ n: v.n, intensity, output: r.output, tokens: { input: count(v.input), engine: count(r.output), seed: seed ? count(seed.text) : null } });
    }
  }
  return out;
}
