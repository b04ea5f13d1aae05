// The parts of the core the main thread uses: cheap, pure, no compression (that runs in the
// worker). Imported from the modules directly so the page bundle doesn't pull the rewriter.
import { selectIntensity } from '@/lib/caveman/select';
import { getProfile, PROFILE_IDS } from '@/lib/caveman/profiles';
import type { Profile, SelectionResult } from '@/lib/caveman/types';
import { effectiveProfile, selectionInput, type PlaygroundState } from '@/lib/store';
import { activeProfile } from '@/lib/tuning/edits';

export { PROFILE_IDS, getProfile };

export function profileOf(id: string): Profile {
  try {
    return getProfile(id);
  } catch {
    return getProfile('forge');
  }
}

export function computeSelection(
  s: Pick<PlaygroundState, 'controls' | 'budget' | 'thresholds' | 'profileId'> & Partial<Pick<PlaygroundState, 'profileEdits'>>,
  outOfScope: boolean,
): SelectionResult {
  try {
    // the active profile: rule edits (e.g. an imported profile's precedence) count too
    const profile = activeProfile(s.profileId, s.profileEdits ?? null);
    return selectIntensity({ ...selectionInput(s), outOfScope }, effectiveProfile(profile, s.thresholds));
  } catch (e) {
    return { intensity: 'full', reason: [`selection failed: ${e instanceof Error ? e.message : String(e)}`] };
  }
}
