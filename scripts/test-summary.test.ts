import { describe, expect, it } from 'vitest';
import { summarize } from './test-summary.mjs';

describe('the summary line CI reads', () => {
  it('adds unit and e2e counts (flaky e2e tests passed on retry)', () => {
    expect(summarize({ unit: { numPassedTests: 500, numFailedTests: 0, success: true }, e2e: { stats: { expected: 20, flaky: 2, unexpected: 0 } } })).toBe('522 passed, 0 failed');
  });
  it('counts failing tests and failed stages without tests', () => {
    expect(summarize({ unit: { numPassedTests: 5, numFailedTests: 2 }, e2e: { stats: { expected: 1, unexpected: 1 } }, stageFailures: 1 })).toBe('6 passed, 4 failed');
  });
  it('counts a suite that failed outside its tests, or wrote no report, as one failure', () => {
    expect(summarize({ unit: { numPassedTests: 5, numFailedTests: 0, success: false }, e2e: null })).toBe('5 passed, 1 failed');
    expect(summarize({ unit: { numPassedTests: 5, numFailedTests: 0 }, e2e: { stats: { expected: 3, unexpected: 0 }, errors: [{ message: 'global setup' }] } })).toBe('8 passed, 1 failed');
    expect(summarize({ unit: null, e2e: null, failedStages: 'unit tests (vitest) e2e (playwright)' })).toBe('0 passed, 2 failed');
  });
});
