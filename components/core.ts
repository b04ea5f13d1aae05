// The parts of the core the main thread uses: cheap, pure, no compression (that runs in the
// worker). Imported from the modules directly so the page bundle doesn't pull the rewriter.
import { selectIntensity } from '@/lib/caveman/select';
import { getProfile, PROFILE_IDS } from '@/lib/caveman/profiles';
import type { Profile, SelectionResult } from '@/lib/caveman/types';
import { effectiveProfile, selectionInput, type PlaygroundState } from '@/lib/store';

export { PROFILE_IDS, getProfile };

export function profileOf(id: string): Profile {
  try {
    return getProfile(id);
  } catch {
    return getProfile('forge');
  }
}

export function computeSelection(
  s: Pick<PlaygroundState, 'controls' | 'budget' | 'thresholds' | 'profileId'>,
  outOfScope: boolean,
): SelectionResult {
  try {
    return selectIntensity({ ...selectionInput(s), outOfScope }, effectiveProfile(profileOf(s.profileId), s.thresholds));
  } catch (e) {
    return { intensity: 'full', reason: [`selection failed: ${e instanceof Error ? e.message : String(e)}`] };
  }
}
