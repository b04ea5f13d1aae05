// The first screen is static HTML, live from its first paint: a profile, an encoding or a budget
// chosen in its controls before the scripts ran is in the DOM but not in the store, and hydration
// leaves the DOM as it found it (the select showed "cavekit" while forge ran). Read when the app
// starts, before anything else moves the controls, such a choice is applied to the store, so what
// the controls show is what runs.
import type { StoreApi } from 'zustand/vanilla';
import type { Playground } from '@/lib/state/store';
import { isEncodingName } from 'caveman-compress/tokens';
import { PROFILE_IDS, profileOf } from './core';

export interface EarlyChoices {
  profile?: string;
  encoding?: string;
  budget?: number;
}

/** A select's value when it differs from the option the static HTML selected (chosen before hydration). */
export function changedSelectValue(el: HTMLSelectElement | null): string | undefined {
  const initial = el && [...el.options].find((o) => o.defaultSelected);
  return el && initial && el.value !== initial.value ? el.value : undefined;
}

function changedSelect(doc: Document, testId: string): string | undefined {
  return changedSelectValue(doc.querySelector<HTMLSelectElement>(`select[data-testid="${testId}"]`));
}

/** The test ids of a page's controls (the playground's by default; the corpus view has its own). */
export interface ChoiceControls {
  profile: string;
  encoding: string;
  budget?: string;
}

const PLAYGROUND_CONTROLS: ChoiceControls = { profile: 'profile-select', encoding: 'encoding-select', budget: 'budget-slider' };
export const CORPUS_CONTROLS: ChoiceControls = { profile: 'corpus-profile-select', encoding: 'corpus-encoding-select' };

/** The choices made in the static first screen's controls before the scripts ran. */
export function earlyChoices(doc: Document, controls: ChoiceControls = PLAYGROUND_CONTROLS): EarlyChoices {
  const out: EarlyChoices = {};
  const profile = changedSelect(doc, controls.profile);
  if (profile !== undefined) out.profile = profile;
  const encoding = changedSelect(doc, controls.encoding);
  if (encoding !== undefined) out.encoding = encoding;
  const slider = controls.budget ? doc.querySelector<HTMLInputElement>(`input[data-testid="${controls.budget}"]`) : null;
  if (slider && slider.value !== slider.defaultValue && Number.isFinite(Number(slider.value))) out.budget = Number(slider.value);
  return out;
}

/** Applies them as the controls' own handlers would. */
export function applyEarlyChoices(store: StoreApi<Playground>, early: EarlyChoices): void {
  const st = store.getState();
  if (early.profile && (PROFILE_IDS as readonly string[]).includes(early.profile)) st.setProfile(early.profile, profileOf(early.profile).thresholds);
  if (isEncodingName(early.encoding)) st.setEncoding(early.encoding);
  if (early.budget !== undefined) st.setBudget(early.budget);
}
