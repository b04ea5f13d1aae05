// Links written by the permalink encoder as it was before SHARE_FIELDS (commit c69a5a7), with the
// state each decodes to. They stand for links already pasted into chats and issues: never
// regenerate them; a change that breaks one breaks those links.
import type { ShareState } from './permalink';

export const OLD_LINKS: { name: string; link: string; state: ShareState }[] = [
  {
    name: 'default settings, a short text',
    link: 'v=1&p=forge&b=38&t=20-50&e=o200k_base&i=CoCwpgBARgrglgGwCYTgZ2gQzXAxphBATwlwHsBbABwTABdJMA7FAhCO8DsNOjTAE6Qq2HEwDmEJmQDuAOiA&h=rexbnr',
    state: { input: 'The build is basically complete and all the tests are passing now.', profileId: 'forge', rules: null, budget: 38, thresholds: { lower: 20, upper: 50 }, mode: 'on', depth: null, phase: null, securitySensitive: false, explicit: null, fallbacks: 0, terse: null, encoding: 'o200k_base', diffTarget: null, showEdits: true, showProtected: true, syncScroll: true, expandedView: false, checker: '', accepted: [] },
  },
  {
    name: 'tuned: cavekit with a rule edit, budget, thresholds, every control, cl100k_base, checker text',
    link: 'v=1&p=cavekit&b=62&t=15-70&e=cl100k_base&m=off&d=thorough&ph=reviewing&sec=1&x=ultra&f=3&diff=lite&ed=0&pr=0&r=N4Ig5gTg9grgDgZxALlAQwgFwJYGMA2ApigGZr4KEC+VQA&k=LISw5gTghgLiD2A7ABAEyQUwNzIMYAsNcBrZCeAGwoCMoTkAHWfZAClWoHoBbcaGDADoYAZwCUyahgBm8CBmTcMEMEKA&i=MTAECUFMDcEtIO4CgkBUAWlQFtYHMAnAQwBdYB7AO1FgGdQAjI22AYyIBsOBPUAEyqQANIwCuJUAElQJdLEoBrUAiy105URz6gCkTj34aGHSAFpWmVktlYC5LkyugADqXShASYShakLAAM+BgB6XEJSSAA6Elo-RkgAM3JdHEgCPHk8CJRTUAAdygB71nI+SAAuUEoiAugsdniAS9BAZHJQQF4NwAC9pByMLHQiSj4TAh1IEgJ4egBmGVhsSFoIoA&h=faei6w',
    state: { input: '## Review\n\nThe migration is basically done, but I think we should really double-check the rollback path → see `db/migrate.ts` before merging.\n\n- Ünïcode: naïve café ✓ 🚀\n- The handler retries 3 times.', profileId: 'cavekit', rules: { groups: { article: false } }, budget: 62, thresholds: { lower: 15, upper: 70 }, mode: 'off', depth: 'thorough', phase: 'reviewing', securitySensitive: true, explicit: 'ultra', fallbacks: 3, terse: null, encoding: 'cl100k_base', diffTarget: 'lite', showEdits: false, showProtected: false, syncScroll: true, expandedView: false, checker: 'Migration done; check rollback path (db/migrate.ts) before merge.', accepted: [] },
  },
  {
    name: 'edge values: empty text, range ends, a phase that needs escaping',
    link: 'v=1&p=terse&b=0&t=0-100&e=o200k_base&d=quick&ph=code%20review%20%26%20sign-off%20%E2%9C%93&x=lite&f=99&diff=ultra&r=N4IghgThD2DuIC4QFoB8IA0IDmMCuADgM6KgBmAlgDZUCmEiZYVRtAvm0A&i=Q&h=maa67x',
    state: { input: '', profileId: 'terse', rules: { arrow: '->', groups: { filler: false } }, budget: 0, thresholds: { lower: 0, upper: 100 }, mode: 'on', depth: 'quick', phase: 'code review & sign-off ✓', securitySensitive: false, explicit: 'lite', fallbacks: 99, terse: null, encoding: 'o200k_base', diffTarget: 'ultra', showEdits: true, showProtected: true, syncScroll: true, expandedView: false, checker: '', accepted: [] },
  },
];
