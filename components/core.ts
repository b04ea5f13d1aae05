// The parts of the core the main thread uses: cheap, pure, no compression (that runs in the
// worker). Imported from the modules directly so the page bundle doesn't pull the rewriter.
import { getProfile, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import type { Profile } from 'caveman-compress/internals/types';

export { PROFILE_IDS, getProfile };

export function profileOf(id: string): Profile {
  try {
    return getProfile(id);
  } catch {
    return getProfile('forge');
  }
}
