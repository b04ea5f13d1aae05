// selectIntensity (SPEC §2): the precedence chain, first match wins, with the reasons in order and
// the steps the profile switched off on the way.
import type { PrecedenceStepFlag, Profile, SelectionInput, SelectionResult, SkippedStep } from './types';
import { STEP_INPUTS } from './types';
import { resolveProfile } from './profiles';
import { outOfScope, isSecuritySensitive } from './scope';

export function selectIntensity(input: SelectionInput, profileOpt?: Profile | string): SelectionResult {
  const profile = resolveProfile(profileOpt);
  const p = profile.precedence;
  const { upper, lower } = profile.thresholds;
  const reason: string[] = [];
  const skipped: SkippedStep[] = [];
  const done = (intensity: SelectionResult['intensity'], why: string): SelectionResult => ({ intensity, reason: [...reason, why], skipped });
  // a step the profile switches off says so where the chain passes it, so "explicit ultra" giving
  // lite under forge is explained instead of looking broken
  const skip = (step: PrecedenceStepFlag, what: string) => {
    const entry = STEP_INPUTS.find(([flag]) => flag === step)!;
    skipped.push({ step, input: entry[1], profile: profile.id });
    reason.push(`${what}: skipped (off in ${profile.id})`);
  };

  if (input.mode === 'off') {
    if (p.modeSwitch) return done('off', 'caveman mode off: no compression');
    skipped.push({ step: 'modeSwitch', input: 'mode', profile: profile.id });
    reason.push(`mode off ignored: ${profile.name} is always on`);
  }
  if (input.terse) {
    // godmode's terse switch (seed 003): read only when the session's state is given
    if (p.terseSwitch) {
      const t = input.terse;
      const rounds = typeof t.rounds === 'number' && Number.isFinite(t.rounds) && t.rounds >= 0 ? Math.floor(t.rounds) : 0;
      if (t.env) reason.push('GODMODE_TERSE set: terse on');
      else if (t.optedOut) return done('off', 'terse opted out this session (sticky): no compression');
      else if (rounds >= p.terseRounds) reason.push(`${rounds} rounds without a human (>= ${p.terseRounds}): terse auto on`);
      else return done('off', `${rounds} round${rounds === 1 ? '' : 's'} without a human (< ${p.terseRounds}): terse off, no compression`);
    } else skip('terseSwitch', 'terse session state');
  }
  if (p.outOfScope) {
    if (input.outOfScope) return done('verbose', 'content out of scope: kept verbose');
    const scope = input.text !== undefined ? outOfWholeScope(input.text) : null;
    if (scope) return done('verbose', `content out of scope (${scope}): kept verbose`);
  } else if (input.outOfScope) skip('outOfScope', 'content out of scope');
  if (input.securitySensitive && !p.securityClamp) skip('securityClamp', 'security-sensitive');
  else if (p.securityClamp && (input.securitySensitive || (input.text !== undefined && isSecuritySensitive(input.text)))) {
    return done('lite', 'security-sensitive artifact: clamped to lite');
  }
  if (input.explicit) {
    if (p.explicitIntensity) return done(input.explicit, `explicit caveman_intensity=${input.explicit}`);
    skip('explicitIntensity', `explicit ${input.explicit}`);
  }
  if (input.depth === 'thorough') {
    if (p.depthThorough) return done('lite', 'depth thorough: clamped to lite');
    skip('depthThorough', 'depth thorough');
  }
  if (input.phase === 'inspecting') {
    if (p.phaseInspecting) return done('lite', 'phase inspecting: clamped to lite');
    skip('phaseInspecting', 'phase inspecting');
  }
  if ((input.fallbacks ?? 0) >= p.fallbackLimit) {
    if (p.fallbackClamp) return done('lite', `${input.fallbacks} fallbacks in this category (>= ${p.fallbackLimit}): clamped to lite`);
    skip('fallbackClamp', `${input.fallbacks} fallbacks`);
  }
  const r = input.remaining;
  if (r === null || r === undefined || typeof r !== 'number' || !Number.isFinite(r) || r < 0 || r > 100) {
    return done(p.unknownBudget, `budget unknown or unreadable: ${p.unknownBudget}`);
  }
  if (r > upper) return done('lite', `remaining budget ${fmt(r)} % > ${upper} %: lite`);
  if (r >= lower) return done('full', `remaining budget ${fmt(r)} % within ${lower}–${upper} %: full`);
  return done('ultra', `remaining budget ${fmt(r)} % < ${lower} %: ultra`);
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The whole text is out of scope when its only prose is out of scope (a single security warning). */
function outOfWholeScope(text: string): string | null {
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim());
  if (!blocks.length) return null;
  let first: string | null = null;
  for (const b of blocks) {
    const r = outOfScope(b);
    if (!r) return null;
    first ??= r.id;
  }
  return first;
}
