// The worked examples of SPEC §5 (test vectors), with the intensity and profile each is about and
// the seed outputs people wrote for them. The core need not match the seed outputs word for word;
// the gallery shows them next to the live compression for comparison.
import type { Intensity } from 'caveman-compress/internals/types';

export interface SeedOutput {
  intensity: Intensity;
  text: string;
}

export interface Vector {
  n: number;
  /** Short name of the vector. */
  name: string;
  input: string;
  /** The intensity (or intensities) the vector is about. */
  intensities: Intensity[];
  /** Profile the vector belongs to (SPEC §4). */
  profile: string;
  seed: SeedOutput[];
  /** What the vector teaches, one line. */
  note: string;
}

const REGISTRATION =
  'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password using bcrypt with twelve rounds before storing the user record in the database.';

export const VECTORS: readonly Vector[] = [
  {
    n: 1,
    name: 'Registration endpoint',
    input:
      'I just finished implementing the registration endpoint. Basically, it accepts an email and password, and it really validates them carefully before hashing the password with bcrypt.',
    intensities: ['lite'],
    profile: 'forge',
    seed: [
      {
        intensity: 'lite',
        text: 'Finished implementing the registration endpoint. It accepts an email and password, and validates them before hashing the password with bcrypt.',
      },
    ],
    note: 'lite drops filler (just, an opening "Basically,", really) and keeps articles and full grammar; "carefully" says how, and stays.',
  },
  {
    n: 2,
    name: 'Registration endpoint',
    input: REGISTRATION,
    intensities: ['full'],
    profile: 'forge',
    seed: [
      {
        intensity: 'full',
        text: 'Added registration endpoint. Accepts email + password, validates against schema, hashes password with bcrypt 12 rounds, stores user record in database.',
      },
    ],
    note: 'full drops articles and the subject pronoun before a past tense, implemented -> added; "twelve" stays, since "12" costs a token more.',
  },
  {
    n: 3,
    name: 'Registration endpoint',
    input: REGISTRATION,
    intensities: ['ultra'],
    profile: 'forge',
    seed: [
      {
        intensity: 'ultra',
        text: 'Added register endpoint. Accepts email+password -> valid vs schema -> bcrypt 12 rounds -> store user in DB.',
      },
    ],
    note: 'ultra adds + for a short list of nouns, email and password -> email+password; "then" stays a word (an arrow would claim a cause), and "database" stays where DB saves no token.',
  },
  {
    n: 4,
    name: 'Build status',
    input: 'The build completed successfully after three waves.',
    intensities: ['full', 'ultra'],
    profile: 'forge',
    seed: [
      { intensity: 'full', text: 'Build complete. 3 waves.' },
      { intensity: 'ultra', text: 'Build ok 3w' },
    ],
    note: 'A one-line status: the article goes; "successfully" is evidence of how it ended, and stays.',
  },
  {
    n: 5,
    name: 'Test summary',
    input: 'All tests pass, but one test was skipped due to a missing fixture.',
    intensities: ['full', 'ultra'],
    profile: 'forge',
    seed: [
      { intensity: 'full', text: 'Tests pass. One skipped, missing fixture.' },
      { intensity: 'ultra', text: 'Tests ok 1 skip fx' },
    ],
    note: '"one" stays a word; "due to" stays after a verb ("skipped from" would name a source, not a cause).',
  },
  {
    n: 6,
    name: 'Review finding',
    input: 'The reviewer flagged two critical issues in the auth middleware.',
    intensities: ['full', 'ultra'],
    profile: 'forge',
    seed: [
      { intensity: 'full', text: 'Reviewer: 2 P0 in auth mw.' },
      { intensity: 'ultra', text: 'Rev 2 P0 auth mw' },
    ],
    note: 'The articles go; "two" and "middleware" stay where 2 and mw save no token.',
  },
  {
    n: 7,
    name: 'Optimization round',
    input:
      'Round 7: Added connection pool sizing adjustment, verified with benchmark (median of 3 runs), kept — metric improved from 276ms to 226ms (-18.2%).',
    intensities: ['full'],
    profile: 'terse',
    seed: [{ intensity: 'full', text: 'R7 keep: conn pool → 226ms (-18.2%)' }],
    note: 'terse status line: Round -> R, kept -> keep, every number and its precision kept.',
  },
  {
    n: 8,
    name: 'Builder report',
    input:
      'Builder Agent Report: Task implemented successfully. All 47 tests passing, linter clean, no regressions in existing suite. 4 files modified, 2 files created.',
    intensities: ['full'],
    profile: 'terse',
    seed: [{ intensity: 'full', text: 'Builder DONE: 47/47 tests, lint clean, 4 mod + 2 new.' }],
    note: 'terse builder report: field order and field count unchanged.',
  },
  {
    n: 9,
    name: 'A hedge stays',
    input: 'this might fail under heavy load',
    intensities: ['lite', 'full', 'ultra'],
    profile: 'forge',
    seed: [],
    note: 'Uncertainty never compresses out: "might" stays at every intensity.',
  },
];
