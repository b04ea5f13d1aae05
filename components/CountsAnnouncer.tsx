'use client';

// The panes' counts for screen readers: once the four counts of a text are in and have stayed
// for a moment (not on every keystroke), one polite announcement reads them all (countsSummary).
import { useEffect, useState } from 'react';
import { countsSummary } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';

const QUIET_MS = 1200;

export function CountsAnnouncer({ selected }: { selected: string }) {
  const summary = usePlayground((s) => countsSummary(s, selected));
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!summary) return;
    const t = setTimeout(() => setSaid(summary), QUIET_MS);
    return () => clearTimeout(t);
  }, [summary]);
  return (
    <p data-testid="counts-announcement" role="status" aria-live="polite" className="sr-only">
      {said}
    </p>
  );
}
