// selectIntensity (SPEC §2): the precedence chain, first match wins, with the reasons in order.
import type { Profile, SelectionInput, SelectionResult } from './types';
import { resolveProfile } from './profiles';
import { outOfScope, isSecuritySensitive } from './scope';

export function selectIntensity(input: SelectionInput, profileOpt?: Profile | string): SelectionResult {
  const profile = resolveProfile(profileOpt);
  const p = profile.precedence;
  const { upper, lower } = profile.thresholds;
  const reason: string[] = [];

  if (input.mode === 'off') {
    if (p.modeSwitch) return { intensity: 'off', reason: ['caveman mode off: no compression'] };
    reason.push(`mode off ignored: ${profile.name} is always on`);
  }
  if (p.outOfScope) {
    if (input.outOfScope) return { intensity: 'verbose', reason: [...reason, 'content out of scope: kept verbose'] };
    const scope = input.text !== undefined ? outOfWholeScope(input.text) : null;
    if (scope) return { intensity: 'verbose', reason: [...reason, `content out of scope (${scope}): kept verbose`] };
  }
  if (p.securityClamp && (input.securitySensitive || (input.text !== undefined && isSecuritySensitive(input.text)))) {
    return { intensity: 'lite', reason: [...reason, 'security-sensitive artifact: clamped to lite'] };
  }
  if (p.explicitIntensity && input.explicit) {
    return { intensity: input.explicit, reason: [...reason, `explicit caveman_intensity=${input.explicit}`] };
  }
  if (p.depthThorough && input.depth === 'thorough') {
    return { intensity: 'lite', reason: [...reason, 'depth thorough: clamped to lite'] };
  }
  if (p.phaseInspecting && input.phase === 'inspecting') {
    return { intensity: 'lite', reason: [...reason, 'phase inspecting: clamped to lite'] };
  }
  if (p.fallbackClamp && (input.fallbacks ?? 0) >= p.fallbackLimit) {
    return { intensity: 'lite', reason: [...reason, `${input.fallbacks} fallbacks in this category (>= ${p.fallbackLimit}): clamped to lite`] };
  }
  const r = input.remaining;
  if (r === null || r === undefined || typeof r !== 'number' || !Number.isFinite(r) || r < 0 || r > 100) {
    return { intensity: p.unknownBudget, reason: [...reason, `budget unknown or unreadable: ${p.unknownBudget}`] };
  }
  if (r > upper) return { intensity: 'lite', reason: [...reason, `remaining budget ${fmt(r)} % > ${upper} %: lite`] };
  if (r >= lower) return { intensity: 'full', reason: [...reason, `remaining budget ${fmt(r)} % within ${lower}–${upper} %: full`] };
  return { intensity: 'ultra', reason: [...reason, `remaining budget ${fmt(r)} % < ${lower} %: ultra`] };
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
