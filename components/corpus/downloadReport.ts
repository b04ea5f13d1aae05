// The report as a JSON file, made in the page (a Blob): nothing is sent anywhere.
import type { Report } from 'caveman-compress/internals/report';

export function reportFileName(report: Report): string {
  return `caveman-report-${report.profile}.json`;
}

export function downloadReport(report: Report): void {
  const blob = new Blob([JSON.stringify(report, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(report);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
