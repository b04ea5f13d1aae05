// Inputs of the rules page (/rules): one example per protected kind and per out-of-scope rule,
// the scenarios of the selection-precedence table, and which profile a rule's live example runs
// with. Pure data plus tiny helpers: the page computes every output live with the core, and the
// e2e test recomputes the same outputs in Node from these same definitions.
import type { Intensity, Profile, SelectionInput } from 'caveman-compress/internals/types';
import { PROFILES, PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { WIRE_PREFIX } from 'caveman-compress/internals/envelope';
import type { RuleDef } from 'caveman-compress/internals/rules/index';

export interface LiveExample {
  id: string;
  /** The protected kind (or out-of-scope rule id) the example shows. */
  kind: string;
  text: string;
  intensity: Intensity;
  /** A built-in profile id, or a profile derived from one (see `profileOf`). */
  profile: string;
  /** Extra user patterns on top of the profile (the `user` kind). */
  protectedPatterns?: { pattern: string; label?: string }[];
  note?: string;
}

/** The profile object an example runs with (a copy of the built-in one when it adds patterns). */
export function exampleProfile(ex: Pick<LiveExample, 'profile' | 'protectedPatterns'>): Profile {
  const base = PROFILES[ex.profile];
  if (!base) throw new Error(`unknown profile ${ex.profile}`);
  if (!ex.protectedPatterns?.length) return base;
  return { ...base, protectedPatterns: [...base.protectedPatterns, ...ex.protectedPatterns] };
}

/**
 * Every protected kind with an input that holds it, compressed at ultra so the most aggressive
 * rules run around it; the span comes out byte-exact. Block regions (fenced / indented code,
 * JSON / YAML / TSV payloads, front matter, HTML comments, command lines, banner blocks, workdoc
 * keys) are covered next to the inline scanners.
 */
export const KIND_EXAMPLES: readonly LiveExample[] = [
  {
    id: 'kind-code',
    kind: 'code',
    intensity: 'ultra',
    profile: 'forge',
    text: 'You should just run `npm test -- auth` before the merge.\n\n```ts\nconst the = really(1); // the filler stays in code\n```\n\nThe indented block below is code too:\n\n    let x = basically(1);\n',
  },
  {
    id: 'kind-payload',
    kind: 'payload',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The worker basically returns the following payload:\n\n{"status": "the ok", "retries": 3}\n\nThe settings are:\n\nretries: 3\nbackoff: the exponential\n\nThe results are tab-separated:\n\nname\tthe time\tresult\nauth\t226ms\tpassed\n',
  },
  {
    id: 'kind-frontmatter',
    kind: 'frontmatter',
    intensity: 'ultra',
    profile: 'forge',
    text: '---\nname: caveman\ndescription: Really compress the output of the agent\n---\n\nThe skill is basically ready for the review.\n',
  },
  {
    id: 'kind-comment',
    kind: 'comment',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The build is complete. <!-- the reviewer should really check this -->\n\n<!-- TODO: basically rewrite the intro -->\n',
  },
  {
    id: 'kind-url',
    kind: 'url',
    intensity: 'ultra',
    profile: 'forge',
    text: 'See the report at https://example.com/runs/42?the=really and the [guide](docs/the-guide.md) for the details.',
  },
  {
    id: 'kind-email',
    kind: 'email',
    intensity: 'ultra',
    profile: 'forge',
    text: 'Please send the logs to oncall@example.com as soon as possible.',
  },
  {
    id: 'kind-path',
    kind: 'path',
    intensity: 'ultra',
    profile: 'forge',
    text: 'I have modified the handler in src/auth/session.ts:42 and the state.md file; the bundle goes to .forge/artifacts/{task-id}.json and the log to C:\\tmp\\the-log.txt on the runner.',
  },
  {
    id: 'kind-branch',
    kind: 'branch',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The fix is on the branch fix/the-really-long-retry and it is ready for the review.',
  },
  {
    id: 'kind-identifier',
    kind: 'identifier',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The refreshSession() helper reads SESSION_TTL, the max_retries setting and process.env.NODE_ENV, runs with the --dry-run flag and $HOME set; it fixes X11 and #12 in the PaymentService.',
  },
  {
    id: 'kind-mention',
    kind: 'mention',
    intensity: 'ultra',
    profile: 'forge',
    text: '@codex and @senior should really review the database migration.',
  },
  {
    id: 'kind-version',
    kind: 'version',
    intensity: 'ultra',
    profile: 'forge',
    text: 'We upgraded the jose library to v5.2.1 and the parser to 1.2.3, with ^4.0 as the range.',
  },
  {
    id: 'kind-number',
    kind: 'number',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The median dropped from 276ms to 226ms (-18.2%) after twelve rounds.',
    note: 'Number words become digits (full.number); digits never change.',
  },
  {
    id: 'kind-errorcode',
    kind: 'errorcode',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The build failed with E0425 and the upload returned ENOENT.',
  },
  {
    id: 'kind-hash',
    kind: 'hash',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The bug was introduced in commit 3f9a2c1e and it is basically reverted now.',
  },
  {
    id: 'kind-quote',
    kind: 'quote',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The user asked: "please just make the database faster", and the reviewer said “really the same”.',
  },
  {
    id: 'kind-command',
    kind: 'command',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The fix is ready.\n\n$ npm run build --really\ngit push origin the-branch\n',
  },
  {
    id: 'kind-anchor',
    kind: 'anchor',
    intensity: 'ultra',
    profile: 'forge',
    text: '2025-01-14: spec_audit_iteration=3\n\n- [ ] Step 2: the migration is basically written\n\nfix(auth): the expired token is really rejected now\n\nThe builder answered needs-confirm. and the verifier saw scope_drift in the database layer.',
    note: 'Log markers, the checklist literal, the conventional-commit prefix, refusal tokens and failure classes.',
  },
  {
    id: 'kind-anchor-blocks',
    kind: 'anchor',
    intensity: 'ultra',
    profile: 'forge',
    text: '## ⏸ AWAITING YOUR INPUT\n\nThe reviewer should really decide the database layout.\n\n## Next\n\n# CROSS-AUDIT EVIDENCE FOOTER\n\nevidence_class: the really strong\nevidence_blockers: none\n',
    note: 'Banner blocks run to the next H2; the evidence footer and workdoc keys are parsed byte-exact.',
  },
  {
    id: 'kind-anchor-wire',
    kind: 'anchor',
    intensity: 'ultra',
    profile: 'ai-dev-team',
    text: `allowed_scope: src/the/really/**\nfailing_test_cmd: the really failing test\n\n${WIRE_PREFIX}\nThe sub-agent should really implement the database migration.`,
    note: 'Workdoc Planned-block keys and the ai-dev-team wire prefix.',
  },
  {
    id: 'kind-anchor-cavecrew',
    kind: 'anchor',
    intensity: 'ultra',
    profile: 'cavecrew',
    text: 'too-big. split: the database migration and the API change\n\nThe builder really stopped there.',
    note: 'cavecrew: a whole refusal line is a profile line anchor.',
  },
  {
    id: 'kind-keyvalue',
    kind: 'keyvalue',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The ledger says attempts=3 and status=the_failed, and the retry is really pending.',
  },
  {
    id: 'kind-user',
    kind: 'user',
    intensity: 'ultra',
    profile: 'forge',
    protectedPatterns: [{ pattern: 'TICKET-\\d+', label: 'ticket id' }],
    text: 'The ticket TICKET-482 is basically about the database timeout.',
    note: 'A user-defined pattern (here /TICKET-\\d+/, added in the rule editor) on top of the profile.',
  },
];

/** One example per out-of-scope rule of SPEC §1.4: the plain paragraph compresses, the other stays. */
export const SCOPE_EXAMPLES: readonly LiveExample[] = [
  {
    id: 'scope-security',
    kind: 'security',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The cleanup is basically done.\n\nSecurity warning: the staging API key was committed to the repository and must be rotated before the release.',
  },
  {
    id: 'scope-irreversible',
    kind: 'irreversible',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The branch is really ready.\n\nThis will force-push over the release branch and the old commits cannot be recovered.',
  },
  {
    id: 'scope-deprecation',
    kind: 'deprecation',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The migration is basically written.\n\nThe v1 endpoint is deprecated and will be removed in the next major release.',
  },
  {
    id: 'scope-error',
    kind: 'error',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The retry is really slow.\n\nTypeError: Cannot read properties of undefined (reading the token)\n    at refreshSession (src/auth/session.ts:42:13)',
  },
  {
    id: 'scope-user',
    kind: 'user',
    intensity: 'ultra',
    profile: 'forge',
    text: 'The database is basically migrated.\n\nIMPORTANT: the user must really approve the new database schema before the release.',
  },
];

/** The input of the invariants demo: hedges, negations, numbers, a protected path and structure. */
export const INVARIANT_EXAMPLE: LiveExample = {
  id: 'invariants',
  kind: 'invariants',
  intensity: 'ultra',
  profile: 'forge',
  text: '## Status\n\n- I have basically implemented the retry in src/queue/retry.ts and it might still fail under heavy load.\n- The median latency is approximately 198ms, down from 226ms (-12.4%), and the cache is not warmed yet.\n- We will then run the twelve remaining tests; none of them should take longer than 2s.\n',
};

/**
 * The profile a rule's live example runs with: the chosen one when it has the rule's group on,
 * else the first profile that has it (the status rules exist only in terse).
 */
export function ruleExampleProfile(rule: Pick<RuleDef, 'group'>, chosen: string): string {
  const p = PROFILES[chosen];
  if (p && p.groups[rule.group]) return chosen;
  return PROFILE_IDS.find((id) => PROFILES[id].groups[rule.group]) ?? chosen;
}

export interface PrecedenceStep {
  id: string;
  /** SPEC §2 wording of the step. */
  title: string;
  /** The profile setting that switches the step on (precedence flag), if any. */
  flag?: keyof Profile['precedence'];
  /** A situation that triggers the step, run through selectIntensity for every profile. */
  input: SelectionInput;
  situation: string;
}

/**
 * SPEC §2's precedence chain, first match wins, each with a situation that triggers it. The
 * budgets are chosen so that a profile that ignores the step lands on a different intensity.
 */
export const PRECEDENCE_STEPS: readonly PrecedenceStep[] = [
  { id: 'mode', title: 'caveman mode off → no compression', flag: 'modeSwitch', input: { mode: 'off', remaining: 38 }, situation: 'mode off, budget 38 %' },
  { id: 'terse', title: "terse switch (godmode): off until 5 rounds without a human, GODMODE_TERSE on, an opt-out sticks", flag: 'terseSwitch', input: { terse: { rounds: 2 }, remaining: 38 }, situation: '2 rounds without a human, budget 38 %' },
  { id: 'scope', title: 'content out of scope (§1.4) → verbose', flag: 'outOfScope', input: { outOfScope: true, remaining: 38 }, situation: 'a security warning, budget 38 %' },
  { id: 'security', title: 'security-sensitive → lite', flag: 'securityClamp', input: { securitySensitive: true, remaining: 10 }, situation: 'security-sensitive task, budget 10 %' },
  { id: 'explicit', title: 'explicit caveman_intensity → that', flag: 'explicitIntensity', input: { explicit: 'ultra', remaining: 80 }, situation: 'caveman_intensity=ultra, budget 80 %' },
  { id: 'depth', title: 'depth thorough → lite', flag: 'depthThorough', input: { depth: 'thorough', remaining: 10 }, situation: 'depth thorough, budget 10 %' },
  { id: 'phase', title: 'phase inspecting → lite', flag: 'phaseInspecting', input: { phase: 'inspecting', remaining: 10 }, situation: 'phase inspecting, budget 10 %' },
  { id: 'fallbacks', title: '3+ fallbacks in a category this session → lite', flag: 'fallbackClamp', input: { fallbacks: 3, remaining: 10 }, situation: '3 fallbacks, budget 10 %' },
  { id: 'unknown', title: 'budget unknown or unreadable → full', flag: 'unknownBudget', input: { remaining: null }, situation: 'no budget reading' },
  { id: 'upper', title: 'otherwise the table: above the upper threshold → lite', input: { remaining: 80 }, situation: 'budget 80 %' },
  { id: 'middle', title: 'from the lower to the upper threshold → full', input: { remaining: 38 }, situation: 'budget 38 %' },
  { id: 'lower', title: 'below the lower threshold → ultra', input: { remaining: 10 }, situation: 'budget 10 %' },
];
