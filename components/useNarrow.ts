'use client';

// Whether the screen is narrower than Tailwind's `sm` breakpoint (640 px), for the few things
// CSS alone cannot decide (an aria-expanded, a button's label). The build renders the wide
// layout's values; a narrow client corrects them right after hydration.
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** Now, outside React's render (an effect, a handler). */
export function isNarrow(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
