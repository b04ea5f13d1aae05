// What the engine gives for each test vector (SPEC §5), beside the seed's model-written output:
// the gallery's cards show both with their token counts. Computed ahead by
// scripts/gen-engine-outputs.ts from the same core, in o200k_base; engineOutputs.test.ts fails
// when the engine and this table disagree (a rule changed: run the script again).
import { ENGINE_OUTPUTS_DATA } from './engineOutputs.data';
import type { EngineOutput } from './engineOutputsCompute';

export type { EngineOutput };


export const ENGINE_OUTPUTS: readonly EngineOutput[] = ENGINE_OUTPUTS_DATA;

export function engineOutputsOf(n: number): EngineOutput[] {
  return ENGINE_OUTPUTS.filter((e) => e.n === n);
}
