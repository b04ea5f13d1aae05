#!/usr/bin/env node
// The last line of `npm test` (scripts/test-all.sh), which CI reads: `N passed, N failed`, the
// unit and e2e test counts from their JSON reports. A stage that failed without a test count of
// its own (lint, typecheck, build) is one failure; so is a suite that ran but wrote no report,
// or one that failed with no failing test (an error outside the tests).
//
//   STAGE_FAILURES=n FAILED_STAGES="..." node scripts/test-summary.mjs REPORTS_DIR
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The summary of a vitest JSON report, a Playwright JSON report (either may be null), and the failed stages. */
export function summarize({ unit, e2e, stageFailures = 0, failedStages = '' }) {
  let passed = 0;
  let failed = stageFailures;
  if (unit) {
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
    if ((unit.numFailedTests ?? 0) === 0 && unit.success === false) failed += 1;
  } else if (failedStages.includes('unit tests')) failed += 1;
  if (e2e) {
    const s = e2e.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    if ((s.unexpected ?? 0) === 0 && (e2e.errors ?? []).length > 0) failed += 1;
  } else if (failedStages.includes('e2e')) failed += 1;
  return `${passed} passed, ${failed} failed`;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? '.test-reports';
  console.log(
    summarize({
      unit: readJson(`${dir}/unit.json`),
      e2e: readJson(`${dir}/e2e.json`),
      stageFailures: Number(process.env.STAGE_FAILURES || 0),
      failedStages: process.env.FAILED_STAGES ?? '',
    }),
  );
}
