// The checker report's findings as the playground shows them: a key per finding (what a user
// accepts for a pair, kept in the link), grouped by class in the table's order, with the verdict
// once accepted findings are set aside.
import type { CheckReport, Finding } from 'caveman-compress/internals/types';
import { CLASS_INFO, FINDING_CLASSES, type FindingClass } from 'caveman-compress/internals/license';

/** What identifies a finding for a pair: its class and its words on both sides (offsets move as the texts are edited). */
export function findingKey(f: Pick<Finding, 'class' | 'before' | 'after'>): string {
  return `${f.class}|${f.before}|${f.after}`;
}

export interface FindingGroup {
  cls: FindingClass;
  title: string;
  findings: Finding[];
}

/** The findings by class, in the order of the license table's classes. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const by = new Map<FindingClass, Finding[]>();
  for (const f of findings) (by.get(f.class) ?? by.set(f.class, []).get(f.class)!).push(f);
  return FINDING_CLASSES.filter((c) => by.has(c)).map((cls) => ({ cls, title: CLASS_INFO[cls].title, findings: by.get(cls)! }));
}

export interface FindingCounts {
  fail: number;
  review: number;
  accepted: number;
}

/** How many findings fail, wait for review, or were accepted for this pair. */
export function countFindings(report: CheckReport, accepted: readonly string[]): FindingCounts {
  const n = { fail: 0, review: 0, accepted: 0 };
  for (const f of report.findings ?? []) {
    if (accepted.includes(findingKey(f))) n.accepted++;
    else if (f.severity === 'fail') n.fail++;
    else n.review++;
  }
  return n;
}

/**
 * The finding an invariant's offence stands for, or null: invariants 2-4 list their findings'
 * messages, invariant 9 ("Every difference licensed") the class and the message.
 */
export function findingOf(findings: readonly Finding[], message: string): Finding | null {
  return findings.find((f) => message === f.message || message === `${f.class}: ${f.message}`) ?? null;
}

/**
 * Whether the pair passes once the accepted findings are set aside: every failing invariant's
 * offences are findings, and every one of those is accepted.
 */
export function passesWithAccepted(report: CheckReport, accepted: readonly string[]): boolean {
  if (report.pass) return true;
  const findings = report.findings ?? [];
  return report.invariants.every(
    (inv) =>
      inv.pass ||
      inv.skipped ||
      inv.offences.every((o) => {
        const f = findingOf(findings, o.message);
        return !!f && accepted.includes(findingKey(f));
      }),
  );
}
