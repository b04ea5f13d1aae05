// The gallery's engine outputs are what the engine gives today: a rule change that moves one
// fails here until `npx tsx scripts/gen-engine-outputs.ts` writes the table again.
import { describe, expect, it } from 'vitest';
import { nodeCounter } from 'caveman-compress/node';
import { ENGINE_OUTPUTS } from './engineOutputs';
import { computeEngineOutputs } from './engineOutputsCompute';
import { VECTORS } from './vectors';

describe('the gallery cards show the live engine', () => {
  it('the table equals the engine, output and tokens, for every vector and intensity', () => {
    expect(ENGINE_OUTPUTS).toEqual(computeEngineOutputs(nodeCounter('o200k_base')));
    expect(ENGINE_OUTPUTS.length).toBe(VECTORS.reduce((n, v) => n + v.intensities.length, 0));
  });
});
